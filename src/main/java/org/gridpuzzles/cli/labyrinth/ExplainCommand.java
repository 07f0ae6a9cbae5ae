package org.gridpuzzles.cli.labyrinth;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.labyrinth.Explainer;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.Position;
import org.gridpuzzles.labyrinth.Walkthrough;
import org.gridpuzzles.render.Colour;
import org.gridpuzzles.render.Format;
import org.gridpuzzles.render.Line;
import org.gridpuzzles.render.Mark;
import org.gridpuzzles.render.Picture;
import org.gridpuzzles.render.Renderer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code labyrinth explain}: the available and forbidden next fields of a position, with reasons. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = "For the position after the moves: each neighbour of the live end as available or forbidden "
                + "with the reason, and the forced segments.")
public final class ExplainCommand implements Callable<Integer> {

    enum Fmt { TEXT, JSON }

    @Spec
    CommandSpec spec;

    @Mixin
    LabyrinthOptions board;

    @Option(names = "--moves", paramLabel = "MOVES", description = "The moves so far (U D L R; default none).")
    String moves = "";

    @Option(names = "--svg", paramLabel = "FILE", description = "Also draw the position as SVG.")
    Path svg;

    @Option(names = "--checkerboard", description = "Shade the fields like a chessboard in the drawing.")
    boolean checkerboard;

    @Option(names = "--budget", paramLabel = "N", description = "Search steps per candidate beyond the exact "
            + "sizes (default 20000).")
    long budget = 20_000;

    @Option(names = "--format", paramLabel = "FMT", description = "text (default) or json.")
    Fmt format = Fmt.TEXT;

    @Override
    public Integer call() {
        Labyrinth lab = board.labyrinth();
        Position pos = Position.after(lab, moves);
        Explainer.Explanation ex = Explainer.explain(pos, budget);
        PrintWriter out = spec.commandLine().getOut();
        if (format == Fmt.JSON) {
            java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
            m.put("liveEnd", lab.grid().field(ex.liveEnd()).toString());
            m.put("exact", ex.exact());
            m.put("neighbours", ex.neighbours());
            m.put("forced", ex.forced().stream().map(s -> lab.grid().field(s.from()) + "-"
                    + lab.grid().field(s.to())).toList());
            out.println(Json.write(m));
        } else {
            out.println("live end " + lab.grid().field(ex.liveEnd()) + " after " + (pos.length() - 1) + " moves"
                    + (ex.exact() ? " (decided exactly)" : ""));
            if (pos.complete()) {
                out.println(ex.liveEnd() == lab.end() ? "the line is complete" : "the line has taken every field "
                        + "but ends at " + lab.grid().field(ex.liveEnd()) + ", not at the end field");
            }
            for (Explainer.Neighbour nb : ex.neighbours()) {
                out.println("  " + nb.move() + " " + nb.field() + ": " + nb.status() + " (" + nb.reason() + ")");
            }
            if (ex.forced().isEmpty()) {
                out.println("forced segments: none");
            } else {
                StringBuilder sb = new StringBuilder("forced segments:");
                for (Explainer.Segment s : ex.forced()) {
                    sb.append(' ').append(lab.grid().field(s.from())).append('-').append(lab.grid().field(s.to()));
                }
                out.println(sb);
            }
        }
        out.flush();
        if (svg != null) {
            Renderer.write(picture(lab, pos, ex), Format.SVG, svg);
        }
        return Errors.OK;
    }

    private Picture picture(Labyrinth lab, Position pos, Explainer.Explanation ex) {
        Picture p = new Picture(lab.grid()).board().checkerboard(checkerboard);
        p.title(lab.grid() + " after " + (pos.length() - 1) + " moves");
        p.line(Line.of(Walkthrough.fields(lab.grid(), lab.start(), moves), Colour.BLACK));
        for (int f : ex.available()) {
            p.fill(f, Colour.PALE_GREEN);
        }
        for (Explainer.Neighbour nb : ex.neighbours()) {
            if (nb.status().equals("forbidden") && !nb.reason().equals("taken") && !nb.reason().equals("border")) {
                int q = lab.grid().neighbour(ex.liveEnd(), Direction.ofLetter(nb.move()));
                p.fill(q, Colour.PALE_RED);
                p.mark(q, new Mark(Mark.Shape.CROSS, Colour.RED, 'x'));
                p.label(q, shortReason(nb.reason()));
            }
        }
        for (Explainer.Segment s : ex.forced()) {
            p.line(new Line(new int[] {s.from(), s.to()}, Colour.BLUE, 0.08, ' ', false));
        }
        p.mark(lab.end(), new Mark(Mark.Shape.RING, Colour.RED, 'E'));
        return p;
    }

    private static String shortReason(String reason) {
        if (reason.startsWith("C-shape")) {
            return "C";
        }
        if (reason.startsWith("enclosed")) {
            return "odd";
        }
        if (reason.startsWith("area cut")) {
            return "cut";
        }
        return "no";
    }
}
