package org.gridpuzzles.grid;

/**
 * The four orthogonal directions in clockwise order, with the move letters U, R, D, L.
 * Bit values (1, 2, 4, 8) let a cell's openings fit into four bits.
 */
public enum Direction {
    UP(-1, 0, 'U'), RIGHT(0, 1, 'R'), DOWN(1, 0, 'D'), LEFT(0, -1, 'L');

    private static final Direction[] VALUES = values();

    private final int dRow;
    private final int dCol;
    private final char letter;

    Direction(int dRow, int dCol, char letter) {
        this.dRow = dRow;
        this.dCol = dCol;
        this.letter = letter;
    }

    public int dRow() {
        return dRow;
    }

    public int dCol() {
        return dCol;
    }

    public char letter() {
        return letter;
    }

    public int bit() {
        return 1 << ordinal();
    }

    public Direction clockwise() {
        return VALUES[(ordinal() + 1) & 3];
    }

    public Direction counterclockwise() {
        return VALUES[(ordinal() + 3) & 3];
    }

    public Direction opposite() {
        return VALUES[(ordinal() + 2) & 3];
    }

    public static Direction of(int ordinal) {
        return VALUES[ordinal];
    }

    /** The direction for a move letter U, R, D or L (also lower case), or null for any other character. */
    public static Direction ofLetter(char c) {
        return switch (Character.toUpperCase(c)) {
            case 'U' -> UP;
            case 'R' -> RIGHT;
            case 'D' -> DOWN;
            case 'L' -> LEFT;
            default -> null;
        };
    }
}
