package org.gridpuzzles.frontier;

/**
 * The bytes a state takes and the time it costs in each store, and from them and the states a rule foresees the
 * {@link CountEstimate} of a pass. Apart from the passes so that a count can be judged before any of its work.
 */
final class Foresight {

    private Foresight() {
    }

    /**
     * Processor time a state, in nanoseconds, of steps made by sorting: 17 x 17 (673 million states over its steps,
     * three residues and the estimate) took 26.6 CPU seconds (BENCHMARKS.md).
     */
    static final double SORTED_NANOS = 40;
    /** Of hashed steps: 15 x 15 with a checkpoint folder (70 million states) took about 10.8 CPU seconds. */
    static final double HASHED_NANOS = 150;
    /** Of exact counts (one thread, limbs of 62 bits): about thrice the hashed steps. */
    static final double EXACT_NANOS = 450;
    /** Successors a state makes at most on average over a step of the grid rule (1.46 measured at 9 to 15 wide). */
    static final double SUCCESSORS = 1.5;
    /** The spare room of arrays that grow by a quarter. */
    static final double SPARE = 1.25;
    /** The heap kept for the rest of the program. */
    static final long RESERVED = 64L << 20;

    /**
     * The heap a state of the largest step takes when steps are made by sorting: one array of keys for both steps,
     * the counts of both steps, and for each successor its key and the index of its state in the buckets
     * ({@link SuccessorBuckets}), packed in one long when the key's bits below the bucket's and the index fit 64
     * bits, and unless {@code lean} once more as made, packed when the whole key and the index fit; each array with
     * a quarter spare.
     */
    static long sortedBytes(int primes, boolean estimate, int keyBits, long states, boolean lean) {
        int stride = primes + (estimate ? 1 : 0);
        int indexBits = 64 - Long.numberOfLeadingZeros(Math.max(1, states - 1));
        boolean packed = Math.max(0, keyBits - SuccessorBuckets.TOP_BITS) + indexBits <= 64;
        double successor = (packed ? 8 : 12) + (lean ? 0 : keyBits + indexBits <= 64 ? 8 : 12);
        return (long) Math.ceil(SPARE * (8 + 16.0 * stride + SUCCESSORS * successor));
    }

    /**
     * Whether a sorted pass whose largest step holds {@code states} expands each step twice to fit a heap of
     * {@code heap} bytes (see {@link SuccessorBuckets#lean}): only when keeping the successors would not fit.
     */
    static boolean sortedLean(int primes, boolean estimate, int keyBits, long states, long heap) {
        return statesThatFit(heap, sortedBytes(primes, estimate, keyBits, states, false)) < states;
    }

    /** The heap a state takes in hashed steps: three slots of the tables (see {@link StepRoom#statesThatFit}). */
    static long hashedBytes(int primes, boolean estimate) {
        return 3L * ModTable.slotBytes(primes, estimate);
    }

    /** The states of one step a heap of {@code heap} bytes holds at {@code bytes} a state. */
    static long statesThatFit(long heap, long bytes) {
        return Math.max(1 << 16, (heap - RESERVED) / bytes);
    }

    /**
     * The estimate of a pass that foresees {@code foreseen} states a step, with {@code primes} residues (0: exact
     * counts, as many 62-bit limbs a count as {@code words}) and the estimate or not, made by sorting or not, with a
     * spill folder or not.
     */
    static CountEstimate of(long[] foreseen, int keyBits, int primes, int words, boolean estimate, boolean sorted,
            boolean spill, int threads, long heap) {
        long peak = 0;
        long total = 0;
        for (long s : foreseen) {
            peak = Math.max(peak, s);
            total += s;
        }
        boolean exact = primes == 0;
        String store = exact ? "exact" : sorted ? "sorted" : spill ? "spilled" : "hashed";
        // exact counts hold as many limbs as the count has 62-bit words, in tables as the hashed steps' (three slots)
        long bytes = exact ? 3L * (8 + 8L * Math.max(1, words)) : sorted
                ? sortedBytes(primes, estimate, keyBits, peak, sortedLean(primes, estimate, keyBits, peak, heap))
                : hashedBytes(primes, estimate);
        double nanos = exact ? EXACT_NANOS : sorted ? SORTED_NANOS : HASHED_NANOS * (spill ? 1.5 : 1);
        int t = exact ? 1 : Math.max(1, threads);
        // two steps' states on disk, a slot each
        long disk = spill && !exact ? 2 * peak * ModTable.slotBytes(primes, estimate) : 0;
        long fit = statesThatFit(heap, bytes);
        long before = 0;
        for (int v = 0; v < foreseen.length && (disk > 0 || foreseen[v] <= fit); v++) {
            before += foreseen[v];
        }
        return new CountEstimate(foreseen.length, peak, total, store, primes, estimate, bytes, peak * bytes, heap,
                fit, disk, t, tenths(total * nanos * 1e-9 / t), tenths(before * nanos * 1e-9 / t));
    }

    /**
     * The estimate of a pass of closed lines along tables made once ({@link RowTables}): its steps' states foreseen
     * by {@link ClosedGrowth}, the heap of the tables and of the pass's two steps' counts over the largest step's
     * states (so that the bytes a state times the states is that heap), and the time of the tables and the pass.
     */
    static CountEstimate tabled(long[] foreseen, int rows, int width, int primes, boolean estimate, int threads,
            long heap) {
        long peak = 0;
        long total = 0;
        for (long s : foreseen) {
            peak = Math.max(peak, s);
            total += s;
        }
        int lanes = primes + (estimate ? 1 : 0);
        long most = Math.max(ClosedGrowth.tableBytes(width), ClosedGrowth.passBytes(width, lanes));
        long bytes = (long) Math.ceil(most / (double) Math.max(1, peak));
        int t = Math.max(1, threads);
        double seconds = tenths(ClosedGrowth.seconds(rows, width, lanes) / t);
        return new CountEstimate(foreseen.length, peak, total, "tabled", primes, estimate, bytes, peak * bytes, heap,
                statesThatFit(heap, bytes), 0, t, seconds, seconds);
    }

    private static double tenths(double seconds) {
        return Math.round(seconds * 10) / 10.0;
    }
}
