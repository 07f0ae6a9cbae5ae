package org.gridpuzzles.api.squares;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.CountOptions;
import org.gridpuzzles.squares.DrawCount;
import org.gridpuzzles.squares.Equivalence;

/** {@code squares count}: the number of drawn final boards. */
final class CountOperation implements Operation<SquaresCountRequest, SquaresCountResult> {

    @Override
    public String name() {
        return "squares count";
    }

    @Override
    public String description() {
        return "Counts the drawn final boards (full, no one-coloured square), or their classes up to symmetry.";
    }

    @Override
    public Class<SquaresCountRequest> requestType() {
        return SquaresCountRequest.class;
    }

    @Override
    public Class<SquaresCountResult> resultType() {
        return SquaresCountResult.class;
    }

    @Override
    public SquaresCountResult run(SquaresCountRequest q, RunContext context) {
        long start = System.nanoTime();
        DrawCount n = AvoidTheSquare.count(DrawRules.rules(q.rows(), q.cols(), q.colours(), q.axisParallel(),
                q.anyBalance()), options(context, q.upToSymmetry(), q.swapColours()));
        return new SquaresCountResult(q.rows(), q.cols(), q.colours(), q.axisParallel(), q.anyBalance(), q.upToSymmetry(),
                Long.toString(n.count()), n.groupSize(), n.fixedSum(), (System.nanoTime() - start) / 1e9,
                q.heading());
    }

    /** The count's options under the context: its threads, progress and limits. */
    static CountOptions options(RunContext context, boolean upToSymmetry, boolean swapColours) {
        Equivalence e = !upToSymmetry ? Equivalence.NONE
                : swapColours ? Equivalence.SYMMETRY_AND_COLOURS : Equivalence.SYMMETRY;
        return CountOptions.defaults().withThreads(context.threads()).with(context.progress())
                .with(context.limits()).with(e);
    }
}
