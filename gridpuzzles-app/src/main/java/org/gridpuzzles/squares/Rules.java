package org.gridpuzzles.squares;

import org.gridpuzzles.core.InvalidInputException;

/**
 * What counts as a drawn final board: {@code colours} players fill a {@code rows x cols} board so that no square of
 * the given kind has four corners of one colour. With {@link Balance#EVEN} the counters are shared out as evenly as
 * possible, earlier colours taking the extra ones (x gets ceil(n/2) of two); with {@link Balance#ANY} any numbers
 * count.
 */
public record Rules(int rows, int cols, int colours, SquareKind squares, Balance balance) {

    /** Which squares a player must not complete. */
    public enum SquareKind {
        /** Every square whose corners are fields, tilted ones included (the game as played). */
        ALL,
        /** Only squares with sides along the grid. */
        AXIS_PARALLEL
    }

    /** How many counters of each colour a full board holds. */
    public enum Balance {
        /** The shares of a game: the numbers differ by at most one, earlier colours taking the extra counters. */
        EVEN,
        /** Any numbers of each colour. */
        ANY
    }

    /** Letters of the colours in boards: x and o first, as in the game. */
    public static final String LETTERS = "xoabcdefgh";

    public Rules {
        if (rows < 1 || cols < 1) {
            throw new InvalidInputException("board size " + rows + " x " + cols + " is not positive");
        }
        if (colours < 1 || colours > LETTERS.length()) {
            throw new InvalidInputException("colours must be 1.." + LETTERS.length() + ", got " + colours);
        }
        if (squares == null || balance == null) {
            throw new IllegalArgumentException("rules need a kind of square and a balance");
        }
    }

    /** The game's rules: two colours, every square, counters shared evenly. */
    public static Rules twoColours(int rows, int cols) {
        return new Rules(rows, cols, 2, SquareKind.ALL, Balance.EVEN);
    }

    /** These rules with {@code k} colours. */
    public Rules withColours(int k) {
        return new Rules(rows, cols, k, squares, balance);
    }

    /** These rules with only the given kind of square. */
    public Rules with(SquareKind kind) {
        return new Rules(rows, cols, colours, kind, balance);
    }

    /** These rules with the given balance. */
    public Rules with(Balance b) {
        return new Rules(rows, cols, colours, squares, b);
    }

    public Rules withSize(int r, int c) {
        return new Rules(r, c, colours, squares, balance);
    }

    public boolean axisParallel() {
        return squares == SquareKind.AXIS_PARALLEL;
    }

    public boolean anyBalance() {
        return balance == Balance.ANY;
    }

    public int fields() {
        return rows * cols;
    }

    /** The number of counters colour {@code c} has on a full board (all fields when any balance is allowed). */
    public int quota(int c) {
        if (anyBalance()) {
            return fields();
        }
        int n = fields();
        return n / colours + (c < n % colours ? 1 : 0);
    }

    /** Fails with a clear message when a board is too large for the 64-bit board searches. */
    public void requireBitBoard(String what) {
        if ((long) rows * cols > 64) {
            throw new InvalidInputException(what + " works on boards of at most 64 fields; " + rows + " x " + cols
                    + " has " + (long) rows * cols);
        }
    }

    /** One line describing the rules, for headers: size, colours, kind of square, balance. */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        sb.append(rows).append('x').append(cols).append(", ").append(colours).append(" colours, ")
                .append(axisParallel() ? "axis-parallel squares" : "all squares (tilted too)").append(", ");
        if (anyBalance()) {
            sb.append("any balance");
        } else {
            sb.append("counters");
            for (int c = 0; c < colours; c++) {
                sb.append(c == 0 ? " " : "/").append(letter(c)).append('=').append(quota(c));
            }
        }
        return sb.toString();
    }

    public static char letter(int colour) {
        return LETTERS.charAt(colour);
    }

    /** The colour of a letter, or -1. */
    public static int colourOf(char ch) {
        return LETTERS.indexOf(Character.toLowerCase(ch));
    }
}
