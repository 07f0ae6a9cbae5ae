package org.gridpuzzles.frontier;

/**
 * The steps of a sweep one state at a time, for a client that keeps the states itself (the Spark driver's
 * partitioned passes hold them in a distributed table, keyed by state). A state is a long; the sweep starts from the
 * single state 0 with count 1; at step v every state gives its successors, each of which inherits its count, and at
 * the last step each completed path or cycle adds the count of its state to the total. Not shared between threads.
 */
public final class FrontierSteps {

    /** Receives the successors of a state. */
    public interface Successors {
        /** A successor state. */
        void next(long state);

        /** The step completed a path or cycle. */
        void complete();
    }

    private final StepRule rule;

    private FrontierSteps(FrontierPass pass) {
        this.rule = pass.rule();
    }

    /** The steps of the sweep of {@code pass}, by its rule (its primes are not used here). */
    public static FrontierSteps of(FrontierPass pass) {
        return new FrontierSteps(pass);
    }

    /** How many steps the sweep has (one per vertex). */
    public int steps() {
        return rule.steps();
    }

    /** The successors of {@code state} at step {@code v}. */
    public void expand(int v, long state, Successors out) {
        rule.expand(v, state, new StepRule.Sink() {
            @Override
            public void next(long key) {
                out.next(key);
            }

            @Override
            public void complete() {
                out.complete();
            }
        });
    }

    /** The primes of a pass: the run of the fixed list that {@code pass} names. */
    public static long[] primes(FrontierPass pass) {
        return Residues.primes(pass.firstPrime(), pass.primes());
    }
}
