package org.gridpuzzles.cli.labyrinth;

import java.io.PrintWriter;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.labyrinth.LabyrinthBoard;
import org.gridpuzzles.api.labyrinth.LabyrinthDrawRequest;
import org.gridpuzzles.api.labyrinth.LabyrinthDrawResult;
import org.gridpuzzles.api.labyrinth.LabyrinthLines;
import org.gridpuzzles.cli.common.AsciiOutput;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.render.Format;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code labyrinth draw}: the one-way drawing that never gets stuck. */
@Command(name = "draw", mixinStandardHelpOptions = true,
        description = "Draws a line that chooses uniformly among the available next fields and never gets stuck.")
@Formats({"ascii", "svg", "png", "json", "moves"})
final class DrawCommand extends EngineCommand {

    @Mixin
    LabyrinthOptions board;

    @Mixin
    SeedOption seed;

    @Mixin
    OutOption out;

    @Option(names = "--runs", paramLabel = "K", description = "Number of lines to draw (default 1).")
    int runs = 1;

    @Option(names = "--uniform-paths", description = "Draw every walkthrough with equal probability (exact counts "
            + "at every step; up to 11 x 11).")
    boolean uniformPaths;

    @Mixin
    DrawingOptions drawing;

    @Mixin
    FormatOption format;

    @Override
    protected int run() {
        String fmt = format.name();
        if (format.picture() == Format.PNG && out.path() == null && System.console() != null) {
            // the same refusal the picture writer gives, before the work rather than after it
            throw new InvalidInputException("a PNG picture needs --out FILE (or a pipe)");
        }
        LabyrinthBoard b = board.solvable();
        drawing.check(runs);
        if (uniformPaths && b.rows() * b.cols() > LabyrinthDrawRequest.UNIFORM_MAX_FIELDS) {
            throw new InvalidInputException("--uniform-paths counts the completions at every step, feasible up to "
                    + LabyrinthDrawRequest.UNIFORM_MAX_FIELDS + " fields (11 x 11), not " + b.grid());
        }
        // a picture shows the first line, the same whatever the number of runs
        LabyrinthDrawRequest request = new LabyrinthDrawRequest(b.rows(), b.cols(), b.start(), b.end(), seed.seed(),
                format.picture() == Format.SVG || format.picture() == Format.PNG ? 1 : runs, uniformPaths,
                drawing.oracle, drawing.budget);
        PrintWriter stdout = out();
        if (fmt.equals("moves")) {
            if (out.path() == null) {
                // one line per finished run, flushed at once; a reader that went away (| head) ends the run
                LabyrinthLines.draw(request, context(), line -> {
                    stdout.print(line + "\n");
                    return !AsciiOutput.closed(stdout);
                });
            } else {
                StringBuilder sb = new StringBuilder();
                LabyrinthLines.draw(request, context(), line -> {
                    sb.append(line).append('\n');
                    return true;
                });
                out.text(sb.toString(), stdout);
            }
            return Errors.OK;
        }
        LabyrinthDrawResult drawn = Operations.get("labyrinth draw", LabyrinthDrawRequest.class,
                LabyrinthDrawResult.class).run(request, context());
        switch (fmt) {
            case "json" -> out.text(OperationJson.write(drawn) + "\n", stdout);
            case "ascii" -> out.text(drawn.ascii(), stdout);
            default -> out.picture(drawn.picture(), format.picture(), stdout);
        }
        return Errors.OK;
    }
}
