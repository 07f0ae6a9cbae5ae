package org.gridpuzzles.maze;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.io.TextFiles;
import org.gridpuzzles.render.Figure;

/**
 * Perfect mazes: generate one with an algorithm ({@link MazeOptions}; braided into a maze with loops when asked),
 * read one from a file (JSON or ASCII), find the path between two fields, solve it with a {@link SolveMethod}, measure
 * its texture, check that a maze file is perfect or connected with loops, draw it, time the algorithms. Failures are
 * the {@code core} exceptions: bad input (a malformed file, an option out of range, a grid
 * too large for memory) is an {@link org.gridpuzzles.core.InvalidInputException}.
 */
public final class Mazes {

    private Mazes() {
    }

    /** Every algorithm, in the order they are listed (inwinder first). */
    public static List<MazeAlgorithm> algorithms() {
        return List.of(MazeAlgorithm.values());
    }

    /**
     * Generates a perfect maze, braided afterwards when {@code options.braid()} is above 0; the statistics always hold
     * {@code cells} and {@code passages} first, and {@code braided} (the passages braiding added) last when braided.
     */
    public static MazeResult generate(Grid grid, MazeOptions options) {
        return generate(CellGrid.of(GridShape.RECT, grid.rows(), grid.cols()), options);
    }

    /** Memory per field of a carving record: a field index and a direction per passage, grown by halves. */
    public static final double CARVING_BYTES_PER_FIELD = MazeMaking.CARVING_BYTES_PER_FIELD;

    /**
     * Reads a plain rectangle's maze file: JSON (as {@link #writeJson} writes it, or as it was written before) or
     * ASCII.
     */
    public static CellMaze read(Path file) {
        return read(TextFiles.read(file), file.toString());
    }

    /** Reads a plain rectangle's maze from text, JSON or an ASCII picture; errors name {@code source}. */
    public static CellMaze read(String text, String source) {
        return MazeTexts.readRect(text, source);
    }

    /**
     * Checks that the maze in a file is connected: consistent walls, nothing open across the border, every field
     * connected. Its verdict has the details {@code fields}, {@code passages} and {@code loops}: a perfect maze has
     * fields - 1 passages and 0 loops, a braid maze more. A file that is not a maze at all is bad input, not a
     * "no".
     */
    public static Verdict check(Path file) {
        return check(TextFiles.read(file), file.toString());
    }

    /**
     * {@link #check(Path)} of text, a maze on any grid: its JSON, or an ASCII picture (a rectangle's, or a weave's,
     * which shows bridges); errors name {@code source}. The one checker decides, from the list of passages alone:
     * they join neighbours, bridges are sound, every field is reached. Details {@code fields}, {@code passages},
     * {@code loops}.
     */
    public static Verdict check(String text, String source) {
        return MazeTexts.check(text, source);
    }

    /** The path between two fields of a rectangle's maze (none when the maze does not connect them). */
    public static MazePath path(CellMaze maze, Field from, Field to) {
        CellGrid grid = maze.grid();
        return new MazePath(from, to, solve(maze, SolveMethod.BFS, grid.parse(from.row() + "," + from.col(), "from"),
                grid.parse(to.row() + "," + to.col(), "to"), false).path());
    }

    /**
     * Writes the JSON of a maze generated or read from a file, and a newline: the one maze JSON of every grid, an
     * unmasked rectangle's passages as its {@code openings} (one string per row, one hexadecimal digit per field:
     * 1 up, 2 right, 4 down, 8 left).
     */
    public static void writeJson(MazeResult result, OutputStream out) throws IOException {
        CellFiles.writeJson(result.maze(), result.algorithm() == null ? null : result.algorithm().label(),
                result.seed(), result.statistics(), null, out);
    }

    /** {@link #writeJson(MazeResult, OutputStream)} with the carving order last, as {@code "carving"}. */
    public static void writeJson(CarvedMaze carved, OutputStream out) throws IOException {
        MazeResult result = carved.result();
        CellFiles.writeJson(result.maze(), result.algorithm() == null ? null : result.algorithm().label(),
                result.seed(), result.statistics(), carved.carving(), out);
    }

    // ---- every grid (polar, hex, triangle, weave, cylinder, torus, masks, and the plain rectangle) ----

    /** Memory per field of a solver's arrays on a grid of any shape. */
    public static final double GRID_MEASURE_BYTES_PER_FIELD = 48;

    /** Memory per field of a picture on a grid of any shape: its walls, fills and path are kept until drawn. */
    public static final double GRID_PICTURE_BYTES_PER_FIELD = 400;

    /** The grid shapes, rect first. */
    public static List<GridShape> grids() {
        return List.of(GridShape.values());
    }

    /** The algorithms that run on a grid shape (masked or not), in the order of {@link #algorithms()}. */
    public static List<MazeAlgorithm> algorithms(GridShape shape, boolean masked) {
        return Generators.available(shape, masked);
    }

    /** The algorithm a maze on this grid shape gets when none is named: a torus has no rings, a weave lays bridges. */
    public static MazeAlgorithm defaultAlgorithm(GridShape shape) {
        return switch (shape) {
            case TORUS, KLEIN -> MazeAlgorithm.RECURSIVE_BACKTRACKER;
            case WEAVE -> MazeAlgorithm.KRUSKAL;
            default -> MazeAlgorithm.INWINDER;
        };
    }

    /** Why an algorithm does not run on a grid shape (one line), or null when it does. */
    public static String whyNot(MazeAlgorithm algorithm, GridShape shape, boolean masked) {
        return Generators.whyNot(algorithm, shape, masked);
    }

    /** Reads a mask for a rect, hex or triangle grid: text ({@code X} no field) or PNG (dark pixel: no field). */
    public static CellGrid readMask(Path file, GridShape shape) {
        MaskText text = readMask(file);
        return mask(shape, text.rows(), file.toString(), text.pixels());
    }

    /** Reads a mask file as text: a PNG's pixels become rows of {@code X} (dark: no field) and {@code .}. */
    public static MaskText readMask(Path file) {
        return MaskFiles.readMask(file);
    }

    /**
     * The grid of a shape that a mask leaves ({@code X}: no field); its fields must be connected. Messages name
     * {@code name}, and places as pixels when {@code pixels}.
     */
    public static CellGrid mask(GridShape shape, List<String> rows, String name, boolean pixels) {
        return MaskFiles.mask(shape, rows, name, pixels);
    }

    /** The passages of a maze on any grid, each once as two fields (smaller first): a, b, a, b, ... */
    public static int[] passages(CellMaze maze) {
        return CellChecker.pairs(maze);
    }

    /** A weave's crossings: [the field below, the field of the bridge, the field beyond] for each passage under one. */
    public static List<int[]> crossings(CellMaze maze, int[] passages) {
        return CellFiles.crossings(maze, passages);
    }

    /**
     * Checks before any work that a maze of these options can be carved on the grid: the algorithm runs there, and
     * the maze, the algorithm's memory and {@code extraBytesPerField} fit in this JVM's memory.
     */
    public static void requireFits(CellGrid grid, MazeOptions options, double extraBytesPerField) {
        MazeMaking.requireFits(grid, options, extraBytesPerField);
    }

    /**
     * The exact number of perfect mazes of a grid of any shape but weave (masks and wrapping included): its spanning
     * trees, by the matrix-tree theorem, the determinant taken modulo primes on {@code threads} threads and joined by
     * the Chinese remainder theorem. Wilson's and Aldous-Broder's algorithms draw each of them with the same chance.
     */
    public static MazeCount count(CellGrid grid, int threads, Limits limits) {
        return count(grid, threads, limits, Progress.none());
    }

    /** As above, reporting the primes done to {@code progress}. */
    public static MazeCount count(CellGrid grid, int threads, Limits limits, Progress progress) {
        return SpanningTrees.count(grid, threads, limits, progress);
    }

    /**
     * Generates a perfect maze on a grid of any shape, braided afterwards when {@code options.braid()} is above 0
     * (the same seed gives the same maze before braiding). Statistics hold {@code cells} and {@code passages} first.
     */
    public static MazeResult generate(CellGrid grid, MazeOptions options) {
        return MazeMaking.generate(grid, options);
    }

    /**
     * Generates the same maze as {@link #generate(CellGrid, MazeOptions)} and records the order in which it was carved
     * (see {@link MazeCarving}), on a grid with the rectangle's formats; the record needs
     * {@link #CARVING_BYTES_PER_FIELD} more memory per field.
     */
    public static CarvedMaze generateCarving(CellGrid grid, MazeOptions options) {
        return MazeMaking.generateCarving(grid, options);
    }

    /**
     * The ends of a path when none are named: on a grid with the rectangle's formats the lower-left and the
     * upper-right corner, on any other the first and the last field.
     */
    public static int[] defaultEnds(CellGrid grid) {
        return grid.rectFormats() ? new int[] {(grid.rows() - 1) * grid.cols(), grid.cols() - 1}
                : new int[] {0, grid.cells() - 1};
    }

    /**
     * The side of the outer wall a border field is opened on, as results give it: top, bottom, left or right on a
     * grid with the rectangle's formats, the slot on any other; null for no slot (-1).
     */
    public static Object side(CellGrid grid, int slot) {
        return slot < 0 ? null : grid.rectFormats() ? RectFormats.side(slot) : (Object) slot;
    }

    /**
     * Memory per field of the picture of a maze on this grid while it is drawn: a figure keeps its walls, fills and
     * path; a grid with the rectangle's formats may be asked for its ASCII only, written row by row within the
     * renderer's limits, and its figure is refused above a million fields.
     */
    public static double pictureBytesPerField(CellGrid grid) {
        return grid.rectFormats() ? 0 : GRID_PICTURE_BYTES_PER_FIELD;
    }

    /**
     * {@link #generate(CellGrid, MazeOptions)} recording the order in which the passages were carved into
     * {@code order} (braiding's passages last); the same seed gives the same maze as without a record.
     */
    public static MazeResult generate(CellGrid grid, MazeOptions options, CarvingOrder order) {
        return MazeMaking.generate(grid, options, order);
    }

    /**
     * The fields a solving method visits on the way from {@code from} to {@code to}, in the order it visits them (a
     * field visited twice, as dead-end filling's search does, is listed twice); {@code visited} of its solution counts
     * them.
     */
    public static int[] visitOrder(CellMaze maze, SolveMethod method, int from, int to) {
        it.unimi.dsi.fastutil.ints.IntArrayList order = new it.unimi.dsi.fastutil.ints.IntArrayList();
        CellSolvers.solve(method, maze, from, to, order);
        return order.toIntArray();
    }

    /** Is this text the JSON of a maze on a grid of any shape (one that names its {@code "grid"})? */
    public static boolean isGridJson(String text) {
        return CellFiles.isGridJson(text);
    }

    /**
     * Is this text a maze that only the commands of the other grids take, read by {@link #readGrid} and checked by
     * {@link #check(String, String)}: JSON that names a grid other than an unmasked rect, or the ASCII picture of a
     * weave (it shows bridges)? (Every maze JSON is read by {@link #readGrid}, a rectangle's too.)
     */
    public static boolean isGridText(String text) {
        return CellFiles.isGeneralJson(text) || WeaveAscii.isWeave(text);
    }

    /**
     * Reads a maze on any grid: its JSON, or an ASCII picture (a rectangle's, or a weave's); a passage between fields
     * that are not neighbours there, or one listed twice, is bad input. The maze need not be connected (check it with
     * {@link #check(String, String)}).
     */
    public static CellMaze readGrid(String text, String source) {
        return MazeTexts.readGrid(text, source);
    }

    /** Checks a maze in memory with the same checker, through its list of passages only. */
    public static Verdict check(CellMaze maze) {
        return CellChecker.check(maze.grid(), CellChecker.pairs(maze));
    }

    /** The two ends of the longest shortest path (double sweep from the first field). */
    public static int[] hardestEnds(CellMaze maze) {
        return CellMeasures.hardestEnds(maze);
    }

    /** An entrance and an exit on the outer wall (double sweep over the border fields); a torus has none. */
    public static int[] borderEnds(CellMaze maze) {
        return CellMeasures.requireBorderEnds(maze);
    }

    /** Solves a maze on any grid; {@code border}: the ends are an entrance and exit opened in the outer wall. */
    public static MazeSolution solve(CellMaze maze, SolveMethod method, int from, int to, boolean border) {
        CellSolvers.Solved s = CellSolvers.solve(method, maze, from, to);
        CellGrid grid = maze.grid();
        return new MazeSolution(method, from, to, border ? grid.borderSlot(from) : -1,
                border ? grid.borderSlot(to) : -1, s.fields(), s.visited());
    }

    /**
     * Fields, passages, loops, dead ends, corridors, junctions and the longest path; on the plain rectangle its
     * corridors told apart as straight or turning, and crossings.
     */
    public static MazeTexture texture(CellMaze maze) {
        CellGrid grid = maze.grid();
        return grid.shape() == GridShape.RECT && !grid.masked() ? MazeMeasures.texture(maze)
                : CellMeasures.texture(maze);
    }

    /** Passages from a field to every field (-1 where not reached). */
    public static int[] distances(CellMaze maze, int root) {
        return CellMeasures.distances(maze, root);
    }

    /**
     * The SVG/PNG/PDF figure of a maze on any grid: {@code labels} in its fields (distances count from {@code root}),
     * shaded by distance from {@code root} when {@code shade}, {@code path} drawn (null: none), {@code from}/{@code to}
     * marked (-1: none) and opened in the outer wall when {@code openEnds}.
     */
    public static Figure figure(CellMaze maze, FieldLabel labels, int root, boolean shade, int[] path, int from,
            int to, boolean openEnds) {
        return MazePictures.figure(maze, labels, root, shade, path, from, to, openEnds);
    }

    /**
     * Writes the ASCII picture of a maze of square fields (the rectangle, masks, weave, cylinder, torus, 3d) to
     * {@code out}, row by row once measured against the drawing thread's limits: {@code labels} as in
     * {@link #figure}, {@code path} as {@code *}, the ends {@code from}/{@code to} (-1: none) opened in the outer wall
     * when {@code openEnds}.
     */
    public static void ascii(CellMaze maze, FieldLabel labels, int root, int[] path, int from, int to,
            boolean openEnds, Appendable out) {
        MazeAscii.write(maze, MazePictures.labels(maze, labels, root), path, from, to, openEnds, out);
    }

    /** {@link #ascii(CellMaze, FieldLabel, int, int[], int, int, boolean, Appendable)} as a string. */
    public static String ascii(CellMaze maze, FieldLabel labels, int root, int[] path, int from, int to,
            boolean openEnds) {
        StringBuilder out = new StringBuilder();
        ascii(maze, labels, root, path, from, to, openEnds, out);
        return out.toString();
    }

    /** Refuses, before any work, a picture of a grid too big to draw. */
    public static void requireDrawable(CellGrid grid) {
        MazePictures.requireDrawable(grid);
    }

    /**
     * Times an algorithm on a grid of any shape: the best of the runs after the warm-up, as wall time and as the CPU
     * time of the timing thread (which other programs on the machine slow down less than wall time), in seconds.
     */
    public static GridBenchTime time(CellGrid grid, MazeAlgorithm algorithm, MazeBench bench, Limits limits) {
        return MazeTimer.time(grid, algorithm, bench, limits);
    }
}
