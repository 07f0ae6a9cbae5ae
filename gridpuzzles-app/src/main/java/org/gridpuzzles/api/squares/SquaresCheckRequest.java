package org.gridpuzzles.api.squares;

import org.gridpuzzles.api.Check;

/**
 * Boards to check with code independent of the search: full, balanced as asked, no one-coloured square.
 *
 * @param boards the text of a boards file: JSON as a list writes it (or one {"board": [...]}), or compact lines
 * @param source the name of {@code boards} in messages (a file's name); left out: "boards"
 * @param board one board instead, rows joined by '/'
 * @param partial allow empty fields and any numbers of counters (a position)
 * @param colours number of players/colours (2 when left out)
 * @param axisParallel only squares with sides along the grid count
 * @param anyBalance any numbers of each counter, not only the shares of a game
 */
public record SquaresCheckRequest(String boards, String source, String board, boolean partial, Integer colours,
        boolean axisParallel, boolean anyBalance) {

    public SquaresCheckRequest {
        colours = DrawRules.colours(colours);
        Check.that((boards == null) != (board == null), boards == null ? "board" : "boards",
                "give either boards or board, " + (boards == null ? "not neither" : "not both"));
        if (source == null) {
            source = "boards";
        }
    }

    /** One board given as rows joined by '/'. */
    public static SquaresCheckRequest of(String board) {
        return new SquaresCheckRequest(null, null, board, false, null, false, false);
    }
}
