package org.gridpuzzles.frontier;

import org.gridpuzzles.core.Limits;

/**
 * The steps of a sweep made on one core by sorting, as a sorted pass in process makes them ({@link SortedPass}), over
 * states a client keeps itself between steps (the Spark driver's partitioned passes, which hold a share of each
 * step's states and exchange them with the other shares). The states are in ascending unsigned order of their keys,
 * each key once, with their counts in one array beside them: state i's residues modulo each prime at
 * {@code i * width}, then (when the pass carries it) its estimate's bits. After {@link #step} the states are the
 * successors, again in key order; the counts of completed lines are kept apart ({@link #completed}). Not shared
 * between threads.
 */
public final class SortedSteps {

    private final StepRule rule;
    private final Cores cores = new Cores(1);
    private final SuccessorBuckets made;
    private StepStates cur;
    private StepStates next;

    private SortedSteps(FrontierPass pass, long[] primes, boolean estimate) {
        this.rule = pass.rule();
        this.made = new SuccessorBuckets(rule, 1, primes, estimate);
        this.cur = new StepStates(primes, estimate);
        this.next = new StepStates(primes, estimate);
    }

    /** The steps of {@code pass}'s sweep with the residues of {@code primes} and, when asked, the estimate. */
    public static SortedSteps of(FrontierPass pass, long[] primes, boolean estimate) {
        return new SortedSteps(pass, primes, estimate);
    }

    /** How many steps the sweep has (one per vertex). */
    public int steps() {
        return rule.steps();
    }

    /**
     * Takes {@code size} states: {@code keys} ascending (unsigned) and distinct, their counts in {@code counts}
     * ({@link #width} longs a state). The arrays become this object's, and may be longer than needed.
     */
    public void load(long[] keys, long[] counts, int size) {
        cur.keys = keys;
        cur.counts = counts;
        cur.size = size;
    }

    /** Longs of counts a state: one residue per prime, then the estimate's bits when the pass carries it. */
    public int width() {
        return cur.stride;
    }

    /** Makes step {@code v} of the states held (its successors, in key order, replace them). */
    public void step(int v) {
        int n = rule.steps();
        StepStates swept = cur;
        made.make(v, swept, cores, Limits.none());
        if (v == n - 1) {
            // the last step completes lines only
            cur.size = 0;
            return;
        }
        next.takeKeys(swept);
        made.addUp(cores, swept, next);
        cur = next;
        next = swept;
    }

    /**
     * What a state's share (partition) may be chosen by before steps {@code from} to {@code to - 1} so that no two
     * states these steps would add up go to different shares: on a grid swept row by row, which slots outside the
     * columns swept hold an edge ({@link #group}); 0 when the rule tells nothing, and the whole state decides.
     */
    public long groupMask(int from, int to) {
        return rule instanceof GridLineStep g ? g.unsweptSlots(from, to) : 0;
    }

    /** The part of {@code state} that decides its share under {@code mask} from {@link #groupMask}. */
    public static long group(long state, long mask) {
        return mask == 0 ? state : GridLineStep.occupied(state, mask);
    }

    /** How many states are held. */
    public int size() {
        return cur.size;
    }

    /** The keys of the states held (the first {@link #size} entries). */
    public long[] keys() {
        return cur.keys;
    }

    /** The counts of the states held ({@link #width} longs a state). */
    public long[] counts() {
        return cur.counts;
    }

    /** The residues of the lines completed by the steps made so far. */
    public long[] completed() {
        return made.completed();
    }

    /** The estimate of the lines completed by the steps made so far. */
    public double completedEstimate() {
        return made.completedEstimate();
    }

    /** The additions of counts made so far: one per successor and per completion, as a pass in process counts them. */
    public long additions() {
        return made.additions();
    }
}
