package org.gridpuzzles.frontier;

/**
 * One modular pass of a count, as a piece of work that can run anywhere: what is counted (a graph and goal, or a
 * grid region), and the primes (a run of the fixed list, from index {@code firstPrime}) whose residues it computes;
 * {@code estimate} also carries the floating-point estimate from which the bound of the count follows. Made by
 * {@link FrontierCounting} for a {@link FrontierPasses}; run with {@link FrontierCounting#pass}.
 */
public final class FrontierPass implements java.io.Serializable {

    private static final long serialVersionUID = 1L;

    /** What a pass counts, rebuilt into its step rule where the pass runs. */
    interface Question extends java.io.Serializable {
        StepRule rule();
    }

    /** Paths or cycles of a graph, by the general rule. */
    record OnGraph(FrontierGraph graph, FrontierGoal goal, boolean nested) implements Question {
        @Override
        public StepRule rule() {
            Sweep sweep = new Sweep(graph, goal);
            return new Stepper(sweep, StateCodec.forSweep(sweep, nested));
        }
    }

    /** Lines through a grid region, by the grid's own rule. */
    record OnGrid(GridRegion region) implements Question {
        @Override
        public StepRule rule() {
            return new GridLineStep(region);
        }
    }

    /** Closed lines through every field of a whole grid, by the grid's own rule. */
    record OnGridCycles(int rows, int width) implements Question {
        @Override
        public StepRule rule() {
            return GridLineStep.cycles(rows, width);
        }
    }

    private final Question question;
    private final int firstPrime;
    private final int primes;
    private final boolean estimate;

    FrontierPass(Question question, int firstPrime, int primes, boolean estimate) {
        this.question = question;
        this.firstPrime = firstPrime;
        this.primes = primes;
        this.estimate = estimate;
    }

    StepRule rule() {
        return question.rule();
    }

    /**
     * Whether {@code other} counts the same thing (the same question, whatever its primes): a client may then sweep
     * both passes at once, each state carrying the residues of both passes' primes.
     */
    public boolean sameQuestion(FrontierPass other) {
        return question.equals(other.question);
    }

    /** Index of the pass's first prime in the fixed list. */
    public int firstPrime() {
        return firstPrime;
    }

    /** How many primes (from {@link #firstPrime}) the pass computes residues for. */
    public int primes() {
        return primes;
    }

    /** Whether the pass also carries the estimate of the count. */
    public boolean estimate() {
        return estimate;
    }

    @Override
    public String toString() {
        return "FrontierPass[" + question + ", primes " + firstPrime + ".." + (firstPrime + primes - 1)
                + (estimate ? ", estimate" : "") + "]";
    }
}
