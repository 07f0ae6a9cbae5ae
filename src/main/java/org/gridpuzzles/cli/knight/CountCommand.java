package org.gridpuzzles.cli.knight;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.knight.KnightTours;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code knight count}: exact numbers of tours on small boards. */
@Command(name = "count", mixinStandardHelpOptions = true,
        description = "Counts knight's tours exactly: directed open tours (from every start or one), or undirected "
                + "closed tours. The last line is the bare number.",
        footer = {"", "Examples:", "  gridpuzzles knight count --size 5",
            "  gridpuzzles knight count --size 5 --start 1,1",
            "  gridpuzzles knight count --size 6 --closed"})
final class CountCommand extends EngineCommand {

    @Mixin
    GridOptions size;

    @Option(names = "--start", paramLabel = "R,C", description = "Only open tours starting here.")
    String start;

    @Option(names = "--closed", description = "Undirected closed tours.")
    boolean closed;

    @Override
    protected int run() {
        Grid grid = size.grid();
        if (closed && start != null) {
            throw new InvalidInputException("--closed counts tours as cycles: drop --start");
        }
        long count;
        String what;
        long t0 = System.nanoTime();
        try (Progress progress = progress()) {
            if (closed) {
                count = KnightTours.countClosedTours(grid, limits(), progress);
                what = "undirected closed tours on " + grid;
            } else if (start != null) {
                Field f = grid.require(Field.parse(start), "start");
                count = KnightTours.countOpenToursFrom(grid, f, limits());
                what = "directed open tours on " + grid + " from " + f;
            } else {
                count = KnightTours.countOpenTours(grid, limits(), progress);
                what = "directed open tours on " + grid + " from every start";
            }
        }
        out().printf("%s (%.1f s)%n%d%n", what, (System.nanoTime() - t0) / 1e9, count);
        out().flush();
        return Errors.OK;
    }
}
