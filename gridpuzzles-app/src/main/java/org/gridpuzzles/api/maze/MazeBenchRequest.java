package org.gridpuzzles.api.maze;

import java.util.List;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.maze.GridShape;
import org.gridpuzzles.maze.MazeAlgorithm;
import org.gridpuzzles.maze.MazeBench;

/**
 * Algorithms to time side by side.
 *
 * @param sizes square sizes N (N x N fields; on a polar grid N rings); default 1000 and 10000
 * @param algorithms the algorithms to time; default all (that run on the grid)
 * @param repeat timed runs per size (the best counts); default 3
 * @param warmup untimed runs before the timed ones at each size (at least a second of them when above 0); default 3
 * @param seed seed of the first run; default 1
 * @param grid the grid shape; default rect
 */
public record MazeBenchRequest(List<Integer> sizes, List<String> algorithms, Integer repeat, Integer warmup, Long seed,
        String grid) {

    public MazeBenchRequest {
        sizes = sizes == null ? List.of(1000, 10000) : List.copyOf(sizes);
        Check.that(!sizes.isEmpty(), "sizes", "sizes must name at least one size");
        for (int n : sizes) {
            Check.range("sizes", n, 1, Integer.MAX_VALUE);
        }
        if (algorithms != null) {
            algorithms = List.copyOf(algorithms);
            for (String a : algorithms) {
                Fields.parsed("algorithms", () -> MazeAlgorithm.byLabel(a));
            }
        }
        repeat = repeat == null ? 3 : repeat;
        warmup = warmup == null ? 3 : warmup;
        seed = seed == null ? 1L : seed;
        int r = repeat;
        int w = warmup;
        long s = seed;
        Fields.parsed(w < 0 ? "warmup" : "repeat", () -> new MazeBench(w, r, s));
        grid = grid == null ? GridShape.RECT.label() : grid;
        String g = grid;
        Fields.parsed("grid", () -> GridShape.byLabel(g));
    }
}
