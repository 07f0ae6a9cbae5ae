package org.gridpuzzles.grid;

import org.gridpuzzles.core.InvalidInputException;

/**
 * A rectangular grid of {@code rows x cols} fields. Fields are also numbered by a dense index
 * {@code (row - 1) * cols + (col - 1)} so that engines can keep per-field state in primitive arrays and bit sets.
 */
public record Grid(int rows, int cols) {

    /** The most fields a grid may have: indices and bit sets are addressed by int. */
    public static final long MAX_FIELDS = 1L << 30;

    public Grid {
        if (rows < 1 || cols < 1) {
            throw new InvalidInputException("grid size " + rows + " x " + cols + " is not positive");
        }
        if ((long) rows * cols > MAX_FIELDS) {
            throw new InvalidInputException("grid size " + rows + " x " + cols + " has more than "
                    + MAX_FIELDS + " fields, the limit");
        }
    }

    public static Grid square(int size) {
        return new Grid(size, size);
    }

    public int size() {
        return rows * cols;
    }

    public boolean isSquare() {
        return rows == cols;
    }

    public boolean contains(int row, int col) {
        return row >= 1 && row <= rows && col >= 1 && col <= cols;
    }

    public boolean contains(Field f) {
        return contains(f.row(), f.col());
    }

    public int index(int row, int col) {
        return (row - 1) * cols + (col - 1);
    }

    public int index(Field f) {
        return index(f.row(), f.col());
    }

    public Field field(int index) {
        return new Field(rowOf(index), colOf(index));
    }

    public int rowOf(int index) {
        return index / cols + 1;
    }

    public int colOf(int index) {
        return index % cols + 1;
    }

    /** The index of the neighbour of {@code index} in direction {@code d}, or -1 when it is off the grid. */
    public int neighbour(int index, Direction d) {
        int r = index / cols;
        int c = index % cols;
        return switch (d) {
            case UP -> r > 0 ? index - cols : -1;
            case DOWN -> r < rows - 1 ? index + cols : -1;
            case LEFT -> c > 0 ? index - 1 : -1;
            case RIGHT -> c < cols - 1 ? index + 1 : -1;
        };
    }

    /** The index reached from {@code index} by {@code move}, or -1 when it is off the grid. */
    public int target(int index, Move move) {
        int r = index / cols + move.dRow();
        int c = index % cols + move.dCol();
        return r >= 0 && r < rows && c >= 0 && c < cols ? r * cols + c : -1;
    }

    /** Number of on-grid orthogonal neighbours. */
    public int degree(int index) {
        int n = 0;
        for (Direction d : Direction.values()) {
            if (neighbour(index, d) >= 0) {
                n++;
            }
        }
        return n;
    }

    /** Ring index of a field: its distance to the nearest border (ring 0 is the border). */
    public int ring(int row, int col) {
        return Math.min(Math.min(row - 1, col - 1), Math.min(rows - row, cols - col));
    }

    public int ring(Field f) {
        return ring(f.row(), f.col());
    }

    /** Number of rings: the innermost ring has index {@code ringCount() - 1}. */
    public int ringCount() {
        return (Math.min(rows, cols) + 1) / 2;
    }

    /** The field, or an {@link InvalidInputException} naming what is wrong when it is off the grid. */
    public Field require(Field f, String what) {
        if (!contains(f)) {
            throw new InvalidInputException(what + " " + f + " is off the " + rows + " x " + cols + " grid");
        }
        return f;
    }

    @Override
    public String toString() {
        return rows + " x " + cols;
    }
}
