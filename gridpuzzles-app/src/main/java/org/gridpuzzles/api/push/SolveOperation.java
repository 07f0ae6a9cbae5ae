package org.gridpuzzles.api.push;

import java.nio.file.Path;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.Sweeps;
import org.gridpuzzles.push.PushLabyrinths;
import org.gridpuzzles.push.PushPuzzle;
import org.gridpuzzles.push.PushSolveMode;
import org.gridpuzzles.push.PushSolveOptions;

/** {@code push solve}: a solution, the proved minimum, every solution, or the proof that there is none. */
final class SolveOperation implements Operation<PushSolveRequest, PushSolveResult> {

    @Override
    public String name() {
        return "push solve";
    }

    @Override
    public String description() {
        return "Solves an instance: a solution, a minimum-push solution proved minimal, every solution, or the proof "
                + "that none exists within max_steps.";
    }

    @Override
    public Class<PushSolveRequest> requestType() {
        return PushSolveRequest.class;
    }

    @Override
    public Class<PushSolveResult> resultType() {
        return PushSolveResult.class;
    }

    @Override
    public PushSolveResult run(PushSolveRequest q, RunContext context) {
        return solve(q, null, context);
    }

    /** Solves, keeping the optimal search's proofs in {@code checkpoint} when it is not null. */
    static PushSolveResult solve(PushSolveRequest q, Path checkpoint, RunContext context) {
        Sweeps.current().admit(q);
        PushSolveOptions options = PushSolveOptions.defaults()
                .withMode(q.optimal() ? PushSolveMode.OPTIMAL : PushSolveMode.DECIDE)
                .withMaxSteps(q.maxSteps() == null ? -1 : q.maxSteps()).withThreads(context.threads());
        if (checkpoint != null) {
            options = options.withCheckpoint(checkpoint);
        }
        PushPuzzle puzzle = PushLabyrinths.parse(q.facts(), q.factsSource());
        int maxSteps = q.maxSteps() == null ? puzzle.maxSteps() : q.maxSteps();
        if (q.all()) {
            return PushSolveResult.of(q.optimal() ? PushLabyrinths.minimumSolutions(puzzle, options, context.limits())
                    : PushLabyrinths.allSolutions(puzzle, options, context.limits()), q.optimal(), maxSteps);
        }
        return PushSolveResult.of(PushLabyrinths.solve(puzzle, options, context.limits(), context.progress(),
                Sweeps.current().pushFirstPushes()), maxSteps);
    }
}
