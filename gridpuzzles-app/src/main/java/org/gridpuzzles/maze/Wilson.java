package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

import org.gridpuzzles.grid.FieldSet;
import org.gridpuzzles.grid.Grid;

/**
 * Wilson: loop-erased random walks from unvisited fields until they hit the tree. Uniform spanning tree. The walk
 * keeps only the last exit of each field, which erases loops implicitly (no path list is kept).
 */
final class Wilson implements MazeGenerator {

    @Override
    public String name() {
        return "wilson";
    }

    @Override
    public String description() {
        return "loop-erased random walks into the growing tree: a uniform spanning tree, slow to start";
    }

    @Override
    public double bytesPerField() {
        return 4.2;
    }

    @Override
    public Maze carve(Maze maze, RandomGenerator rng, Statistics stats) {
        Grid grid = maze.grid();
        int n = grid.size();
        FieldSet inTree = new FieldSet(n);
        int[] exit = new int[n];
        int[] nbrs = new int[4];
        inTree.add(rng.nextInt(n));
        long steps = 0;
        int scan = 0;
        while (true) {
            while (scan < n && inTree.contains(scan)) {
                scan++;
            }
            if (scan == n) {
                break;
            }
            int start = scan;
            int cell = start;
            while (!inTree.contains(cell)) {
                int k = Walk.neighbours(grid, cell, nbrs);
                int next = nbrs[rng.nextInt(k)];
                exit[cell] = next;
                cell = next;
                steps++;
            }
            cell = start;
            while (!inTree.contains(cell)) {
                inTree.add(cell);
                maze.carveBetween(cell, exit[cell]);
                cell = exit[cell];
            }
        }
        stats.set("steps", steps);
        return maze;
    }
}
