package org.gridpuzzles.api.maze;

import java.util.LinkedHashMap;
import java.util.Map;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.MazeAlgorithm;
import org.gridpuzzles.maze.MazeOptions;
import org.gridpuzzles.maze.Mazes;

/** {@code maze stats}: the texture of a maze, or of one maze of every algorithm side by side. */
final class StatsOperation implements Operation<MazeStatsRequest, MazeStatsResult> {

    @Override
    public String name() {
        return "maze stats";
    }

    @Override
    public String description() {
        return "Measures the texture of a maze (dead ends, corridors, junctions, crossings, loops, the longest path), "
                + "or of one maze of every algorithm side by side.";
    }

    @Override
    public Class<MazeStatsRequest> requestType() {
        return MazeStatsRequest.class;
    }

    @Override
    public Class<MazeStatsResult> resultType() {
        return MazeStatsResult.class;
    }

    @Override
    public MazeStatsResult run(MazeStatsRequest q, RunContext context) {
        Source source = new Source(q.spec());
        MazeOptions options = q.spec().options();
        Limits limits = context.limits();
        Map<String, MazeStatsResult> byAlgorithm = new LinkedHashMap<>();
        if (!q.compare() || source.given()) {
            MazeStatsResult one = MazeStatsResult.of(Mazes.texture(source.make(options, 12).maze()));
            if (!q.compare()) {
                return one;
            }
            if (source.grid().rectFormats()) {
                // the rectangle's table: the maze given stands in for every algorithm
                for (MazeAlgorithm a : Mazes.algorithms()) {
                    byAlgorithm.put(a.label(), one);
                }
            } else {
                byAlgorithm.put("file", one);
            }
            return MazeStatsResult.compared(byAlgorithm);
        }
        CellGrid grid = source.grid();
        for (MazeAlgorithm a : Mazes.algorithms(grid.shape(), grid.masked())) {
            limits.check();
            byAlgorithm.put(a.label(), MazeStatsResult.of(Mazes.texture(source.make(options.algorithm(a), 12).maze())));
        }
        return MazeStatsResult.compared(byAlgorithm);
    }
}
