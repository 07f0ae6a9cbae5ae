package org.gridpuzzles.frontier;

/**
 * How the states of a sweep move on, one step (one vertex or field) at a time. The counting runs (residues, threads,
 * checkpoints; or exact) drive any rule: the general one for any graph ({@link Stepper}) and the one for lines on a
 * grid swept row by row ({@link GridLineStep}). A rule keeps scratch space: one per thread ({@link #copy}).
 */
interface StepRule {

    /** Receives the successors of a state. */
    interface Sink {
        /** A successor state (never at the last step). */
        void next(long key);

        /** The state completed a line (a path or cycle) at this step. */
        void complete();
    }

    /** The number of steps of the sweep. */
    int steps();

    /** All successors of {@code key} at step {@code v}. */
    void expand(int v, long key, Sink sink);

    /**
     * As {@link #expand}, for a state expanded twice in a row (once to count its successors, once to place them): the
     * first call ({@code again} false) may keep in {@code memo[at]} what it searched the key for (where a piece's
     * other end lies), the second reads it there instead of searching again. Rules that search nothing ignore it.
     */
    default void expand(int v, long key, Sink sink, byte[] memo, int at, boolean again) {
        expand(v, key, sink);
    }

    /** The most successors (and completions) one state can have at step {@code v}: bounds the growth of counts. */
    int fanout(int v);

    /** The bits a key may take, from bit 0 (64 when the rule does not say). */
    default int keyBits() {
        return Long.SIZE;
    }

    /**
     * The states each step is foreseen to hold, from measured sweeps of the rule (null: the rule foresees none): for
     * the estimate of a count before it runs and of the time it has left while it runs.
     */
    default long[] foreseenStates() {
        return null;
    }

    /** A fingerprint of the question (graph, ends, packing), so a checkpoint is never resumed for another count. */
    long fingerprint();

    /** A rule of its own for another thread. */
    StepRule copy();
}
