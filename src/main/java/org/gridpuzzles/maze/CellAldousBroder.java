package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/**
 * Aldous-Broder on any grid: a random walk that opens the way into every field it enters for the first time; a
 * uniform spanning tree, slow to finish.
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
                if (!grid.isUnder(s) && grid.neighbour(cell, s) >= 0) {
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
}
