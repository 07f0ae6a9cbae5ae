package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Grid;

/**
 * A*: Dijkstra's algorithm ordered by distance plus the Manhattan distance to the goal, which never overestimates on
 * a grid and is consistent, so the first time the goal is settled its path is a shortest one.
 */
final class AStarSolver extends DijkstraSolver {

    @Override
    int estimate(Grid grid, int field, int to) {
        int cols = grid.cols();
        return Math.abs(field / cols - to / cols) + Math.abs(field % cols - to % cols);
    }
}
