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
    INWINDER, OUTWINDER, BINARY_TREE, SIDEWINDER, ALDOUS_BRODER, WILSON, HUNT_AND_KILL, RECURSIVE_BACKTRACKER,
    KRUSKAL, PRIM_SIMPLIFIED, PRIM_TRUE, GROWING_TREE, ELLER, RECURSIVE_DIVISION;

    /** The name in lower case with hyphens, as {@code --algorithm} takes it: {@code prim-simplified}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** One line on what the algorithm does and the texture it gives. */
    public String description() {
        return Generators.create(this, MazeOptions.defaults()).description();
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
