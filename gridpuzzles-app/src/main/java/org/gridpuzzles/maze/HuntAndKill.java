package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

import org.gridpuzzles.grid.FieldSet;
import org.gridpuzzles.grid.Grid;

/**
 * Hunt-and-kill: a random walk into unvisited fields; when stuck, hunt row by row for an unvisited field beside the
 * maze and carve into the maze from it. The hunt resumes at the first row that still has unvisited fields, so the
 * total scanning is linear.
 */
final class HuntAndKill implements MazeGenerator {

    @Override
    public String name() {
        return "hunt-and-kill";
    }

    @Override
    public String description() {
        return "random walk until stuck, then hunt for a new start beside the maze: long winding passages";
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
        int[] nbrs = new int[4];
        int cell = rng.nextInt(n);
        visited.add(cell);
        int scan = 0;
        long hunts = 0;
        while (cell >= 0) {
            int free = Walk.neighboursIn(grid, cell, visited, false, nbrs);
            if (free > 0) {
                int next = nbrs[rng.nextInt(free)];
                maze.carveBetween(cell, next);
                visited.add(next);
                cell = next;
                continue;
            }
            cell = -1;
            hunts++;
            scan = visited.nextClear(scan);
            for (int i = scan; i >= 0 && i < n; i = visited.nextClear(i + 1)) {
                int done = Walk.neighboursIn(grid, i, visited, true, nbrs);
                if (done > 0) {
                    maze.carveBetween(i, nbrs[rng.nextInt(done)]);
                    visited.add(i);
                    cell = i;
                    break;
                }
            }
        }
        stats.set("hunts", hunts);
        return maze;
    }
}
