package org.gridpuzzles.squares;

import org.gridpuzzles.core.Limits;

/**
 * How {@code largest} decides sizes: the method, the last size tried, the seconds SAT may spend on one size, and the
 * limits of the run (a size still open at the deadline stays undecided; a cancellation stops the run).
 */
public record LargestOptions(DecisionMethod method, int maxSize, long timeLimitSeconds, Limits limits) {

    public LargestOptions {
        if (method == null || limits == null) {
            throw new IllegalArgumentException("largest needs a method and limits");
        }
        if (maxSize < 1) {
            throw new IllegalArgumentException("the largest size tried must be positive, not " + maxSize);
        }
        if (timeLimitSeconds < 1) {
            throw new IllegalArgumentException("the time per size must be at least a second, not " + timeLimitSeconds);
        }
    }

    /** Search up to 64 fields and SAT beyond, sizes up to 40, 600 s per size, no limits. */
    public static LargestOptions defaults() {
        return new LargestOptions(DecisionMethod.AUTO, 40, 600, Limits.none());
    }

    public LargestOptions with(DecisionMethod m) {
        return new LargestOptions(m, maxSize, timeLimitSeconds, limits);
    }

    public LargestOptions withMaxSize(int n) {
        return new LargestOptions(method, n, timeLimitSeconds, limits);
    }

    public LargestOptions withTimeLimit(long seconds) {
        return new LargestOptions(method, maxSize, seconds, limits);
    }

    public LargestOptions with(Limits l) {
        return new LargestOptions(method, maxSize, timeLimitSeconds, l);
    }
}
