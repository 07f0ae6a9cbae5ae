package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

import org.gridpuzzles.grid.FieldSet;
import org.gridpuzzles.grid.Grid;

/** Aldous-Broder: a random walk that carves into every field it enters for the first time. Uniform spanning tree. */
final class AldousBroder implements MazeGenerator {

    @Override
    public String name() {
        return "aldous-broder";
    }

    @Override
    public String description() {
        return "random walk, carving on first visits: a uniform spanning tree, slow to finish";
    }

    @Override
    public double bytesPerField() {
        return 0.125;
    }

    @Override
    public Maze carve(Maze maze, RandomGenerator rng, Statistics stats) {
        Grid grid = maze.grid();
        int n = grid.size();
        FieldSet visited = new FieldSet(n);
        int cell = rng.nextInt(n);
        visited.add(cell);
        int remaining = n - 1;
        long steps = 0;
        int[] nbrs = new int[4];
        while (remaining > 0) {
            int k = Walk.neighbours(grid, cell, nbrs);
            int next = nbrs[rng.nextInt(k)];
            steps++;
            if (visited.addIfAbsent(next)) {
                maze.carveBetween(cell, next);
                remaining--;
            }
            cell = next;
        }
        stats.set("steps", steps);
        return maze;
    }
}
