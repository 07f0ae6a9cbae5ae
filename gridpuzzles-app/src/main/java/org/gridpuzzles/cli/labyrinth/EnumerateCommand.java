package org.gridpuzzles.cli.labyrinth;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.cli.common.AsciiOutput;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.labyrinth.EnumerationOptions;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.Labyrinths;
import org.gridpuzzles.labyrinth.MoveLineWriter;
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
    int threads = Runtime.getRuntime().availableProcessors();

    @Mixin
    FormatOption format;

    record EnumerationJson(int rows, int cols, List<String> walkthroughs, long count) {
    }

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
        Labyrinth lab = board.labyrinth();
        if (!countOnly && lab.impossibleReason() != null) {
            board.solvable();
        }
        EnumerationOptions options = EnumerationOptions.all()
                .limit(limit == null ? EnumerationOptions.NO_LIMIT : limit).threads(threads).limits(limits());
        PrintWriter stdout = out();
        if (countOnly) {
            out.text(Labyrinths.countByEnumeration(lab, options) + "\n", stdout);
            return Errors.OK;
        }
        switch (fmt) {
            case "moves" -> {
                if (out.path() == null) {
                    // a reader that stops early (| head) closes the pipe: then the enumeration simply stops
                    stdout.flush();
                    Labyrinths.enumerate(lab, options, MoveLineWriter.toPipe(new AsciiOutput(stdout)));
                } else {
                    // streamed into the temporary file, which replaces the target only when every line is written
                    AtomicFile.write(out.path(), o -> {
                        try {
                            Labyrinths.enumerate(lab, options, MoveLineWriter.to(o));
                        } catch (UncheckedIOException e) {
                            throw e.getCause();
                        }
                    });
                }
            }
            case "json" -> {
                List<String> lines = new ArrayList<>();
                long n = Labyrinths.enumerate(lab, options, m -> lines.add(m.toString()));
                out.text(Json.write(new EnumerationJson(lab.grid().rows(), lab.grid().cols(), lines, n)) + "\n",
                        stdout);
            }
            default -> pictures(lab, options, stdout);
        }
        return Errors.OK;
    }

    /** One picture per walkthrough, one after another (ASCII), or the first only (svg, png). */
    private void pictures(Labyrinth lab, EnumerationOptions options, PrintWriter stdout) {
        Format pf = format.picture();
        StringBuilder sb = new StringBuilder();
        EnumerationOptions one = options.threads(1).limit(pf == Format.ASCII ? options.limit() : 1);
        Labyrinths.enumerate(lab, one, m -> {
            String moves = m.toString();
            int[] fields = Labyrinths.fields(lab, moves);
            if (pf == Format.ASCII) {
                sb.append(AsciiRenderer.render(Labyrinths.picture(lab, fields, moves))).append('\n');
            } else {
                out.picture(Labyrinths.picture(lab, fields, moves), pf, stdout);
            }
            return true;
        });
        if (pf == Format.ASCII) {
            out.text(sb.toString(), stdout);
        }
    }
}
