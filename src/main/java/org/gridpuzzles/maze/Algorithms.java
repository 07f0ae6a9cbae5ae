package org.gridpuzzles.maze;

import java.util.List;
import java.util.stream.Collectors;

import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.core.InvalidInputException;

/** The catalogue of maze algorithms, by the names {@code --algorithm} takes. */
public final class Algorithms {

    private Algorithms() {
    }

    /** Every algorithm with its default options, inwinder first. */
    public static List<MazeAlgorithm> all() {
        return List.of(new Inwinder(), new Outwinder(), new BinaryTree(), new Sidewinder(), new AldousBroder(),
                new Wilson(), new HuntAndKill(), new RecursiveBacktracker(), new Kruskal(), new SimplifiedPrim(),
                new TruePrim(), new GrowingTree(), new Eller(), new RecursiveDivision());
    }

    public static List<String> names() {
        return all().stream().map(MazeAlgorithm::name).toList();
    }

    /**
     * Refuses a grid whose maze would not fit in this JVM's memory: the passages (2 bits a field), the algorithm's
     * working memory and {@code extraBytesPerField} for what the caller does afterwards.
     */
    public static void requireMemory(Grid grid, MazeAlgorithm algorithm, double extraBytesPerField) {
        double perField = 0.25 + algorithm.bytesPerField() + extraBytesPerField;
        long max = Runtime.getRuntime().maxMemory();
        long reserve = Math.min(64L << 20, max / 4);
        long need = (long) (grid.size() * perField) + reserve;
        if (need > max) {
            long limit = (long) ((max - reserve) / perField);
            throw new InvalidInputException(String.format("a %s maze with %s needs about %d MiB, more than the %d MiB"
                    + " this run may use: the limit is about %d fields (raise it with -Xmx in GRIDPUZZLES_JAVA_OPTS)",
                    grid, algorithm.name(), need >> 20, max >> 20, Math.max(0, limit)));
        }
    }

    /** The algorithm of that name with default options, or a one-line error listing the known names. */
    public static MazeAlgorithm byName(String name) {
        for (MazeAlgorithm a : all()) {
            if (a.name().equals(name)) {
                return a;
            }
        }
        throw new InvalidInputException("unknown algorithm '" + name + "'; known: "
                + all().stream().map(MazeAlgorithm::name).collect(Collectors.joining(", ")));
    }
}
