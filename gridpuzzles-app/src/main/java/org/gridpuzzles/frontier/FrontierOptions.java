package org.gridpuzzles.frontier;

import java.nio.file.Path;

/**
 * How a count runs.
 *
 * @param exact exact big integers per state (for checking small counts) instead of residues modulo primes
 * @param primes how many 62-bit primes (0: as many as a proved upper bound of the count needs)
 * @param firstPrime index of the first prime in the fixed list (another value gives an independent computation)
 * @param nested the pieces of line on the frontier never cross (a planar graph swept along a line, as a grid row by
 *        row): states take 3 bits a vertex, matched like parentheses; a crossing stops the count with an error
 * @param threads threads for the sweep (1: single-threaded)
 * @param maxStates most states one step may hold (0: as many as the heap holds)
 * @param checkpoint folder for checkpoints (null: none); a rerun with the same folder resumes
 * @param checkpointSeconds least time between two checkpoints (0: after every step)
 * @param passes where the modular passes run (null: in this process; see {@link FrontierPasses})
 * @param spill folder for the states of steps too large for memory (null: none, such a step stops the count): the
 *        step is made in rounds, each holding a part of its states in memory and writing it there (see {@link Spill})
 */
public record FrontierOptions(boolean exact, int primes, int firstPrime, boolean nested, int threads, long maxStates,
        Path checkpoint, long checkpointSeconds, FrontierPasses passes, Path spill) {

    public static FrontierOptions defaults() {
        return new FrontierOptions(false, 0, 0, false, Runtime.getRuntime().availableProcessors(), 0, null, 300,
                null, null);
    }

    public FrontierOptions withExact(boolean e) {
        return new FrontierOptions(e, primes, firstPrime, nested, threads, maxStates,
                checkpoint, checkpointSeconds, passes, spill);
    }

    public FrontierOptions withPrimes(int count, int first) {
        return new FrontierOptions(exact, count, first, nested, threads, maxStates,
                checkpoint, checkpointSeconds, passes, spill);
    }

    public FrontierOptions withNested(boolean n) {
        return new FrontierOptions(exact, primes, firstPrime, n, threads, maxStates,
                checkpoint, checkpointSeconds, passes, spill);
    }

    public FrontierOptions withThreads(int t) {
        return new FrontierOptions(exact, primes, firstPrime, nested, t, maxStates,
                checkpoint, checkpointSeconds, passes, spill);
    }

    public FrontierOptions withMaxStates(long m) {
        return new FrontierOptions(exact, primes, firstPrime, nested, threads, m,
                checkpoint, checkpointSeconds, passes, spill);
    }

    public FrontierOptions withCheckpoint(Path dir, long seconds) {
        return new FrontierOptions(exact, primes, firstPrime, nested, threads, maxStates,
                dir, seconds, passes, spill);
    }

    public FrontierOptions withPasses(FrontierPasses p) {
        return new FrontierOptions(exact, primes, firstPrime, nested, threads, maxStates, checkpoint,
                checkpointSeconds, p, spill);
    }

    public FrontierOptions withSpill(Path dir) {
        return new FrontierOptions(exact, primes, firstPrime, nested, threads, maxStates, checkpoint,
                checkpointSeconds, passes, dir);
    }
}
