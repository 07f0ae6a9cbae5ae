package org.gridpuzzles.knight;

import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;

/**
 * What tour to make: the board, the method, the tie-break and seed (Warnsdorff's rule), the start square. Start with
 * {@link #of(Grid)} and change what differs from the defaults (Warnsdorff's rule, ties by 12345678, start (1,1),
 * seed 0).
 */
public record TourOptions(Grid board, TourMethod method, TieBreakRule tieBreak, Field start, long seed) {

    public static TourOptions of(Grid board) {
        return new TourOptions(board, TourMethod.WARNSDORFF, TieBreakRule.ordering("12345678"), new Field(1, 1), 0);
    }

    public TourOptions method(TourMethod m) {
        return new TourOptions(board, m, tieBreak, start, seed);
    }

    public TourOptions tieBreak(TieBreakRule t) {
        return new TourOptions(board, method, t, start, seed);
    }

    public TourOptions start(Field f) {
        return new TourOptions(board, method, tieBreak, f, seed);
    }

    public TourOptions seed(long s) {
        return new TourOptions(board, method, tieBreak, start, s);
    }
}
