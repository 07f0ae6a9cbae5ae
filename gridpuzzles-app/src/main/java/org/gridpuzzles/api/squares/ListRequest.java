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
public record ListRequest(int rows, int cols, Integer colours, boolean axisParallel, boolean anyBalance,
        Long limit) {

    public ListRequest {
        DrawRules.size("list", rows, cols);
        colours = DrawRules.colours(colours);
        Check.rangeOrNull("limit", limit, 0, Long.MAX_VALUE);
    }

    /** At most {@code n} of these boards. */
    public ListRequest withLimit(long n) {
        return new ListRequest(rows, cols, colours, axisParallel, anyBalance, n);
    }
}
