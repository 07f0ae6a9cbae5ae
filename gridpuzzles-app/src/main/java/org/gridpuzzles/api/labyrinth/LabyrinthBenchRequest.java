package org.gridpuzzles.api.labyrinth;

import com.fasterxml.jackson.annotation.JsonProperty;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.grid.Field;

/**
 * What to time in the running process: a count, an enumeration (on one thread, then on all) or drawings.
 *
 * @param what count, enumerate or draw
 * @param rows rows of the grid
 * @param cols columns of the grid
 * @param start the start field, 1-based: {"row":r,"col":c} or "r,c" (default the upper-left corner)
 * @param end the end field (default the lower-right corner)
 * @param seed the seed of the drawings
 * @param limit walkthroughs to enumerate (default 1000000)
 * @param runs lines to draw (default 10)
 */
public record LabyrinthBenchRequest(What what, int rows, int cols, Field start, Field end, long seed, Long limit,
        Integer runs) {

    /** What to time. */
    public enum What {
        @JsonProperty("count") COUNT,
        @JsonProperty("enumerate") ENUMERATE,
        @JsonProperty("draw") DRAW
    }

    public static final long DEFAULT_LIMIT = 1_000_000;
    public static final int DEFAULT_RUNS = 10;

    public LabyrinthBenchRequest {
        Check.given("what", what);
        LabyrinthBoard b = new LabyrinthBoard(rows, cols, start, end);
        start = b.start();
        end = b.end();
        limit = Check.range("limit", limit == null ? DEFAULT_LIMIT : limit, 0, Long.MAX_VALUE);
        runs = Check.range("runs", runs == null ? DEFAULT_RUNS : runs, 1, Integer.MAX_VALUE);
    }

    public LabyrinthBoard board() {
        return new LabyrinthBoard(rows, cols, start, end);
    }
}
