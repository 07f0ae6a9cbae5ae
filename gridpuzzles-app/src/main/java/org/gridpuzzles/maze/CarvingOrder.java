package org.gridpuzzles.maze;

import java.util.Arrays;

/**
 * The order in which a generator carved a maze on a grid of any shape: one step per passage, the field carved from
 * and the slot carved through (a passage under a field too), in the order the algorithm carved them (braiding's
 * passages last). Carving the steps in order into a blank maze of the grid gives the maze. Recursive division's steps
 * are the gaps its walls leave, which are its passages too. Kept only when asked for: a generator tells the maze of
 * every passage only while a record is attached to it, so that carving without one stays as fast.
 */
public final class CarvingOrder implements CellMaze.Carved {

    /** Memory per field: a field number and a slot per passage, grown by halves. */
    public static final double BYTES_PER_FIELD = 16;

    private int[] cells = new int[16];
    private byte[] slots = new byte[16];
    private int size;

    @Override
    public void add(int cell, int slot) {
        if (size == cells.length) {
            int more = size + (size >> 1);
            cells = Arrays.copyOf(cells, more);
            slots = Arrays.copyOf(slots, more);
        }
        cells[size] = cell;
        slots[size] = (byte) slot;
        size++;
    }

    /** Number of steps. */
    public int size() {
        return size;
    }

    /** The field step {@code k} carved from. */
    public int cell(int k) {
        return cells[k];
    }

    /** The slot step {@code k} carved through. */
    public int slot(int k) {
        return slots[k];
    }

    /** Carves steps {@code from} (inclusive) to {@code to} (exclusive) into {@code maze}. */
    public void replay(CellMaze maze, int from, int to) {
        for (int k = from; k < to; k++) {
            maze.carve(cells[k], slots[k]);
        }
    }
}
