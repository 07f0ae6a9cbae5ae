package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.cli.common.TerminalProgress;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.squares.BitBoardSearch;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.SymmetryCount;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code squares count}: the number of drawn final boards; the last line is the bare number. */
@Command(name = "count", mixinStandardHelpOptions = true,
        description = "Counts the drawn final boards (full, no one-coloured square); the last line is the number.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares count --size 5", "  gridpuzzles squares count --size 4 --up-to-symmetry",
            "  gridpuzzles squares count --rows 3 --cols 5 --any-balance --axis-parallel"})
public final class CountCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GridOptions grid;

    @Mixin
    RuleOptions ruleOptions;

    @Mixin
    ThreadsOption threads;

    @Option(names = "--up-to-symmetry", description = "Count classes under the board's rotations and reflections.")
    boolean upToSymmetry;

    @Option(names = "--swap-colours", description = "With --up-to-symmetry: also under exchanging colours where "
            + "that keeps the numbers of counters.")
    boolean swapColours;

    @Override
    public Integer call() {
        var g = grid.grid();
        Rules rules = ruleOptions.rules(g.rows(), g.cols());
        rules.requireBitBoard("count");
        PrintWriter out = spec.commandLine().getOut();
        BitBoardSearch search = new BitBoardSearch(threads.threads());
        long start = System.nanoTime();
        try (Progress progress = TerminalProgress.forTerminal()) {
            out.println("board " + RuleOptions.describe(rules));
            if (upToSymmetry) {
                SymmetryCount.Classes classes = new SymmetryCount(search).count(rules, swapColours, progress);
                out.printf("classes under a group of %d symmetries (fixed boards summed: %d), %.3f s%n",
                        classes.groupSize(), classes.fixedSum(), (System.nanoTime() - start) / 1e9);
                out.println(classes.classes());
            } else {
                long n = search.count(rules, progress);
                out.printf("drawn final boards, %.3f s%n", (System.nanoTime() - start) / 1e9);
                out.println(n);
            }
        }
        out.flush();
        return Errors.OK;
    }
}
