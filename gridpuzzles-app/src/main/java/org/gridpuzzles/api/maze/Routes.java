package org.gridpuzzles.api.maze;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.maze.CellGrid;

/** The fields of a path, as path and solve give them. */
final class Routes {

    private Routes() {
    }

    /** A path's fields on any grid as their pair of numbers ([row, col]; polar: [ring, k]). */
    static List<int[]> fields(CellGrid grid, int[] path) {
        List<int[]> fields = new ArrayList<>(path.length);
        for (int i : path) {
            fields.add(grid.coordinates(i));
        }
        return fields;
    }
}
