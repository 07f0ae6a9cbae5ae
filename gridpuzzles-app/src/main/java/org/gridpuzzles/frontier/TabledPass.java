package org.gridpuzzles.frontier;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

/**
 * One modular pass along {@link RowTables}: the counts of a column in one dense array indexed as the column's states,
 * each state's residues modulo the primes (and the estimate's bits) side by side; a step gathers each new state's
 * counts from the states it comes from. The threads share out the new states, so no two threads write one place, and
 * a state's lanes are read together, one cache line for all primes. The estimate's bound counts every transition of
 * the tables as an addition (a few more than the states that hold lines make).
 */
final class TabledPass extends DensePass {

    private final RowTables tables;

    TabledPass(RowTables tables, int threads, Limits limits, Progress progress) {
        super(threads, limits, progress);
        this.tables = tables;
    }

    @Override
    Swept pass(int index, long[] primes, boolean estimate, long maxStates) {
        GridLineStep rule = tables.rule;
        int n = rule.steps();
        int w = tables.width;
        int lastRow = (rule.rows() - 1) * w;
        stepStates = new long[n];
        stepNanos = new long[n];
        PassProgress told = new PassProgress(progress, index, primes.length, estimate, maxStates, n, 0,
                rule.foreseenStates(), Foresight.SORTED_NANOS / threads);
        int k = primes.length;
        int lanes = k + (estimate ? 1 : 0);
        long widest = tables.widest();
        long[] cur;
        long[] next;
        try {
            cur = new long[Math.toIntExact(widest * lanes)];
            next = new long[Math.toIntExact(widest * lanes)];
        } catch (OutOfMemoryError | ArithmeticException e) {
            throw FrontierCounting.outOfMemory(tables.from, n, widest, rule.foreseenStates());
        }
        seed(cur, lanes, primes, estimate);
        for (int v = 0; v < tables.from; v++) {
            told.stepMade(v, 0, 0, 0);
        }
        long additions = 0;
        try (Cores cores = new Cores(threads)) {
            for (int v = tables.from; v < lastRow; v++) {
                long ts = System.nanoTime();
                int c = v % w;
                int nextSize = tables.states[(c + 1) % w];
                int[] into = tables.into[c];
                int[] comesFrom = tables.comesFrom[c];
                long[] from = cur;
                long[] to = next;
                long[] held = new long[cores.threads];
                cores.each(t -> held[t] = gather(from, to, (int) cores.from(nextSize, t),
                        (int) cores.from(nextSize, t + 1), into, comesFrom, primes, estimate));
                cur = to;
                next = from;
                long size = 0;
                for (long h : held) {
                    size += h;
                }
                additions += tables.transitions[c];
                peak = Math.max(peak, size);
                long nanos = System.nanoTime() - ts;
                stepStates[v] = size;
                stepNanos[v] = nanos;
                told.stepMade(v, size, nanos, 0);
                if (limits.stopped()) {
                    limits.check(v + 1);
                }
            }
        }
        long ts = System.nanoTime();
        long[] residues = new long[k];
        double est = 0;
        long[] ways = tables.lastRow;
        for (int i = 0; i < ways.length; i++) {
            if (ways[i] == 0) {
                continue;
            }
            for (int j = 0; j < k; j++) {
                long x = cur[i * lanes + j];
                for (long m = 0; m < ways[i]; m++) {
                    long y = residues[j] + x;
                    residues[j] = y >= primes[j] ? y - primes[j] : y;
                }
            }
            if (estimate) {
                est += Double.longBitsToDouble(cur[i * lanes + k]) * ways[i];
            }
            additions += ways[i];
        }
        for (int v = lastRow; v < n; v++) {
            long nanos = v == n - 1 ? System.nanoTime() - ts : 0;
            stepNanos[v] = nanos;
            told.stepMade(v, 0, nanos, 0);
        }
        return new Swept(residues, est, additions);
    }

    /** The counts before the first field the tables sweep: the seeds' lines. */
    private void seed(long[] cur, int lanes, long[] primes, boolean estimate) {
        for (int s = 0; s < tables.seedAt.length; s++) {
            int i = tables.seedAt[s];
            long ways = tables.seedWays[s];
            for (int j = 0; j < primes.length; j++) {
                cur[i * lanes + j] = ways % primes[j];
            }
            if (estimate) {
                cur[i * lanes + primes.length] = Double.doubleToRawLongBits((double) ways);
            }
        }
    }

    /**
     * The new states {@code lo} to {@code hi - 1}: each the sum of the states it comes from, lane by lane; how many
     * of them hold lines (a nonzero residue or estimate).
     */
    private static long gather(long[] from, long[] to, int lo, int hi, int[] into, int[] comesFrom, long[] primes,
            boolean estimate) {
        int k = primes.length;
        int lanes = k + (estimate ? 1 : 0);
        long held = 0;
        if (estimate && k == 2) {
            return gather2(from, to, lo, hi, into, comesFrom, primes[0], primes[1]);
        }
        if (estimate && k == 3) {
            return gather3(from, to, lo, hi, into, comesFrom, primes[0], primes[1], primes[2]);
        }
        for (int j = lo; j < hi; j++) {
            int d = j * lanes;
            for (int l = 0; l < lanes; l++) {
                to[d + l] = 0;
            }
            boolean any = false;
            for (int q = into[j], end = into[j + 1]; q < end; q++) {
                int o = comesFrom[q] * lanes;
                for (int l = 0; l < k; l++) {
                    long x = to[d + l] + from[o + l];
                    to[d + l] = x >= primes[l] ? x - primes[l] : x;
                    any |= from[o + l] != 0;
                }
                if (estimate) {
                    to[d + k] = Double.doubleToRawLongBits(Double.longBitsToDouble(to[d + k])
                            + Double.longBitsToDouble(from[o + k]));
                    any |= from[o + k] != 0;
                }
            }
            held += any ? 1 : 0;
        }
        return held;
    }

    /** {@link #gather} for two primes and the estimate, the lanes in registers. */
    private static long gather2(long[] from, long[] to, int lo, int hi, int[] into, int[] comesFrom, long p0,
            long p1) {
        long held = 0;
        for (int j = lo; j < hi; j++) {
            long a0 = 0;
            long a1 = 0;
            double e = 0;
            for (int q = into[j], end = into[j + 1]; q < end; q++) {
                int o = comesFrom[q] * 3;
                long x = a0 + from[o];
                a0 = x >= p0 ? x - p0 : x;
                x = a1 + from[o + 1];
                a1 = x >= p1 ? x - p1 : x;
                e += Double.longBitsToDouble(from[o + 2]);
            }
            int d = j * 3;
            to[d] = a0;
            to[d + 1] = a1;
            to[d + 2] = Double.doubleToRawLongBits(e);
            held += e != 0 ? 1 : 0;
        }
        return held;
    }

    /** {@link #gather} for three primes and the estimate, the lanes in registers. */
    private static long gather3(long[] from, long[] to, int lo, int hi, int[] into, int[] comesFrom, long p0,
            long p1, long p2) {
        long held = 0;
        for (int j = lo; j < hi; j++) {
            long a0 = 0;
            long a1 = 0;
            long a2 = 0;
            double e = 0;
            for (int q = into[j], end = into[j + 1]; q < end; q++) {
                int o = comesFrom[q] << 2;
                long x = a0 + from[o];
                a0 = x >= p0 ? x - p0 : x;
                x = a1 + from[o + 1];
                a1 = x >= p1 ? x - p1 : x;
                x = a2 + from[o + 2];
                a2 = x >= p2 ? x - p2 : x;
                e += Double.longBitsToDouble(from[o + 3]);
            }
            int d = j << 2;
            to[d] = a0;
            to[d + 1] = a1;
            to[d + 2] = a2;
            to[d + 3] = Double.doubleToRawLongBits(e);
            held += e != 0 ? 1 : 0;
        }
        return held;
    }
}
