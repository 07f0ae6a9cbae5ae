package org.gridpuzzles.api.push;

import java.nio.file.Path;

import org.gridpuzzles.api.Check;

/**
 * A folder of instances to solve and check, each with its own time limit.
 *
 * @param dir the folder of instances (*.asp, *.lp, *.txt)
 * @param timeLimit seconds per instance (default 60)
 * @param optimal prove the minimum pushes instead of deciding
 * @param jobs instances at a time (null: every core)
 * @param threads with optimal: threads that search one instance (null: 1)
 * @param checkpoint with optimal: each instance's search is kept in checkpoint/&lt;file name&gt;/ (null: none)
 * @param limit only the first instances, this many (null: all)
 * @param index reference minima to compare with: a CSV with the columns file and min_pushes (null: none)
 */
public record PushBenchRequest(Path dir, Double timeLimit, boolean optimal, Integer jobs, Integer threads,
        Path checkpoint, Integer limit, Path index) {

    public static final double DEFAULT_TIME_LIMIT = 60;

    public PushBenchRequest {
        Check.given("dir", dir);
        timeLimit = timeLimit == null ? DEFAULT_TIME_LIMIT : timeLimit;
        Check.that(timeLimit > 0 && !timeLimit.isInfinite(), "timeLimit",
                "timeLimit must be a number of seconds above 0, got " + timeLimit);
        Check.rangeOrNull("jobs", jobs, 1, Integer.MAX_VALUE);
        Check.rangeOrNull("threads", threads, 1, 256);
        Check.that(threads == null || optimal, "threads", "threads needs optimal: the decision mode runs two "
                + "searches side by side already");
        Check.that(checkpoint == null || optimal, "checkpoint", "checkpoint needs optimal (the decision mode has "
                + "nothing to keep)");
        Check.rangeOrNull("limit", limit, 0, Integer.MAX_VALUE);
    }

    /** Every instance of {@code dir}, decided, 60 s each. */
    public static PushBenchRequest of(Path dir) {
        return new PushBenchRequest(dir, null, false, null, null, null, null, null);
    }
}
