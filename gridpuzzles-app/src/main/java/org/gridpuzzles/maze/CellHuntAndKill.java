package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/**
 * Hunt-and-kill on any grid: a random walk to unvisited fields; when stuck, the first unvisited field (in number
 * order) next to a visited one is joined to it and the walk goes on from there. On a weave both may pass under a
 * visited neighbour whose only passages run straight across the way (it becomes a bridge); the hunt's field beyond it
 * must not be a bridge itself, which a passage of its own would spoil.
 */
final class CellHuntAndKill implements CellGenerator {

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
        int[] free = new int[slots];
        int[] around = new int[slots];
        boolean weave = grid.shape() == GridShape.WEAVE;
        int cell = random.nextInt(n);
        CellGenerator.set(visited, cell);
        int lowest = 0;
        int left = n - 1;
        while (left > 0) {
            int k = 0;
            for (int s = 0; s < slots; s++) {
                int o = grid.isUnder(s) ? -1 : grid.neighbour(cell, s);
                if (o >= 0 && !CellGenerator.get(visited, o)) {
                    free[k++] = s;
                }
            }
            if (weave) {
                grid.neighbours(cell, around);
                k = CellGenerator.underWays(maze, around, visited, free, k);
            }
            if (k > 0) {
                cell = maze.carve(cell, free[random.nextInt(k)]);
                CellGenerator.set(visited, cell);
                left--;
                continue;
            }
            while (CellGenerator.get(visited, lowest)) {
                lowest++;
            }
            for (int c = lowest; c < n; c++) {
                if (CellGenerator.get(visited, c)) {
                    continue;
                }
                k = 0;
                for (int s = 0; s < slots; s++) {
                    int o = grid.neighbour(c, s);
                    if (o < 0 || !CellGenerator.get(visited, o)) {
                        continue;
                    }
                    if (!grid.isUnder(s) || CellAldousBroder.mayPassUnder(maze, c, s) && !maze.crossed(o)) {
                        free[k++] = s;
                    }
                }
                if (k > 0) {
                    maze.carve(c, free[random.nextInt(k)]);
                    CellGenerator.set(visited, c);
                    left--;
                    cell = c;
                    break;
                }
            }
        }
    }
}
