package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

import org.gridpuzzles.grid.FieldSet;
import org.gridpuzzles.grid.Grid;

/** Simplified Prim: pick a random active field, carve to a random unvisited neighbour, retire it when it has none. */
final class SimplifiedPrim implements MazeGenerator {

    @Override
    public String name() {
        return "prim-simplified";
    }

    @Override
    public String description() {
        return "grows from random active fields: radial texture with many short dead ends";
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
        int[] active = new int[n];
        int[] nbrs = new int[4];
        int count = 0;
        int start = rng.nextInt(n);
        active[count++] = start;
        visited.add(start);
        while (count > 0) {
            int slot = rng.nextInt(count);
            int cell = active[slot];
            int free = Walk.neighboursIn(grid, cell, visited, false, nbrs);
            if (free == 0) {
                active[slot] = active[--count];
                continue;
            }
            int next = nbrs[rng.nextInt(free)];
            maze.carveBetween(cell, next);
            visited.add(next);
            active[count++] = next;
        }
        return maze;
    }
}
