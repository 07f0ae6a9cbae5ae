package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.render.Walls;

/** A maze as the renderer sees it: the walls of a picture, with its entrance and exit when it has them. */
record MazeWalls(Maze maze, MazeEnds ends) implements Walls {

    MazeWalls(Maze maze) {
        this(maze, null);
    }

    @Override
    public boolean openRight(int index) {
        return maze.openRight(index);
    }

    @Override
    public boolean openDown(int index) {
        return maze.openDown(index);
    }

    @Override
    public boolean openBorder(int index, Direction side) {
        return ends != null && ends.opens(maze.grid(), index, side);
    }
}
