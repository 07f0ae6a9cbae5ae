package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/** An algorithm that carves a perfect maze (a spanning tree) on a {@link CellGrid} of any shape. */
interface CellGenerator {

    /** Working memory per field beyond the maze itself, in bytes, to refuse grids that would not fit. */
    double bytesPerCell();

    /** Carves a maze into a blank maze; statistics of the run, if the algorithm keeps any, go to {@code stats}. */
    void carve(CellMaze maze, RandomGenerator random, Statistics stats);

    /**
     * Weave: adds to {@code free} (holding {@code k} slots) the passages under a neighbour that a generator growing
     * into unvisited fields may take, as Mazes for Programmers' weave does: the neighbour is visited and its only
     * passages run straight across the way (it becomes a bridge), the field beyond it is not visited. A bridge never
     * gets another passage: its two other neighbours are then both visited. Returns the new count.
     */
    static int underWays(CellMaze maze, int[] around, long[] visited, int[] free, int k) {
        for (int d = 0; d < 4; d++) {
            int beyond = around[2 * d + 1];
            int middle = around[2 * d];
            if (beyond < 0 || get(visited, beyond) || middle < 0 || !get(visited, middle)) {
                continue;
            }
            if (maze.openings(middle) == across(d)) {
                free[k++] = 2 * d + 1;
            }
        }
        return k;
    }

    /**
     * The ways from {@code cell} into unvisited fields, as slots into {@code free} (on a weave also under a bridge);
     * fills {@code around} with the cell's neighbours. Returns how many.
     */
    static int unvisitedWays(CellGrid grid, CellMaze maze, int cell, int[] around, long[] visited, int[] free,
            boolean weave) {
        int k = 0;
        grid.neighbours(cell, around);
        for (int s = 0; s < around.length; s += weave ? 2 : 1) {
            int o = around[s];
            if (o >= 0 && !get(visited, o)) {
                free[k++] = s;
            }
        }
        return weave ? underWays(maze, around, visited, free, k) : k;
    }

    /** Weave: the openings of a field whose only passages run straight across a way in direction {@code d}. */
    static int across(int d) {
        return (d & 1) == 0 ? (1 << 2) | (1 << 6) : 1 | (1 << 4);
    }

    /** Marks a cell in a bitset. */
    static void set(long[] bits, int i) {
        bits[i >>> 6] |= 1L << i;
    }

    static boolean get(long[] bits, int i) {
        return (bits[i >>> 6] & (1L << i)) != 0;
    }
}
