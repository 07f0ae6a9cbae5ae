package org.gridpuzzles.maze;

import java.util.Arrays;

import org.gridpuzzles.core.InvalidInputException;

/**
 * The fields of a maze grid of any shape, numbered 0 .. cells-1, with their neighbours computed from the shape's
 * geometry (no object per field). Each field has {@link #slots()} neighbour slots in clockwise order, a slot being
 * empty (-1) at the border or where a mask leaves a field out:
 * <ul>
 * <li>rect, cylinder, torus, moebius, klein: 0 up, 1 right, 2 down, 3 left; field (row, col) is number
 * row * cols + col; on the twisted ones (moebius, klein) the right side of row r meets the left side of row
 * rows - 1 - r, so up and down swap across that seam: the clockwise order holds on each side of it (a Moebius strip
 * has no clockwise of its own);</li>
 * <li>weave: 0 up, 1 under the field above to the one beyond, 2 right, 3 under to the right, 4 down, 5 under
 * downward, 6 left, 7 under to the left;</li>
 * <li>hex (pointed top, odd rows shifted half a field right): 0 right, 1 down-right, 2 down-left, 3 left,
 * 4 up-left, 5 up-right;</li>
 * <li>triangle ((row + col) even points up): 0 right, 1 the base (below an upward triangle, above a downward one),
 * 2 left;</li>
 * <li>upsilon (octagons where row + col is even, squares elsewhere; see {@link Upsilon}): 0 up, 1 up-right,
 * 2 right, ... 7 up-left clockwise; a square has no odd slots;</li>
 * <li>3d (levels of rows x cols; see {@link Layered}): 0 north, 1 east, 2 south, 3 west, 4 up a level, 5 down;
 * field (level, row, col) is number (level * rows + row) * cols + col;</li>
 * <li>polar (ring 0 the centre field, ring r numbered clockwise from the east): 0 and 1 outward (one or two fields
 * of the next ring), 2 clockwise, 3 inward, 4 anticlockwise; the centre's slots are the fields of ring 1.</li>
 * </ul>
 * A mask numbers the remaining fields in reading order.
 */
public final class CellGrid {

    /** Cells a grid may have: slots of every cell still fit an int, and memory decides long before. */
    public static final int MAX_CELLS = 200_000_000;
    /** Rings a polar grid may have: about {@link #MAX_CELLS} fields. */
    public static final int MAX_RINGS = 7_500;

    private final GridShape shape;
    private final int rows;
    private final int cols;
    private final int cells;
    private final int slots;
    /** Polar: the first cell of each ring and one past the last; null otherwise. */
    private final int[] ringStart;
    /** Polar: the ring of each cell. */
    private final int[] ringOf;
    /** Masked grids: the cell at each position or -1; the position of each cell. Null without a mask. */
    private final int[] cellAt;
    private final int[] positionOf;
    /** 3d: the levels (1 on every other grid); set once by {@link #layered}. */
    private int levels = 1;

    private CellGrid(GridShape shape, int rows, int cols, int cells, int[] ringStart, int[] cellAt,
            int[] positionOf) {
        this.shape = shape;
        this.rows = rows;
        this.cols = cols;
        this.cells = cells;
        this.ringStart = ringStart;
        this.cellAt = cellAt;
        this.positionOf = positionOf;
        this.slots = switch (shape) {
            case RECT, CYLINDER, TORUS, MOEBIUS, KLEIN -> 4;
            case WEAVE, UPSILON -> 8;
            case HEX, LEVELS -> 6;
            case TRIANGLE -> 3;
            case POLAR -> 6;
        };
        if (ringStart != null) {
            ringOf = new int[cells];
            for (int r = 0; r < rows; r++) {
                Arrays.fill(ringOf, ringStart[r], ringStart[r + 1], r);
            }
        } else {
            ringOf = null;
        }
    }

    /** A grid of rows x cols fields of a shape other than polar. */
    public static CellGrid of(GridShape shape, int rows, int cols) {
        if (shape == GridShape.POLAR) {
            throw new IllegalArgumentException("a polar grid is sized by rings");
        }
        if (shape == GridShape.LEVELS) {
            return layered(1, rows, cols);
        }
        if (rows < 1 || cols < 1) {
            throw new InvalidInputException("a " + shape.label() + " grid needs at least one row and one column");
        }
        if (shape.joinsSides() && cols < 3) {
            throw new InvalidInputException("cols " + cols + " is too few for a " + shape.label()
                    + ": joining the sides needs at least 3 columns");
        }
        if (shape == GridShape.TRIANGLE && cols < 2 && rows > 2) {
            throw new InvalidInputException("a triangle grid of " + rows + " rows needs at least 2 columns: in one "
                    + "column every other row is cut off");
        }
        if (shape.joinsEnds() && rows < 3) {
            throw new InvalidInputException("rows " + rows + " is too few for a " + shape.label() + ": joining top "
                    + "and bottom needs at least 3 rows");
        }
        long n = (long) rows * cols;
        if (shape == GridShape.RECT) {
            // a plain rectangle keeps no per-field tables, so it may be as large as a byte array and the square grid
            // allow: refused as that grid refuses it
            new org.gridpuzzles.grid.Grid(rows, cols);
            return new CellGrid(shape, rows, cols, (int) n, null, null, null);
        }
        requireCells(n, rows + " x " + cols + " " + shape.label());
        return new CellGrid(shape, rows, cols, (int) n, null, null, null);
    }

    /** A 3d grid: {@code levels} levels of rows x cols square fields, with passages up and down between them. */
    public static CellGrid layered(int levels, int rows, int cols) {
        if (levels < 1 || rows < 1 || cols < 1) {
            throw new InvalidInputException("a 3d grid needs at least one level, one row and one column");
        }
        long n = (long) levels * rows * cols;
        requireCells(n, levels + " x " + rows + " x " + cols + " 3d");
        CellGrid grid = new CellGrid(GridShape.LEVELS, rows, cols, (int) n, null, null, null);
        grid.levels = levels;
        return grid;
    }

    /** 3d: the number of levels (1 on every other grid). */
    public int levels() {
        return levels;
    }

    /** A polar grid of {@code rings} rings: the centre field, then rings split as Mazes for Programmers does. */
    public static CellGrid polar(int rings) {
        if (rings < 1) {
            throw new InvalidInputException("rings " + rings + " is not a positive number of rings");
        }
        if (rings > MAX_RINGS) {
            throw new InvalidInputException("rings " + rings + " is more than the " + MAX_RINGS + " rings a polar "
                    + "maze may have (about " + MAX_CELLS + " fields)");
        }
        int[] start = PolarRings.starts(rings);
        return new CellGrid(GridShape.POLAR, rings, 0, start[rings], start, null, null);
    }

    /** A rect, hex or triangle grid with only the positions {@code present} (row by row) as fields. */
    public static CellGrid masked(GridShape shape, int rows, int cols, boolean[] present) {
        if (!shape.takesMask()) {
            throw new InvalidInputException("mask applies to rect, hex and triangle grids, not " + shape.label());
        }
        requireCells((long) rows * cols, rows + " x " + cols + " mask");
        int[] at = new int[rows * cols];
        int n = 0;
        for (int p = 0; p < at.length; p++) {
            at[p] = present[p] ? n++ : -1;
        }
        int[] pos = new int[n];
        for (int p = 0; p < at.length; p++) {
            if (at[p] >= 0) {
                pos[at[p]] = p;
            }
        }
        if (n == 0) {
            throw new InvalidInputException("the mask has no field");
        }
        CellGrid grid = new CellGrid(shape, rows, cols, n, null, at, pos);
        int reached = grid.reachedFrom(0);
        if (reached < n) {
            throw new InvalidInputException("the mask's fields are not connected on a " + shape.label() + " grid: "
                    + (n - reached) + " of " + n + " fields are not reached from the first");
        }
        return grid;
    }

    /** How many fields the grid's neighbour relation reaches from one field (a maze must reach them all). */
    int reachedFrom(int start) {
        boolean[] seen = new boolean[cells];
        int[] queue = new int[cells];
        int tail = 0;
        queue[tail++] = start;
        seen[start] = true;
        for (int head = 0; head < tail; head++) {
            for (int s = 0; s < slots; s++) {
                int o = neighbour(queue[head], s);
                if (o >= 0 && !seen[o]) {
                    seen[o] = true;
                    queue[tail++] = o;
                }
            }
        }
        return tail;
    }

    static void requireCells(long n, String what) {
        if (n > MAX_CELLS) {
            throw new InvalidInputException("a grid of " + what + " has " + n + " fields, more than the "
                    + MAX_CELLS + " a maze may have");
        }
    }

    public GridShape shape() {
        return shape;
    }

    /** Rows (polar: rings). */
    public int rows() {
        return rows;
    }

    /** Columns (polar: 0). */
    public int cols() {
        return cols;
    }

    public int cells() {
        return cells;
    }

    public int slots() {
        return slots;
    }

    public boolean masked() {
        return cellAt != null;
    }

    /**
     * Whether the grid has the rectangle's own formats (an unmasked rect grid): fields named and refused as
     * {@link org.gridpuzzles.grid.Field}s, labels, the carving order, JSON openings, sides opened by name.
     */
    public boolean rectFormats() {
        return shape == GridShape.RECT && cellAt == null;
    }

    /** Polar: the number of rings. */
    public int rings() {
        return shape == GridShape.POLAR ? rows : 0;
    }

    /** Polar: the ring of a cell. */
    public int ring(int cell) {
        return ringOf[cell];
    }

    /** Polar: the first cell of ring r (r = rings: the number of cells). */
    public int ringStart(int r) {
        return ringStart[r];
    }

    /** Polar grids: the fields of each ring, the centre first. */
    public int[] ringSizes() {
        int[] sizes = new int[rings()];
        for (int r = 0; r < sizes.length; r++) {
            sizes[r] = ringSize(r);
        }
        return sizes;
    }

    /** Polar: the number of cells in ring r. */
    public int ringSize(int r) {
        return ringStart[r + 1] - ringStart[r];
    }

    /** Row-based grids: the position (row * cols + col) of a cell. */
    public int position(int cell) {
        return positionOf == null ? cell : positionOf[cell];
    }

    /** Row-based grids: the cell at a 0-based row and column, or -1 (outside, or left out by the mask). */
    public int cellAt(int row, int col) {
        if (row < 0 || col < 0 || row >= rows || col >= cols) {
            return -1;
        }
        int p = row * cols + col;
        return cellAt == null ? p : cellAt[p];
    }

    /** Weave: does the slot pass under a neighbour to the field beyond it? */
    public boolean isUnder(int slot) {
        return shape == GridShape.WEAVE && (slot & 1) == 1;
    }

    /**
     * Is the slot one of the field's sides, a wall to the outside where it has no neighbour? Not a weave's passage
     * under a field, nor an upsilon square's odd slot.
     */
    public boolean isSide(int cell, int slot) {
        if (shape == GridShape.LEVELS) {
            // up and down lead to other levels, never outside
            return slot < Layered.UP;
        }
        return shape == GridShape.UPSILON ? Upsilon.isSide(this, cell, slot) : !isUnder(slot);
    }

    /** The neighbour of a cell in a slot, or -1. */
    public int neighbour(int cell, int slot) {
        return switch (shape) {
            case POLAR -> PolarRings.neighbour(this, cell, slot);
            case RECT, CYLINDER, TORUS, MOEBIUS, KLEIN -> RowNeighbours.square(this, cell, slot);
            case WEAVE -> (slot & 1) == 0 ? RowNeighbours.square(this, cell, slot >> 1)
                    : RowNeighbours.under(this, cell, slot >> 1);
            case HEX -> RowNeighbours.hex(this, cell, slot);
            case TRIANGLE -> RowNeighbours.triangle(this, cell, slot);
            case UPSILON -> Upsilon.neighbour(this, cell, slot);
            case LEVELS -> Layered.neighbour(this, cell, slot);
        };
    }

    /**
     * Every slot's neighbour of a cell at once into {@code out} (at least {@link #slots()} long): the row and column
     * are worked out once, which the hot loops of the algorithms need.
     */
    public void neighbours(int cell, int[] out) {
        RowNeighbours.all(this, cell, out);
    }

    /** The slot of {@code neighbour(cell, slot)} that leads back to {@code cell}. */
    public int opposite(int cell, int slot) {
        return switch (shape) {
            case RECT, CYLINDER, TORUS, MOEBIUS, KLEIN -> (slot + 2) & 3;
            case WEAVE, UPSILON -> (slot + 4) & 7;
            case LEVELS -> Layered.opposite(slot);
            case HEX -> slot < 3 ? slot + 3 : slot - 3;
            case TRIANGLE -> 2 - slot;
            case POLAR -> PolarRings.opposite(this, cell, slot);
        };
    }

    /** The next slot clockwise around a cell (the wall follower's turn). */
    public int nextSlot(int cell, int slot) {
        return SlotOrder.next(this, cell, slot);
    }

    /** The next slot anticlockwise around a cell (the wall follower's right turn): undoes {@link #nextSlot}. */
    public int previousSlot(int cell, int slot) {
        return SlotOrder.previous(this, cell, slot);
    }

    /**
     * The slot through which a cell touches the outside of the grid, or -1 when it does not: the first empty slot
     * that is not merely a missing second outward field (polar) or a passage under a field (weave); on square fields
     * the row's side (top or bottom) before the column's (left or right).
     */
    public int borderSlot(int cell) {
        return SlotOrder.border(this, cell);
    }

    /** A cell as the options name it: "row,col" from 1 (polar: "ring,k", ring 1 the centre, k from 1). */
    public String name(int cell) {
        return CellNames.name(this, cell);
    }

    /** The pair of numbers of {@link #name(int)}, for JSON. */
    public int[] coordinates(int cell) {
        return CellNames.coordinates(this, cell);
    }

    /**
     * The cell named "a,b" (see {@link #name(int)}); a one-line error names the field asked for ({@code what}) when
     * there is none.
     */
    public int parse(String text, String what) {
        return CellNames.parse(this, text, what);
    }

    /** Masked grids: the mask, one string per row, X where there is no field, . where there is one. */
    public String[] maskRows() {
        return CellNames.maskRows(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CellGrid g && g.shape == shape && g.rows == rows && g.cols == cols && g.cells == cells
                && g.levels == levels && Arrays.equals(g.cellAt, cellAt);
    }

    @Override
    public int hashCode() {
        return (shape.hashCode() * 31 + rows) * 31 + cols + Arrays.hashCode(cellAt);
    }

    @Override
    public String toString() {
        if (shape == GridShape.LEVELS) {
            return levels + " x " + rows + " x " + cols + " 3d";
        }
        return shape == GridShape.POLAR ? rows + "-ring polar" : rows + " x " + cols + " " + shape.label()
                + (masked() ? " (masked, " + cells + " fields)" : "");
    }
}
