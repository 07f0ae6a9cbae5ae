package org.gridpuzzles.cli.knight;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.cli.common.TerminalProgress;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.knight.TourCounter;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code knight count}: exact numbers of tours on small boards. */
@Command(name = "count", mixinStandardHelpOptions = true,
        description = "Count knight's tours exactly: directed open tours (from every start or one), or undirected "
                + "closed tours. The last line is the bare number.",
        footer = {"", "Examples:", "  gridpuzzles knight count --size 5", "  gridpuzzles knight count --size 5 --start 1,1",
            "  gridpuzzles knight count --size 6 --closed"})
public final class CountCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GridOptions size;

    @Option(names = "--start", paramLabel = "R,C", description = "Only open tours starting here.")
    String start;

    @Option(names = "--closed", description = "Undirected closed tours.")
    boolean closed;

    @Override
    public Integer call() {
        Grid grid = size.grid();
        if (closed && start != null) {
            throw new org.gridpuzzles.core.InvalidInputException("--closed counts tours as cycles: drop --start");
        }
        TourCounter counter = new TourCounter(grid.rows(), grid.cols());
        PrintWriter out = spec.commandLine().getOut();
        long count;
        String what;
        long t0 = System.nanoTime();
        try (Progress progress = TerminalProgress.forTerminal()) {
            if (closed) {
                count = counter.closed(progress);
                what = "undirected closed tours on " + grid;
            } else if (start != null) {
                Field f = grid.require(Field.parse(start), "start");
                count = counter.openFrom(f.row(), f.col());
                what = "directed open tours on " + grid + " from " + f;
            } else {
                count = counter.openFromEveryStart(progress);
                what = "directed open tours on " + grid + " from every start";
            }
        }
        out.printf("%s (%.1f s)%n%d%n", what, (System.nanoTime() - t0) / 1e9, count);
        out.flush();
        return Errors.OK;
    }
}
