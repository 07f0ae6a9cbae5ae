package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/** An algorithm that carves a perfect maze (a spanning tree) on a {@link CellGrid} of any shape. */
interface CellGenerator {

    /** Working memory per field beyond the maze itself, in bytes, to refuse grids that would not fit. */
    double bytesPerCell();

    /** Carves a maze into a blank maze; statistics of the run, if the algorithm keeps any, go to {@code stats}. */
    void carve(CellMaze maze, RandomGenerator random, Statistics stats);

    /** Marks a cell in a bitset. */
    static void set(long[] bits, int i) {
        bits[i >>> 6] |= 1L << i;
    }

    static boolean get(long[] bits, int i) {
        return (bits[i >>> 6] & (1L << i)) != 0;
    }
}
