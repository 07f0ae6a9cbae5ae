package org.gridpuzzles.push;

import java.util.List;

/**
 * What a search found: a solution (optimal when the search proved it minimal), a proof that none exists within
 * max_steps, or nothing before the time limit. {@code nodes} counts generated states.
 */
public record Outcome(Status status, List<Push> pushes, boolean optimal, long nodes) {

    public enum Status { SOLVED, UNSATISFIABLE, TIMEOUT }

    public Outcome {
        pushes = pushes == null ? null : List.copyOf(pushes);
    }

    public static Outcome solved(List<Push> pushes, boolean optimal, long nodes) {
        return new Outcome(Status.SOLVED, pushes, optimal, nodes);
    }

    public static Outcome unsatisfiable(long nodes) {
        return new Outcome(Status.UNSATISFIABLE, null, false, nodes);
    }

    public static Outcome timeout(long nodes) {
        return new Outcome(Status.TIMEOUT, null, false, nodes);
    }
}
