package org.gridpuzzles.cli.labyrinth;

import java.nio.file.Path;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.labyrinth.LabyrinthBoard;
import org.gridpuzzles.api.labyrinth.LabyrinthExplainRequest;
import org.gridpuzzles.api.labyrinth.LabyrinthExplainResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.render.Format;
import org.gridpuzzles.render.Renderer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code labyrinth explain}: the available and forbidden next fields of a position, with reasons. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = "For the position after the moves: each neighbour of the live end as available or forbidden "
                + "with the reason, and the forced segments.")
@Formats({"text", "json"})
final class ExplainCommand extends EngineCommand {

    @Mixin
    LabyrinthOptions board;

    @Option(names = "--moves", paramLabel = "MOVES", description = "The moves so far (U D L R; default none).")
    String moves = "";

    @Option(names = "--svg", paramLabel = "FILE", description = "Also write the position as an SVG picture.")
    Path svg;

    @Option(names = "--checkerboard", description = "Shade the fields like a chessboard in the picture.")
    boolean checkerboard;

    @Option(names = "--budget", paramLabel = "N", description = "Search steps per candidate beyond the exact "
            + "sizes (default 20000).")
    Long budget;

    @Mixin
    FormatOption format;

    @Override
    protected int run() {
        boolean json = format.is("json");
        // the picture's path is checked before the work, not after it
        AtomicFile.requireWritable(svg);
        if (budget != null && budget < 0) {
            throw new InvalidInputException("--budget " + budget + " is out of range (0 or more)");
        }
        LabyrinthBoard b = board.board();
        LabyrinthExplainResult ex = Operations.get("labyrinth explain", LabyrinthExplainRequest.class,
                LabyrinthExplainResult.class).run(new LabyrinthExplainRequest(b.rows(), b.cols(), b.start(), b.end(),
                        moves, budget, checkerboard), context());
        out().print(json ? OperationJson.write(ex) + "\n" : ex.text());
        out().flush();
        if (svg != null) {
            Renderer.write(ex.picture(), Format.SVG, svg);
        }
        return Errors.OK;
    }
}
