package org.gridpuzzles.spark;

import java.util.Arrays;

/**
 * The frontier states a task holds, packed in primitive arrays: an open-addressing table from state (a long) to its
 * counts, the residues modulo the pass's primes and, when the pass carries it, the estimate (a double's bits, last);
 * equal states are added up as they come. The counts of the completed paths and cycles are kept beside the table.
 * A block (what one task sends another between two steps) is a long[]: the number of states, the completed counts,
 * then each state followed by its counts; a block is one record of Spark's shuffle, so the states travel as arrays of
 * longs, not as one object per state.
 */
final class StateTable {

    /** Where a block's states start: after its size and the completed counts. */
    static int header(int width) {
        return 1 + width;
    }

    private final long[] primes;
    private final boolean estimate;
    /** Longs of counts per state. */
    final int width;
    /** State + 1 (0: an empty slot; no state is -1). */
    long[] keys;
    long[] counts;
    int size;
    private int mask;
    final long[] done;
    /** Counts added into the table (for the bound of the estimate's rounding). */
    long additions;

    StateTable(long[] primes, boolean estimate, int expected) {
        this.primes = primes;
        this.estimate = estimate;
        this.width = primes.length + (estimate ? 1 : 0);
        int cap = Integer.highestOneBit(Math.max(16, (int) Math.min(1 << 30, expected * 2L)) - 1) << 1;
        keys = new long[cap];
        counts = new long[cap * width];
        mask = cap - 1;
        done = new long[width];
    }

    static long mix(long x) {
        return org.gridpuzzles.core.Mix.mix(x);
    }

    /** The partition, of {@code parts}, that holds {@code state} between two steps (bits the table does not use). */
    static int partition(long state, int parts) {
        return (int) (((mix(state + 1) >>> 32) * parts) >>> 32);
    }

    /** Adds counts {@code src[off..off + width)} to those of {@code state}. */
    void add(long state, long[] src, int off) {
        long key = state + 1;
        int i = (int) mix(key) & mask;
        while (true) {
            long k = keys[i];
            if (k == key) {
                addCounts(counts, i * width, src, off);
                additions++;
                return;
            }
            if (k == 0) {
                keys[i] = key;
                System.arraycopy(src, off, counts, i * width, width);
                additions++;
                if (++size * 2L > keys.length) {
                    grow();
                }
                return;
            }
            i = (i + 1) & mask;
        }
    }

    /** Adds counts {@code src[off..off + width)} to the completed ones. */
    void addDone(long[] src, int off) {
        addCounts(done, 0, src, off);
        additions++;
    }

    private void addCounts(long[] to, int at, long[] src, int off) {
        for (int j = 0; j < primes.length; j++) {
            long x = to[at + j] + src[off + j];
            to[at + j] = x >= primes[j] ? x - primes[j] : x;
        }
        if (estimate) {
            int e = primes.length;
            to[at + e] = Double.doubleToRawLongBits(Double.longBitsToDouble(to[at + e])
                    + Double.longBitsToDouble(src[off + e]));
        }
    }

    private void grow() {
        long[] oldKeys = keys;
        long[] oldCounts = counts;
        keys = new long[oldKeys.length * 2];
        counts = new long[keys.length * width];
        mask = keys.length - 1;
        for (int s = 0; s < oldKeys.length; s++) {
            long key = oldKeys[s];
            if (key != 0) {
                int i = (int) mix(key) & mask;
                while (keys[i] != 0) {
                    i = (i + 1) & mask;
                }
                keys[i] = key;
                System.arraycopy(oldCounts, s * width, counts, i * width, width);
            }
        }
    }

    /** Adds the states and completed counts of a block. */
    void addBlock(long[] block) {
        int n = (int) block[0];
        int h = header(width);
        addCounts(done, 0, block, 1);
        additions++;
        for (int s = 0, at = h; s < n; s++, at += 1 + width) {
            add(block[at], block, at + 1);
        }
    }

    /**
     * The states split into {@code parts} blocks by {@link #partition}; the completed counts go with block 0, and
     * an empty block is null.
     */
    long[][] blocks(int parts) {
        int[] sizes = new int[parts];
        for (long key : keys) {
            if (key != 0) {
                sizes[partition(key - 1, parts)]++;
            }
        }
        long[][] out = new long[parts][];
        int h = header(width);
        int[] at = new int[parts];
        for (int p = 0; p < parts; p++) {
            if (sizes[p] > 0 || p == 0) {
                out[p] = new long[h + sizes[p] * (1 + width)];
                out[p][0] = sizes[p];
                at[p] = h;
            }
        }
        System.arraycopy(done, 0, out[0], 1, width);
        for (int s = 0; s < keys.length; s++) {
            long key = keys[s];
            if (key != 0) {
                int p = partition(key - 1, parts);
                long[] b = out[p];
                b[at[p]] = key - 1;
                System.arraycopy(counts, s * width, b, at[p] + 1, width);
                at[p] += 1 + width;
            }
        }
        return out;
    }

    /** A block of the completed counts alone. */
    long[] doneBlock() {
        long[] b = new long[header(width)];
        System.arraycopy(done, 0, b, 1, width);
        return b;
    }

    @Override
    public String toString() {
        return "StateTable[" + size + " states, done " + Arrays.toString(done) + "]";
    }
}
