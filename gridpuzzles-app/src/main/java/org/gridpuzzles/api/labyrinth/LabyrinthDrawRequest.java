package org.gridpuzzles.api.labyrinth;

import com.fasterxml.jackson.annotation.JsonProperty;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.labyrinth.DrawOptions;

/**
 * Random walkthroughs to draw by the one-way drawing that never gets stuck.
 *
 * @param rows rows of the grid
 * @param cols columns of the grid
 * @param start the start field, 1-based: {"row":r,"col":c} or "r,c" (default the upper-left corner)
 * @param end the end field (default the lower-right corner)
 * @param seed the seed of the random choices: the same seed draws the same lines
 * @param runs how many lines (default 1)
 * @param uniformPaths every walkthrough equally likely (exact counts at every step; up to 121 fields) instead of a
 *        uniform choice among the available next fields at each step
 * @param oracle how the available next fields are decided
 * @param budget search steps per undecided candidate (default 5000)
 */
public record LabyrinthDrawRequest(int rows, int cols, Field start, Field end, long seed, Integer runs,
        boolean uniformPaths, Oracle oracle, Long budget) {

    /** How a drawing decides which next fields are available. */
    public enum Oracle {
        /** Exact on small grids, fast beyond. */
        @JsonProperty("auto") AUTO,
        /** Always the exact count of the free fields (slow on large grids). */
        @JsonProperty("exact") EXACT,
        /** Cheap conditions and a budgeted search; undecided candidates are left out. */
        @JsonProperty("fast") FAST;

        org.gridpuzzles.labyrinth.Oracle engine() {
            return org.gridpuzzles.labyrinth.Oracle.valueOf(name());
        }
    }

    /** Grids up to this many fields can draw every walkthrough with equal probability (counts at every step). */
    public static final int UNIFORM_MAX_FIELDS = DrawOptions.UNIFORM_MAX_FIELDS;

    /** The search budget per undecided candidate when the request does not say. */
    public static final long DEFAULT_BUDGET = DrawOptions.DEFAULT_BUDGET;

    public LabyrinthDrawRequest {
        LabyrinthBoard b = new LabyrinthBoard(rows, cols, start, end);
        start = b.start();
        end = b.end();
        runs = Check.range("runs", runs == null ? 1 : runs, 1, Integer.MAX_VALUE);
        budget = Check.range("budget", budget == null ? DEFAULT_BUDGET : budget, 0, Long.MAX_VALUE);
        if (oracle == null) {
            oracle = Oracle.AUTO;
        }
        Check.that(!uniformPaths || rows * cols <= UNIFORM_MAX_FIELDS, "uniformPaths", "uniformPaths "
                + "counts the completions at every step, feasible up to " + UNIFORM_MAX_FIELDS
                + " fields (11 x 11), not " + b.grid());
    }

    public LabyrinthBoard board() {
        return new LabyrinthBoard(rows, cols, start, end);
    }

    /** One line of a rows x cols grid from corner to corner, drawn with {@code seed}. */
    public static LabyrinthDrawRequest of(int rows, int cols, long seed) {
        return new LabyrinthDrawRequest(rows, cols, null, null, seed, 1, false, Oracle.AUTO, null);
    }
}
