package org.gridpuzzles.spark;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.frontier.SortedSteps;

/**
 * The states one task of a partitioned pass sends another between two shuffles, as one {@code byte[]}: the number of
 * states (a varint), the counts of the lines completed so far ({@code width} longs), the keys in ascending unsigned
 * order as varints of their differences (sorted keys of a frontier are close, so a key takes two or three bytes
 * instead of eight), then the counts of each state ({@code width} longs: the residues, then the estimate's bits when
 * the pass carries it). A block is one record of Spark's shuffle, so the states travel as a few byte arrays a task,
 * not as an object each. Blocks in key order are added up by merging ({@link #merge}), not by looking keys up.
 */
final class StateBlocks {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);

    /** States in ascending unsigned key order, each key once, and the completed counts. */
    record Run(long[] keys, long[] counts, int size, long[] done) {
    }

    private final long[] primes;
    private final boolean estimate;
    final int width;
    /** Counts added up while merging (for the bound of the estimate's rounding). */
    long additions;

    StateBlocks(long[] primes, boolean estimate) {
        this.primes = primes;
        this.estimate = estimate;
        this.width = primes.length + (estimate ? 1 : 0);
    }

    /** The partition, of {@code parts}, that holds {@code state} between two steps. */
    static int partition(long state, int parts) {
        return (int) (((org.gridpuzzles.core.Mix.mix(state + 1) >>> 32) * parts) >>> 32);
    }

    private static int varintBytes(long x) {
        return Math.max(1, (70 - Long.numberOfLeadingZeros(x)) / 7);
    }

    /**
     * The first {@code size} states of {@code keys} (ascending unsigned) and {@code counts}, split into one block per
     * partition by {@link #partition} of their group under {@code mask} ({@link SortedSteps#group}); {@code done}
     * goes with block 0, and a partition that gets no state gets no block (null), but for block 0.
     */
    byte[][] split(long[] keys, long[] counts, int size, long[] done, int parts, long mask) {
        int[] n = new int[parts];
        long[] keyBytes = new long[parts];
        long[] prev = new long[parts];
        for (int i = 0; i < size; i++) {
            long k = keys[i];
            int p = partition(SortedSteps.group(k, mask), parts);
            n[p]++;
            keyBytes[p] += varintBytes(k - prev[p]);
            prev[p] = k;
        }
        byte[][] out = new byte[parts][];
        int[] keyAt = new int[parts];
        int[] countAt = new int[parts];
        for (int p = 0; p < parts; p++) {
            if (n[p] == 0 && p != 0) {
                continue;
            }
            int head = varintBytes(n[p]) + 8 * width;
            long len = head + keyBytes[p] + 8L * width * n[p];
            if (len > Integer.MAX_VALUE - 16) {
                throw new IllegalStateException("a block of " + n[p] + " states is over 2 GB: give the pass more"
                        + " partitions (" + PartitionedPasses.STATE_PARTITIONS + ")");
            }
            byte[] b = new byte[(int) len];
            int at = putVarint(b, 0, n[p]);
            for (int j = 0; j < width; j++) {
                LONGS.set(b, at + 8 * j, p == 0 ? done[j] : 0L);
            }
            keyAt[p] = head;
            countAt[p] = (int) (head + keyBytes[p]);
            prev[p] = 0;
            out[p] = b;
        }
        int w = width;
        for (int i = 0; i < size; i++) {
            long k = keys[i];
            int p = partition(SortedSteps.group(k, mask), parts);
            byte[] b = out[p];
            keyAt[p] = putVarint(b, keyAt[p], k - prev[p]);
            prev[p] = k;
            int c = countAt[p];
            int o = i * w;
            for (int j = 0; j < w; j++) {
                LONGS.set(b, c + 8 * j, counts[o + j]);
            }
            countAt[p] = c + 8 * w;
        }
        return out;
    }

    /** A block of the completed counts alone. */
    byte[] doneBlock(long[] done) {
        return split(new long[0], new long[0], 0, done, 1, 0)[0];
    }

    private static int putVarint(byte[] b, int at, long x) {
        while ((x & ~0x7fL) != 0) {
            b[at++] = (byte) (x | 0x80);
            x >>>= 7;
        }
        b[at++] = (byte) x;
        return at;
    }

    /** The states and completed counts of a block. */
    Run read(byte[] b) {
        int[] at = {0};
        int n = (int) getVarint(b, at);
        long[] done = new long[width];
        for (int j = 0; j < width; j++) {
            done[j] = (long) LONGS.get(b, at[0] + 8 * j);
        }
        at[0] += 8 * width;
        long[] keys = new long[n];
        long k = 0;
        for (int i = 0; i < n; i++) {
            k += getVarint(b, at);
            keys[i] = k;
        }
        long[] counts = new long[n * width];
        int c = at[0];
        for (int i = 0; i < counts.length; i++) {
            counts[i] = (long) LONGS.get(b, c + 8 * i);
        }
        return new Run(keys, counts, n, done);
    }

    private static long getVarint(byte[] b, int[] at) {
        int i = at[0];
        long x = 0;
        int shift = 0;
        while (true) {
            byte y = b[i++];
            x |= (long) (y & 0x7f) << shift;
            if (y >= 0) {
                break;
            }
            shift += 7;
        }
        at[0] = i;
        return x;
    }

    /** The blocks added up into one run: merged two by two, so every state is copied about log2(blocks) times. */
    Run merge(List<Run> runs) {
        if (runs.isEmpty()) {
            return new Run(new long[0], new long[0], 0, new long[width]);
        }
        List<Run> level = new ArrayList<>(runs);
        while (level.size() > 1) {
            List<Run> up = new ArrayList<>();
            for (int i = 0; i + 1 < level.size(); i += 2) {
                up.add(merge(level.get(i), level.get(i + 1)));
                level.set(i, null);
                level.set(i + 1, null);
            }
            if (level.size() % 2 == 1) {
                up.add(level.get(level.size() - 1));
            }
            level = up;
        }
        return level.get(0);
    }

    /** Two runs as one: equal keys once, with the sum of their counts. */
    Run merge(Run a, Run b) {
        int w = width;
        int cap = a.size + b.size;
        long[] keys = new long[cap];
        long[] counts = new long[cap * w];
        long[] ak = a.keys;
        long[] bk = b.keys;
        long[] ac = a.counts;
        long[] bc = b.counts;
        int i = 0;
        int j = 0;
        int g = 0;
        while (i < a.size && j < b.size) {
            int cmp = Long.compareUnsigned(ak[i], bk[j]);
            if (cmp < 0) {
                keys[g] = ak[i];
                System.arraycopy(ac, i * w, counts, g * w, w);
                i++;
            } else if (cmp > 0) {
                keys[g] = bk[j];
                System.arraycopy(bc, j * w, counts, g * w, w);
                j++;
            } else {
                keys[g] = ak[i];
                System.arraycopy(ac, i * w, counts, g * w, w);
                add(counts, g * w, bc, j * w);
                i++;
                j++;
            }
            g++;
        }
        for (; i < a.size; i++, g++) {
            keys[g] = ak[i];
            System.arraycopy(ac, i * w, counts, g * w, w);
        }
        for (; j < b.size; j++, g++) {
            keys[g] = bk[j];
            System.arraycopy(bc, j * w, counts, g * w, w);
        }
        long[] done = a.done.clone();
        add(done, 0, b.done, 0);
        additions += a.size + b.size + 1;
        return new Run(keys, counts, g, done);
    }

    /** Adds counts {@code src[off..off + width)} to {@code to[at..at + width)}. */
    void add(long[] to, int at, long[] src, int off) {
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
}
