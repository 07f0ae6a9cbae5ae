package org.gridpuzzles.cli.maze;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.CellMaze;
import org.gridpuzzles.maze.GridSolution;
import org.gridpuzzles.maze.Maze;
import org.gridpuzzles.maze.MazeEnds;
import org.gridpuzzles.maze.MazeOptions;
import org.gridpuzzles.maze.MazeSolution;
import org.gridpuzzles.maze.Mazes;
import org.gridpuzzles.maze.SolveMethod;
import org.gridpuzzles.render.Format;
import org.gridpuzzles.render.Renderer;

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
            "  gridpuzzles maze solve --grid hex --size 15 --braid 1 --method astar --from 1,1 --to 15,15"
        })
@Formats({"ascii", "svg", "png", "json"})
final class SolveCommand extends EngineCommand {

    /**
     * The JSON answer; the sides are the outer walls opened ("top", "bottom", "left", "right") or null, length null
     * when not found.
     */
    record SolveJson(int rows, int cols, String method, int[] from, int[] to, String fromSide, String toSide,
            boolean found, Integer length, long visited, List<int[]> path) {
    }

    @Mixin
    MazeSource source;

    @Option(names = {"-m", "--method"}, paramLabel = "NAME", defaultValue = "bfs",
            completionCandidates = MethodNames.class,
            description = "bfs (default), dijkstra, astar, wall-follower (needs a perfect maze or --ends border), "
                    + "dead-end-filling or tremaux.")
    String method;

    @Option(names = "--from", paramLabel = "r,c", description = "Start field (default: lower-left corner).")
    String from;

    @Option(names = "--to", paramLabel = "r,c", description = "End field (default: upper-right corner).")
    String to;

    @Option(names = "--ends", paramLabel = "hardest|border",
            description = "Instead of --from/--to: hardest (the two ends of the longest shortest path) or border "
                    + "(an entrance and an exit opened in the outer wall: the border field farthest from the "
                    + "upper-left corner, and the border field farthest from that one).")
    String ends;

    @Option(names = "--solution", paramLabel = "FILE", description = "Writes the picture with the solution to FILE "
            + "(.svg, .png, else ASCII), and the plain maze to the output.")
    Path solution;

    @Mixin
    FormatOption format;

    @Mixin
    OutOption out;

    /** The JSON answer on a grid of any shape: ends and path fields as the options name them, and as numbers. */
    record GridSolveJson(String grid, int cells, String method, int[] from, int[] to, Integer fromSide,
            Integer toSide, boolean found, Integer length, long visited, List<int[]> path, int[] pathCells) {
    }

    @Option(names = "--colour", paramLabel = "none|distance", defaultValue = "none",
            description = "SVG/PNG: shades each field by its distance from the path's start (default none).")
    String colour;

    /** The method names, for shell completion. */
    static final class MethodNames implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return java.util.Arrays.stream(SolveMethod.values()).map(SolveMethod::label).iterator();
        }
    }

    @Override
    protected int run() {
        format.name();
        SolveMethod m = SolveMethod.byLabel(method);
        String endsKind = ends == null ? null : ends.toLowerCase(Locale.ROOT);
        if (endsKind != null && !endsKind.equals("hardest") && !endsKind.equals("border")) {
            throw new InvalidInputException("unknown --ends " + ends + ": expected hardest or border");
        }
        if (endsKind != null && (from != null || to != null)) {
            throw new InvalidInputException("--ends chooses the ends: drop --from/--to");
        }
        if (solution != null && format.is("json")) {
            throw new InvalidInputException("--solution writes a picture: use --format ascii, svg or png");
        }
        if (solution != null) {
            AtomicFile.requireWritable(solution);
        }
        boolean shade = GridOutput.shade(colour);
        if (source.general()) {
            return runGeneral(m, endsKind, shade);
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
        // the solvers' arrays: parents, distances, queue or heap (up to four entries a field), marks
        Maze maze = source.make(options, 48).maze();
        MazeEnds chosen = endsKind == null ? new MazeEnds(a, b)
                : endsKind.equals("hardest") ? Mazes.hardestEnds(maze) : Mazes.borderEnds(maze);
        MazeSolution s = Mazes.solve(maze, m, chosen);
        if (format.is("json")) {
            List<int[]> fields = new ArrayList<>(s.path().fields().length);
            for (int i : s.path().fields()) {
                fields.add(new int[] {grid.rowOf(i), grid.colOf(i)});
            }
            Field f = chosen.from();
            Field t = chosen.to();
            out.text(Json.write(new SolveJson(grid.rows(), grid.cols(), m.label(), new int[] {f.row(), f.col()},
                    new int[] {t.row(), t.col()}, side(chosen.fromSide()), side(chosen.toSide()), s.path().found(),
                    s.path().found() ? s.path().passages() : null, s.visited(), fields)) + "\n", out());
            return s.path().found() ? 0 : 1;
        }
        PrintWriter line = s.path().found() ? GridOutput.summary(format.picture(), out, out(), err()) : out();
        line.println(headline(s));
        line.flush();
        if (!s.path().found()) {
            return 1;
        }
        Field root = chosen.from();
        if (solution != null) {
            Format sf = Format.ofFileName(solution.toString());
            Renderer.write(shade && sf != null ? Mazes.shaded(Mazes.picture(maze, s, true), maze, root)
                    : Mazes.picture(maze, s, true), sf == null ? Format.ASCII : sf, solution);
        }
        out.picture(shade ? Mazes.shaded(Mazes.picture(maze, s, solution == null), maze, root)
                : Mazes.picture(maze, s, solution == null), format.picture(), out());
        return 0;
    }

    private boolean hasSolutionPicture() {
        return solution != null;
    }

    private int runGeneral(SolveMethod m, String endsKind, boolean shade) {
        MazeOptions options = source.options();
        CellGrid grid = source.cellGrid();
        int a = from == null ? 0 : grid.parse(from, "--from");
        int b = to == null ? grid.cells() - 1 : grid.parse(to, "--to");
        if (!format.is("json") || solution != null) {
            Mazes.requireDrawable(grid);
        }
        if (!format.is("json")) {
            GridOutput.requireAscii(grid, GridOutput.pictureFormat(format, grid));
        }
        if (solution != null && Format.ofFileName(solution.toString()) == null) {
            GridOutput.requireAscii(grid, Format.ASCII);
        }
        CellMaze maze = source.makeGeneral(options, Mazes.GRID_MEASURE_BYTES_PER_FIELD
                + (format.is("json") && !hasSolutionPicture() ? 0 : Mazes.GRID_PICTURE_BYTES_PER_FIELD)).maze();
        boolean border = "border".equals(endsKind);
        if (endsKind != null) {
            int[] e = border ? Mazes.borderEnds(maze) : Mazes.hardestEnds(maze);
            a = e[0];
            b = e[1];
        }
        GridSolution s = Mazes.solve(maze, m, a, b, border);
        if (format.is("json")) {
            List<int[]> fields = new ArrayList<>(s.path().length);
            for (int i : s.path()) {
                fields.add(grid.coordinates(i));
            }
            out.text(Json.write(new GridSolveJson(grid.shape().label(), grid.cells(), m.label(),
                    grid.coordinates(a), grid.coordinates(b), border ? s.fromSide() : null,
                    border ? s.toSide() : null, s.found(), s.found() ? s.passages() : null, s.visited(), fields,
                    s.path())) + "\n", out());
            return s.found() ? 0 : 1;
        }
        String where = border ? "entrance " + grid.name(a) + " -> exit " + grid.name(b)
                : grid.name(a) + " -> " + grid.name(b);
        if (!s.found()) {
            String why = m == SolveMethod.WALL_FOLLOWER
                    ? "no path found: the wall follower went round a loop or the maze is not connected (it needs a "
                            + "perfect maze or both ends on the border)"
                    : "no path: the maze does not connect them";
            out().println(m.label() + ": " + where + ": " + why + ", " + s.visited() + " fields visited");
            out().flush();
            return 1;
        }
        PrintWriter line = GridOutput.summary(GridOutput.pictureFormat(format, grid), out, out(), err());
        line.println(m.label() + ": " + where + ": " + s.passages() + " passages, " + s.visited()
                + " fields visited");
        line.flush();
        int root = shade ? a : -1;
        if (solution != null) {
            Format sf = Format.ofFileName(solution.toString());
            GridOutput.picture(maze, sf == null ? Format.ASCII : sf, sf == null ? -1 : root, s.path(), a, b, border,
                    solution, out());
        }
        GridOutput.picture(maze, GridOutput.pictureFormat(format, grid), root, solution == null ? s.path() : null,
                a, b, border,
                out.path(), out());
        return 0;
    }

    private static String side(Direction d) {
        if (d == null) {
            return null;
        }
        return switch (d) {
            case UP -> "top";
            case DOWN -> "bottom";
            case LEFT -> "left";
            case RIGHT -> "right";
        };
    }

    private static String headline(MazeSolution s) {
        MazeEnds e = s.ends();
        String where = e.onBorder() ? "entrance " + e.from() + " (" + side(e.fromSide()) + ") -> exit " + e.to()
                + " (" + side(e.toSide()) + ")" : e.from() + " -> " + e.to();
        if (!s.path().found()) {
            String why = s.method() == SolveMethod.WALL_FOLLOWER
                    ? "no path found: the wall follower went round a loop or the maze is not connected (it needs a "
                            + "perfect maze or both ends on the border)"
                    : "no path: the maze does not connect them";
            return s.method().label() + ": " + where + ": " + why + ", " + s.visited() + " fields visited";
        }
        return s.method().label() + ": " + where + ": " + s.path().passages() + " passages, " + s.visited()
                + " fields visited";
    }
}
