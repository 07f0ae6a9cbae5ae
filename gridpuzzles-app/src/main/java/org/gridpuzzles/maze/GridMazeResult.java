package org.gridpuzzles.maze;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A maze on any grid and how it was made: the algorithm, the seed and the run's statistics ({@code cells} and
 * {@code passages} first, {@code braided} last when braided). A maze read from a file has no algorithm, seed or
 * statistics.
 */
public record GridMazeResult(CellMaze maze, MazeAlgorithm algorithm, Long seed, Map<String, Long> statistics) {

    public GridMazeResult {
        statistics = Collections.unmodifiableMap(new LinkedHashMap<>(statistics));
    }

    public static GridMazeResult of(CellMaze maze) {
        return new GridMazeResult(maze, null, null, Map.of());
    }

    /** The statistics block, as {@link MazeResult#statisticsBlock()} prints it, the grid named in its title. */
    public String statisticsBlock() {
        return MazeResult.statisticsBlock(MazeResult.title(algorithm) + " on a " + maze.grid(), statistics);
    }
}
