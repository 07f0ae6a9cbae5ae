package org.gridpuzzles.frontier;

/**
 * The states of one step in ascending (unsigned) order of their keys, and their counts in one array beside them:
 * state i's residues modulo each prime at {@code i * stride}, then (first pass) its estimate's bits. No key is looked
 * up: a step is made by sorting the successors of every state ({@link PairSort}) and adding up the counts of equal
 * keys ({@link #merge}), so the counts are dense arrays indexed by rank. The arrays are kept from step to step.
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
        StepStates s = new StepStates(primes, estimate);
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

    /** Room for {@code n} states (a quarter more when an array must grow; keys taken by {@link #takeKeys}: n). */
    private void room(int n) {
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

    /**
     * Becomes the states of {@code sorted} ({@code n} pairs of a key and the index of the state of {@code before} it
     * came from, in key order), each key once with the sum of the counts of the states it came from. The pairs are
     * split among the threads at the boundaries of runs of equal keys; each thread first counts its distinct keys, so
     * that it knows where its own go.
     */
    void merge(Cores cores, PairSort sorted, int n, StepStates before) {
        int threads = cores.threads;
        int[] lo = new int[threads + 1];
        for (int t = 1; t < threads; t++) {
            int i = Math.max(lo[t - 1], (int) cores.from(n, t));
            while (i > 0 && i < n && sorted.sameKey(i, i - 1)) {
                i++;
            }
            lo[t] = i;
        }
        lo[threads] = n;
        int[] base = new int[threads + 1];
        cores.each(t -> base[t + 1] = sorted.distinct(lo[t], lo[t + 1]));
        for (int t = 0; t < threads; t++) {
            base[t + 1] += base[t];
        }
        room(base[threads]);
        size = base[threads];
        if (sorted.packed() && estimate && k == 3) {
            cores.each(t -> add3(sorted, lo[t], lo[t + 1], base[t], before.counts));
        } else if (sorted.packed() && estimate && k == 2) {
            cores.each(t -> add2(sorted, lo[t], lo[t + 1], base[t], before.counts));
        } else {
            cores.each(t -> add(sorted, lo[t], lo[t + 1], base[t], before.counts));
        }
    }

    /** {@link #add3} for two residues and the estimate (stride 3). */
    private void add2(PairSort sorted, int lo, int hi, int g, long[] old) {
        long[] a = sorted.packedPairs();
        int fb = sorted.indexBits();
        long mask = (1L << fb) - 1;
        long p0 = primes[0];
        long p1 = primes[1];
        long[] ks = keys;
        long[] cs = counts;
        int i = lo;
        while (i < hi) {
            int start = i;
            long top = a[i] >>> fb;
            long a0 = 0;
            long a1 = 0;
            double e = 0;
            do {
                int o = (int) (a[i] & mask) * 3;
                long x = a0 + old[o];
                a0 = x >= p0 ? x - p0 : x;
                x = a1 + old[o + 1];
                a1 = x >= p1 ? x - p1 : x;
                e += Double.longBitsToDouble(old[o + 2]);
                i++;
            } while (i < hi && (a[i] >>> fb) == top);
            ks[g] = sorted.key(start);
            int d = g * 3;
            cs[d] = a0;
            cs[d + 1] = a1;
            cs[d + 2] = Double.doubleToRawLongBits(e);
            g++;
        }
    }

    /**
     * {@link #add} for packed pairs with three residues and the estimate: a run of equal keys is added up in
     * registers and written once (the same additions in the same order, so the same residues and estimate).
     */
    private void add3(PairSort sorted, int lo, int hi, int g, long[] old) {
        long[] a = sorted.packedPairs();
        int fb = sorted.indexBits();
        long mask = (1L << fb) - 1;
        long p0 = primes[0];
        long p1 = primes[1];
        long p2 = primes[2];
        long[] ks = keys;
        long[] cs = counts;
        int i = lo;
        while (i < hi) {
            int start = i;
            long top = a[i] >>> fb;
            long a0 = 0;
            long a1 = 0;
            long a2 = 0;
            double e = 0;
            do {
                int o = (int) (a[i] & mask) << 2;
                long x = a0 + old[o];
                a0 = x >= p0 ? x - p0 : x;
                x = a1 + old[o + 1];
                a1 = x >= p1 ? x - p1 : x;
                x = a2 + old[o + 2];
                a2 = x >= p2 ? x - p2 : x;
                e += Double.longBitsToDouble(old[o + 3]);
                i++;
            } while (i < hi && (a[i] >>> fb) == top);
            ks[g] = sorted.key(start);
            int d = g << 2;
            cs[d] = a0;
            cs[d + 1] = a1;
            cs[d + 2] = a2;
            cs[d + 3] = Double.doubleToRawLongBits(e);
            g++;
        }
    }

    /** Pairs {@code lo} to {@code hi - 1}, whose first key begins a run, into states from {@code g}. */
    private void add(PairSort sorted, int lo, int hi, int g, long[] old) {
        long[] ks = keys;
        long[] cs = counts;
        int w = stride;
        long[] p = primes;
        int kk = k;
        g--;
        long prev = 0;
        for (int i = lo; i < hi; i++) {
            int o = sorted.from(i) * w;
            long key = sorted.key(i);
            if (i == lo || key != prev) {
                g++;
                ks[g] = key;
                prev = key;
                for (int j = 0; j < w; j++) {
                    cs[g * w + j] = old[o + j];
                }
                continue;
            }
            int d = g * w;
            for (int j = 0; j < kk; j++) {
                long x = cs[d + j] + old[o + j];
                long q = p[j];
                cs[d + j] = x >= q ? x - q : x;
            }
            if (estimate) {
                cs[d + kk] = Double.doubleToRawLongBits(Double.longBitsToDouble(cs[d + kk])
                        + Double.longBitsToDouble(old[o + kk]));
            }
        }
    }
}
