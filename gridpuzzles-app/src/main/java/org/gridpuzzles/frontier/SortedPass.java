package org.gridpuzzles.frontier;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

/**
 * One modular pass made by sorting instead of hashing: at each step every thread expands its share of the states
 * (kept in key order with dense counts, {@link StepStates}) into successor keys and the indices of the states they
 * came from, the pairs are radix-sorted ({@link PairSort}) and the counts of equal keys added up into the next
 * step's dense arrays. Every phase streams through primitive arrays split among the threads; nothing is boxed, no
 * object is made per state, and the arrays are kept from step to step, so the memory a count takes is what its
 * largest step needs. The same additions are made as in the hashed sweep ({@link StepWorker}), in key order (equal
 * keys in the order of the threads' shares), so the estimate depends on the number of threads only.
 *
 * <p>It keeps no checkpoint and spills nothing: passes that must ({@link ModularRun}) use the hashed sweep.
 */
final class SortedPass extends DensePass {

    private final StepRule rule;

    SortedPass(StepRule rule, int threads, Limits limits, Progress progress) {
        super(threads, limits, progress);
        this.rule = rule;
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

    private Swept steps(long[] primes, boolean estimate, long maxStates, PassProgress told, long[] sweptOut,
            int[] at) {
        int n = rule.steps();
        try (Cores cores = new Cores(threads)) {
            Successors[] made = new Successors[threads];
            for (int t = 0; t < threads; t++) {
                made[t] = new Successors(t == 0 ? rule : rule.copy(), primes, estimate);
            }
            StepStates cur = StepStates.start(primes, estimate);
            StepStates next = new StepStates(primes, estimate);
            PairSort sort = new PairSort();
            for (int v = 0; v < n; v++) {
                long ts = System.nanoTime();
                int step = v;
                StepStates swept = cur;
                at[0] = v;
                sweptOut[0] = swept.size;
                // the successors packed with the index of their state as they are made, when the rule's keys leave
                // room for it: the sort's first pass then reads one array
                int fromBits = Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(1, swept.size - 1)));
                int packAt = rule.keyBits() + fromBits <= 64 ? fromBits : -1;
                cores.each(t -> made[t].expand(step, swept, (int) cores.from(swept.size, t),
                        (int) cores.from(swept.size, t + 1), packAt, cores, limits));
                if (limits.stopped()) {
                    limits.check(v);
                }
                long size = 0;
                if (v < n - 1) {
                    long total = sort.sort(cores, made, cur.size, packAt);
                    next.takeKeys(cur);
                    next.merge(cores, sort, (int) total, cur);
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
            long[] residues = new long[primes.length];
            double est = 0;
            long additions = 0;
            for (Successors s : made) {
                for (int j = 0; j < primes.length; j++) {
                    residues[j] = (residues[j] + s.total[j]) % primes[j];
                }
                est += s.totalEst;
                additions += s.additions;
            }
            return new Swept(residues, est, additions);
        }
    }
}
