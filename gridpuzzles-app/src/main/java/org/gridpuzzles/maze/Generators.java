package org.gridpuzzles.maze;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Grid;

/** Makes the generator of an algorithm with its options, and refuses grids whose maze would not fit in memory. */
final class Generators {

    private Generators() {
    }

    static MazeGenerator create(MazeAlgorithm algorithm, MazeOptions options) {
        return switch (algorithm) {
            case INWINDER -> new Inwinder(options.which(), options.bias());
            case OUTWINDER -> new Outwinder(options.which(), options.bias());
            case BINARY_TREE -> new BinaryTree();
            case SIDEWINDER -> new Sidewinder();
            case ALDOUS_BRODER -> new AldousBroder();
            case WILSON -> new Wilson();
            case HUNT_AND_KILL -> new HuntAndKill();
            case RECURSIVE_BACKTRACKER -> new RecursiveBacktracker();
            case KRUSKAL -> new Kruskal();
            case PRIM_SIMPLIFIED -> new SimplifiedPrim();
            case PRIM_TRUE -> new TruePrim();
            case GROWING_TREE -> new GrowingTree(options.cellChoice());
            case ELLER -> new Eller();
            case RECURSIVE_DIVISION -> new RecursiveDivision();
        };
    }

    /**
     * Refuses a grid whose maze would not fit in this JVM's memory: the passages (2 bits a field), the algorithm's
     * working memory and {@code extraBytesPerField} for what the caller does afterwards.
     */
    static void requireMemory(Grid grid, MazeGenerator generator, double extraBytesPerField) {
        double perField = 0.25 + generator.bytesPerField() + extraBytesPerField;
        long max = Runtime.getRuntime().maxMemory();
        long reserve = Math.min(64L << 20, max / 4);
        long need = (long) (grid.size() * perField) + reserve;
        if (need > max) {
            long limit = (long) ((max - reserve) / perField);
            throw new InvalidInputException(String.format("a %s maze with %s needs about %d MiB, more than the %d MiB"
                    + " this run may use: the limit is about %d fields (raise it with -Xmx in GRIDPUZZLES_JAVA_OPTS)",
                    grid, generator.name(), need >> 20, max >> 20, Math.max(0, limit)));
        }
    }

    /**
     * Refuses a run choice that no run on the grid can have: a run never holds more pairs than the border ring has
     * fields (twice that for outwinder's corners).
     */
    static void requireRunChoice(Grid grid, RunChoice which) {
        if (which.random()) {
            return;
        }
        int k = which.index();
        long longest = 2L * (2L * (grid.rows() + grid.cols()) - 4);
        if (k >= longest || k < -longest) {
            throw new InvalidInputException("which " + k + " is out of range: runs on a " + grid
                    + " grid have at most " + longest + " members (use -" + longest + " .. " + (longest - 1) + ")");
        }
    }
}
