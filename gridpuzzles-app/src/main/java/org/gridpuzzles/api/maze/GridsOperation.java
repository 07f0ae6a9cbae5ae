package org.gridpuzzles.api.maze;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.maze.Mazes;

/** {@code maze grids}: the grid shapes. */
final class GridsOperation implements Operation<GridsRequest, GridsResult> {

    @Override
    public String name() {
        return "maze grids";
    }

    @Override
    public String description() {
        return "Lists the grid shapes a maze can have: rect, polar, hex, triangle, weave, cylinder, torus.";
    }

    @Override
    public Class<GridsRequest> requestType() {
        return GridsRequest.class;
    }

    @Override
    public Class<GridsResult> resultType() {
        return GridsResult.class;
    }

    @Override
    public GridsResult run(GridsRequest q, RunContext context) {
        return new GridsResult(Mazes.grids().stream().map(g -> new GridsResult.Grid(g.label(), g.description()))
                .toList());
    }
}
