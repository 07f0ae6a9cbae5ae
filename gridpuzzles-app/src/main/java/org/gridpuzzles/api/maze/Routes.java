package org.gridpuzzles.api.maze;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.maze.CellGrid;

/** The ends and fields of a path, as path and solve take and give them. */
final class Routes {

    private Routes() {
    }

    /** A field of a rect grid named "row,col" in {@code field}, or {@code otherwise} when not given. */
    static Field field(Grid grid, String field, String name, Field otherwise) {
        Field f = name == null ? otherwise : Fields.parsed(field, () -> Field.parse(name));
        return Fields.parsed(field, () -> grid.require(f, field));
    }

    /** A rect path's fields as [row, col]. */
    static List<int[]> fields(Grid grid, int[] path) {
        List<int[]> fields = new ArrayList<>(path.length);
        for (int i : path) {
            fields.add(new int[] {grid.rowOf(i), grid.colOf(i)});
        }
        return fields;
    }

    /** A path's fields on any grid as their pair of numbers. */
    static List<int[]> fields(CellGrid grid, int[] path) {
        List<int[]> fields = new ArrayList<>(path.length);
        for (int i : path) {
            fields.add(grid.coordinates(i));
        }
        return fields;
    }

    static int[] pair(Field f) {
        return new int[] {f.row(), f.col()};
    }
}
