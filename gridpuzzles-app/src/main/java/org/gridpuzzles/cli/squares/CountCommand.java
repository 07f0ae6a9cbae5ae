package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.squares.SquaresCountRequest;
import org.gridpuzzles.api.squares.SquaresCountResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.cli.common.ThreadsOption;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;

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

    @Override
    protected int run() {
        Grid g = grid.grid();
        SquaresCountRequest request = new SquaresCountRequest(g.rows(), g.cols(), ruleOptions.colours, ruleOptions.axisParallel,
                ruleOptions.anyBalance, upToSymmetry, swapColours);
        RunContext context = threads.apply(context());
        var count = Operations.get("squares count", SquaresCountRequest.class, SquaresCountResult.class);
        PrintWriter out = out();
        if (format.is("json")) {
            out.print(OperationJson.write(count.run(request, context)) + "\n");
            out.flush();
            return Errors.OK;
        }
        try (Progress progress = progress()) {
            out.print(request.heading());
            out.flush();
            out.print(count.run(request, context.withProgress(progress)).summary());
        }
        out.flush();
        return Errors.OK;
    }
}
