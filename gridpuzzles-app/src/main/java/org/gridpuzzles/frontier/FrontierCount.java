package org.gridpuzzles.frontier;

import java.math.BigInteger;
import java.util.List;

/**
 * The result of a count.
 *
 * @param count the exact number
 * @param primes the primes whose residues made it (empty in exact mode)
 * @param passes sweeps over the graph (one per batch of primes)
 * @param peakStates the most states one step held
 * @param stepStates states held after each step of the first pass
 * @param stepNanos time of each step of the first pass (on a resumed pass: 0 for the steps done before)
 * @param resumedAtStep the step the first pass resumed at from a checkpoint (0: from the start)
 */
public record FrontierCount(BigInteger count, List<Long> primes, int passes, long peakStates, long[] stepStates,
        long[] stepNanos, int resumedAtStep) {
}
