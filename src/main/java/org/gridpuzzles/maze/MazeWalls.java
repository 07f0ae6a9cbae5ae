package org.gridpuzzles.maze;

import org.gridpuzzles.render.Walls;

/** A maze as the renderer sees it: the walls of a picture. */
record MazeWalls(Maze maze) implements Walls {

    @Override
    public boolean openRight(int index) {
        return maze.openRight(index);
    }

    @Override
    public boolean openDown(int index) {
        return maze.openDown(index);
    }
}
