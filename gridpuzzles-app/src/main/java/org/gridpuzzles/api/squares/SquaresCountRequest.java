package org.gridpuzzles.api.squares;

/**
 * Drawn final boards to count: full, no one-coloured square.
 *
 * @param rows rows of the board
 * @param cols columns of the board
 * @param colours number of players/colours (letters x, o, a, b, ...; 2 when left out)
 * @param axisParallel only squares with sides along the grid count
 * @param anyBalance any numbers of each counter, not only the shares of a game
 * @param upToSymmetry count classes under the board's rotations and reflections
 * @param swapColours with upToSymmetry: also under exchanging colours where that keeps the numbers of counters
 */
public record SquaresCountRequest(int rows, int cols, Integer colours, boolean axisParallel, boolean anyBalance,
        boolean upToSymmetry, boolean swapColours) {

    public SquaresCountRequest {
        DrawRules.size("count", rows, cols);
        colours = DrawRules.colours(colours);
    }

    /** The rows x cols board of two colours, every square, counters shared evenly. */
    public static SquaresCountRequest of(int rows, int cols) {
        return new SquaresCountRequest(rows, cols, null, false, false, false, false);
    }

    /** The first line of the text, known before counting: the board and its rules. */
    public String heading() {
        return "board " + DrawRules.rules(rows, cols, colours, axisParallel, anyBalance).describe() + "\n";
    }
}
