package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.render.Walls;

/**
 * A plain rectangle's maze as the renderer's grid pictures see it: the walls of a picture (slots 1 right, 2 down),
 * with its entrance and exit when it has them.
 */
record MazeWalls(CellMaze maze, Grid grid, MazeEnds ends) implements Walls {

    @Override
    public boolean openRight(int index) {
        return maze.isOpen(index, 1);
    }

    @Override
    public boolean openDown(int index) {
        return maze.isOpen(index, 2);
    }

    @Override
    public boolean openBorder(int index, Direction side) {
        return ends != null && ends.opens(grid, index, side);
    }
}
