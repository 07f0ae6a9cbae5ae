package org.gridpuzzles.api.labyrinth;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.api.Interactive;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.labyrinth.Labyrinths;

/**
 * A position to explain: the line after {@code moves} from the start.
 *
 * @param rows rows of the grid
 * @param cols columns of the grid
 * @param start the start field, 1-based: {"row":r,"col":c} or "r,c" (default the upper-left corner)
 * @param end the end field (default the lower-right corner)
 * @param moves the moves so far, over U, D, L, R (default none)
 * @param budget search steps per candidate beyond the exactly decided sizes (default 20000)
 * @param checkerboard the picture shades the fields like a chessboard
 */
public record LabyrinthExplainRequest(int rows, int cols, Field start, Field end, String moves, Long budget,
        boolean checkerboard) implements Interactive {

    public LabyrinthExplainRequest {
        LabyrinthBoard b = new LabyrinthBoard(rows, cols, start, end);
        start = b.start();
        end = b.end();
        if (moves == null) {
            moves = "";
        }
        budget = Check.range("budget", budget == null ? Labyrinths.DEFAULT_EXPLAIN_BUDGET : budget, 0,
                Long.MAX_VALUE);
    }

    public LabyrinthBoard board() {
        return new LabyrinthBoard(rows, cols, start, end);
    }

    /** The position after {@code moves} on a rows x cols grid from corner to corner. */
    public static LabyrinthExplainRequest of(int rows, int cols, String moves) {
        return new LabyrinthExplainRequest(rows, cols, null, null, moves, null, false);
    }
}
