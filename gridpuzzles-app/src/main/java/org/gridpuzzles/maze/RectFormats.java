package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;

/**
 * The plain rectangle's own formats (see {@link CellGrid#rectFormats()}), kept as they were before every grid was one
 * model: fields read as {@link Field}s and refused in its words, the path's default ends in the corners, and sides
 * opened in the outer wall named top, bottom, left and right.
 */
final class RectFormats {

    private RectFormats() {
    }

    /** The field named "row,col" (1-based); refused as a {@link Field} off the {@link Grid} is. */
    static int parse(CellGrid grid, String text, String what) {
        Grid g = new Grid(grid.rows(), grid.cols());
        return g.index(g.require(Field.parse(text), what));
    }

    /** The side of a border slot: top, bottom, left or right. */
    static String side(int slot) {
        return switch (Direction.of(slot)) {
            case UP -> "top";
            case DOWN -> "bottom";
            case LEFT -> "left";
            case RIGHT -> "right";
        };
    }
}
