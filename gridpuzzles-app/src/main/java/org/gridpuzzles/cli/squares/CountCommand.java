package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.ThreadsOption;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.CountOptions;
import org.gridpuzzles.squares.DrawCount;
import org.gridpuzzles.squares.Equivalence;
import org.gridpuzzles.squares.Rules;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code squares count}: the number of drawn final boards; the last line is the bare number. */
@Command(name = "count", mixinStandardHelpOptions = true,
        description = "Counts the drawn final boards (full, no one-coloured square); the last line is the number.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares count --size 5", "  gridpuzzles squares count --size 4 --up-to-symmetry",
            "  gridpuzzles squares count --rows 3 --cols 5 --any-balance --axis-parallel",
            "  gridpuzzles squares count --size 5 --format json"})
@Formats({"text", "json"})
final class CountCommand extends EngineCommand {

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

    @Mixin
    FormatOption format;

    /** The JSON answer; the count as a string, as every count the command line writes as JSON. */
    record CountJson(int rows, int cols, int colours, boolean axisParallel, boolean anyBalance, boolean upToSymmetry,
            String count) {
    }

    @Override
    protected int run() {
        var g = grid.grid();
        Rules rules = ruleOptions.rules(g.rows(), g.cols());
        rules.requireBitBoard("count");
        int t = threads.threads();
        PrintWriter out = out();
        long start = System.nanoTime();
        if (format.is("json")) {
            CountOptions options = CountOptions.defaults().withThreads(t).with(limits())
                    .with(equivalence(upToSymmetry, swapColours));
            DrawCount n = AvoidTheSquare.count(rules, options);
            out.print(Json.write(new CountJson(rules.rows(), rules.cols(), rules.colours(), rules.axisParallel(),
                    rules.anyBalance(), upToSymmetry, Long.toString(n.count()))) + "\n");
            out.flush();
            return Errors.OK;
        }
        try (Progress progress = progress()) {
            CountOptions options = CountOptions.defaults().withThreads(t).with(progress).with(limits())
                    .with(equivalence(upToSymmetry, swapColours));
            out.println("board " + rules.describe());
            out.flush();
            DrawCount n = AvoidTheSquare.count(rules, options);
            if (upToSymmetry) {
                out.printf("classes under a group of %d symmetries (fixed boards summed: %d), %.3f s%n",
                        n.groupSize(), n.fixedSum(), (System.nanoTime() - start) / 1e9);
            } else {
                out.printf("drawn final boards, %.3f s%n", (System.nanoTime() - start) / 1e9);
            }
            out.println(n.count());
        }
        out.flush();
        return Errors.OK;
    }

    static Equivalence equivalence(boolean upToSymmetry, boolean swapColours) {
        if (!upToSymmetry) {
            return Equivalence.NONE;
        }
        return swapColours ? Equivalence.SYMMETRY_AND_COLOURS : Equivalence.SYMMETRY;
    }
}
