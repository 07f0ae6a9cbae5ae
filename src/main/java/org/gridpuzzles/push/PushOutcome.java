package org.gridpuzzles.push;

import java.util.List;

/**
 * What a search found: a solution (optimal when the search proved it minimal), a proof that none exists within
 * max_steps, or nothing before the time limit. {@code pushes} is null unless solved; {@code nodes} counts generated
 * states.
 */
public record PushOutcome(PushStatus status, List<Push> pushes, boolean optimal, long nodes) {

    public PushOutcome {
        pushes = pushes == null ? null : List.copyOf(pushes);
    }

    static PushOutcome solved(List<Push> pushes, boolean optimal, long nodes) {
        return new PushOutcome(PushStatus.SOLVED, pushes, optimal, nodes);
    }

    static PushOutcome unsatisfiable(long nodes) {
        return new PushOutcome(PushStatus.UNSATISFIABLE, null, false, nodes);
    }

    static PushOutcome timeout(long nodes) {
        return new PushOutcome(PushStatus.TIMEOUT, null, false, nodes);
    }
}
