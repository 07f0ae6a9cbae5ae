package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;

/** Breadth-first search from the start, stopped when the goal leaves the queue: a shortest path. */
final class BreadthFirstSolver implements MazeSolver {

    @Override
    public Solved solve(Maze maze, int from, int to) {
        Grid grid = maze.grid();
        int n = grid.size();
        int[] parent = new int[n];
        java.util.Arrays.fill(parent, -1);
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        queue[tail++] = from;
        parent[from] = from;
        while (head < tail) {
            int cell = queue[head++];
            if (cell == to) {
                return new Solved(Paths.fromParents(parent, from, to), head);
            }
            for (Direction d : Direction.values()) {
                if (maze.isOpen(cell, d)) {
                    int nb = grid.neighbour(cell, d);
                    if (parent[nb] < 0) {
                        parent[nb] = cell;
                        queue[tail++] = nb;
                    }
                }
            }
        }
        return new Solved(new int[0], head);
    }
}
