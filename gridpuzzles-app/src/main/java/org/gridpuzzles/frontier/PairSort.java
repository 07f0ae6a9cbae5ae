package org.gridpuzzles.frontier;

/**
 * A least-significant-digit radix sort of 64-bit keys, each with the index of the state it came from, over the
 * threads of a {@link Cores}: each pass counts its share's digits, places every share after the shares before it in
 * each bucket (so each pass is stable and the whole sort is), and moves the pairs. Only the bits that differ between
 * the keys are sorted on, in as few passes of at most {@link #MAX_DIGIT} bits as they need. Sorting streams through
 * memory, where a hash table of the new states would miss the cache at every successor. Unsigned order.
 *
 * <p>When the bits that differ and the index fit in 64 bits (a grid 17 fields wide: 36 bits of key, so up to 2^28
 * states), each pair is packed into one long, key above index: a pass moves 8 bytes a pair into one array instead
 * of 12 into two, which halves the places the scattered writes go to. Otherwise the pairs stay in two arrays.
 * The arrays are kept from sort to sort.
 */
final class PairSort {

    /**
     * Digits of at most 12 bits: a grid 17 fields wide (36 bits of key) is sorted in three passes instead of four,
     * a sixth less CPU time for its count than with 11 bits (measured side by side); 4096 buckets a thread, whose
     * counts and write positions still stay in the second-level cache.
     */
    static final int MAX_DIGIT = 12;

    private long[] keysA = new long[0];
    private long[] keysB = new long[0];
    private int[] fromA = new int[0];
    private int[] fromB = new int[0];
    /** After a sort: pairs packed ({@link #packed}) or in {@link #keys} and {@link #from}. */
    private boolean isPacked;
    private long[] sorted;
    private int[] sortedFrom;
    private int fromBits;
    private int low;
    private long spanMask;
    /** The key bits outside the span sorted on, the same in every key. */
    private long common;

    /** The bytes the arrays take. */
    long bytes() {
        return 8L * (keysA.length + keysB.length) + 4L * (fromA.length + fromB.length);
    }

    /**
     * How many distinct keys pairs {@code lo} to {@code hi - 1} hold, counting the first as new ({@code lo} begins a
     * run of equal keys or is where a share begins).
     */
    int distinct(int lo, int hi) {
        if (lo >= hi) {
            return 0;
        }
        long[] a = sorted;
        int d = 1;
        if (isPacked) {
            int fb = fromBits;
            long prev = a[lo] >>> fb;
            for (int i = lo + 1; i < hi; i++) {
                long x = a[i] >>> fb;
                d += x != prev ? 1 : 0;
                prev = x;
            }
        } else {
            long prev = a[lo];
            for (int i = lo + 1; i < hi; i++) {
                long x = a[i];
                d += x != prev ? 1 : 0;
                prev = x;
            }
        }
        return d;
    }

    /** Whether the sorted pairs are packed, key above index, in {@link #packedPairs}. */
    boolean packed() {
        return isPacked;
    }

    /** The sorted pairs when {@link #packed}: key bits above {@link #indexBits} bits of index. */
    long[] packedPairs() {
        return sorted;
    }

    /** The bits of the index in a packed pair. */
    int indexBits() {
        return fromBits;
    }

    /** The key of sorted pair {@code i}. */
    long key(int i) {
        return isPacked ? (((sorted[i] >>> fromBits) & spanMask) << low) | common : sorted[i];
    }

    /** The index of the state sorted pair {@code i} came from. */
    int from(int i) {
        return isPacked ? (int) (sorted[i] & ((1L << fromBits) - 1)) : sortedFrom[i];
    }

    /** Whether sorted pairs {@code i} and {@code j} have the same key. */
    boolean sameKey(int i, int j) {
        return isPacked ? (sorted[i] >>> fromBits) == (sorted[j] >>> fromBits) : sorted[i] == sorted[j];
    }

    /**
     * Sorts the successors the threads made at one step (those of {@code made[t]}, t below the cores' threads), every
     * index below {@code states}; {@code packedAt} as for {@link #sort(Cores, long[][], int[][], int[], long, long,
     * int, int)}. Returns how many there are.
     */
    long sort(Cores cores, Successors[] made, int states, int packedAt) {
        int threads = cores.threads;
        long[][] segKeys = new long[threads][];
        int[][] segFrom = new int[threads][];
        int[] segLen = new int[threads];
        long or = 0;
        long and = -1;
        long total = 0;
        for (int t = 0; t < threads; t++) {
            or |= made[t].or();
            and &= made[t].and();
            segKeys[t] = made[t].keys;
            segFrom[t] = made[t].from;
            segLen[t] = made[t].size;
            total += made[t].size;
        }
        if (total > 0) {
            sort(cores, segKeys, segFrom, segLen, or, and, states, packedAt);
        }
        return total;
    }

    /**
     * Sorts the pairs of every share t ({@code segKeys[t][i]} with {@code segFrom[t][i]}, i below {@code segLen[t]});
     * {@code or} and {@code and} are those of all the keys, every index is below {@code states}. With
     * {@code packedAt} not -1 the pairs come packed already, {@code key << packedAt | index}, in {@code segKeys}.
     */
    void sort(Cores cores, long[][] segKeys, int[][] segFrom, int[] segLen, long or, long and, int states,
            int packedAt) {
        int threads = cores.threads;
        long sum = 0;
        for (int t = 0; t < threads; t++) {
            sum += segLen[t];
        }
        if (sum > Integer.MAX_VALUE - 16) {
            throw new IllegalStateException("more than 2^31 successors in one step");
        }
        int total = (int) sum;
        long varying = or ^ and;
        low = varying == 0 ? 0 : Long.numberOfTrailingZeros(varying);
        int span = varying == 0 ? 1 : 64 - Long.numberOfLeadingZeros(varying) - low;
        spanMask = span == 64 ? -1L : (1L << span) - 1;
        common = and & ~(spanMask << low);
        fromBits = Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(1, states - 1)));
        isPacked = span + fromBits <= 64;
        // in packed form the key's span lies above the index: its digits start at bit fromBits
        int base = isPacked ? fromBits : low;
        boolean prepacked = packedAt >= 0;
        if (prepacked) {
            // the whole key lies above the index: its digits start at bit packedAt + low, and it is read back whole
            isPacked = true;
            fromBits = packedAt;
            base = packedAt + low;
            spanMask = -1L;
            low = 0;
            common = 0;
        }
        room(total, isPacked);
        int passes = (span + MAX_DIGIT - 1) / MAX_DIGIT;
        int digit = (span + passes - 1) / passes;
        int buckets = 1 << digit;
        int mask = buckets - 1;
        int[][] at = new int[threads][buckets];
        long[] in = null;
        int[] inF = null;
        long[] out = keysA;
        int[] outF = fromA;
        for (int p = 0; p < passes; p++) {
            boolean first = p == 0;
            // the first pass reads the keys as the threads made them: unpacked, their digit starts at bit low
            int shift = (first && !prepacked ? low : base) + p * digit;
            long[] srcK = in;
            int[] srcF = inF;
            long[] dst = out;
            int[] dstF = outF;
            cores.each(t -> {
                int[] h = at[t];
                java.util.Arrays.fill(h, 0);
                long[] k = first ? segKeys[t] : srcK;
                int lo = first ? 0 : (int) cores.from(total, t);
                int hi = first ? segLen[t] : (int) cores.from(total, t + 1);
                for (int i = lo; i < hi; i++) {
                    h[(int) (k[i] >>> shift) & mask]++;
                }
            });
            // bucket b of share t goes after bucket b of the shares before it, and after all smaller buckets
            int running = 0;
            for (int b = 0; b < buckets; b++) {
                for (int t = 0; t < threads; t++) {
                    int c = at[t][b];
                    at[t][b] = running;
                    running += c;
                }
            }
            cores.each(t -> {
                int lo = first ? 0 : (int) cores.from(total, t);
                int hi = first ? segLen[t] : (int) cores.from(total, t + 1);
                if (first && isPacked && !prepacked) {
                    pack(segKeys[t], segFrom[t], lo, hi, at[t], shift, mask, dst);
                } else if (isPacked) {
                    scatter(first ? segKeys[t] : srcK, lo, hi, at[t], shift, mask, dst);
                } else {
                    scatter(first ? segKeys[t] : srcK, first ? segFrom[t] : srcF, lo, hi, at[t], shift, mask, dst,
                            dstF);
                }
            });
            in = out;
            inF = outF;
            out = out == keysA ? keysB : keysA;
            outF = outF == fromA ? fromB : fromA;
        }
        sorted = in;
        sortedFrom = inF;
    }

    private void pack(long[] k, int[] f, int lo, int hi, int[] h, int shift, int mask, long[] dst) {
        int fb = fromBits;
        int lw = low;
        long sm = spanMask;
        for (int i = lo; i < hi; i++) {
            long x = k[i];
            dst[h[(int) (x >>> shift) & mask]++] = (((x >>> lw) & sm) << fb) | f[i];
        }
    }

    private static void scatter(long[] k, int lo, int hi, int[] h, int shift, int mask, long[] dst) {
        for (int i = lo; i < hi; i++) {
            long x = k[i];
            dst[h[(int) (x >>> shift) & mask]++] = x;
        }
    }

    private static void scatter(long[] k, int[] f, int lo, int hi, int[] h, int shift, int mask, long[] dst,
            int[] dstF) {
        for (int i = lo; i < hi; i++) {
            long x = k[i];
            int pos = h[(int) (x >>> shift) & mask]++;
            dst[pos] = x;
            dstF[pos] = f[i];
        }
    }

    /**
     * Both arrays hold at least {@code n} pairs (a quarter more when they must grow: fewer regrowths); the arrays of
     * indices only when the pairs are not packed.
     */
    private void room(int n, boolean packed) {
        if (keysA.length < n) {
            int cap = grown(keysA.length, n);
            // the old arrays go first, so that old and new never take the heap together
            keysA = null;
            keysB = null;
            keysA = new long[cap];
            keysB = new long[cap];
        }
        if (!packed && fromA.length < n) {
            int cap = grown(fromA.length, n);
            fromA = null;
            fromB = null;
            fromA = new int[cap];
            fromB = new int[cap];
        }
    }

    private static int grown(int had, int n) {
        return (int) Math.min(Integer.MAX_VALUE - 16L, Math.max(n, had + (had >> 2)));
    }
}
