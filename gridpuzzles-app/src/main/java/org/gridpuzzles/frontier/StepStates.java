package org.gridpuzzles.frontier;

/**
 * The states of one step in ascending (unsigned) order of their keys, and their counts in one array beside them:
 * state i's residues modulo each prime at {@code i * stride}, then (first pass) its estimate's bits. No key is looked
 * up: a step is made by sorting the successors of every state and adding up the counts of equal keys
 * ({@link SuccessorBuckets}), so the counts are dense arrays indexed by rank. The arrays are kept from step to step.
 */
final class StepStates {

    final long[] primes;
    final int k;
    final boolean estimate;
    final int stride;
    long[] keys = new long[16];
    long[] counts;
    int size;

    StepStates(long[] primes, boolean estimate) {
        this.primes = primes;
        this.k = primes.length;
        this.estimate = estimate;
        this.stride = k + (estimate ? 1 : 0);
        this.counts = new long[16 * stride];
    }

    /** The first step's states: key 0, one way to reach it (residue 1 for every prime, estimate 1). */
    static StepStates start(long[] primes, boolean estimate) {
        return start(primes, estimate, 1);
    }

    /** As {@link #start(long[], boolean)}, with room for {@code room} states from the first step on. */
    static StepStates start(long[] primes, boolean estimate, int room) {
        StepStates s = new StepStates(primes, estimate);
        s.reserve(room, true);
        s.size = 1;
        java.util.Arrays.fill(s.counts, 0, s.k, 1L);
        if (estimate) {
            s.counts[s.k] = Double.doubleToRawLongBits(1.0);
        }
        return s;
    }

    /** The bytes the arrays take. */
    long bytes() {
        return 8L * ((keys == null ? 0 : keys.length) + counts.length);
    }

    /** Room for {@code n} states at once, the keys' too when {@code withKeys}. */
    void reserve(int n, boolean withKeys) {
        if (counts.length / stride < n) {
            counts = null;
            counts = new long[n * stride];
        }
        if (withKeys && (keys == null || keys.length < n)) {
            keys = null;
            keys = new long[n];
        }
    }

    /** Room for {@code n} states (a quarter more when an array must grow; keys taken by {@link #takeKeys}: n). */
    void room(int n) {
        int had = counts.length / stride;
        if (had < n) {
            int cap = (int) Math.min(Integer.MAX_VALUE / stride - 16L, Math.max(n, had + (had >> 2)));
            counts = null;
            counts = new long[cap * stride];
        }
        if (keys == null || keys.length < n) {
            int cap = (int) Math.min(Integer.MAX_VALUE - 16L, Math.max(n, keys == null ? n : keys.length
                    + (keys.length >> 2)));
            keys = null;
            keys = new long[cap];
        }
    }

    /**
     * Takes over the keys of {@code swept}, whose successors are all made: its keys are no longer read, so the keys
     * of this step are written over them and one array of keys serves both steps.
     */
    void takeKeys(StepStates swept) {
        keys = swept.keys;
        swept.keys = null;
    }
}
