package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;

import org.gridpuzzles.api.squares.SquaresTableRequest;
import org.gridpuzzles.api.squares.SquaresTableResult;
import org.gridpuzzles.api.squares.TableRows;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.ThreadsOption;
import org.gridpuzzles.io.Progress;

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
        SquaresTableRequest request = new SquaresTableRequest(max, ruleOptions.colours, ruleOptions.axisParallel,
                ruleOptions.anyBalance, upToSymmetry, swapColours);
        var context = threads.apply(context());
        PrintWriter out = out();
        out.print(request.heading());
        out.flush();
        SquaresTableResult table;
        // each row is written as soon as it is counted: the last rows take the longest
        try (Progress progress = progress()) {
            table = TableRows.write(request, row -> {
                out.print(row.line());
                out.flush();
                return true;
            }, context.withProgress(progress));
        }
        out.print(table.total());
        out.flush();
        return Errors.OK;
    }
}
