package org.gridpuzzles.api.labyrinth;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.api.Interactive;
import org.gridpuzzles.grid.Field;

/**
 * A line to check as a walkthrough.
 *
 * @param rows rows of the grid
 * @param cols columns of the grid
 * @param start the start field, 1-based: {"row":r,"col":c} or "r,c" (default the upper-left corner)
 * @param end the end field (default the lower-right corner)
 * @param moves the line's moves over U, D, L, R
 */
public record LabyrinthCheckRequest(int rows, int cols, Field start, Field end, String moves) implements Interactive {

    public LabyrinthCheckRequest {
        LabyrinthBoard b = new LabyrinthBoard(rows, cols, start, end);
        start = b.start();
        end = b.end();
        Check.given("moves", moves);
    }

    public LabyrinthBoard board() {
        return new LabyrinthBoard(rows, cols, start, end);
    }
}
