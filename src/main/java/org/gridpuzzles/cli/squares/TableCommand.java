package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.TerminalProgress;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.squares.BitBoardSearch;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.SymmetryCount;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code squares table}: counts for n x n boards, n = 1..max, with the time of each row. */
@Command(name = "table", mixinStandardHelpOptions = true,
        description = "The number of drawn n x n boards for n = 1..max, with the time per row.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares table --max 8", "  gridpuzzles squares table --max 6 --any-balance"})
public final class TableCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--max", required = true, paramLabel = "N", description = "Largest board size.")
    int max;

    @Mixin
    RuleOptions ruleOptions;

    @Mixin
    ThreadsOption threads;

    @Option(names = "--up-to-symmetry", description = "Also count classes under rotations and reflections.")
    boolean upToSymmetry;

    @Option(names = "--swap-colours", description = "With --up-to-symmetry: also under exchanging colours.")
    boolean swapColours;

    @Override
    public Integer call() {
        if (max < 1) {
            throw new InvalidInputException("--max " + max + " is not a positive size");
        }
        if (max > 8) {
            throw new InvalidInputException("--max " + max + ": the table goes up to 8 (boards of at most 64 fields)");
        }
        PrintWriter out = spec.commandLine().getOut();
        BitBoardSearch search = new BitBoardSearch(threads.threads());
        Rules first = ruleOptions.rules(1, 1);
        out.println("# n x n boards, " + first.colours() + " colours, "
                + (first.axisParallel() ? "axis-parallel squares" : "all squares (tilted too)") + ", "
                + (first.anyBalance() ? "any balance" : "counters shared evenly"));
        out.println(upToSymmetry ? "n\tcount\tclasses\tseconds" : "n\tcount\tseconds");
        long total = System.nanoTime();
        try (Progress progress = TerminalProgress.forTerminal()) {
            for (int n = 1; n <= max; n++) {
                Rules rules = ruleOptions.rules(n, n);
                long start = System.nanoTime();
                long count = search.count(rules, progress);
                String classes = "";
                if (upToSymmetry) {
                    classes = "\t" + new SymmetryCount(search).count(rules, swapColours, progress).classes();
                }
                out.printf("%d\t%d%s\t%.3f%n", n, count, classes, (System.nanoTime() - start) / 1e9);
                out.flush();
            }
        }
        out.printf("# total %.3f s%n", (System.nanoTime() - total) / 1e9);
        out.flush();
        return Errors.OK;
    }
}
