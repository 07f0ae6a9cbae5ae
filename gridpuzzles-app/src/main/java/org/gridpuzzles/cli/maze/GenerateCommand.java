package org.gridpuzzles.cli.maze;

import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.maze.MazeAnimateRequest;
import org.gridpuzzles.api.maze.MazeGenerateRequest;
import org.gridpuzzles.api.maze.MazeGenerateResult;
import org.gridpuzzles.api.maze.Labels;
import org.gridpuzzles.api.maze.MazeSpec;
import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "generate", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Generates a perfect maze (braided with --braid P) on any grid (--grid, see 'maze grids').",
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles maze generate --algorithm inwinder --rows 8 --cols 13 --seed 1 --stats",
            "  gridpuzzles maze generate --size 9 --which last --labels ring",
            "  gridpuzzles maze generate -a wilson --rows 40 --cols 60 --format svg --out wilson.svg",
            "  gridpuzzles maze generate -a kruskal --size 20 --format json --out maze.json",
            "  gridpuzzles maze generate --grid polar --rings 12 --format svg --colour distance --out polar.svg",
            "  gridpuzzles maze generate --grid hex --size 20 -a wilson --format png --out hex.png",
            "  gridpuzzles maze generate --grid weave --size 12 -a kruskal",
            "  gridpuzzles maze generate --unicursal --rows 6 --cols 9 -a wilson --format png --out labyrinth.png",
            "  gridpuzzles maze generate --mask heart.txt -a inwinder --format json --out heart.json",
            "  gridpuzzles maze generate --size 20 --seed 1 --format gif --fps 20 --out carving.gif",
            "  gridpuzzles maze generate --grid hex --size 12 --format svg-animated --out carving.svg",
            "  gridpuzzles maze generate --size 20 --seed 1 --format pdf --out maze.pdf"
        })
@Formats({"ascii", "svg", "png", "json", "gif", "svg-animated", "pdf"})
final class GenerateCommand extends EngineCommand {

    @Mixin
    MazeSource source;

    @Option(names = "--stats", description = "Prints the algorithm's statistics block first (as in the inwinder "
            + "article).")
    boolean stats;

    @Option(names = "--labels", paramLabel = "KIND", defaultValue = "none",
            description = "Labels each field: none (default), ring (its ring index), distance (passages from "
                    + "--root).")
    Labels labels;

    @Option(names = "--root", paramLabel = "r,c",
            description = "Where --labels distance and --colour distance count from (default 1,1: the upper-left "
                    + "field, the centre of a polar grid, the first field of a mask).")
    String root;

    @Option(names = "--colour", paramLabel = "none|distance", defaultValue = "none",
            description = "SVG/PNG: shades each field by its distance from --root (default none).")
    String colour;

    @Option(names = "--carving", description = "JSON: adds the order in which the algorithm carved the passages, "
            + "\"carving\": [[row, col, \"R\"], ...], one step per passage (direction U, R, D or L from that field); "
            + "recursive division's steps are the gaps of the walls it builds, [row, col, \"D\", from, to] with the "
            + "wall's first and last column (D: below the row) or row (R: right of the column).")
    boolean carving;

    @Option(names = "--unicursal", description = "Doubles the perfect rect maze into a unicursal labyrinth of 2R x 2C "
            + "fields: each passage split down the middle, one path through every field, its two ends side by side in "
            + "the bottom row's middle (the entrance and exit; maze solve --maze FILE --ends border opens them).")
    boolean unicursal;

    @Mixin
    Animations animation;

    @Mixin
    FormatOption format;

    @Mixin
    OutOption out;

    @Override
    protected int run() {
        String f = format.name();
        animation.requireAnimated(f);
        String shade = MazeOutput.colour(colour);
        MazeSpec maze = unicursal ? source.spec().asUnicursal() : source.spec();
        if (Animations.animated(f) || f.equals("pdf")) {
            requireStill(f, shade);
            return f.equals("pdf") ? MazePdf.write(maze, out, out(), context())
                    : Animations.write(MazeAnimateRequest.carving(maze, f, animation.fps, animation.frames),
                            context(), progress(), out, out(), err());
        }
        MazeSource.requireLabelsOnRect(maze, labels);
        if (!maze.rectFormats() && carving) {
            throw new InvalidInputException("--carving is recorded on rect mazes only");
        }
        if (carving && !format.is("json")) {
            throw new InvalidInputException("--carving is written in the JSON output: add --format json");
        }
        if (carving && source.fromFile()) {
            throw new InvalidInputException("--carving needs a generated maze: a maze file has no carving order");
        }
        MazeGenerateRequest request = MazeGenerateRequest.of(maze, labels, root, shade, carving, !format.is("json"));
        MazeGenerateResult made = Operations.get("maze generate", MazeGenerateRequest.class, MazeGenerateResult.class)
                .run(request, context());
        if (stats) {
            out().print(made.statisticsBlock());
            out().flush();
        }
        if (format.is("json")) {
            out.text(OperationJson.write(made) + "\n", out());
        } else {
            MazeOutput.picture(made.drawing(), MazeOutput.pictureFormat(format, made.drawing()), out, out());
        }
        return 0;
    }

    /** Refuses, before any work, the options of still pictures and JSON with an animation or a PDF. */
    private void requireStill(String f, String shade) {
        String what = f.equals("pdf") ? "a PDF" : "an animation";
        if (labels != Labels.NONE || !shade.equals("none")) {
            throw new InvalidInputException((labels != Labels.NONE ? "--labels" : "--colour") + " is not drawn in "
                    + what + ": use --format svg or png");
        }
        if (carving || stats) {
            throw new InvalidInputException((carving ? "--carving" : "--stats") + " is not written with " + what
                    + ": use --format json or ascii");
        }
    }
}
