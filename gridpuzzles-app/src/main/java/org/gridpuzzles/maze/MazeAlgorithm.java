package org.gridpuzzles.maze;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

import org.gridpuzzles.core.InvalidInputException;

/**
 * The maze algorithms, in the order they are listed: inwinder and outwinder first, then the classic ones from
 * Jamis Buck's book. {@link #label()} is the name {@code --algorithm} takes.
 */
public enum MazeAlgorithm {
    INWINDER("sidewinder on rings from the border inward: a pinwheel whose paths lead to the centre"),
    OUTWINDER("sidewinder on rings carving outward: every ring hangs from the ring around it"),
    BINARY_TREE("each field carves north or east: fast, with a strong diagonal bias and open top row and right column"),
    SIDEWINDER("runs along each row, each closed north from a random member: vertical texture, open top row"),
    ALDOUS_BRODER("random walk, carving on first visits: a uniform spanning tree, slow to finish"),
    WILSON("loop-erased random walks into the growing tree: a uniform spanning tree, slow to start"),
    HUNT_AND_KILL("random walk until stuck, then hunt for a new start beside the maze: long winding passages"),
    RECURSIVE_BACKTRACKER("depth-first search in random order: long corridors, few dead ends"),
    KRUSKAL("removes walls in random order between separate trees: many short dead ends"),
    PRIM_SIMPLIFIED("grows from random active fields: radial texture with many short dead ends"),
    PRIM_TRUE("Prim's minimum spanning tree over random field costs: many short dead ends, jigsaw texture"),
    GROWING_TREE("active list with a selectable choice (cell choice newest, oldest, random or mix:P, default "
            + "mix:0.5)"),
    ELLER("row by row with set labels: horizontal texture, needs only one row of memory"),
    RECURSIVE_DIVISION("splits chambers by walls with one gap: long straight walls, boxy texture");

    private final String description;

    MazeAlgorithm(String description) {
        this.description = description;
    }

    /** The name in lower case with hyphens, as {@code --algorithm} takes it: {@code prim-simplified}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** One line on what the algorithm does and the texture it gives. */
    public String description() {
        return description;
    }

    /** The algorithm of that label, or a one-line error listing the known labels. */
    public static MazeAlgorithm byLabel(String label) {
        for (MazeAlgorithm a : values()) {
            if (a.label().equals(label)) {
                return a;
            }
        }
        throw new InvalidInputException("unknown algorithm '" + label + "'; known: "
                + Arrays.stream(values()).map(MazeAlgorithm::label).collect(Collectors.joining(", ")));
    }
}
