package org.gridpuzzles.api.squares;

import org.gridpuzzles.api.Check;

/**
 * Drawn final boards to list, in the search's order.
 *
 * @param rows rows of the board
 * @param cols columns of the board
 * @param colours number of players/colours (2 when left out)
 * @param axisParallel only squares with sides along the grid count
 * @param anyBalance any numbers of each counter, not only the shares of a game
 * @param limit at most this many boards (left out: all)
 */
public record SquaresListRequest(int rows, int cols, Integer colours, boolean axisParallel, boolean anyBalance,
        Long limit) {

    public SquaresListRequest {
        DrawRules.size("list", rows, cols);
        colours = DrawRules.colours(colours);
        Check.rangeOrNull("limit", limit, 0, Long.MAX_VALUE);
    }

    /** At most {@code n} of these boards. */
    public SquaresListRequest withLimit(long n) {
        return new SquaresListRequest(rows, cols, colours, axisParallel, anyBalance, n);
    }
}
