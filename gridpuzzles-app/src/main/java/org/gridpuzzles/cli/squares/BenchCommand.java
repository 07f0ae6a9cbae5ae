package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;
import java.util.Arrays;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.ThreadsOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.CountOptions;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GameEvaluation;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.GameMethod;
import org.gridpuzzles.squares.SolveOptions;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code squares bench}: times the table of drawn boards and the game solver, best and median of several rounds. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Times the table n = 1..max (whole table per round) and solving n x n games.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares bench --max 8 --rounds 5 --solve 4"})
final class BenchCommand extends EngineCommand {

    @Option(names = "--max", paramLabel = "N", defaultValue = "8", description = "Table up to N (default 8).")
    int max;

    @Option(names = "--rounds", paramLabel = "R", defaultValue = "5", description = "Timed rounds (default 5).")
    int rounds;

    @Option(names = "--solve", paramLabel = "N", defaultValue = "4",
            description = "Also solve the game on boards 2..N (0: skip; default 4).")
    int solve;

    @Option(names = "--proof-number", description = "Also solve each board by proof-number search (a second method).")
    boolean proofNumber;

    @Mixin
    RuleOptions ruleOptions;

    @Mixin
    ThreadsOption threads;

    @Override
    protected int run() {
        if (max < 1 || max > 8 || rounds < 1 || solve < 0 || solve > 5) {
            throw new InvalidInputException("need 1 <= --max <= 8, --rounds >= 1, 0 <= --solve <= 5");
        }
        PrintWriter out = out();
        int t = threads.threads();
        Limits limits = limits();
        CountOptions options = CountOptions.defaults().withThreads(t).with(limits);
        // one round untimed so that the compiler has seen the search
        table(options);
        double[] times = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            long t0 = System.nanoTime();
            table(options);
            times[r] = (System.nanoTime() - t0) / 1e9;
        }
        Arrays.sort(times);
        out.printf("table n=1..%d (%s), %d threads: best %.3f s, median %.3f s over %d rounds%n", max,
                ruleOptions.rules(1, 1).describe().replaceFirst("^1x1, ", "").replaceAll(", counters.*",
                        ruleOptions.anyBalance ? "" : ", counters shared evenly"), t, times[0],
                times[rounds / 2], rounds);
        for (int n = 2; n <= solve; n++) {
            Game game = new Game(n, n, ruleOptions.axisParallel ? Rules.SquareKind.AXIS_PARALLEL
                    : Rules.SquareKind.ALL);
            GameEvaluation e = AvoidTheSquare.evaluate(game, game.start(),
                    SolveOptions.defaults().with(limits).with(GameMethod.ALPHA_BETA));
            out.printf("solve %dx%d: %s, %d positions, %.3f s%n", n, n, e.value(), e.positions(), e.seconds());
            GameEvaluation d = AvoidTheSquare.evaluate(game, game.start(),
                    SolveOptions.defaults().with(limits).with(GameMethod.PROOF_NUMBER));
            out.printf("solve %dx%d by df-pn: %s, %d positions, %.3f s%n", n, n, d.value(), d.positions(),
                    d.seconds());
            if (proofNumber) {
                GameEvaluation pn = AvoidTheSquare.evaluateByProofNumbers(game, game.start(),
                        SolveOptions.defaults().with(limits));
                out.printf("solve %dx%d by plain proof-number search: %s, %d positions, %.3f s%n", n, n,
                        pn.value(), pn.positions(), pn.seconds());
            }
        }
        out.flush();
        return Errors.OK;
    }

    private void table(CountOptions options) {
        for (int n = 1; n <= max; n++) {
            AvoidTheSquare.count(ruleOptions.rules(n, n), options);
        }
    }
}
