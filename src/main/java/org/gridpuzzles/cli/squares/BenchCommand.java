package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.squares.AlphaBetaSolver;
import org.gridpuzzles.squares.BitBoardSearch;
import org.gridpuzzles.squares.Position;
import org.gridpuzzles.squares.Rules;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code squares bench}: times the seed's table and the game solver, best and median of several rounds. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Times the table n = 1..max (whole table per round) and solving n x n games.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares bench --max 8 --rounds 5 --solve 4"})
public final class BenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--max", paramLabel = "N", defaultValue = "8", description = "Table up to N (default 8).")
    int max;

    @Option(names = "--rounds", paramLabel = "R", defaultValue = "5", description = "Timed rounds (default 5).")
    int rounds;

    @Option(names = "--solve", paramLabel = "N", defaultValue = "4",
            description = "Also solve the game on boards 2..N (0: skip; default 4).")
    int solve;

    @Mixin
    RuleOptions ruleOptions;

    @Mixin
    ThreadsOption threads;

    @Override
    public Integer call() {
        if (max < 1 || max > 8 || rounds < 1 || solve < 0 || solve > 5) {
            throw new InvalidInputException("need 1 <= --max <= 8, --rounds >= 1, 0 <= --solve <= 5");
        }
        PrintWriter out = spec.commandLine().getOut();
        BitBoardSearch search = new BitBoardSearch(threads.threads());
        // one round untimed so that the compiler has seen the search
        table(search);
        double[] times = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            long t0 = System.nanoTime();
            table(search);
            times[r] = (System.nanoTime() - t0) / 1e9;
        }
        Arrays.sort(times);
        out.printf("table n=1..%d (%s), %d threads: best %.3f s, median %.3f s over %d rounds%n", max,
                RuleOptions.describe(ruleOptions.rules(1, 1)).replaceFirst("^1x1, ", "").replaceAll(", counters.*",
                        ruleOptions.anyBalance ? "" : ", counters shared evenly"), threads.threads(), times[0],
                times[rounds / 2], rounds);
        for (int n = 2; n <= solve; n++) {
            long t0 = System.nanoTime();
            AlphaBetaSolver solver = new AlphaBetaSolver(n, n, ruleOptions.axisParallel, 22);
            int v = solver.value(Position.empty(n, n));
            out.printf("solve %dx%d: %s, %d positions, %.3f s%n", n, n, AlphaBetaSolver.asResult(v, 0),
                    solver.nodes(), (System.nanoTime() - t0) / 1e9);
        }
        out.flush();
        return Errors.OK;
    }

    private long table(BitBoardSearch search) {
        long sum = 0;
        for (int n = 1; n <= max; n++) {
            Rules rules = ruleOptions.rules(n, n);
            sum += search.count(rules, Progress.none());
        }
        return sum;
    }
}
