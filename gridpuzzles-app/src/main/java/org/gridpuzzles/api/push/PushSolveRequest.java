package org.gridpuzzles.api.push;

import org.gridpuzzles.api.Check;

/**
 * An instance to solve. Its time limit and threads are the run's ({@link org.gridpuzzles.api.RunContext}).
 *
 * @param facts the instance's facts (field, init_on, goal_on, connect, max_steps)
 * @param factsSource what messages call the instance, e.g. its file's name (default: facts)
 * @param optimal a minimum-push solution, proved minimal
 * @param all every solution with at most max_steps pushes (with optimal: every one with the fewest)
 * @param maxSteps replaces the instance's max_steps (null: the instance's)
 */
public record PushSolveRequest(String facts, String factsSource, boolean optimal, boolean all, Integer maxSteps) {

    public PushSolveRequest {
        Check.given("facts", facts);
        factsSource = factsSource == null ? "facts" : factsSource;
        Check.rangeOrNull("maxSteps", maxSteps, 0, Integer.MAX_VALUE);
    }

    /** Decides the instance. */
    public static PushSolveRequest of(String facts) {
        return new PushSolveRequest(facts, null, false, false, null);
    }
}
