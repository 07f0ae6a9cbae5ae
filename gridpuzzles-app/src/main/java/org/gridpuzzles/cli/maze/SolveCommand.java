package org.gridpuzzles.cli.maze;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.maze.MazeAnimateRequest;
import org.gridpuzzles.api.maze.MazeDrawing;
import org.gridpuzzles.api.maze.MazeInputs;
import org.gridpuzzles.api.maze.MazeSolveRequest;
import org.gridpuzzles.api.maze.MazeSolveResult;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.render.Format;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "solve", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Solves a maze with a method and tells the path's length in passages and how many fields the "
                + "method visited (first line), then draws the maze with the path (marked * in ASCII). JSON: "
                + "{\"rows\", \"cols\", \"method\", \"from\": [r, c], \"to\": [r, c], \"fromSide\", \"toSide\", "
                + "\"found\", \"length\", \"visited\", \"path\": [[r, c], ...]}. Exit 1 when no path is found. "
                + "On other grids (--grid, --mask, or a file that names its grid) the ends are row,col (polar: "
                + "ring,k, ring 1 the centre), by default the first and the last field, and the JSON is {\"grid\", "
                + "\"cells\", \"method\", \"from\", \"to\", \"fromSide\", \"toSide\" (the slot of the outer wall "
                + "opened, or null), \"found\", \"length\", \"visited\", \"path\", \"pathCells\"}.",
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles maze solve --size 10 --seed 1 --braid 0.5 --method astar --from 10,1 --to 1,10",
            "  gridpuzzles maze solve --size 10 --seed 1 --method wall-follower --ends border",
            "  gridpuzzles maze solve --size 30 --seed 2 --ends hardest --format svg --out maze.svg "
                    + "--solution solved.svg",
            "  gridpuzzles maze solve --grid polar --rings 10 --ends border --format svg --out polar.svg",
            "  gridpuzzles maze solve --grid hex --size 15 --braid 1 --method astar --from 1,1 --to 15,15",
            "  gridpuzzles maze solve --size 20 --seed 1 --method astar --ends hardest --format gif --out search.gif"
        })
@Formats({"ascii", "svg", "png", "json", "gif", "svg-animated"})
final class SolveCommand extends EngineCommand {

    @Mixin
    MazeSource source;

    @Option(names = {"-m", "--method"}, paramLabel = "NAME", defaultValue = "bfs",
            completionCandidates = MethodNames.class,
            description = "bfs (default), dijkstra, astar, wall-follower (needs a perfect maze or --ends border), "
                    + "dead-end-filling or tremaux.")
    String method;

    @ArgGroup(exclusive = true)
    Ends endsGroup;

    /** The ends: --from/--to, or chosen by --ends, never both. */
    static final class Ends {

        @ArgGroup(exclusive = false)
        Fields fields;

        @Option(names = "--ends", paramLabel = "hardest|border",
                description = "Instead of --from/--to: hardest (the two ends of the longest shortest path) or border "
                        + "(an entrance and an exit opened in the outer wall: the border field farthest from the "
                        + "upper-left corner, and the border field farthest from that one).")
        String ends;
    }

    /** --from and --to, each with its default. */
    static final class Fields {

        @Option(names = "--from", paramLabel = "r,c", description = "Start field (default: lower-left corner).")
        String from;

        @Option(names = "--to", paramLabel = "r,c", description = "End field (default: upper-right corner).")
        String to;
    }

    @Option(names = "--solution", paramLabel = "FILE", description = "Writes the picture with the solution to FILE "
            + "(.svg, .png, else ASCII), and the plain maze to the output.")
    Path solution;

    @Mixin
    Animations animation;

    @Mixin
    FormatOption format;

    @Mixin
    OutOption out;

    @Option(names = "--colour", paramLabel = "none|distance", defaultValue = "none",
            description = "SVG/PNG: shades each field by its distance from the path's start (default none).")
    String colour;

    /** The method names, for shell completion. */
    static final class MethodNames implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return MazeInputs.methods().iterator();
        }
    }

    @Override
    protected int run() {
        format.name();
        String ends = endsGroup == null ? null : endsGroup.ends;
        String from = endsGroup == null || endsGroup.fields == null ? null : endsGroup.fields.from;
        String to = endsGroup == null || endsGroup.fields == null ? null : endsGroup.fields.to;
        String endsKind = ends == null ? null : ends.toLowerCase(Locale.ROOT);
        if (endsKind != null && !endsKind.equals("hardest") && !endsKind.equals("border")) {
            throw new InvalidInputException("unknown --ends " + ends + ": expected hardest or border");
        }
        String f = format.name();
        animation.requireAnimated(f);
        if (Animations.animated(f)) {
            if (solution != null || !MazeOutput.colour(colour).equals("none")) {
                throw new InvalidInputException((solution != null ? "--solution" : "--colour")
                        + " is not drawn in an animation: use --format svg or png");
            }
            return Animations.write(MazeAnimateRequest.solving(source.spec(), method, from, to, endsKind, f,
                    animation.fps, animation.frames), context(), progress(), out, out(), err());
        }
        if (solution != null && format.is("json")) {
            throw new InvalidInputException("--solution writes a picture: use --format ascii, svg or png");
        }
        if (solution != null) {
            AtomicFile.requireWritable(solution);
        }
        String shade = MazeOutput.colour(colour);
        MazeSolveRequest request = MazeSolveRequest.of(source.spec(), method, from, to, endsKind, shade,
                !format.is("json") || solution != null);
        MazeSolveResult s = Operations.get("maze solve", MazeSolveRequest.class, MazeSolveResult.class).run(request, context());
        if (format.is("json")) {
            out.text(OperationJson.write(s) + "\n", out());
            return s.found() ? 0 : 1;
        }
        Format picture = MazeOutput.pictureFormat(format, s.drawing());
        MazeOutput.requireFormat(s.drawing(), picture);
        Format sf = solution == null ? null : Format.ofFileName(solution.toString());
        MazeDrawing solved = sf == null ? s.drawing().unshaded() : s.drawing();
        if (solution != null) {
            MazeOutput.requireFormat(solved, sf == null ? Format.ASCII : sf);
        }
        PrintWriter line = s.found() ? MazeOutput.summary(picture, out, out(), err()) : out();
        line.println(s.text());
        line.flush();
        if (!s.found()) {
            return 1;
        }
        if (solution != null) {
            MazeOutput.picture(solved, sf == null ? Format.ASCII : sf, solution, out());
        }
        MazeOutput.picture(solution == null ? s.drawing() : s.drawing().withoutPath(), picture, out, out());
        return 0;
    }
}
