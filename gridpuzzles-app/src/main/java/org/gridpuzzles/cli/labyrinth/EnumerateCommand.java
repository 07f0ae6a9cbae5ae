package org.gridpuzzles.cli.labyrinth;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.labyrinth.LabyrinthBoard;
import org.gridpuzzles.api.labyrinth.LabyrinthEnumerateRequest;
import org.gridpuzzles.api.labyrinth.LabyrinthEnumerateResult;
import org.gridpuzzles.api.labyrinth.LabyrinthLines;
import org.gridpuzzles.cli.common.AsciiOutput;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.render.AsciiRenderer;
import org.gridpuzzles.render.Format;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code labyrinth enumerate}: every walkthrough in left-first order. */
@Command(name = "enumerate", mixinStandardHelpOptions = true,
        description = "Streams every walkthrough, one move string per line, in left-first order "
                + "(left, straight, right relative to the heading; the first heading is down).")
@Formats({"moves", "ascii", "svg", "png", "json"})
final class EnumerateCommand extends EngineCommand {

    @Mixin
    LabyrinthOptions board;

    @Mixin
    OutOption out;

    @Option(names = "--limit", paramLabel = "K", description = "Stop after K walkthroughs.")
    Long limit;

    @Option(names = "--count-only", description = "Print only the number of walkthroughs.")
    boolean countOnly;

    @Option(names = "--threads", paramLabel = "N", description = "Threads, one per first move at most (default: "
            + "the number of cores).")
    int threads = RunContext.cores();

    @Mixin
    FormatOption format;

    @Override
    protected int run() {
        String fmt = format.name();
        if (format.picture() == Format.PNG && out.path() == null && System.console() != null) {
            // the same refusal the picture writer gives, before the work rather than after it
            throw new InvalidInputException("a PNG picture needs --out FILE (or a pipe)");
        }
        if (threads < 1) {
            throw new InvalidInputException("--threads " + threads + " is not a positive number");
        }
        if (limit != null && limit < 0) {
            throw new InvalidInputException("--limit " + limit + " is out of range (0 or more)");
        }
        LabyrinthBoard b = countOnly ? board.board() : board.solvable();
        LabyrinthEnumerateRequest request = new LabyrinthEnumerateRequest(b.rows(), b.cols(), b.start(), b.end(),
                limit, countOnly);
        RunContext context = context().withThreads(Math.min(threads, RunContext.MAX_THREADS));
        PrintWriter stdout = out();
        if (countOnly) {
            out.text(enumerate(request, context).count() + "\n", stdout);
            return Errors.OK;
        }
        switch (fmt) {
            case "moves" -> moves(request, context, stdout);
            case "json" -> out.text(OperationJson.write(enumerate(request, context)) + "\n", stdout);
            default -> pictures(request, context, stdout);
        }
        return Errors.OK;
    }

    private static LabyrinthEnumerateResult enumerate(LabyrinthEnumerateRequest request, RunContext context) {
        return Operations.get("labyrinth enumerate", LabyrinthEnumerateRequest.class, LabyrinthEnumerateResult.class)
                .run(request, context);
    }

    private void moves(LabyrinthEnumerateRequest request, RunContext context, PrintWriter stdout) {
        try {
            if (out.path() == null) {
                // a reader that stops early (| head) closes the pipe: then the enumeration simply stops
                stdout.flush();
                LabyrinthLines.enumerate(request, new AsciiOutput(stdout), true, context);
            } else {
                // streamed into the temporary file, which replaces the target only when every line is written
                AtomicFile.write(out.path(), o -> LabyrinthLines.enumerate(request, o, false, context));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One picture per walkthrough, one after another (ASCII), or the first only (svg, png). */
    private void pictures(LabyrinthEnumerateRequest request, RunContext context, PrintWriter stdout) {
        Format pf = format.picture();
        if (pf != Format.ASCII) {
            LabyrinthLines.pictures(new LabyrinthEnumerateRequest(request.rows(), request.cols(), request.start(),
                    request.end(), 1L, false), context, picture -> {
                        out.picture(picture, pf, stdout);
                        return true;
                    });
            return;
        }
        StringBuilder sb = new StringBuilder();
        LabyrinthLines.pictures(request, context, picture -> {
            sb.append(AsciiRenderer.render(picture)).append('\n');
            return true;
        });
        out.text(sb.toString(), stdout);
    }
}
