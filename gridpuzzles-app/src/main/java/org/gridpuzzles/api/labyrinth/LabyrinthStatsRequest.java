package org.gridpuzzles.api.labyrinth;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.labyrinth.DrawOptions;

/**
 * Many drawings, to tell how many completed, got stuck or met undecided candidates.
 *
 * @param rows rows of the grid
 * @param cols columns of the grid
 * @param start the start field, 1-based: {"row":r,"col":c} or "r,c" (default the upper-left corner)
 * @param end the end field (default the lower-right corner)
 * @param seed the seed of the first drawing's random choices
 * @param runs how many drawings (default 100)
 * @param oracle how the available next fields are decided
 * @param budget search steps per undecided candidate (default 5000)
 */
public record LabyrinthStatsRequest(int rows, int cols, Field start, Field end, long seed, Integer runs,
        LabyrinthDrawRequest.Oracle oracle, Long budget) {

    /** The drawings made when the request does not say. */
    public static final int DEFAULT_RUNS = 100;

    public LabyrinthStatsRequest {
        LabyrinthBoard b = new LabyrinthBoard(rows, cols, start, end);
        start = b.start();
        end = b.end();
        runs = Check.range("runs", runs == null ? DEFAULT_RUNS : runs, 1, Integer.MAX_VALUE);
        budget = Check.range("budget", budget == null ? DrawOptions.DEFAULT_BUDGET : budget, 0, Long.MAX_VALUE);
        if (oracle == null) {
            oracle = LabyrinthDrawRequest.Oracle.AUTO;
        }
    }

    public LabyrinthBoard board() {
        return new LabyrinthBoard(rows, cols, start, end);
    }
}
