package org.gridpuzzles.api.squares;

import org.gridpuzzles.api.Check;

/**
 * The counts of drawn n x n boards for n = 1..max.
 *
 * @param max the largest board size (a board holds at most 64 fields)
 * @param colours number of players/colours (2 when left out)
 * @param axisParallel only squares with sides along the grid count
 * @param anyBalance any numbers of each counter, not only the shares of a game
 * @param upToSymmetry also count classes under rotations and reflections
 * @param swapColours with upToSymmetry: also under exchanging colours
 */
public record SquaresTableRequest(int max, Integer colours, boolean axisParallel, boolean anyBalance, boolean upToSymmetry,
        boolean swapColours) {

    /** The largest n x n board of at most 64 fields. */
    public static final int MAX_SIZE = 8;

    public SquaresTableRequest {
        Check.range("max", max, 1, MAX_SIZE);
        colours = DrawRules.colours(colours);
    }

    /** The first lines of the table, known before counting: the rules and the columns. */
    public String heading() {
        return "# n x n boards, " + DrawRules.header(colours, axisParallel, anyBalance) + "\n"
                + (upToSymmetry ? "n\tcount\tclasses\tseconds\n" : "n\tcount\tseconds\n");
    }
}
