package org.gridpuzzles.cli.maze;

import java.util.List;

import org.gridpuzzles.api.maze.MazeBenchRequest;
import org.gridpuzzles.api.maze.BenchTable;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.io.Progress;

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
        MazeBenchRequest request = new MazeBenchRequest(sizes, algorithms, repeat, warmup, seed, gridName);
        try (Progress progress = progress()) {
            BenchTable.run(request, line -> {
                out().print(line);
                out().flush();
            }, context().withProgress(progress));
        }
        return 0;
    }
}
