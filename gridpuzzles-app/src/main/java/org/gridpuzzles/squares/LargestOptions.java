package org.gridpuzzles.squares;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.squares.largest.CentreCases;

/**
 * How {@code largest} decides sizes: the method, the last size tried, the seconds SAT may spend on one size, and the
 * limits of the run (a size still open at the deadline stays undecided; a cancellation stops the run); which SAT
 * solver (Sat4j inside, or CaDiCaL when installed), whether symmetries are broken, whether an external solver's
 * refutation is checked, and the first size tried ({@code fromSize} above 1 only with any balance, where a drawn board
 * restricted to a smaller square stays drawn, so a witness at one size stands for all smaller ones); the side of the
 * central block whose colourings split a size into cases ({@link CentreCases}; 0 for one formula a size), and the
 * threads that decide the cases.
 */
public record LargestOptions(DecisionMethod method, int maxSize, long timeLimitSeconds, Limits limits,
        SatSolver solver, boolean breakSymmetries, boolean checkProof, int fromSize, int caseSide, int threads) {

    /** The SAT solver that decides sizes beyond the exhaustive search. */
    public enum SatSolver {
        /** Sat4j, in the program. */
        SAT4J,
        /** The external program {@code cadical} (Debian package), with its DRAT refutations checked. */
        CADICAL
    }

    public LargestOptions {
        if (method == null || limits == null || solver == null) {
            throw new IllegalArgumentException("largest needs a method, a solver and limits");
        }
        if (maxSize < 1) {
            throw new IllegalArgumentException("the largest size tried must be positive, not " + maxSize);
        }
        if (timeLimitSeconds < 1) {
            throw new IllegalArgumentException("the time per size must be at least a second, not " + timeLimitSeconds);
        }
        if (caseSide < 0 || caseSide > CentreCases.MAX_SIDE) {
            throw new InvalidInputException("cases must be 0.." + CentreCases.MAX_SIDE + ", got " + caseSide);
        }
        if (threads < 1) {
            throw new InvalidInputException("threads must be at least 1, got " + threads);
        }
        if (fromSize < 1 || fromSize > maxSize) {
            throw new InvalidInputException("the first size " + fromSize + " is not between 1 and " + maxSize);
        }
    }

    public LargestOptions(DecisionMethod method, int maxSize, long timeLimitSeconds, Limits limits) {
        this(method, maxSize, timeLimitSeconds, limits, SatSolver.SAT4J, true, true, 1, 0, 1);
    }

    /** Search up to 64 fields and SAT beyond, sizes up to 40, 600 s per size, no limits. */
    public static LargestOptions defaults() {
        return new LargestOptions(DecisionMethod.AUTO, 40, 600, Limits.none());
    }

    public LargestOptions with(DecisionMethod m) {
        return new LargestOptions(m, maxSize, timeLimitSeconds, limits, solver, breakSymmetries, checkProof,
                fromSize, caseSide, threads);
    }

    public LargestOptions withMaxSize(int n) {
        return new LargestOptions(method, n, timeLimitSeconds, limits, solver, breakSymmetries, checkProof,
                fromSize, caseSide, threads);
    }

    public LargestOptions withTimeLimit(long seconds) {
        return new LargestOptions(method, maxSize, seconds, limits, solver, breakSymmetries, checkProof,
                fromSize, caseSide, threads);
    }

    public LargestOptions with(Limits l) {
        return new LargestOptions(method, maxSize, timeLimitSeconds, l, solver, breakSymmetries, checkProof,
                fromSize, caseSide, threads);
    }

    public LargestOptions with(SatSolver s) {
        return new LargestOptions(method, maxSize, timeLimitSeconds, limits, s, breakSymmetries, checkProof,
                fromSize, caseSide, threads);
    }

    public LargestOptions withSymmetryBreaking(boolean on) {
        return new LargestOptions(method, maxSize, timeLimitSeconds, limits, solver, on, checkProof,
                fromSize, caseSide, threads);
    }

    public LargestOptions withProofCheck(boolean on) {
        return new LargestOptions(method, maxSize, timeLimitSeconds, limits, solver, breakSymmetries, on,
                fromSize, caseSide, threads);
    }

    /** Each size of the block's parity split into cases by its central {@code side x side} fields, on threads. */
    public LargestOptions withCases(int side, int threadCount) {
        return new LargestOptions(method, maxSize, timeLimitSeconds, limits, solver, breakSymmetries, checkProof,
                fromSize, side, threadCount);
    }

    public LargestOptions from(int size) {
        return new LargestOptions(method, maxSize, timeLimitSeconds, limits, solver, breakSymmetries, checkProof,
                size, caseSide, threads);
    }
}
