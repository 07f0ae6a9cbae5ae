package org.gridpuzzles.frontier;

/**
 * What a count is foreseen to take before it runs: the states of its largest step and of all its steps, the bytes a
 * state takes in the store the count's first pass uses (steps made by sorting, hashed steps, or exact counts), the
 * heap that asks for beside the heap there is, and the time. The states come from measured sweeps (see the rule's
 * own estimate); the bytes and the time from the store's arrays and its measured cost a state.
 *
 * @param steps the steps of a pass
 * @param peakStates the states of the largest step foreseen
 * @param totalStates the states of all steps foreseen (the work of a pass)
 * @param store "sorted" (steps made by sorting), "tabled" (closed lines' steps along tables made once), "hashed" (hash tables, needed for checkpoints and spilled steps),
 *        "spilled" (hashed, the steps too large for memory on disk) or "exact" (exact counts, for checking)
 * @param primes the residues a state holds in the first pass (0: exact counts)
 * @param estimate whether a state also holds the floating-point estimate of its count
 * @param bytesPerState the heap a state of the largest step takes, the store's arrays and their spare room included
 * @param peakBytes the heap the largest step takes
 * @param heapBytes the heap of this run (the JVM's most)
 * @param statesThatFit the states of one step this heap holds in that store
 * @param diskBytes the disk a spill folder needs at the largest step (0: no spill folder)
 * @param threads the threads the steps are made with
 * @param seconds the wall time foreseen for the first pass, at the store's measured processor time a state
 * @param secondsBeforeFull the wall time foreseen for the steps before the first one the heap does not hold (all of
 *        the first pass when every step fits): a count with a shorter time limit reaches that limit first
 */
public record CountEstimate(int steps, long peakStates, long totalStates, String store, int primes, boolean estimate,
        long bytesPerState, long peakBytes, long heapBytes, long statesThatFit, long diskBytes, int threads,
        double seconds, double secondsBeforeFull) {

    /** Whether the largest step fits the heap (or goes to disk). */
    public boolean fits() {
        return diskBytes > 0 || peakStates <= statesThatFit;
    }

    /**
     * Whether the hashed steps (those of a count with a checkpoint folder) would hold the largest step in this heap
     * when the sorted ones do not: they take fewer bytes a state, at more time a state.
     */
    public boolean hashedFits() {
        return store.equals("sorted") && peakStates <= Foresight.statesThatFit(heapBytes, hashedBytesPerState());
    }

    /** The bytes a state takes in hashed steps with this pass's residues. */
    public long hashedBytesPerState() {
        return Foresight.hashedBytes(primes, estimate);
    }

    /** The heap that holds the largest step, rounded up to whole GB (for GRIDPUZZLES_HEAP). */
    public long heapNeededGb() {
        return Math.max(1, (peakBytes + (64L << 20) + (1L << 30) - 1) >> 30);
    }

    /** Three lines: the states, the memory, the time. */
    public String text() {
        String what = switch (store) {
            case "sorted" -> "steps made by sorting, ";
            case "tabled" -> "steps along tables made once, ";
            case "spilled" -> "hashed steps, the large ones on disk, ";
            case "exact" -> "hashed steps, exact counts";
            default -> "hashed steps, ";
        } + (primes == 0 ? "" : primes + " residue" + (primes == 1 ? "" : "s") + (estimate ? " and the estimate" : ""))
                + ": " + bytesPerState + " bytes a state";
        String memory = String.format("memory: about %s at the largest step; this heap holds %s (%,d states a step)",
                bytes(peakBytes), bytes(heapBytes), statesThatFit);
        memory += diskBytes > 0 ? String.format(", larger steps on disk (about %s there)", bytes(diskBytes))
                : fits() ? ": fits" : String.format(": does not fit (a heap of about %,d GB would)", heapNeededGb());
        return String.format("estimate: %,d steps, the largest about %,d states, %,d in all (%s)%n%s%n"
                + "time: about %s on %d thread%s (the first pass)%n", steps, peakStates, totalStates, what, memory,
                duration(seconds), threads, threads == 1 ? "" : "s");
    }

    /** A number of bytes in MB or GB, as the estimate's text says it. */
    public static String bytes(long b) {
        if (b >= 10L << 30) {
            return String.format("%,d GB", b >> 30);
        }
        if (b >= 1L << 30) {
            return String.format("%.1f GB", b / (double) (1L << 30));
        }
        return String.format("%,d MB", Math.max(1, b >> 20));
    }

    /** A duration in s, min or h, as the progress says it. */
    public static String duration(double seconds) {
        return PassProgress.duration(seconds);
    }
}
