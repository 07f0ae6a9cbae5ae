package org.gridpuzzles.api.knight;

import com.fasterxml.jackson.annotation.JsonProperty;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.knight.KnightTours;
import org.gridpuzzles.knight.TieBreakRule;

/**
 * One knight's tour to make.
 *
 * @param rows rows of the board
 * @param cols columns of the board
 * @param method how: Warnsdorff's rule, Squirrel's algorithm or a construction
 * @param tiebreak for Warnsdorff's rule: random, roth, pohl or a move-ordering such as 12345678
 * @param start the start square, 1-based: {"row":r,"col":c} or "r,c"
 * @param closed a closed tour (by Parberry's construction) instead, whatever the method
 * @param seed the seed of a random tie-break
 * @param markTies also the indices of the squares where a tie was broken
 */
public record TourRequest(int rows, int cols, Method method, String tiebreak, Field start, boolean closed, long seed,
        boolean markTies) {

    /** The largest side: a tour of 10^8 squares is kept in memory. */
    public static final int MAX_SIDE = 1_000_000;

    public enum Method {
        @JsonProperty("warnsdorff") WARNSDORFF,
        @JsonProperty("squirrel") SQUIRREL,
        @JsonProperty("construct") CONSTRUCT
    }

    public TourRequest {
        Check.range("rows", rows, 1, MAX_SIDE);
        Check.range("cols", cols, 1, MAX_SIDE);
        if (method == null) {
            method = Method.WARNSDORFF;
        }
        if (tiebreak == null) {
            tiebreak = "12345678";
        }
        if (start == null) {
            start = new Field(1, 1);
        }
        Check.range("start.row", start.row(), 1, rows);
        Check.range("start.col", start.col(), 1, cols);
    }

    /**
     * Whether the tour depends on {@link #seed()}: Warnsdorff's rule with a random tie-break on a board that has an
     * open tour (where there is none, the walk stops before any tie matters).
     */
    public boolean dependsOnSeed() {
        return !closed && method == Method.WARNSDORFF && TieBreakRule.parse(tiebreak).isRandom()
                && KnightTours.whyNoOpenTour(new Grid(rows, cols)).isEmpty();
    }

    /** The title of the tour's picture: how it was made, on what board. */
    public String title() {
        Grid grid = new Grid(rows, cols);
        return closed ? "closed tour " + grid : switch (method) {
            case CONSTRUCT -> "tour " + grid;
            case SQUIRREL -> "Squirrel " + grid;
            case WARNSDORFF -> "Warnsdorff " + tiebreak + " " + grid;
        };
    }

    /** A tour of a rows x cols board by Warnsdorff's rule, ties by 12345678, from (1,1). */
    public static TourRequest of(int rows, int cols) {
        return new TourRequest(rows, cols, Method.WARNSDORFF, "12345678", new Field(1, 1), false, 0, false);
    }
}
