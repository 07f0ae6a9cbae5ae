package org.gridpuzzles.cli.squares;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Sink;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.BoardList;
import org.gridpuzzles.squares.Rules;

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
        var g = grid.grid();
        Rules rules = ruleOptions.rules(g.rows(), g.cols());
        rules.requireBitBoard("list");
        if (limit != null && limit < 0) {
            throw new InvalidInputException("--limit " + limit + " is negative");
        }
        long max = limit == null ? Long.MAX_VALUE : limit;
        Limits limits = limits();
        if (format.picture() != null) {
            // a picture shows the first board of the list
            List<Board> boards = new ArrayList<>();
            list(rules, 1, limits, boards::add);
            if (boards.isEmpty()) {
                throw new InvalidInputException("no drawn board on " + g.rows() + " x " + g.cols() + " to draw");
            }
            out.picture(AvoidTheSquare.picture(boards.get(0), rules, "drawn board " + g.rows() + "x" + g.cols()),
                    format.picture(), out());
            return Errors.OK;
        }
        if (style.equals("json")) {
            List<Board> boards = new ArrayList<>();
            list(rules, max, limits, boards::add);
            String json = Json.write(BoardList.of(rules, boards)) + "\n";
            out.text(json, out());
            return Errors.OK;
        }
        if (out.path() != null) {
            AtomicFile.writeText(out.path(), w -> write(rules, max, limits, style, w));
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
                write(rules, max, limits, style, stdout);
            } finally {
                flusher.shutdownNow();
                stdout.flush();
            }
        }
        return Errors.OK;
    }

    /**
     * Box drawings (with the number at the end) or compact lines, each board written as soon as it is found. A
     * file's writer fails with its reason (a full disk); standard output's failure is reported after the command.
     */
    private static void write(Rules rules, long max, Limits limits, String style, Writer w) throws IOException {
        long[] n = {0};
        try {
            list(rules, max, limits, b -> {
                try {
                    w.write(style.equals("box") ? b.box() : b.compact());
                    w.write('\n');
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                n[0]++;
                return true;
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        if (style.equals("box")) {
            w.write(n[0] + " board" + (n[0] == 1 ? "" : "s") + "\n");
        }
        w.flush();
    }

    private static void list(Rules rules, long max, Limits limits, Sink<Board> each) {
        if (max == 0) {
            return;
        }
        long[] n = {0};
        AvoidTheSquare.list(rules, limits, b -> {
            each.accept(b);
            return ++n[0] < max;
        });
    }
}
