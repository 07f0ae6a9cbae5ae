package org.gridpuzzles.cli.maze;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.TerminalProgress;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.maze.Algorithms;
import org.gridpuzzles.maze.MazeAlgorithm;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Generation speed of the algorithms side by side: fields per second at each size (best of "
                + "--repeat runs after warm-up runs). Output is a markdown table.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles maze bench --sizes 1000,10000",
            "  gridpuzzles maze bench --sizes 1000 --algorithms inwinder,sidewinder,binary-tree --repeat 5"})
final class BenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--sizes", split = ",", paramLabel = "N", defaultValue = "1000,10000",
            description = "Square sizes N (N x N fields), default ${DEFAULT-VALUE}.")
    List<Integer> sizes;

    @Option(names = "--algorithms", split = ",", paramLabel = "NAME",
            description = "Algorithms to time (default: all).")
    List<String> algorithms;

    @Option(names = "--repeat", defaultValue = "3", description = "Timed runs per cell of the table (best counts).")
    int repeat;

    @Option(names = "--warmup", defaultValue = "3", description = "Untimed runs before the timed ones at each size "
            + "(at least a second of them when above 0; default ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the first run.")
    long seed;

    @Override
    public Integer call() {
        if (warmup < 0) {
            throw new InvalidInputException("--warmup " + warmup + " must not be negative");
        }
        if (repeat < 1) {
            throw new InvalidInputException("--repeat " + repeat + " must be at least 1");
        }
        List<MazeAlgorithm> list = new ArrayList<>();
        if (algorithms == null) {
            list.addAll(Algorithms.all());
        } else {
            for (String a : algorithms) {
                list.add(Algorithms.byName(a));
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        StringBuilder header = new StringBuilder("| algorithm |");
        StringBuilder rule = new StringBuilder("|---|");
        for (int n : sizes) {
            Grid g = new Grid(n, n);
            header.append(' ').append(g).append(" fields/s | seconds |");
            rule.append("---:|---:|");
        }
        out.println(header);
        out.println(rule);
        out.flush();
        try (Progress progress = TerminalProgress.forTerminal()) {
            progress.start("maze bench", (long) list.size() * sizes.size());
            for (MazeAlgorithm a : list) {
                out.println(row(a, progress));
                out.flush();
            }
        }
        return 0;
    }

    private String row(MazeAlgorithm a, Progress progress) {
        StringBuilder row = new StringBuilder("| " + a.name() + " |");
        for (int n : sizes) {
            Grid grid = new Grid(n, n);
            Algorithms.requireMemory(grid, a, 0);
            // warm up until the JIT has compiled the loops: --warmup runs and at least a second
            long warmStart = System.nanoTime();
            for (int w = 0; warmup > 0 && (w < warmup || System.nanoTime() - warmStart < 1_000_000_000L); w++) {
                a.generate(grid, new SplittableRandom(seed - 1 - w));
            }
            double best = Double.MAX_VALUE;
            for (int r = 0; r < repeat; r++) {
                long t0 = System.nanoTime();
                a.generate(grid, new SplittableRandom(seed + r));
                best = Math.min(best, (System.nanoTime() - t0) / 1e9);
            }
            row.append(String.format(" %.1f M | %.3f |", grid.size() / best / 1e6, best));
            progress.advance(1);
        }
        return row.toString();
    }
}
