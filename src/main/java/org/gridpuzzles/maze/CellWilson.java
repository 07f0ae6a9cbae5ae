package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/**
 * Wilson on any grid: loop-erased random walks from each field not yet in the tree until they reach it; a uniform
 * spanning tree.
 */
final class CellWilson implements CellGenerator {

    @Override
    public double bytesPerCell() {
        return 1.2;
    }

    @Override
    public void carve(CellMaze maze, RandomGenerator random, Statistics stats) {
        CellGrid grid = maze.grid();
        int n = grid.cells();
        int slots = grid.slots();
        long[] inTree = new long[(n + 63) >>> 6];
        byte[] way = new byte[n];
        int[] ways = new int[slots];
        CellGenerator.set(inTree, random.nextInt(n));
        for (int start = 0; start < n; start++) {
            if (CellGenerator.get(inTree, start)) {
                continue;
            }
            // the walk keeps only the last way out of each field, which erases its loops
            int cell = start;
            while (!CellGenerator.get(inTree, cell)) {
                int k = 0;
                for (int s = 0; s < slots; s++) {
                    if (!grid.isUnder(s) && grid.neighbour(cell, s) >= 0) {
                        ways[k++] = s;
                    }
                }
                int s = ways[random.nextInt(k)];
                way[cell] = (byte) s;
                cell = grid.neighbour(cell, s);
            }
            cell = start;
            while (!CellGenerator.get(inTree, cell)) {
                CellGenerator.set(inTree, cell);
                cell = maze.carve(cell, way[cell]);
            }
        }
    }
}
