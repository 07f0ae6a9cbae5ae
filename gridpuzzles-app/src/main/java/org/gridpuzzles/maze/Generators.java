package org.gridpuzzles.maze;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.gridpuzzles.core.InvalidInputException;

/**
 * The one list of generators: which algorithms run on which grids, their generators there, and the refusals before
 * any work (a grid an algorithm does not run on, a run choice no run can have, a maze too large for memory).
 */
final class Generators {

    private Generators() {
    }

    /** Why an algorithm does not run on a grid, or null when it does. */
    static String whyNot(MazeAlgorithm algorithm, GridShape shape, boolean masked) {
        String grid = masked ? "a masked " + shape.label() + " grid" : shape.withArticle() + " grid";
        switch (algorithm) {
            case BINARY_TREE, SIDEWINDER, ELLER -> {
                if (rowsAndColumns(shape, masked)) {
                    return null;
                }
                return algorithm.label() + " needs rows that end and a row above every row, with each field's "
                        + "up and right neighbours there: it runs on an unmasked rect grid, not on " + grid;
            }
            case RECURSIVE_DIVISION -> {
                if (rowsAndColumns(shape, masked)) {
                    return null;
                }
                return "recursive-division splits rectangles of fields by straight walls: it runs on an unmasked "
                        + "rect grid, not on " + grid;
            }
            case INWINDER, OUTWINDER -> {
                if (shape.joinsEnds()) {
                    return algorithm.label() + " walks rings counted from the outside: a "
                            + (shape == GridShape.KLEIN ? "Klein bottle" : "torus") + " has no outside";
                }
                if (shape == GridShape.WEAVE) {
                    return algorithm.label() + " walks rings, which a weave's bridges would cross: it does not run "
                            + "on a weave (use kruskal, wilson, recursive-backtracker or another of those listed for the "
                            + "weave grid)";
                }
                return null;
            }
            case PRIM_TRUE -> {
                if (shape == GridShape.WEAVE) {
                    return "prim-true grows along the cheapest of fixed random wall weights, but a weave's passages "
                            + "under a field exist only while that field runs straight across, so they have no fixed "
                            + "weight: it does not run on a weave (use prim-simplified, kruskal, wilson or another)";
                }
                return null;
            }
            default -> {
                return null;
            }
        }
    }

    /**
     * Rows and columns in the rectangle's sense, which the row algorithms need: every row ends at both sides, every
     * field but the top row's has the field above it, every field but the last column's the field to its right. Only
     * the unmasked rect grid has them (a mask leaves holes in rows and columns, a cylinder's rows do not end).
     */
    private static boolean rowsAndColumns(GridShape shape, boolean masked) {
        return shape == GridShape.RECT && !masked;
    }

    /** The algorithms that run on a grid, in the order of {@link MazeAlgorithm}. */
    static List<MazeAlgorithm> available(GridShape shape, boolean masked) {
        List<MazeAlgorithm> out = new ArrayList<>();
        for (MazeAlgorithm a : MazeAlgorithm.values()) {
            if (whyNot(a, shape, masked) == null) {
                out.add(a);
            }
        }
        return out;
    }

    /** The generator of an algorithm on a grid; a one-line error (exit 2) where it does not run. */
    static CellGenerator create(MazeAlgorithm algorithm, MazeOptions options, CellGrid grid) {
        String why = whyNot(algorithm, grid.shape(), grid.masked());
        if (why != null) {
            throw new InvalidInputException(why);
        }
        return switch (algorithm) {
            // the rectangle's own inwinder is kept: more than twice as fast as the general one (BENCHMARKS.md)
            case INWINDER -> grid.shape() == GridShape.RECT && !grid.masked()
                    ? new Inwinder(options.which(), options.bias())
                    : new CellWinder(true, options.which(), options.bias());
            case OUTWINDER -> CellWinder.articles(false, options.which(), options.bias(), grid);
            case BINARY_TREE -> new BinaryTree();
            case SIDEWINDER -> new Sidewinder();
            case ALDOUS_BRODER -> new CellAldousBroder();
            case WILSON -> new CellWilson();
            case HUNT_AND_KILL -> new CellHuntAndKill();
            case RECURSIVE_BACKTRACKER -> new CellBacktracker();
            case KRUSKAL -> new CellKruskal();
            case PRIM_SIMPLIFIED -> new CellGrowingTree(CellChoice.RANDOM);
            case PRIM_TRUE -> new CellTruePrim();
            case GROWING_TREE -> new CellGrowingTree(options.cellChoice());
            case ELLER -> new Eller();
            case RECURSIVE_DIVISION -> new RecursiveDivision();
        };
    }

    /**
     * Refuses a run choice ({@code --which K}) that no run on the grid could reach: |K| must stay below the longest
     * run. On an unmasked rect grid a run never holds more pairs than the border ring has fields, twice that for the
     * outwinder's corners, and the limit holds whatever the algorithm; on the other grids it is the winders' largest
     * ring (a run never leaves its ring).
     */
    static void requireRunChoice(CellGrid grid, MazeAlgorithm algorithm, RunChoice which) {
        if (which.random()) {
            return;
        }
        long longest;
        if (grid.shape() == GridShape.RECT && !grid.masked()) {
            longest = 2L * (2L * (grid.rows() + grid.cols()) - 4);
        } else if (algorithm == MazeAlgorithm.INWINDER || algorithm == MazeAlgorithm.OUTWINDER) {
            longest = longestRun(grid);
        } else {
            return;
        }
        int k = which.index();
        if (k >= longest || k < -longest) {
            throw new InvalidInputException("which " + k + " is out of range: runs on a " + gridName(grid)
                    + " grid have at most " + longest + " members (use -" + longest + " .. " + (longest - 1) + ")");
        }
    }

    /** A grid as the refusals name it: an unmasked rect by its size alone, as it always was. */
    private static String gridName(CellGrid grid) {
        return grid.shape() == GridShape.RECT && !grid.masked() ? grid.rows() + " x " + grid.cols()
                : grid.toString();
    }

    /** The largest ring of a grid the winders walk: the most members a run there can have. */
    static long longestRun(CellGrid grid) {
        int rows = grid.rows();
        int cols = grid.cols();
        if (grid.shape() == GridShape.POLAR) {
            return grid.ringSize(grid.rings() - 1);
        }
        if (grid.masked() || grid.shape() == GridShape.UPSILON || grid.shape() == GridShape.LEVELS) {
            CellRings rings = CellRings.of(grid);
            int most = 0;
            for (int d = 0; d < rings.rings(); d++) {
                most = Math.max(most, rings.size(d));
            }
            return most;
        }
        if (grid.shape() == GridShape.TRIANGLE) {
            long most = 0;
            for (int d = 0; 2 * d < rows && 4 * d < cols; d++) {
                long h = rows - 2L * d;
                long w = cols - 4L * d;
                most = Math.max(most, h <= 2 || w <= 5 ? h * w : 2 * w + 4 * (h - 2));
            }
            return most;
        }
        if (grid.shape() == GridShape.CYLINDER || grid.shape() == GridShape.MOEBIUS) {
            // ring d: rows d and rows - 1 - d, each a circle of cols fields (on a Moebius strip one circle of both)
            return rows == 1 ? cols : 2L * cols;
        }
        // rect and hex: the outline of the rectangle
        return rows == 1 || cols == 1 ? (long) rows * cols : 2L * (rows + cols) - 4;
    }

    /**
     * Refuses a grid whose maze would not fit in memory: a byte per field (five on a polar grid), the algorithm's
     * working memory and {@code extraBytesPerCell} for what the caller does afterwards.
     */
    static void requireMemory(CellGrid grid, MazeAlgorithm algorithm, CellGenerator generator,
            double extraBytesPerCell) {
        String what = grid.shape() == GridShape.RECT && !grid.masked()
                ? "a " + gridName(grid) + " maze with " + algorithm.label()
                : "a maze on a " + grid + " grid of " + grid.cells() + " fields";
        requireMemory(what, grid.cells(),
                1 + (grid.shape() == GridShape.POLAR ? 4 : 0) + generator.bytesPerCell() + extraBytesPerCell);
    }

    /** Refuses {@code what} (a maze of {@code fields} fields) when {@code perField} bytes a field would not fit. */
    static void requireMemory(String what, long fields, double perField) {
        long max = Runtime.getRuntime().maxMemory();
        long reserve = Math.min(64L << 20, max / 4);
        long need = (long) (fields * perField) + reserve;
        if (need > max) {
            long limit = (long) ((max - reserve) / perField);
            throw new InvalidInputException(String.format("%s needs about %d MiB, more than the %d MiB this run may "
                    + "use: the limit is about %d fields (raise it with -Xmx in GRIDPUZZLES_JAVA_OPTS)", what,
                    need >> 20, max >> 20, Math.max(0, limit)));
        }
    }

    private static final long BRAID_SALT = 0x6272616964L;

    /** Carves a maze by the options' algorithm, braided afterwards when asked; its statistics as {@link #braided}. */
    static MazeResult carve(CellMaze maze, MazeOptions options) {
        CellGenerator generator = Generators.create(options.algorithm(), options, maze.grid());
        Statistics stats = new Statistics();
        generator.carve(maze, new SplittableRandom(options.seed()), stats);
        return new MazeResult(maze, options.algorithm(), options.seed(), braided(maze, stats, options));
    }

    /**
     * The statistics of a maze just carved, {@code cells} and {@code passages} first unless the algorithm counts them
     * in its own order, after braiding it when asked ({@code braided} last): on every grid alike.
     */
    private static Map<String, Long> braided(CellMaze maze, Statistics stats, MazeOptions options) {
        Map<String, Long> counted = new LinkedHashMap<>();
        if (!stats.asMap().containsKey("cells")) {
            counted.put("cells", (long) maze.cells());
            counted.put("passages", maze.passages());
        }
        counted.putAll(stats.asMap());
        if (options.braid() > 0) {
            // its own stream, so that the maze before braiding is the perfect maze of the same seed
            long joined = CellBraid.braid(maze, options.braid(), new SplittableRandom(options.seed() ^ BRAID_SALT));
            counted.put("passages", maze.passages());
            counted.put("braided", joined);
        }
        return counted;
    }
}
