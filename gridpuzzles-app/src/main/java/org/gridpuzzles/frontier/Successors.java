package org.gridpuzzles.frontier;

/**
 * One thread's share of a sorted step's expansion: every successor of its states as a key and the index of the
 * state it came from, appended to two primitive arrays kept from step to step; the counts of the states that complete
 * a line are added to its totals at once. Which bits of the keys differ ({@link #varying}) tells the sort which bits
 * to sort on.
 */
final class Successors implements StepRule.Sink {

    private final StepRule rule;
    private final long[] primes;
    private final int k;
    private final int stride;
    private final boolean estimate;
    long[] keys = new long[1024];
    int[] from = new int[1024];
    int size;
    private long or;
    private long and;
    /** The completed counts modulo each prime, and (first pass) the completed estimate. */
    final long[] total;
    double totalEst;
    /** The additions of this thread so far: one per successor and per completion, as the hashed sweep counts them. */
    long additions;
    private long[] counts;
    private int state;
    /** Where the index of the state goes when the pairs are packed into one long, key above it (-1: not packed). */
    private int packAt = -1;

    Successors(StepRule rule, long[] primes, boolean estimate) {
        this.rule = rule;
        this.primes = primes;
        this.k = primes.length;
        this.estimate = estimate;
        this.stride = k + (estimate ? 1 : 0);
        this.total = new long[k];
    }

    /** The bitwise or of the keys made since {@link #expand} began (0: none made). */
    long or() {
        return or;
    }

    /** The bitwise and of the keys made since {@link #expand} began (all ones: none made). */
    long and() {
        return and;
    }

    /**
     * Expands states {@code lo} to {@code hi - 1} of {@code states} at step {@code v} (earlier successors are
     * forgotten), each successor packed with the index of its state ({@code key << packAt | index}) when
     * {@code packAt} is not -1; false when {@code cores} was told to stop or the limits were reached.
     */
    boolean expand(int v, StepStates states, int lo, int hi, int packAt, Cores cores,
            org.gridpuzzles.core.Limits limits) {
        this.packAt = packAt;
        if (packAt < 0 && from.length < keys.length) {
            // the steps before were packed and grew the keys alone: the indices need as much room again
            from = new int[keys.length];
        }
        size = 0;
        or = 0;
        and = -1;
        counts = states.counts;
        long[] ks = states.keys;
        for (int i = lo; i < hi; i++) {
            state = i;
            rule.expand(v, ks[i], this);
            if ((i & 0x3fff) == 0 && (cores.stop.get() || limits.stopped())) {
                return false;
            }
        }
        counts = null;
        return true;
    }

    @Override
    public void next(long key) {
        int n = size;
        if (n == keys.length) {
            grow();
        }
        if (packAt >= 0) {
            keys[n] = (key << packAt) | state;
        } else {
            keys[n] = key;
            from[n] = state;
        }
        size = n + 1;
        or |= key;
        and &= key;
        additions++;
    }

    private void grow() {
        int cap = (int) Math.min(Integer.MAX_VALUE - 16L, keys.length + (keys.length >> 2) + 16L);
        keys = java.util.Arrays.copyOf(keys, cap);
        // the indices have an array of their own only when the pairs are not packed
        from = packAt >= 0 ? from : java.util.Arrays.copyOf(from, cap);
    }

    @Override
    public void complete() {
        int o = state * stride;
        for (int j = 0; j < k; j++) {
            long x = total[j] + counts[o + j];
            long p = primes[j];
            total[j] = x >= p ? x - p : x;
        }
        if (estimate) {
            totalEst += Double.longBitsToDouble(counts[o + k]);
        }
        additions++;
    }

    /** The bytes the buffers take. */
    long bytes() {
        return 8L * keys.length + 4L * from.length;
    }
}
