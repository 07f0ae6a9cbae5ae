package org.gridpuzzles.cli.knight;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.knight.Squirrel;
import org.gridpuzzles.knight.TieBreaks;
import org.gridpuzzles.knight.TourAlgorithm;
import org.gridpuzzles.knight.TourSink;
import org.gridpuzzles.knight.Walk;
import org.gridpuzzles.knight.Warnsdorff;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code knight bench}: time of one tour per size, best of several runs after a warm-up. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Time tours on m x m boards (best of --repeat runs after a warm-up); nothing is written.",
        footer = {"", "Examples:", "  gridpuzzles knight bench --sizes 1000,5000,10000 --method squirrel",
            "  gridpuzzles knight bench --sizes 1000 --method warnsdorff --tiebreak 12345678"})
public final class BenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--sizes", paramLabel = "M,...", split = ",", defaultValue = "1000,5000,10000",
            description = "Board sizes (default: ${DEFAULT-VALUE}).")
    int[] sizes;

    @Option(names = "--method", paramLabel = "M", defaultValue = "squirrel", description = "squirrel or warnsdorff.")
    TourCommand.Method method;

    @Option(names = "--tiebreak", paramLabel = "T", defaultValue = "12345678",
            description = "Tie-break for warnsdorff (default: ${DEFAULT-VALUE}).")
    String tiebreak;

    @Option(names = "--repeat", paramLabel = "N", defaultValue = "3", description = "Runs per size (default 3).")
    int repeat;

    @Override
    public Integer call() {
        TieBreaks.parse(tiebreak, 0);
        if (repeat < 1) {
            throw new InvalidInputException("--repeat " + repeat + " is not positive");
        }
        TourAlgorithm algorithm = method == TourCommand.Method.SQUIRREL ? Squirrel.tour()
                : new Warnsdorff(() -> TieBreaks.parse(tiebreak, 1));
        String name = method == TourCommand.Method.SQUIRREL ? "squirrel" : "warnsdorff " + tiebreak;
        PrintWriter out = spec.commandLine().getOut();
        algorithm.walk(200, 200, 1, 1, TourSink.NONE); // warm-up for the JIT
        algorithm.walk(500, 500, 1, 1, TourSink.NONE);
        out.println("method,size,squares,visited,best_seconds,ns_per_square");
        for (int m : sizes) {
            if (m < 5) {
                throw new InvalidInputException("--sizes " + m + ": boards below 5 x 5 have no tour");
            }
            double best = Double.MAX_VALUE;
            Walk w = null;
            for (int i = 0; i < repeat; i++) {
                long t0 = System.nanoTime();
                w = algorithm.walk(m, m, 1, 1, TourSink.NONE);
                best = Math.min(best, (System.nanoTime() - t0) / 1e9);
            }
            long squares = (long) m * m;
            out.println(String.format(Locale.ROOT, "%s,%d,%d,%d,%.3f,%.1f", name, m, squares, w.visited(), best,
                    best * 1e9 / squares));
            out.flush();
        }
        return Errors.OK;
    }
}
