package org.gridpuzzles.squares;

import org.gridpuzzles.core.InvalidInputException;

/**
 * What counts as a drawn final board: {@code colours} players fill a {@code rows x cols} board so that no square
 * (tilted ones included unless {@code axisParallel}) has four corners of one colour. Unless {@code anyBalance}, the
 * counters are shared out as evenly as possible, earlier colours taking the extra ones (x gets ceil(n/2) of two).
 */
public record Rules(int rows, int cols, int colours, boolean axisParallel, boolean anyBalance) {

    /** Letters of the colours in boards: x and o first, as in the game. */
    public static final String LETTERS = "xoabcdefgh";

    public Rules {
        if (rows < 1 || cols < 1) {
            throw new InvalidInputException("board size " + rows + " x " + cols + " is not positive");
        }
        if (colours < 1 || colours > LETTERS.length()) {
            throw new InvalidInputException("--colours " + colours + " is not between 1 and " + LETTERS.length());
        }
    }

    public static Rules twoColours(int rows, int cols) {
        return new Rules(rows, cols, 2, false, false);
    }

    public int fields() {
        return rows * cols;
    }

    /** The number of counters colour {@code c} has on a full board (all fields when any balance is allowed). */
    public int quota(int c) {
        if (anyBalance) {
            return fields();
        }
        int n = fields();
        return n / colours + (c < n % colours ? 1 : 0);
    }

    public Rules withSize(int r, int c) {
        return new Rules(r, c, colours, axisParallel, anyBalance);
    }

    /** Fails with a clear message when a board is too large for the 64-bit board searches. */
    public void requireBitBoard(String what) {
        if (fields() > 64) {
            throw new InvalidInputException(what + " works on boards of at most 64 fields; " + rows + " x " + cols
                    + " has " + fields());
        }
    }

    public static char letter(int colour) {
        return LETTERS.charAt(colour);
    }

    /** The colour of a letter, or -1. */
    public static int colourOf(char ch) {
        return LETTERS.indexOf(Character.toLowerCase(ch));
    }
}
