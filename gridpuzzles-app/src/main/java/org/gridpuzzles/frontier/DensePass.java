package org.gridpuzzles.frontier;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

/**
 * A modular pass in process whose states are dense arrays from step to step (by sorting, {@link SortedPass}, or
 * along tables made once, {@link TabledPass}): what both take and what both tell of the first pass's steps.
 */
abstract class DensePass {

    /** What a pass found: the completed residues, the completed estimate and the additions behind it. */
    record Swept(long[] residues, double estimate, long additions) {
    }

    final int threads;
    final Limits limits;
    final Progress progress;
    /** The most states a step held, and per step its states and time (first pass only). */
    long peak;
    long[] stepStates;
    long[] stepNanos;

    DensePass(int threads, Limits limits, Progress progress) {
        this.threads = Math.max(1, threads);
        this.limits = limits;
        this.progress = progress;
    }

    /** Pass {@code index} (from 0) with the residues of {@code primes}; more than {@code maxStates} stop it. */
    abstract Swept pass(int index, long[] primes, boolean estimate, long maxStates);
}
