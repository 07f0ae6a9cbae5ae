package org.gridpuzzles.cli.maze;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.maze.CarvedMaze;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.GridMazeResult;
import org.gridpuzzles.maze.FieldLabel;
import org.gridpuzzles.maze.MazeOptions;
import org.gridpuzzles.maze.MazeResult;
import org.gridpuzzles.maze.Mazes;

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
            "  gridpuzzles maze generate --mask heart.txt -a inwinder --format json --out heart.json"
        })
@Formats({"ascii", "svg", "png", "json"})
final class GenerateCommand extends EngineCommand {

    @Mixin
    MazeSource source;

    @Option(names = "--stats", description = "Prints the algorithm's statistics block first (as in the inwinder "
            + "article).")
    boolean stats;

    @Option(names = "--labels", paramLabel = "KIND", defaultValue = "none",
            description = "Labels each field: none (default), ring (its ring index), distance (passages from "
                    + "--root).")
    FieldLabel labels;

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

    @Mixin
    FormatOption format;

    @Mixin
    OutOption out;

    @Override
    protected int run() {
        format.name();
        boolean shade = GridOutput.shade(colour);
        if (source.general()) {
            return runGeneral(shade);
        }
        Field rootField = Field.parse(root == null ? "1,1" : root);
        MazeOptions options = source.options();
        source.grid().require(rootField, "--root");
        if (carving && !format.is("json")) {
            throw new InvalidInputException("--carving is written in the JSON output: add --format json");
        }
        if (carving) {
            CarvedMaze carved = source.makeCarving(options);
            if (stats) {
                out().print(carved.result().statisticsBlock());
                out().flush();
            }
            MazeOutput.json(carved, out, out());
            return 0;
        }
        MazeResult made = source.make(options, labels == FieldLabel.DISTANCE ? 8 : 0);
        if (stats) {
            out().print(made.statisticsBlock());
            out().flush();
        }
        if (format.is("json")) {
            MazeOutput.json(made, out, out());
        } else {
            if (shade && format.is("ascii")) {
                throw new InvalidInputException("--colour distance shades SVG and PNG pictures: add --format svg or "
                        + "png");
            }
            out.picture(shade ? Mazes.shaded(Mazes.picture(made.maze(), labels, rootField), made.maze(), rootField)
                    : Mazes.picture(made.maze(), labels, rootField), format.picture(), out());
        }
        return 0;
    }

    private int runGeneral(boolean shade) {
        MazeOptions options = source.options();
        CellGrid grid = source.cellGrid();
        if (labels != FieldLabel.NONE) {
            throw new InvalidInputException("--labels applies to rect mazes; on a " + grid.shape().label()
                    + " grid use --colour distance");
        }
        if (carving) {
            throw new InvalidInputException("--carving is recorded on rect mazes only");
        }
        int rootCell = root == null ? 0 : grid.parse(root, "--root");
        if (!format.is("json")) {
            Mazes.requireDrawable(grid);
        }
        if (!format.is("json")) {
            GridOutput.requireAscii(grid, GridOutput.pictureFormat(format, grid));
        }
        GridMazeResult made = source.makeGeneral(options, format.is("json") ? 0 : Mazes.GRID_PICTURE_BYTES_PER_FIELD);
        if (stats) {
            out().print(made.statisticsBlock());
            out().flush();
        }
        if (format.is("json")) {
            GridOutput.json(made, out, out());
        } else {
            GridOutput.picture(made.maze(), GridOutput.pictureFormat(format, grid), shade ? rootCell : -1, null, -1,
                    -1, false,
                    out.path(), out());
        }
        return 0;
    }
}
