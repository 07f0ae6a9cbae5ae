package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.ThreadsOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.CountOptions;
import org.gridpuzzles.squares.Rules;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code squares table}: counts for n x n boards, n = 1..max, with the time of each row. */
@Command(name = "table", mixinStandardHelpOptions = true,
        description = "Counts the drawn n x n boards for n = 1..max, with the time per row.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares table --max 8", "  gridpuzzles squares table --max 6 --any-balance"})
final class TableCommand extends EngineCommand {

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
    protected int run() {
        if (max < 1) {
            throw new InvalidInputException("--max " + max + " is not a positive size");
        }
        if (max > 8) {
            throw new InvalidInputException("--max " + max + ": the table goes up to 8 (boards of at most 64 fields)");
        }
        int t = threads.threads();
        Rules first = ruleOptions.rules(1, 1);
        PrintWriter out = out();
        out.println("# n x n boards, " + RuleOptions.header(first));
        out.println(upToSymmetry ? "n\tcount\tclasses\tseconds" : "n\tcount\tseconds");
        out.flush();
        long total = System.nanoTime();
        try (Progress progress = progress()) {
            CountOptions options = CountOptions.defaults().withThreads(t).with(progress).with(limits())
                    .with(CountCommand.equivalence(upToSymmetry, swapColours));
            AvoidTheSquare.table(first, max, options, row -> {
                out.printf("%d\t%d%s\t%.3f%n", row.size(), row.count(),
                        row.hasClasses() ? "\t" + row.classes() : "", row.seconds());
                out.flush();
                return true;
            });
        }
        out.printf("# total %.3f s%n", (System.nanoTime() - total) / 1e9);
        out.flush();
        return Errors.OK;
    }
}
