package org.gridpuzzles.maze;

import java.util.Arrays;

/**
 * Passages of a maze on a {@link CellGrid}: one byte per field, bit k set when the passage through slot k is open
 * (on both fields it joins). A perfect maze is a spanning tree of the grid's fields.
 */
public final class CellMaze {

    private final CellGrid grid;
    private final byte[] open;
    /** Told of every passage carved, in order, when the carving is recorded; null otherwise. */
    private Carved record;

    /** Hears of each passage as it is carved: the field carved from and the slot it was carved through. */
    interface Carved {
        void add(int cell, int slot);

        /**
         * A wall-building algorithm's step (recursive division): the gap at a field through a slot that a new wall
         * leaves open, the wall running from {@code from} to {@code to} (0-based columns or rows).
         */
        default void gap(int cell, int slot, int from, int to) {
            add(cell, slot);
        }
    }

    public CellMaze(CellGrid grid) {
        this.grid = grid;
        this.open = new byte[grid.cells()];
    }

    public CellGrid grid() {
        return grid;
    }

    public int cells() {
        return grid.cells();
    }

    /** The open slots of a field as bits. */
    public int openings(int cell) {
        return open[cell] & 0xff;
    }

    public boolean isOpen(int cell, int slot) {
        return (open[cell] & (1 << slot)) != 0;
    }

    public int degree(int cell) {
        return Integer.bitCount(open[cell] & 0xff);
    }

    /** From now on tells {@code record} of every passage carved (null: no longer). */
    void record(Carved record) {
        this.record = record;
    }

    /** Opens the passage from a field through a slot; returns the field it leads to. */
    public int carve(int cell, int slot) {
        int other = grid.neighbour(cell, slot);
        open[cell] |= (byte) (1 << slot);
        open[other] |= (byte) (1 << grid.opposite(cell, slot));
        if (record != null) {
            record.add(cell, slot);
        }
        return other;
    }

    /** Opens a passage whose two ends and slots the caller already knows (hot loops). */
    void link(int a, int slotA, int b, int slotB) {
        open[a] |= (byte) (1 << slotA);
        open[b] |= (byte) (1 << slotB);
        if (record != null) {
            record.add(a, slotA);
        }
    }

    /** Opens every passage of the grid (not under a field): the start of wall-building algorithms; not recorded. */
    void openAll() {
        int slots = grid.slots();
        int[] around = new int[slots];
        for (int c = 0; c < open.length; c++) {
            grid.neighbours(c, around);
            for (int s = 0; s < slots; s++) {
                if (around[s] > c && !grid.isUnder(s)) {
                    open[c] |= (byte) (1 << s);
                    open[around[s]] |= (byte) (1 << grid.opposite(c, s));
                }
            }
        }
    }

    /** Tells the record, if any, of a gap a wall-building algorithm left: see {@link Carved#gap}. */
    void gap(int cell, int slot, int from, int to) {
        if (record != null) {
            record.gap(cell, slot, from, to);
        }
    }

    /** Closes a passage whose two ends and slots the caller knows (algorithms that build walls); not recorded. */
    void unlink(int a, int slotA, int b, int slotB) {
        open[a] &= (byte) ~(1 << slotA);
        open[b] &= (byte) ~(1 << slotB);
    }

    /** Opens the passage between two neighbouring fields (not under a field). */
    public void carveBetween(int a, int b) {
        int slot = slotTo(a, b);
        if (slot < 0) {
            throw new IllegalArgumentException("fields " + a + " and " + b + " are not neighbours");
        }
        carve(a, slot);
    }

    /** The slot of {@code a} that leads to {@code b}, passages under a field last; -1 if they are not neighbours. */
    public int slotTo(int a, int b) {
        int found = -1;
        for (int s = 0; s < grid.slots(); s++) {
            if (grid.neighbour(a, s) == b) {
                if (!grid.isUnder(s)) {
                    return s;
                }
                found = s;
            }
        }
        return found;
    }

    /** Weave: does a passage run under this field? */
    public boolean crossed(int cell) {
        if (grid.shape() != GridShape.WEAVE) {
            return false;
        }
        for (int d = 0; d < 4; d++) {
            int a = grid.neighbour(cell, 2 * d);
            if (a >= 0 && isOpen(a, 2 * ((d + 2) & 3) + 1)) {
                return true;
            }
        }
        return false;
    }

    public long passages() {
        long n = 0;
        for (byte b : open) {
            n += Integer.bitCount(b & 0xff);
        }
        return n / 2;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CellMaze m && m.grid.equals(grid) && Arrays.equals(m.open, open);
    }

    @Override
    public int hashCode() {
        return grid.hashCode() * 31 + Arrays.hashCode(open);
    }
}
