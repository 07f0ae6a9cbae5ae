package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Grid;

/** Neighbour enumeration shared by the walking algorithms, without allocation. */
final class Walk {

    private Walk() {
    }

    /** Writes the on-grid neighbours of {@code i} (up, right, down, left) to {@code out}; returns how many. */
    static int neighbours(Grid grid, int i, int[] out) {
        int cols = grid.cols();
        int k = 0;
        if (i >= cols) {
            out[k++] = i - cols;
        }
        if (i % cols != cols - 1) {
            out[k++] = i + 1;
        }
        if (i < grid.size() - cols) {
            out[k++] = i + cols;
        }
        if (i % cols != 0) {
            out[k++] = i - 1;
        }
        return k;
    }
}
