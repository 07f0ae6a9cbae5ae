package org.gridpuzzles.frontier;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

/**
 * One modular pass made by sorting instead of hashing: at each step every thread expands its share of the states
 * (kept in key order with dense counts, {@link StepStates}) into successor keys and the indices of the states they
 * came from, placed into buckets by their top bits as they are made; each bucket is sorted and the counts of equal
 * keys added up into the next step's dense arrays ({@link SuccessorBuckets}). Every phase streams through primitive arrays split among the threads; nothing is boxed, no
 * object is made per state, and the arrays are kept from step to step, so the memory a count takes is what its
 * largest step needs. The same additions are made as in the hashed sweep ({@link StepWorker}), in key order (equal
 * keys in the order of the threads' shares), so the estimate depends on the number of threads only.
 *
 * <p>It keeps no checkpoint and spills nothing: passes that must ({@link ModularRun}) use the hashed sweep.
 */
final class SortedPass extends DensePass {

    private final StepRule rule;
    private boolean lean;

    SortedPass(StepRule rule, int threads, Limits limits, Progress progress) {
        super(threads, limits, progress);
        this.rule = rule;
    }

    /** Expands each step twice instead of keeping its successors: less memory, more time. */
    SortedPass lean(boolean lean) {
        this.lean = lean;
        return this;
    }

    @Override
    Swept pass(int index, long[] primes, boolean estimate, long maxStates) {
        int n = rule.steps();
        stepStates = new long[n];
        stepNanos = new long[n];
        PassProgress told = new PassProgress(progress, index, primes.length, estimate, maxStates, n, 0,
                rule.foreseenStates(), Foresight.SORTED_NANOS / threads);
        long[] swept = new long[1];
        int[] at = new int[1];
        try {
            return steps(primes, estimate, maxStates, told, swept, at);
        } catch (OutOfMemoryError e) {
            // the arrays of the steps are out of reach here: the heap is free again for the line and the exit
            throw FrontierCounting.outOfMemory(at[0], n, swept[0], rule.foreseenStates());
        }
    }

    /** The states of the largest step foreseen, a tenth more, when that is within {@code maxStates} (else 1). */
    private int room(long maxStates) {
        long[] f = rule.foreseenStates();
        long most = f == null ? 0 : java.util.Arrays.stream(f).max().orElse(0);
        long room = most + most / 10;
        // only a step foreseen to fit with room to spare: the foresight is the whole board's, and fields taken out
        // (a position's moves) can leave far fewer states than it says
        if (most < 1 << 16 || room > maxStates || room > Integer.MAX_VALUE - 16L) {
            return 1;
        }
        return (int) room;
    }

    private Swept steps(long[] primes, boolean estimate, long maxStates, PassProgress told, long[] sweptOut,
            int[] at) {
        int n = rule.steps();
        try (Cores cores = new Cores(threads)) {
            SuccessorBuckets made = new SuccessorBuckets(rule, threads, primes, estimate).lean(lean);
            // the arrays of the largest step foreseen are made first, in an empty heap: large arrays grown step by
            // step leave holes between them that the collector never closes (it does not move them), and a later
            // array may find no run of free memory long enough although the heap has room
            int room = room(maxStates);
            StepStates cur = StepStates.start(primes, estimate, room);
            StepStates next = new StepStates(primes, estimate);
            if (room > 1) {
                next.reserve(room, false);
                made.reserve(room);
            }
            for (int v = 0; v < n; v++) {
                long ts = System.nanoTime();
                at[0] = v;
                sweptOut[0] = cur.size;
                made.make(v, cur, cores, limits);
                if (limits.stopped()) {
                    limits.check(v);
                }
                long size = 0;
                if (v < n - 1) {
                    next.takeKeys(cur);
                    made.addUp(cores, cur, next);
                    size = next.size;
                    if (size > maxStates) {
                        throw FrontierCounting.tooMany(v, n, maxStates);
                    }
                    StepStates t = cur;
                    cur = next;
                    next = t;
                    peak = Math.max(peak, size);
                }
                long nanos = System.nanoTime() - ts;
                stepStates[v] = size;
                stepNanos[v] = nanos;
                told.stepMade(v, size, nanos, 0);
                if (limits.stopped()) {
                    limits.check(v + 1); // steps 1 to v + 1 are made
                }
            }
            return new Swept(made.completed(), made.completedEstimate(), made.additions());
        }
    }
}
