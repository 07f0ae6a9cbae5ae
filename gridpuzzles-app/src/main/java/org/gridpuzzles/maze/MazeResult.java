package org.gridpuzzles.maze;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A maze and how it was made: the algorithm, the seed and the run's statistics in the order the algorithm counts
 * them ({@code cells} and {@code passages} always, inwinder's {@code visits}, {@code tiers}, {@code onward},
 * {@code inward}, {@code backward} ...). A maze read from a file has no algorithm, seed or statistics.
 */
public record MazeResult(Maze maze, MazeAlgorithm algorithm, Long seed, Map<String, Long> statistics) {

    public MazeResult {
        statistics = Collections.unmodifiableMap(new LinkedHashMap<>(statistics));
    }

    /** A maze that was not generated here (read from a file). */
    public static MazeResult of(Maze maze) {
        return new MazeResult(maze, null, null, Map.of());
    }

    /** The title of the statistics block, as the inwinder article names its trees. */
    public String title() {
        return title(algorithm);
    }

    static String title(MazeAlgorithm algorithm) {
        if (algorithm == null) {
            return "Maze";
        }
        return switch (algorithm) {
            case INWINDER -> "Inwinder Tree";
            case OUTWINDER -> "Outwinder Tree";
            default -> algorithm.label();
        };
    }

    /**
     * The statistics block as the inwinder article prints it: a title line, then one {@code name value} pair per
     * line, names right-aligned in 30 columns and values in 9.
     */
    public String statisticsBlock() {
        return statisticsBlock(title(), statistics);
    }

    static String statisticsBlock(String title, Map<String, Long> statistics) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("      %s (statistics)%n", title));
        statistics.forEach((k, v) -> sb.append(String.format("%30s %8d%n", k, v)));
        return sb.toString();
    }
}
