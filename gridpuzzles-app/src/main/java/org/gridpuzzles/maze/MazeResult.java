package org.gridpuzzles.maze;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A maze on any grid and how it was made: the algorithm, the seed and the run's statistics in the order the algorithm
 * counts them ({@code cells} and {@code passages} always, {@code braided} last when braided; the inwinder's
 * {@code visits}, {@code tiers}, {@code onward}, {@code inward}, {@code backward} ...). A maze read from a file has no
 * algorithm, seed or statistics.
 */
public record MazeResult(CellMaze maze, MazeAlgorithm algorithm, Long seed, Map<String, Long> statistics) {

    public MazeResult {
        statistics = Collections.unmodifiableMap(new LinkedHashMap<>(statistics));
    }

    /** A maze that was not generated here (read from a file). */
    public static MazeResult of(CellMaze maze) {
        return new MazeResult(maze, null, null, Map.of());
    }

    /**
     * The title of the statistics block, as the inwinder article names its trees; on any grid but the plain
     * rectangle the grid is named too.
     */
    public String title() {
        String title = algorithm == null ? "Maze" : switch (algorithm) {
            case INWINDER -> "Inwinder Tree";
            case OUTWINDER -> "Outwinder Tree";
            default -> algorithm.label();
        };
        CellGrid grid = maze.grid();
        return grid.shape() == GridShape.RECT && !grid.masked() ? title : title + " on a " + grid;
    }

    /**
     * The statistics block as the inwinder article prints it: a title line, then one {@code name value} pair per
     * line, names right-aligned in 30 columns and values in 9.
     */
    public String statisticsBlock() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("      %s (statistics)%n", title()));
        statistics.forEach((k, v) -> sb.append(String.format("%30s %8d%n", k, v)));
        return sb.toString();
    }
}
