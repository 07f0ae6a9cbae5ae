package org.gridpuzzles.api.squares;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.CountOptions;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GameEvaluation;
import org.gridpuzzles.squares.GameMethod;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.SolveOptions;

/** {@code squares bench}: times the table of drawn boards and the game solver, best and median of several rounds. */
final class BenchOperation implements Operation<SquaresBenchRequest, SquaresBenchResult> {

    @Override
    public String name() {
        return "squares bench";
    }

    @Override
    public String description() {
        return "Times the table n = 1..max (whole table per round) and solving n x n games by each method.";
    }

    @Override
    public Class<SquaresBenchRequest> requestType() {
        return SquaresBenchRequest.class;
    }

    @Override
    public Class<SquaresBenchResult> resultType() {
        return SquaresBenchResult.class;
    }

    @Override
    public SquaresBenchResult run(SquaresBenchRequest q, RunContext context) {
        CountOptions options = CountOptions.defaults().withThreads(context.threads()).with(context.limits());
        // one round untimed so that the compiler has seen the search
        table(q, options);
        double[] times = new double[q.rounds()];
        for (int r = 0; r < q.rounds(); r++) {
            long t0 = System.nanoTime();
            table(q, options);
            times[r] = (System.nanoTime() - t0) / 1e9;
        }
        Arrays.sort(times);
        SquaresBenchResult.Table table = new SquaresBenchResult.Table(q.max(), q.colours(), q.axisParallel(), q.anyBalance(),
                context.threads(), times[0], times[q.rounds() / 2], q.rounds());
        List<SquaresBenchResult.Solve> solves = new ArrayList<>();
        SolveOptions solving = SolveOptions.defaults().with(context.limits());
        for (int n = 2; n <= q.solve(); n++) {
            Game game = new Game(n, n, q.axisParallel() ? Rules.SquareKind.AXIS_PARALLEL : Rules.SquareKind.ALL);
            solves.add(solve(n, SquaresBenchResult.Method.ALPHA_BETA,
                    AvoidTheSquare.evaluate(game, game.start(), solving.with(GameMethod.ALPHA_BETA))));
            solves.add(solve(n, SquaresBenchResult.Method.DF_PN,
                    AvoidTheSquare.evaluate(game, game.start(), solving.with(GameMethod.PROOF_NUMBER))));
            if (q.proofNumber()) {
                solves.add(solve(n, SquaresBenchResult.Method.PROOF_NUMBER,
                        AvoidTheSquare.evaluateByProofNumbers(game, game.start(), solving)));
            }
        }
        return new SquaresBenchResult(table, solves);
    }

    private static SquaresBenchResult.Solve solve(int n, SquaresBenchResult.Method method, GameEvaluation e) {
        return new SquaresBenchResult.Solve(n, method, e.value() == null ? null : e.value().toString(), e.positions(),
                e.seconds());
    }

    private static void table(SquaresBenchRequest q, CountOptions options) {
        for (int n = 1; n <= q.max(); n++) {
            AvoidTheSquare.count(DrawRules.rules(n, n, q.colours(), q.axisParallel(), q.anyBalance()), options);
        }
    }
}
