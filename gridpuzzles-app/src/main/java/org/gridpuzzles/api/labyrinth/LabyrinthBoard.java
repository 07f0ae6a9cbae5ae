package org.gridpuzzles.api.labyrinth;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.Labyrinths;

/**
 * The board every labyrinth request names: rows x cols fields, the start field and the end field (1-based; by
 * default the upper-left and the lower-right corner).
 */
public record LabyrinthBoard(int rows, int cols, Field start, Field end) {

    /** The largest side: a drawing of 1001 x 1001 fields keeps within a few hundred megabytes. */
    public static final int MAX_SIDE = Labyrinths.MAX_SIDE;

    public LabyrinthBoard {
        Check.range("rows", rows, 1, MAX_SIDE);
        Check.range("cols", cols, 1, MAX_SIDE);
        if (start == null) {
            start = new Field(1, 1);
        }
        if (end == null) {
            end = new Field(rows, cols);
        }
        Check.range("start.row", start.row(), 1, rows);
        Check.range("start.col", start.col(), 1, cols);
        Check.range("end.row", end.row(), 1, rows);
        Check.range("end.col", end.col(), 1, cols);
    }

    /** Why the chessboard colours rule out every walkthrough, or null when they allow one. */
    public String impossibleReason() {
        return labyrinth().impossibleReason();
    }

    /** Bad input, with the reason, when no walkthrough can exist: for the work that must give one. */
    public void requireSolvable() {
        String reason = impossibleReason();
        if (reason != null) {
            throw new InvalidInputException("no walkthrough exists on " + grid() + ": " + reason);
        }
    }

    public Grid grid() {
        return new Grid(rows, cols);
    }

    Labyrinth labyrinth() {
        return Labyrinth.of(grid(), start, end);
    }
}
