package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/** A rectangle's algorithm that is the general model's: it carves the rect grid's {@link CellMaze} directly. */
record OnCells(String name, String description, CellGenerator generator) implements MazeGenerator {

    @Override
    public double bytesPerField() {
        return generator.bytesPerCell();
    }

    @Override
    public Maze carve(Maze maze, RandomGenerator random, Statistics stats) {
        generator.carve(maze.cells(), random, stats);
        return maze;
    }
}
