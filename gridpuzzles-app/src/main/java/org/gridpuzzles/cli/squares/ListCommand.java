package org.gridpuzzles.cli.squares;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.squares.ListBoards;
import org.gridpuzzles.api.squares.SquaresListRequest;
import org.gridpuzzles.api.squares.SquaresListResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.AtomicFile;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code squares list}: the drawn final boards in search order. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "Lists the drawn final boards: in boxes of text (default), compact (one per line) or JSON.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares list --size 3 --limit 2",
            "  gridpuzzles squares list --size 6 --format compact",
            "  gridpuzzles squares list --size 5 --format json --out boards.json"})
@Formats({"box", "compact", "json", "svg", "png"})
final class ListCommand extends EngineCommand {

    @Mixin
    GridOptions grid;

    @Mixin
    RuleOptions ruleOptions;

    @Mixin
    OutOption out;

    @Option(names = "--limit", paramLabel = "K", description = "At most K boards.")
    Long limit;

    @Mixin
    FormatOption format;

    @Override
    protected int run() throws IOException {
        String style = format.name();
        Grid g = grid.grid();
        SquaresListRequest request = new SquaresListRequest(g.rows(), g.cols(), ruleOptions.colours, ruleOptions.axisParallel,
                ruleOptions.anyBalance, limit);
        RunContext context = context();
        Operation<SquaresListRequest, SquaresListResult> list = Operations.get("squares list", SquaresListRequest.class,
                SquaresListResult.class);
        if (format.picture() != null) {
            // a picture shows the first board of the list
            out.picture(list.run(request.withLimit(1), context).picture(), format.picture(), out());
            return Errors.OK;
        }
        if (style.equals("json")) {
            out.text(OperationJson.write(list.run(request, context)) + "\n", out());
            return Errors.OK;
        }
        ListBoards.Style each = style.equals("box") ? ListBoards.Style.BOX : ListBoards.Style.COMPACT;
        if (out.path() != null) {
            AtomicFile.writeText(out.path(), w -> ListBoards.write(request, each, w, context));
        } else {
            // every board reaches the terminal or pipe within a tenth of a second, without a flush per board (which
            // would cost a system call each on lists of millions)
            PrintWriter stdout = out();
            ScheduledExecutorService flusher = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "list-flush");
                t.setDaemon(true);
                return t;
            });
            flusher.scheduleWithFixedDelay(stdout::flush, 100, 100, TimeUnit.MILLISECONDS);
            try {
                ListBoards.write(request, each, stdout, context);
            } finally {
                flusher.shutdownNow();
                stdout.flush();
            }
        }
        return Errors.OK;
    }
}
