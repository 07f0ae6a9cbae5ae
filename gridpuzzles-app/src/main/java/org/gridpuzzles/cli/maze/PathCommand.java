package org.gridpuzzles.cli.maze;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.CellMaze;
import org.gridpuzzles.maze.FieldLabel;
import org.gridpuzzles.maze.GridSolution;
import org.gridpuzzles.maze.SolveMethod;
import org.gridpuzzles.render.Picture;
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

    /** The JSON answer on a grid of any shape: ends and path fields as the options name them, and as numbers. */
    record GridPathJson(String grid, int cells, int[] from, int[] to, boolean found, Integer length,
            List<int[]> path, int[] pathCells) {
    }

    @Mixin
    MazeSource source;

    @Option(names = "--colour", paramLabel = "none|distance", defaultValue = "none",
            description = "SVG/PNG: shades each field by its distance from --from (default none).")
    String colour;

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
        boolean shade = GridOutput.shade(colour);
        if (source.general()) {
            return runGeneral(shade);
        }
        if (shade && format.is("ascii")) {
            throw new InvalidInputException("--colour distance shades SVG and PNG pictures: add --format svg or png");
        }
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
        PrintWriter line = GridOutput.summary(format.picture(), out, out(), err());
        line.println("path " + a + " -> " + b + ": " + path.passages() + " passages");
        line.flush();
        Picture picture = Mazes.picture(made.maze(), labels, a, path);
        out.picture(shade ? Mazes.shaded(picture, made.maze(), a) : picture, format.picture(), out());
        return 0;
    }

    private int runGeneral(boolean shade) {
        MazeOptions options = source.options();
        CellGrid grid = source.cellGrid();
        if (labels != FieldLabel.NONE) {
            throw new InvalidInputException("--labels applies to rect mazes; on a " + grid.shape().label()
                    + " grid use --colour distance");
        }
        int a = from == null ? 0 : grid.parse(from, "--from");
        int b = to == null ? grid.cells() - 1 : grid.parse(to, "--to");
        if (!format.is("json")) {
            Mazes.requireDrawable(grid);
        }
        if (!format.is("json")) {
            GridOutput.requireAscii(grid, GridOutput.pictureFormat(format, grid));
        }
        CellMaze maze = source.makeGeneral(options, Mazes.GRID_MEASURE_BYTES_PER_FIELD
                + (format.is("json") ? 0 : Mazes.GRID_PICTURE_BYTES_PER_FIELD)).maze();
        GridSolution s = Mazes.solve(maze, SolveMethod.BFS, a, b, false);
        if (format.is("json")) {
            List<int[]> fields = new ArrayList<>(s.path().length);
            for (int i : s.path()) {
                fields.add(grid.coordinates(i));
            }
            out.text(Json.write(new GridPathJson(grid.shape().label(), grid.cells(), grid.coordinates(a),
                    grid.coordinates(b), s.found(), s.found() ? s.passages() : null, fields, s.path())) + "\n",
                    out());
            return s.found() ? 0 : 1;
        }
        if (!s.found()) {
            out().println("no path from " + grid.name(a) + " to " + grid.name(b) + ": the maze is not connected");
            out().flush();
            return 1;
        }
        PrintWriter line = GridOutput.summary(GridOutput.pictureFormat(format, grid), out, out(), err());
        line.println("path " + grid.name(a) + " -> " + grid.name(b) + ": " + s.passages() + " passages");
        line.flush();
        GridOutput.picture(maze, GridOutput.pictureFormat(format, grid), shade ? a : -1, s.path(), a, b, false,
                out.path(), out());
        return 0;
    }
}
