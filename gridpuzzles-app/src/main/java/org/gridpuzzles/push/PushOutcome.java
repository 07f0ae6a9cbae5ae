package org.gridpuzzles.push;

import java.util.List;

/**
 * What a search found: a solution (optimal when the search proved it minimal), a proof that none exists within
 * max_steps, or nothing before the time limit. {@code pushes} is null unless solved; {@code nodes} counts generated
 * states; {@code lowerBound} is a number of pushes the search proved necessary: the minimum itself when it is proved,
 * max_steps + 1 when unsatisfiable, the first depth not yet refuted at a time limit of the optimal search (0 or 1 when
 * nothing more is known). {@code best} is, at a time limit of the optimal search, the shortest solution found so far
 * (not proved minimal), or null. {@code unsaved} says why the checkpoint asked for could not be saved (the answer
 * stands all the same), or is null.
 */
public record PushOutcome(PushStatus status, List<Push> pushes, boolean optimal, long nodes, int lowerBound,
        List<Push> best, String unsaved) {

    public PushOutcome {
        pushes = pushes == null ? null : List.copyOf(pushes);
        best = best == null ? null : List.copyOf(best);
    }

    public PushOutcome(PushStatus status, List<Push> pushes, boolean optimal, long nodes, int lowerBound,
            List<Push> best) {
        this(status, pushes, optimal, nodes, lowerBound, best, null);
    }

    /** This outcome, its checkpoint not saved for {@code reason}. */
    public PushOutcome withUnsaved(String reason) {
        return new PushOutcome(status, pushes, optimal, nodes, lowerBound, best, reason);
    }

    /** An outcome without a solution found short of a proof. */
    public PushOutcome(PushStatus status, List<Push> pushes, boolean optimal, long nodes, int lowerBound) {
        this(status, pushes, optimal, nodes, lowerBound, null);
    }

    /** An outcome that proves no more than the start position does (0 pushes solved it, or at least 1 is needed). */
    public PushOutcome(PushStatus status, List<Push> pushes, boolean optimal, long nodes) {
        this(status, pushes, optimal, nodes, optimal && pushes != null ? pushes.size()
                : pushes != null && pushes.isEmpty() ? 0 : 1);
    }

    /**
     * The fewest pushes of a solution known: the solution's, else the best one found before a time limit; -1 when
     * none is known.
     */
    public int upperBound() {
        return pushes != null ? pushes.size() : best != null ? best.size() : -1;
    }

    /**
     * True when the answer is proved: a solution proved minimal, or unsatisfiability. Then {@code lowerBound} is the
     * exact minimum (or max_steps + 1).
     */
    public boolean proved() {
        return status == PushStatus.UNSATISFIABLE || (status == PushStatus.SOLVED && optimal);
    }

    static PushOutcome solved(List<Push> pushes, boolean optimal, long nodes) {
        return new PushOutcome(PushStatus.SOLVED, pushes, optimal, nodes);
    }

    static PushOutcome unsatisfiable(long nodes, int maxSteps) {
        return new PushOutcome(PushStatus.UNSATISFIABLE, null, false, nodes,
                maxSteps == Integer.MAX_VALUE ? maxSteps : maxSteps + 1);
    }

    static PushOutcome timeout(long nodes) {
        return new PushOutcome(PushStatus.TIMEOUT, null, false, nodes);
    }

    static PushOutcome timeout(long nodes, int lowerBound, List<Push> best) {
        return new PushOutcome(PushStatus.TIMEOUT, null, false, nodes, lowerBound, best);
    }
}
