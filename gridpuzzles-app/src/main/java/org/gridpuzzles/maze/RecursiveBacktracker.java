package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

import org.gridpuzzles.grid.FieldSet;
import org.gridpuzzles.grid.Grid;

/** Recursive backtracker: a depth-first random walk with an explicit stack (no recursion depth limit). */
final class RecursiveBacktracker implements MazeGenerator {

    @Override
    public String name() {
        return "recursive-backtracker";
    }

    @Override
    public String description() {
        return "depth-first search in random order: long corridors, few dead ends";
    }

    @Override
    public double bytesPerField() {
        return 4.2;
    }

    @Override
    public Maze carve(Maze maze, RandomGenerator rng, Statistics stats) {
        Grid grid = maze.grid();
        int n = grid.size();
        FieldSet visited = new FieldSet(n);
        int[] stack = new int[n];
        int[] nbrs = new int[4];
        int top = 0;
        int start = rng.nextInt(n);
        stack[top++] = start;
        visited.add(start);
        long maxDepth = 1;
        while (top > 0) {
            int cell = stack[top - 1];
            int free = Walk.neighboursIn(grid, cell, visited, false, nbrs);
            if (free == 0) {
                top--;
                continue;
            }
            int next = nbrs[rng.nextInt(free)];
            maze.carveBetween(cell, next);
            visited.add(next);
            stack[top++] = next;
            maxDepth = Math.max(maxDepth, top);
        }
        stats.set("deepest", maxDepth);
        return maze;
    }
}
