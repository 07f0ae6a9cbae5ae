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
        return new TourCheckOptions(null, new Field(1, 1), TourCoverage.COMPLETE, TourShape.ANY);
    }

    /** The board of a moves file. */
    public TourCheckOptions board(Grid g) {
        return new TourCheckOptions(g, start, coverage, shape);
    }

    /** The start square of a moves file. */
    public TourCheckOptions start(Field f) {
        return new TourCheckOptions(board, f, coverage, shape);
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
