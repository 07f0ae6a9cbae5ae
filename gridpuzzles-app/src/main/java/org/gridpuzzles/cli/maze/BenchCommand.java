package org.gridpuzzles.cli.maze;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.GridBenchTime;
import org.gridpuzzles.maze.GridShape;
import org.gridpuzzles.maze.MazeAlgorithm;
import org.gridpuzzles.maze.MazeBench;
import org.gridpuzzles.maze.MazeOptions;
import org.gridpuzzles.maze.Mazes;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Times the algorithms side by side: fields per second at each size (best of --repeat runs "
                + "after warm-up runs; on other grids also per CPU second of the timing thread). Output is a markdown "
                + "table, one row per algorithm as it is timed.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles maze bench --sizes 300,1000",
            "  gridpuzzles maze bench --sizes 1000 --algorithms inwinder,sidewinder,binary-tree --repeat 5",
            "  gridpuzzles maze bench      (the default sizes 1000,10000: long, about a quarter of an hour)"})
final class BenchCommand extends EngineCommand {

    @Option(names = "--sizes", split = ",", paramLabel = "N", defaultValue = "1000,10000",
            description = "Square sizes N (N x N fields), default ${DEFAULT-VALUE}.")
    List<Integer> sizes;

    @Option(names = "--algorithms", split = ",", paramLabel = "NAME",
            completionCandidates = MazeSource.AlgorithmNames.class,
            description = "Algorithms to time (default: all).")
    List<String> algorithms;

    @Option(names = "--repeat", defaultValue = "3", description = "Timed runs per cell of the table (best counts).")
    int repeat;

    @Option(names = "--warmup", defaultValue = "3", description = "Untimed runs before the timed ones at each size "
            + "(at least a second of them when above 0; default ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the first run.")
    long seed;

    @Option(names = "--grid", paramLabel = "NAME", defaultValue = "rect",
            completionCandidates = MazeSource.GridNames.class,
            description = "Grid shape (default rect); on a polar grid each size N is N rings. Algorithms that do not "
                    + "run on the grid are left out when none are named.")
    String gridName;

    @Override
    protected int run() {
        MazeBench bench = new MazeBench(warmup, repeat, seed);
        GridShape shape = GridShape.byLabel(gridName);
        if (shape != GridShape.RECT) {
            return runGeneral(bench, shape);
        }
        List<MazeAlgorithm> list = new ArrayList<>();
        if (algorithms == null) {
            list.addAll(Mazes.algorithms());
        } else {
            for (String a : algorithms) {
                list.add(MazeAlgorithm.byLabel(a));
            }
        }
        List<Grid> grids = new ArrayList<>();
        StringBuilder header = new StringBuilder("| algorithm |");
        StringBuilder rule = new StringBuilder("|---|");
        for (int n : sizes) {
            Grid g = new Grid(n, n);
            for (MazeAlgorithm a : list) {
                Mazes.requireFits(g, MazeOptions.defaults().algorithm(a), 0);
            }
            grids.add(g);
            header.append(' ').append(g).append(" fields/s | seconds |");
            rule.append("---:|---:|");
        }
        out().println(header);
        out().println(rule);
        out().flush();
        Limits limits = limits();
        try (Progress progress = progress()) {
            progress.start("maze bench", (long) list.size() * grids.size());
            for (MazeAlgorithm a : list) {
                StringBuilder row = new StringBuilder("| " + a.label() + " |");
                for (Grid grid : grids) {
                    double best = Mazes.time(grid, a, bench, limits);
                    row.append(String.format(" %.1f M | %.3f |", grid.size() / best / 1e6, best));
                    progress.advance(1);
                }
                out().println(row);
                out().flush();
            }
        }
        return 0;
    }

    private int runGeneral(MazeBench bench, GridShape shape) {
        List<MazeAlgorithm> list = new ArrayList<>();
        if (algorithms == null) {
            list.addAll(Mazes.algorithms(shape, false));
        } else {
            for (String a : algorithms) {
                list.add(MazeAlgorithm.byLabel(a));
            }
        }
        List<CellGrid> grids = new ArrayList<>();
        StringBuilder header = new StringBuilder("| algorithm |");
        StringBuilder rule = new StringBuilder("|---|");
        for (int n : sizes) {
            CellGrid g = shape == GridShape.POLAR ? CellGrid.polar(n) : CellGrid.of(shape, n, n);
            for (MazeAlgorithm a : list) {
                Mazes.requireFits(g, MazeOptions.defaults().algorithm(a), 0);
            }
            grids.add(g);
            header.append(' ').append(g).append(" (").append(g.cells())
                    .append(" fields) fields/s | seconds | fields per CPU second | CPU seconds |");
            rule.append("---:|---:|---:|---:|");
        }
        out().println(header);
        out().println(rule);
        out().flush();
        Limits limits = limits();
        try (Progress progress = progress()) {
            progress.start("maze bench", (long) list.size() * grids.size());
            for (MazeAlgorithm a : list) {
                StringBuilder row = new StringBuilder("| " + a.label() + " |");
                for (CellGrid grid : grids) {
                    GridBenchTime best = Mazes.time(grid, a, bench, limits);
                    row.append(String.format(" %.1f M | %.3f | %.1f M | %.3f |", grid.cells() / best.wallSeconds()
                            / 1e6, best.wallSeconds(), grid.cells() / best.cpuSeconds() / 1e6, best.cpuSeconds()));
                    progress.advance(1);
                }
                out().println(row);
                out().flush();
            }
        }
        return 0;
    }
}
