package org.gridpuzzles.cli.maze;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.maze.FieldLabel;
import org.gridpuzzles.maze.MazeOptions;
import org.gridpuzzles.maze.MazePath;
import org.gridpuzzles.maze.MazeResult;
import org.gridpuzzles.maze.Mazes;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "path", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Finds the unique path between two fields of a maze, marked with * in ASCII and drawn in "
                + "SVG/PNG. The first line gives its length in passages. JSON: {\"rows\", \"cols\", \"from\": [r, c], "
                + "\"to\": [r, c], \"found\", \"length\", \"path\": [[r, c], ...]} and nothing else.",
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles maze path --rows 8 --cols 13 --seed 1 --from 8,1 --to 1,13",
            "  gridpuzzles maze path --maze maze.json --from 1,1 --to 20,20 --format svg --out path.svg"
        })
@Formats({"ascii", "svg", "png", "json"})
final class PathCommand extends EngineCommand {

    /** The JSON answer; {@code length} (passages) is null when the maze does not connect the two fields. */
    record PathJson(int rows, int cols, int[] from, int[] to, boolean found, Integer length, List<int[]> path) {
    }

    @Mixin
    MazeSource source;

    @Option(names = "--from", paramLabel = "r,c", description = "Start field (default: lower-left corner).")
    String from;

    @Option(names = "--to", paramLabel = "r,c", description = "End field (default: upper-right corner).")
    String to;

    @Option(names = "--labels", paramLabel = "KIND", defaultValue = "none",
            description = "Labels each field: none (default), ring, distance (from --from).")
    FieldLabel labels;

    @Mixin
    FormatOption format;

    @Mixin
    OutOption out;

    @Override
    protected int run() {
        format.name();
        Field fromField = from == null ? null : Field.parse(from);
        Field toField = to == null ? null : Field.parse(to);
        MazeOptions options = source.options();
        Grid grid = source.grid();
        Field a = grid.require(fromField == null ? new Field(grid.rows(), 1) : fromField, "--from");
        Field b = grid.require(toField == null ? new Field(1, grid.cols()) : toField, "--to");
        MazeResult made = source.make(options, 12);
        MazePath path = Mazes.path(made.maze(), a, b);
        if (format.is("json")) {
            List<int[]> fields = new ArrayList<>(path.fields().length);
            for (int i : path.fields()) {
                fields.add(new int[] {grid.rowOf(i), grid.colOf(i)});
            }
            out.text(Json.write(new PathJson(grid.rows(), grid.cols(), new int[] {a.row(), a.col()},
                    new int[] {b.row(), b.col()}, path.found(), path.found() ? path.passages() : null, fields))
                    + "\n", out());
            return path.found() ? 0 : 1;
        }
        if (!path.found()) {
            out().println("no path from " + a + " to " + b + ": the maze is not connected");
            out().flush();
            return 1;
        }
        out().println("path " + a + " -> " + b + ": " + path.passages() + " passages");
        out().flush();
        out.picture(Mazes.picture(made.maze(), labels, a, path), format.picture(), out());
        return 0;
    }
}
