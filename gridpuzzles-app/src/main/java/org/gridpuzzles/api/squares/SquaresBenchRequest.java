package org.gridpuzzles.api.squares;

import org.gridpuzzles.api.Check;

/**
 * What to time: the whole table n = 1..max per round, and solving n x n games for n = 2..solve.
 *
 * @param max the table up to this size (8 when left out)
 * @param rounds timed rounds (5 when left out)
 * @param solve also solve the game on boards 2..solve (0: skip; 4 when left out)
 * @param proofNumber also solve each board by plain proof-number search (a second method)
 * @param colours number of players/colours of the table (2 when left out)
 * @param axisParallel only squares with sides along the grid count
 * @param anyBalance any numbers of each counter in the table, not only the shares of a game
 */
public record SquaresBenchRequest(Integer max, Integer rounds, Integer solve, boolean proofNumber, Integer colours,
        boolean axisParallel, boolean anyBalance) {

    public static final int MAX_SOLVE = 5;

    public SquaresBenchRequest {
        max = Check.range("max", max == null ? 8 : max, 1, SquaresTableRequest.MAX_SIZE);
        rounds = Check.range("rounds", rounds == null ? 5 : rounds, 1, Integer.MAX_VALUE);
        solve = Check.range("solve", solve == null ? 4 : solve, 0, MAX_SOLVE);
        colours = DrawRules.colours(colours);
    }
}
