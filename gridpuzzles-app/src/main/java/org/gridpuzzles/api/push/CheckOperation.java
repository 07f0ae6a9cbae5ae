package org.gridpuzzles.api.push;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.push.PushLabyrinths;
import org.gridpuzzles.push.PushPuzzle;

/** {@code push check}: judges a solution with a simulation independent of the solver. */
final class CheckOperation implements Operation<PushCheckRequest, PushCheckResult> {

    @Override
    public String name() {
        return "push check";
    }

    @Override
    public String description() {
        return "Checks a solution (push facts) against an instance with a simulation independent of the solver.";
    }

    @Override
    public Class<PushCheckRequest> requestType() {
        return PushCheckRequest.class;
    }

    @Override
    public Class<PushCheckResult> resultType() {
        return PushCheckResult.class;
    }

    @Override
    public PushCheckResult run(PushCheckRequest q, RunContext context) {
        PushPuzzle puzzle = PushLabyrinths.parse(q.facts(), q.factsSource());
        return PushCheckResult.of(PushLabyrinths.checkSteps(puzzle,
                PushLabyrinths.parseSolution(q.pushes(), q.pushesSource(), puzzle)));
    }
}
