package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

import org.gridpuzzles.grid.Grid;

/** An algorithm that carves a perfect maze (a spanning tree) on a rectangular grid. */
interface MazeGenerator {

    /** The name as {@code --algorithm} takes it. */
    String name();

    /** One line on what the algorithm does and the texture it gives. */
    String description();

    /** Working memory per field beyond the maze itself, in bytes, to refuse grids that would not fit. */
    default double bytesPerField() {
        return 1;
    }

    /**
     * Carves a maze into {@code maze} (a blank one of its grid, which may record the carving) and returns it;
     * statistics of the run, if the algorithm keeps any, go to {@code stats}.
     */
    Maze carve(Maze maze, RandomGenerator random, Statistics stats);

    /** Carves a maze on a blank grid. */
    default Maze generate(Grid grid, RandomGenerator random, Statistics stats) {
        return carve(new Maze(grid), random, stats);
    }

    default Maze generate(Grid grid, RandomGenerator random) {
        return generate(grid, random, new Statistics());
    }
}
