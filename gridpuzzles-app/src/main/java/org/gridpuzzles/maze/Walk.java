package org.gridpuzzles.maze;

import org.gridpuzzles.grid.FieldSet;
import org.gridpuzzles.grid.Grid;

/** Neighbour enumeration and coin flips shared by the algorithms, without allocation. */
final class Walk {

    private Walk() {
    }

    /** Fair coins, 64 from each random long (the binary tree and sidewinder flip one per field). */
    static final class Coins {
        private final java.util.random.RandomGenerator rng;
        private long bits;
        private int left;

        Coins(java.util.random.RandomGenerator rng) {
            this.rng = rng;
        }

        boolean flip() {
            if (left == 0) {
                bits = rng.nextLong();
                left = 64;
            }
            boolean heads = (bits & 1) != 0;
            bits >>>= 1;
            left--;
            return heads;
        }
    }

    /** Writes the neighbours of {@code i} that are (or, with {@code wanted} false, are not) in {@code set}. */
    static int neighboursIn(Grid grid, int i, FieldSet set, boolean wanted, int[] out) {
        int k = neighbours(grid, i, out);
        int kept = 0;
        for (int j = 0; j < k; j++) {
            if (set.contains(out[j]) == wanted) {
                out[kept++] = out[j];
            }
        }
        return kept;
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
