package org.gridpuzzles.api.squares;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.api.Interactive;

/**
 * One position to answer: the computer's move, the moves that lose at once, the value.
 *
 * @param rows rows of the board (may be left out when a position is given)
 * @param cols columns of the board (may be left out when a position is given)
 * @param position the position, rows joined by '/', '.' empty; left out: the empty board
 * @param axisParallel only squares with sides along the grid count
 * @param rules avoid (completing a square of your own loses) or achieve (it wins)
 * @param seed the seed of the heuristic move, where the position is not solved in time
 * @param timeLimit seconds for solving the position; beyond, the move is heuristic and the value unknown
 */
public record SquaresMoveRequest(Integer rows, Integer cols, String position, boolean axisParallel, GameRules rules,
        long seed, Long timeLimit) implements Interactive {

    /** The thinking time when none is given. */
    public static final long DEFAULT_TIME_LIMIT = 2;
    /** The longest thinking time that counts: far beyond any run, small enough to count in nanoseconds. */
    public static final long MAX_TIME_LIMIT = 100L * 365 * 24 * 3600;

    public SquaresMoveRequest {
        int[] size = GameBoards.size(rows, cols, position);
        rows = size[0];
        cols = size[1];
        if (rules == null) {
            rules = GameRules.AVOID;
        }
        if (timeLimit == null) {
            timeLimit = DEFAULT_TIME_LIMIT;
        }
        Check.range("timeLimit", timeLimit, 1, MAX_TIME_LIMIT);
    }

    /** The position given as rows joined by '/', with the default rules and thinking time. */
    public static SquaresMoveRequest of(String position) {
        return new SquaresMoveRequest(null, null, position, false, GameRules.AVOID, 0, null);
    }
}
