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
final class BenchOperation implements Operation<BenchRequest, BenchResult> {

    @Override
    public String name() {
        return "squares bench";
    }

    @Override
    public String description() {
        return "Times the table n = 1..max (whole table per round) and solving n x n games by each method.";
    }

    @Override
    public Class<BenchRequest> requestType() {
        return BenchRequest.class;
    }

    @Override
    public Class<BenchResult> resultType() {
        return BenchResult.class;
    }

    @Override
    public BenchResult run(BenchRequest q, RunContext context) {
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
        BenchResult.Table table = new BenchResult.Table(q.max(), q.colours(), q.axisParallel(), q.anyBalance(),
                context.threads(), times[0], times[q.rounds() / 2], q.rounds());
        List<BenchResult.Solve> solves = new ArrayList<>();
        SolveOptions solving = SolveOptions.defaults().with(context.limits());
        for (int n = 2; n <= q.solve(); n++) {
            Game game = new Game(n, n, q.axisParallel() ? Rules.SquareKind.AXIS_PARALLEL : Rules.SquareKind.ALL);
            solves.add(solve(n, BenchResult.Method.ALPHA_BETA,
                    AvoidTheSquare.evaluate(game, game.start(), solving.with(GameMethod.ALPHA_BETA))));
            solves.add(solve(n, BenchResult.Method.DF_PN,
                    AvoidTheSquare.evaluate(game, game.start(), solving.with(GameMethod.PROOF_NUMBER))));
            if (q.proofNumber()) {
                solves.add(solve(n, BenchResult.Method.PROOF_NUMBER,
                        AvoidTheSquare.evaluateByProofNumbers(game, game.start(), solving)));
            }
        }
        return new BenchResult(table, solves);
    }

    private static BenchResult.Solve solve(int n, BenchResult.Method method, GameEvaluation e) {
        return new BenchResult.Solve(n, method, e.value() == null ? null : e.value().toString(), e.positions(),
                e.seconds());
    }

    private static void table(BenchRequest q, CountOptions options) {
        for (int n = 1; n <= q.max(); n++) {
            AvoidTheSquare.count(DrawRules.rules(n, n, q.colours(), q.axisParallel(), q.anyBalance()), options);
        }
    }
}
