package org.gridpuzzles.maze;

import java.util.Arrays;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;

/**
 * The order in which a generator carved a maze: one step per passage, in the order the algorithm carved them, each
 * a field and a direction (the field the walk carved from where the algorithm walks; the passage's upper or left
 * field where it carves by rows or rings). A perfect maze has fields - 1 steps, and carving them in order
 * into a blank grid gives the maze. Recursive division builds walls into an open grid instead: each of its steps is
 * the one gap a new wall leaves open, with the wall's extent ({@link #wallFrom}, {@link #wallTo}); its gaps are
 * exactly the maze's passages too.
 */
public final class MazeCarving implements CellMaze.Carved {

    private final Grid grid;
    private int[] fields = new int[16];
    private byte[] directions = new byte[16];
    /** Recursive division's walls: first and last column (a wall below a row) or row (right of a column). */
    private int[] spans;
    private int size;

    MazeCarving(Grid grid) {
        this.grid = grid;
    }

    @Override
    public void add(int cell, int slot) {
        add(cell, Direction.of(slot));
    }

    @Override
    public void gap(int cell, int slot, int from, int to) {
        addGap(cell, Direction.of(slot), from, to);
    }

    void add(int field, Direction d) {
        if (size == fields.length) {
            int more = size + (size >> 1);
            fields = Arrays.copyOf(fields, more);
            directions = Arrays.copyOf(directions, more);
            if (spans != null) {
                spans = Arrays.copyOf(spans, 2 * more);
            }
        }
        fields[size] = field;
        directions[size] = (byte) d.ordinal();
        size++;
    }

    /** A gap at {@code field} in a wall (below the row for DOWN, right of the column for RIGHT) from .. to. */
    void addGap(int field, Direction d, int from, int to) {
        if (spans == null) {
            spans = new int[2 * fields.length];
        }
        add(field, d);
        spans[2 * size - 2] = from;
        spans[2 * size - 1] = to;
    }

    public Grid grid() {
        return grid;
    }

    /** Number of steps. */
    public int size() {
        return size;
    }

    /** The field step {@code k} carved from. */
    public Field field(int k) {
        return grid.field(fields[k]);
    }

    /** The direction step {@code k} carved in. */
    public Direction direction(int k) {
        return Direction.of(directions[k]);
    }

    /** True when the steps are gaps left in walls that were built (recursive division). */
    public boolean walls() {
        return spans != null;
    }

    /** The first column (a wall below a row) or row (a wall right of a column) of step {@code k}'s wall, 1-based. */
    public int wallFrom(int k) {
        return spans[2 * k] + 1;
    }

    /** The last column or row of step {@code k}'s wall, 1-based. */
    public int wallTo(int k) {
        return spans[2 * k + 1] + 1;
    }
}
