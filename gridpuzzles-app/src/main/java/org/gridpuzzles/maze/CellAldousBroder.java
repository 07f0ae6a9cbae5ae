package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/**
 * Aldous-Broder on any grid: a random walk that opens the way into every field it enters for the first time; a
 * uniform spanning tree, slow to finish. On a weave the walk may also pass under a neighbour whose only passages run
 * straight across its way, as Mazes for Programmers' weave grids allow; entering a new field that way opens the passage
 * under it (the neighbour becomes a bridge: all its neighbours are visited then, so it never gets another passage).
 */
final class CellAldousBroder implements CellGenerator {

    @Override
    public double bytesPerCell() {
        return 0.2;
    }

    @Override
    public void carve(CellMaze maze, RandomGenerator random, Statistics stats) {
        CellGrid grid = maze.grid();
        int n = grid.cells();
        int slots = grid.slots();
        long[] visited = new long[(n + 63) >>> 6];
        int[] ways = new int[slots];
        int cell = random.nextInt(n);
        CellGenerator.set(visited, cell);
        int left = n - 1;
        while (left > 0) {
            int k = 0;
            for (int s = 0; s < slots; s++) {
                if (grid.isUnder(s) ? mayPassUnder(maze, cell, s) : grid.neighbour(cell, s) >= 0) {
                    ways[k++] = s;
                }
            }
            int s = ways[random.nextInt(k)];
            int next = grid.neighbour(cell, s);
            if (!CellGenerator.get(visited, next)) {
                maze.carve(cell, s);
                CellGenerator.set(visited, next);
                left--;
            }
            cell = next;
        }
    }

    /** Weave: may a walk pass through {@code slot} under the neighbour to the field beyond it? */
    static boolean mayPassUnder(CellMaze maze, int cell, int slot) {
        CellGrid grid = maze.grid();
        int middle = grid.neighbour(cell, slot - 1);
        return middle >= 0 && grid.neighbour(cell, slot) >= 0
                && maze.openings(middle) == CellGenerator.across(slot >> 1);
    }
}
