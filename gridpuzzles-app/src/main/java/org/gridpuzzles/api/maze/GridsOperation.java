package org.gridpuzzles.api.maze;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.maze.Mazes;

/** {@code maze grids}: the grid shapes. */
final class GridsOperation implements Operation<MazeGridsRequest, MazeGridsResult> {

    @Override
    public String name() {
        return "maze grids";
    }

    @Override
    public String description() {
        return "Lists the grid shapes a maze can have: rect, polar, hex, triangle, weave, cylinder, torus, moebius, "
                + "klein, upsilon, 3d.";
    }

    @Override
    public Class<MazeGridsRequest> requestType() {
        return MazeGridsRequest.class;
    }

    @Override
    public Class<MazeGridsResult> resultType() {
        return MazeGridsResult.class;
    }

    @Override
    public MazeGridsResult run(MazeGridsRequest q, RunContext context) {
        return new MazeGridsResult(Mazes.grids().stream().map(g -> new MazeGridsResult.Grid(g.label(), g.description()))
                .toList());
    }
}
