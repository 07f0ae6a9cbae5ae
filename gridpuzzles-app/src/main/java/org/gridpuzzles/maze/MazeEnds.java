package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;

/**
 * Where a way through a maze starts and ends; {@code fromSide} and {@code toSide} are the sides of the outer wall
 * opened as entrance and exit, or null when the ends are inside.
 */
public record MazeEnds(Field from, Field to, Direction fromSide, Direction toSide) {

    /** Ends inside the maze, no wall opened. */
    public MazeEnds(Field from, Field to) {
        this(from, to, null, null);
    }

    /** True when the entrance and exit are opened in the outer wall. */
    public boolean onBorder() {
        return fromSide != null;
    }

    boolean opens(Grid grid, int index, Direction side) {
        return fromSide != null && (side == fromSide && index == grid.index(from)
                || side == toSide && index == grid.index(to));
    }
}
