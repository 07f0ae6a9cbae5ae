package org.gridpuzzles.api.push;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.push.PushGenerateOptions;
import org.gridpuzzles.push.PushLabyrinths;
import org.gridpuzzles.push.PushPuzzle;

/** {@code push generate}: a random instance, or one whose minimum is a number of pushes asked for. */
final class GenerateOperation implements Operation<PushGenerateRequest, PushGenerateResult> {

    @Override
    public String name() {
        return "push generate";
    }

    @Override
    public String description() {
        return "A random instance in the facts format, or one whose minimum is a number of pushes asked for.";
    }

    @Override
    public Class<PushGenerateRequest> requestType() {
        return PushGenerateRequest.class;
    }

    @Override
    public Class<PushGenerateResult> resultType() {
        return PushGenerateResult.class;
    }

    @Override
    public PushGenerateResult run(PushGenerateRequest q, RunContext context) {
        int n = q.size();
        PushGenerateOptions options = PushGenerateOptions.of(n, q.seed())
                .withMaxSteps(q.maxSteps() == null ? -1 : q.maxSteps()).withDensity(q.density());
        if (q.pushes() != null) {
            options = options.withPushes(q.pushes(), q.atMost());
        }
        PushPuzzle puzzle = PushLabyrinths.generate(options, context.limits(), context.progress());
        String what = q.pushes() == null ? "" : q.atMost() ? ", minimum at most " + q.pushes() + " pushes (planted)"
                : ", minimum " + q.pushes() + " pushes (proved)";
        String text = "% push labyrinth " + n + " x " + n + ", seed " + q.seed() + what + "\n" + puzzle.toFacts();
        return new PushGenerateResult(n, q.seed(), puzzle.maxSteps(), text, q.pushes(),
                q.pushes() == null ? null : !q.atMost());
    }
}
