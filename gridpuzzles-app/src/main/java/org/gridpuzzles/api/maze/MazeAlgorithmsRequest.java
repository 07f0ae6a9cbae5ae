package org.gridpuzzles.api.maze;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.maze.GridShape;

/**
 * The maze algorithms: all, or those that run on a grid.
 *
 * @param grid only the algorithms that run on this grid (see the grids operation)
 * @param masked with a grid that takes a mask (rect, hex, triangle): on that grid with a mask
 * @param whyNot with a grid: the text also lists the others, each with why it does not run there
 */
public record MazeAlgorithmsRequest(String grid, boolean masked, boolean whyNot) {

    public MazeAlgorithmsRequest {
        Check.that(grid != null || !whyNot, "whyNot", "whyNot needs a grid");
        Check.that(grid != null || !masked, "masked", "masked needs a grid: rect, hex or triangle");
        if (grid != null) {
            String name = grid;
            GridShape shape = Fields.parsed("grid", () -> GridShape.byLabel(name));
            Check.that(!masked || shape.takesMask(), "masked", "masked applies to rect, hex and triangle grids, not "
                    + shape.label());
        }
    }
}
