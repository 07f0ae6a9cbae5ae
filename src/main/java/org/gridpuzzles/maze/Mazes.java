package org.gridpuzzles.maze;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.TextFiles;
import org.gridpuzzles.render.Picture;

/**
 * Perfect mazes: generate one with an algorithm ({@link MazeOptions}; braided into a maze with loops when asked),
 * read one from a file (JSON or ASCII), find the path between two fields, solve it with a {@link SolveMethod}, measure
 * its texture, check that a maze file is perfect or connected with loops, draw it, time the algorithms. Failures are the {@code core} exceptions: bad input (a malformed file, an option out of range, a grid
 * too large for memory) is an {@link org.gridpuzzles.core.InvalidInputException}.
 */
public final class Mazes {

    /** Memory per field for distances and their queue, beyond the maze (paths, textures, distance labels). */
    private static final double MEASURE_BYTES_PER_FIELD = 12;

    private Mazes() {
    }

    /** Every algorithm, in the order they are listed (inwinder first). */
    public static List<MazeAlgorithm> algorithms() {
        return List.of(MazeAlgorithm.values());
    }

    /**
     * Checks before any work that the maze can be generated: the run choice is one that runs on the grid can have,
     * and the maze, the algorithm's working memory and {@code extraBytesPerField} (what the caller does with the
     * maze afterwards) fit in this JVM's memory.
     */
    public static void requireFits(Grid grid, MazeOptions options, double extraBytesPerField) {
        Generators.requireRunChoice(grid, options.which());
        Generators.requireMemory(grid, Generators.create(options.algorithm(), options),
                extraBytesPerField + (options.braid() > 0 ? Braid.BYTES_PER_FIELD : 0));
    }

    /**
     * Generates a perfect maze, braided afterwards when {@code options.braid()} is above 0; the statistics always hold
     * {@code cells} and {@code passages} first, and {@code braided} (the passages braiding added) last when braided.
     */
    public static MazeResult generate(Grid grid, MazeOptions options) {
        requireFits(grid, options, 0);
        return generate(new Maze(grid), options);
    }

    /**
     * Generates the same maze as {@link #generate} and records the order in which it was carved (see
     * {@link MazeCarving}); the record needs {@link #CARVING_BYTES_PER_FIELD} more memory per field.
     */
    public static CarvedMaze generateCarving(Grid grid, MazeOptions options) {
        requireFits(grid, options, CARVING_BYTES_PER_FIELD);
        Maze maze = new Maze(grid);
        MazeCarving carving = maze.recordCarving();
        return new CarvedMaze(generate(maze, options), carving);
    }

    private static final long BRAID_SALT = 0x6272616964L;

    /** Memory per field of a carving record: a field index and a direction per passage, grown by halves. */
    public static final double CARVING_BYTES_PER_FIELD = 16;

    private static MazeResult generate(Maze blank, MazeOptions options) {
        Grid grid = blank.grid();
        MazeGenerator generator = Generators.create(options.algorithm(), options);
        Statistics stats = new Statistics();
        SplittableRandom random = new SplittableRandom(options.seed());
        Maze maze = generator.carve(blank, random, stats);
        Map<String, Long> counted = new LinkedHashMap<>();
        if (!stats.asMap().containsKey("cells")) {
            counted.put("cells", (long) grid.size());
            counted.put("passages", maze.passages());
        }
        counted.putAll(stats.asMap());
        if (options.braid() > 0) {
            // its own stream, so that the maze before braiding is the perfect maze of the same seed
            long joined = Braid.braid(maze, options.braid(), new SplittableRandom(options.seed() ^ BRAID_SALT));
            counted.put("passages", maze.passages());
            counted.put("braided", joined);
        }
        return new MazeResult(maze, options.algorithm(), options.seed(), counted);
    }

    /** Reads a maze file: JSON (as {@link #writeJson} writes it) or an ASCII picture. */
    public static Maze read(Path file) {
        return read(TextFiles.read(file), file.toString());
    }

    /** Reads a maze from text, JSON or an ASCII picture; errors name {@code source}. */
    public static Maze read(String text, String source) {
        return MazeFiles.toMaze(MazeFiles.read(text, source));
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

    /** {@link #check(Path)} of text; errors name {@code source}. */
    public static Verdict check(String text, String source) {
        MazeFiles.Openings o = MazeFiles.read(text, source);
        return MazeChecker.check(o.rows(), o.cols(), o.openings());
    }

    /** Checks a maze in memory the same way, through its openings only. */
    public static Verdict check(Maze maze) {
        byte[] openings = new byte[maze.grid().size()];
        for (int i = 0; i < openings.length; i++) {
            openings[i] = (byte) maze.openings(i);
        }
        return MazeChecker.check(maze.rows(), maze.cols(), openings);
    }

    /** The path between two fields of the grid (none when the maze does not connect them). */
    public static MazePath path(Maze maze, Field from, Field to) {
        Grid grid = maze.grid();
        int[] fields = MazeMeasures.path(maze, grid.index(grid.require(from, "--from")),
                grid.index(grid.require(to, "--to")));
        return new MazePath(from, to, fields);
    }

    /**
     * Solves the maze from {@code ends.from()} to {@code ends.to()} with a method: the path it finds (none when the
     * maze does not connect them, or when the wall follower goes round a loop) and the fields it visited.
     */
    public static MazeSolution solve(Maze maze, SolveMethod method, MazeEnds ends) {
        Grid grid = maze.grid();
        int from = grid.index(grid.require(ends.from(), "--from"));
        int to = grid.index(grid.require(ends.to(), "--to"));
        MazeSolver.Solved s = method.solver().solve(maze, from, to);
        return new MazeSolution(method, ends, new MazePath(ends.from(), ends.to(), s.fields()), s.visited());
    }

    /**
     * The two ends of the longest shortest path, by the double sweep (the farthest field from the first field, then
     * the farthest from that one): exact in a perfect maze, a long shortest path though not always the longest in a
     * maze with loops.
     */
    public static MazeEnds hardestEnds(Maze maze) {
        MazeTexture t = MazeMeasures.texture(maze);
        return new MazeEnds(new Field(t.diameterFrom()[0], t.diameterFrom()[1]),
                new Field(t.diameterTo()[0], t.diameterTo()[1]));
    }

    /**
     * An entrance and an exit in the outer wall: the double sweep over the border fields only (the border field
     * farthest from the upper-left corner, then the border field farthest from that one; ties go to the first in
     * reading order), each opened on its side of the border (top or bottom row first, then left or right column).
     */
    public static MazeEnds borderEnds(Maze maze) {
        int[] ends = MazeMeasures.borderEnds(maze);
        Grid grid = maze.grid();
        return new MazeEnds(grid.field(ends[0]), grid.field(ends[1]), MazeMeasures.borderSide(grid, ends[0]),
                MazeMeasures.borderSide(grid, ends[1]));
    }

    /** The picture of a solution: the maze, its entrance and exit when on the border, and the path if found. */
    public static Picture picture(Maze maze, MazeSolution solution, boolean withPath) {
        Grid grid = maze.grid();
        return MazePictures.picture(maze, FieldLabel.NONE, grid.index(solution.ends().from()),
                withPath ? solution.path().fields() : null, solution.ends());
    }

    /** Dead ends, straight and turning fields, junctions, crossings and the longest path. */
    public static MazeTexture texture(Maze maze) {
        return MazeMeasures.texture(maze);
    }

    /**
     * One maze of every algorithm with the same options and seed, and its texture, in the order of
     * {@link #algorithms()}; stops between algorithms when {@code limits} are cancelled.
     */
    public static Map<MazeAlgorithm, MazeTexture> compare(Grid grid, MazeOptions options, Limits limits) {
        Map<MazeAlgorithm, MazeTexture> textures = new LinkedHashMap<>();
        for (MazeAlgorithm a : MazeAlgorithm.values()) {
            limits.check();
            MazeOptions o = options.algorithm(a);
            requireFits(grid, o, MEASURE_BYTES_PER_FIELD);
            textures.put(a, texture(generate(grid, o).maze()));
        }
        return textures;
    }

    /** The picture of a maze with a label in each field ({@code root}: where distances count from). */
    public static Picture picture(Maze maze, FieldLabel labels, Field root) {
        return picture(maze, labels, root, null);
    }

    /** The picture of a maze with labels and a path ({@code path} may be null). */
    public static Picture picture(Maze maze, FieldLabel labels, Field root, MazePath path) {
        Grid grid = maze.grid();
        int rootField = grid.index(grid.require(root, "--root"));
        return MazePictures.picture(maze, labels, rootField, path == null ? null : path.fields());
    }

    /**
     * Writes the JSON of a generated maze, or of one read from a file, and a newline: rows, cols, algorithm, seed,
     * openings (one string per row, one hexadecimal digit per field: 1 up, 2 right, 4 down, 8 left), statistics.
     */
    public static void writeJson(MazeResult result, OutputStream out) throws IOException {
        MazeFiles.writeJson(result.maze(), result.algorithm() == null ? null : result.algorithm().label(),
                result.seed(), result.statistics(), out);
    }

    /** {@link #writeJson(MazeResult, OutputStream)} with the carving order last, as {@code "carving"}. */
    public static void writeJson(CarvedMaze carved, OutputStream out) throws IOException {
        MazeResult result = carved.result();
        MazeFiles.writeJson(result.maze(), result.algorithm() == null ? null : result.algorithm().label(),
                result.seed(), result.statistics(), carved.carving(), out);
    }

    /**
     * Times an algorithm (with its default options) on a grid: the best of {@code bench.repeat()} runs after the
     * warm-up, in seconds. Stops between runs when {@code limits} are cancelled.
     */
    public static double time(Grid grid, MazeAlgorithm algorithm, MazeBench bench, Limits limits) {
        MazeGenerator generator = Generators.create(algorithm, MazeOptions.defaults());
        Generators.requireMemory(grid, generator, 0);
        long warmStart = System.nanoTime();
        for (int w = 0; bench.warmup() > 0 && (w < bench.warmup() || System.nanoTime() - warmStart < 1_000_000_000L);
                w++) {
            limits.check();
            generator.generate(grid, new SplittableRandom(bench.seed() - 1 - w));
        }
        double best = Double.MAX_VALUE;
        for (int r = 0; r < bench.repeat(); r++) {
            limits.check();
            long t0 = System.nanoTime();
            generator.generate(grid, new SplittableRandom(bench.seed() + r));
            best = Math.min(best, (System.nanoTime() - t0) / 1e9);
        }
        return best;
    }
}
