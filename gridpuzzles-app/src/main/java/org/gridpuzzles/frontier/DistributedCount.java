package org.gridpuzzles.frontier;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

/**
 * A count made of passes run elsewhere ({@link FrontierOptions#passes()}), one prime a pass. Apart from the passes
 * run here because it only plans passes and gathers their residues: it sweeps nothing itself.
 */
final class DistributedCount {

    private DistributedCount() {
    }

    /**
     * The modular passes handed to {@code options.passes()}, one prime a pass so that they run side by side: first
     * the primes the options ask for (or the guess of how many the count needs; the first pass also carries the
     * estimate), then, when the proved bound needs more, one pass per further prime; the residues are combined in
     * the order of the primes, as in process.
     */
    static FrontierCount count(FrontierPass.Question question, int primesGuess,
            FrontierOptions options, Limits limits, Progress progress) {
        int first = options.firstPrime();
        List<FrontierResidues> done = new ArrayList<>(firstBatch(question, primesGuess, options, limits, progress));
        int asked = done.size();
        FrontierResidues head = done.get(0);
        int needed = Residues.needed(first, FrontierCounting.bound(head.estimate(), head.additions()));
        if (needed > asked) {
            List<FrontierPass> more = new ArrayList<>();
            for (int j = asked; j < needed; j++) {
                more.add(new FrontierPass(question, first + j, 1, false));
            }
            done.addAll(options.passes().run(more, limits, progress));
        }
        PrimeResidues residues = new PrimeResidues();
        long peak = 0;
        for (FrontierResidues r : done) {
            residues.add(r.primes(), r.residues());
            peak = Math.max(peak, r.peakStates());
        }
        return new FrontierCount(residues.count(), residues.primes(), done.size(), peak, head.stepStates(),
                head.stepNanos(), 0);
    }

    /** The first batch of {@link #count}, one prime a pass (the first carrying the estimate). */
    private static List<FrontierResidues> firstBatch(FrontierPass.Question question, int primesGuess,
            FrontierOptions options, Limits limits, Progress progress) {
        int asked = options.primes() > 0 ? options.primes() : Math.max(1, primesGuess);
        List<FrontierPass> passes = new ArrayList<>();
        for (int j = 0; j < asked; j++) {
            passes.add(new FrontierPass(question, options.firstPrime() + j, 1, j == 0));
        }
        return options.passes().run(passes, limits, progress);
    }

    /** The first batch of {@link #count} alone, as one set of residues with the first pass's estimate. */
    static FrontierResidues firstPass(FrontierPass.Question question, int primesGuess,
            FrontierOptions options, Limits limits, Progress progress) {
        List<FrontierResidues> done = firstBatch(question, primesGuess, options, limits, progress);
        long[] primes = new long[done.size()];
        long[] residues = new long[done.size()];
        long peak = 0;
        for (int j = 0; j < done.size(); j++) {
            primes[j] = done.get(j).primes()[0];
            residues[j] = done.get(j).residues()[0];
            peak = Math.max(peak, done.get(j).peakStates());
        }
        FrontierResidues head = done.get(0);
        return new FrontierResidues(primes, residues, head.estimated(), head.estimate(), head.additions(), peak,
                head.stepStates(), head.stepNanos());
    }
}
