package org.gridpuzzles.cli.labyrinth;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.labyrinth.Explanation;
import org.gridpuzzles.labyrinth.ForcedSegment;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.Labyrinths;
import org.gridpuzzles.labyrinth.NextField;
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
    long budget = Labyrinths.DEFAULT_EXPLAIN_BUDGET;

    @Mixin
    FormatOption format;

    record ExplainJson(String liveEnd, boolean exact, List<NextField> neighbours, List<String> forced) {
    }

    @Override
    protected int run() {
        boolean json = format.is("json");
        // the picture's path is checked before the work, not after it
        AtomicFile.requireWritable(svg);
        if (budget < 0) {
            throw new InvalidInputException("--budget " + budget + " is out of range (0 or more)");
        }
        Labyrinth lab = board.labyrinth();
        Explanation ex = Labyrinths.explain(lab, moves, budget, limits());
        Grid g = lab.grid();
        PrintWriter out = out();
        if (json) {
            List<String> forced = ex.forced().stream().map(s -> segment(g, s)).toList();
            out.println(Json.write(new ExplainJson(g.field(ex.liveEnd()).toString(), ex.exact(), ex.neighbours(),
                    forced)));
        } else {
            out.println("live end " + g.field(ex.liveEnd()) + " after " + ex.moves() + " moves"
                    + (ex.exact() ? " (decided exactly)" : ""));
            if (ex.complete()) {
                out.println(ex.liveEnd() == lab.end() ? "the line is complete" : "the line has taken every field "
                        + "but ends at " + g.field(ex.liveEnd()) + ", not at the end field");
            }
            for (NextField nb : ex.neighbours()) {
                out.println("  " + nb.move() + " " + nb.field() + ": " + nb.status() + " (" + nb.reason() + ")");
            }
            if (ex.forced().isEmpty()) {
                out.println("forced segments: none");
            } else {
                StringBuilder sb = new StringBuilder("forced segments:");
                for (ForcedSegment s : ex.forced()) {
                    sb.append(' ').append(segment(g, s));
                }
                out.println(sb);
            }
        }
        out.flush();
        if (svg != null) {
            Renderer.write(Labyrinths.picture(ex).checkerboard(checkerboard), Format.SVG, svg);
        }
        return Errors.OK;
    }

    private static String segment(Grid g, ForcedSegment s) {
        return g.field(s.from()) + "-" + g.field(s.to());
    }
}
