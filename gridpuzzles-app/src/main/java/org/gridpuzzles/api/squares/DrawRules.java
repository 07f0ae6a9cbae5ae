package org.gridpuzzles.api.squares;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.squares.Rules;

/** The fields of a request that say which boards count as drawn: colours, kind of squares, balance. */
final class DrawRules {

    static final int DEFAULT_COLOURS = 2;
    static final int MAX_COLOURS = Rules.LETTERS.length();
    /** The searches over drawn boards hold a board in a 64-bit word. */
    static final int MAX_FIELDS = 64;

    private DrawRules() {
    }

    /** The colours given (2 when left out), checked. */
    static int colours(Integer colours) {
        return Check.range("colours", colours == null ? DEFAULT_COLOURS : colours, 1, MAX_COLOURS);
    }

    /** Rows and columns of a board the searches can hold; {@code what} names the search in the message. */
    static void size(String what, int rows, int cols) {
        Check.range("rows", rows, 1, MAX_FIELDS);
        Check.range("cols", cols, 1, MAX_FIELDS);
        Check.that(rows * cols <= MAX_FIELDS, "rows", what + " works on boards of at most " + MAX_FIELDS
                + " fields; " + rows + " x " + cols + " has " + rows * cols);
    }

    static Rules rules(int rows, int cols, int colours, boolean axisParallel, boolean anyBalance) {
        return new Rules(rows, cols, colours, axisParallel ? Rules.SquareKind.AXIS_PARALLEL : Rules.SquareKind.ALL,
                anyBalance ? Rules.Balance.ANY : Rules.Balance.EVEN);
    }

    /** The rules' words for headers: "2 colours, all squares (tilted too), counters shared evenly". */
    static String header(int colours, boolean axisParallel, boolean anyBalance) {
        return colours + " colours, " + (axisParallel ? "axis-parallel squares" : "all squares (tilted too)") + ", "
                + (anyBalance ? "any balance" : "counters shared evenly");
    }
}
