package org.gridpuzzles.knight;

import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;

/**
 * What a tour file must be: the board and start square of a moves file (a JSON tour names its own), whether every
 * square must be visited, whether the tour must be closed. Start with {@link #of()}: a complete tour, open or closed.
 */
public record TourCheckOptions(Grid board, Field start, TourCoverage coverage, TourShape shape) {

    /** Whether the walk must visit every square. */
    public enum TourCoverage { COMPLETE, PARTIAL }

    /** Whether the tour must be closed. */
    public enum TourShape { ANY, CLOSED }

    public static TourCheckOptions of() {
        return new TourCheckOptions(null, null, TourCoverage.COMPLETE, TourShape.ANY);
    }

    /** The board of a moves file. */
    public TourCheckOptions board(Grid g) {
        return new TourCheckOptions(g, start, coverage, shape);
    }

    /** Where a moves file starts (1,1 when not given); a JSON tour must start there when it is given. */
    public TourCheckOptions start(Field f) {
        return new TourCheckOptions(board, f, coverage, shape);
    }

    /** The start given, or 1,1. */
    public Field startOrCorner() {
        return start == null ? new Field(1, 1) : start;
    }

    /** A knight's path that does not visit every square is accepted. */
    public TourCheckOptions partial() {
        return new TourCheckOptions(board, start, TourCoverage.PARTIAL, shape);
    }

    /** The tour must be closed. */
    public TourCheckOptions closedOnly() {
        return new TourCheckOptions(board, start, coverage, TourShape.CLOSED);
    }
}
