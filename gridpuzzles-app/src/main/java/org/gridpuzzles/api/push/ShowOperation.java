package org.gridpuzzles.api.push;

import java.util.List;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.push.Push;
import org.gridpuzzles.push.PushLabyrinths;
import org.gridpuzzles.push.PushPuzzle;
import org.gridpuzzles.push.PushStep;

/** {@code push show}: the board after pushes played in step order, and the verdict on them. */
final class ShowOperation implements Operation<PushShowRequest, PushShowResult> {

    @Override
    public String name() {
        return "push show";
    }

    @Override
    public String description() {
        return "The board of an instance after pushes played in step order: tiles, goal, avatar, and the verdict.";
    }

    @Override
    public Class<PushShowRequest> requestType() {
        return PushShowRequest.class;
    }

    @Override
    public Class<PushShowResult> resultType() {
        return PushShowResult.class;
    }

    @Override
    public PushShowResult run(PushShowRequest q, RunContext context) {
        PushPuzzle puzzle = PushLabyrinths.parse(q.facts(), q.factsSource());
        List<PushStep> steps = q.pushes() == null ? null
                : PushLabyrinths.parseSolution(q.pushes(), q.pushesSource(), puzzle);
        List<Push> played = steps == null ? List.of() : PushLabyrinths.inStepOrder(steps);
        return PushShowResult.of(puzzle, played,
                steps == null ? null : PushLabyrinths.describe(PushLabyrinths.checkSteps(puzzle, steps)));
    }
}
