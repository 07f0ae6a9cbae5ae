package org.gridpuzzles.squares;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

/**
 * How to count: which boards count as one, how many threads the search may use, where progress goes and the limits
 * that stop it (a count stops within a few milliseconds of a cancellation).
 */
public record CountOptions(Equivalence equivalence, int threads, Progress progress, Limits limits) {

    public CountOptions {
        if (threads < 1) {
            throw new IllegalArgumentException("threads " + threads + " is not a positive number");
        }
        if (equivalence == null || progress == null || limits == null) {
            throw new IllegalArgumentException("count options need an equivalence, a progress and limits");
        }
    }

    /** Every board counts, on all cores, no progress shown, no limits. */
    public static CountOptions defaults() {
        return new CountOptions(Equivalence.NONE, Runtime.getRuntime().availableProcessors(), Progress.none(),
                Limits.none());
    }

    public CountOptions with(Equivalence e) {
        return new CountOptions(e, threads, progress, limits);
    }

    public CountOptions withThreads(int t) {
        return new CountOptions(equivalence, t, progress, limits);
    }

    public CountOptions with(Progress p) {
        return new CountOptions(equivalence, threads, p, limits);
    }

    public CountOptions with(Limits l) {
        return new CountOptions(equivalence, threads, progress, l);
    }
}
