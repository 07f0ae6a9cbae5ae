package org.gridpuzzles.api.labyrinth;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.grid.Field;

/**
 * Walkthroughs to enumerate in left-first order (left, straight, right relative to the heading; the first heading is
 * down).
 *
 * @param rows rows of the grid
 * @param cols columns of the grid
 * @param start the start field, 1-based: {"row":r,"col":c} or "r,c" (default the upper-left corner)
 * @param end the end field (default the lower-right corner)
 * @param limit stop after this many walkthroughs (default: every one)
 * @param countOnly only how many there are, not the walkthroughs
 */
public record LabyrinthEnumerateRequest(int rows, int cols, Field start, Field end, Long limit, boolean countOnly) {

    public LabyrinthEnumerateRequest {
        LabyrinthBoard b = new LabyrinthBoard(rows, cols, start, end);
        start = b.start();
        end = b.end();
        Check.rangeOrNull("limit", limit, 0, Long.MAX_VALUE);
    }

    public LabyrinthBoard board() {
        return new LabyrinthBoard(rows, cols, start, end);
    }

    /** Up to {@code limit} walkthroughs of a rows x cols grid from corner to corner (null: every one). */
    public static LabyrinthEnumerateRequest of(int rows, int cols, Long limit) {
        return new LabyrinthEnumerateRequest(rows, cols, null, null, limit, false);
    }
}
