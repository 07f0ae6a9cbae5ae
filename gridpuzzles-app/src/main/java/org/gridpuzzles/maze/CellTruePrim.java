package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

import it.unimi.dsi.fastutil.longs.LongHeapPriorityQueue;

/**
 * True Prim on any grid: every field gets a random cost; the cheapest active field grows into its cheapest unvisited
 * neighbour. Many short dead ends, a jigsaw texture.
 */
final class CellTruePrim implements CellGenerator {

    @Override
    public double bytesPerCell() {
        return 12.2;
    }

    @Override
    public void carve(CellMaze maze, RandomGenerator random, Statistics stats) {
        CellGrid grid = maze.grid();
        int n = grid.cells();
        int slots = grid.slots();
        int[] cost = new int[n];
        for (int i = 0; i < n; i++) {
            cost[i] = random.nextInt(Integer.MAX_VALUE);
        }
        long[] visited = new long[(n + 63) >>> 6];
        LongHeapPriorityQueue active = new LongHeapPriorityQueue();
        int start = random.nextInt(n);
        CellGenerator.set(visited, start);
        active.enqueue(((long) cost[start] << 32) | start);
        while (!active.isEmpty()) {
            int cell = (int) active.firstLong();
            int best = -1;
            int bestSlot = -1;
            for (int s = 0; s < slots; s++) {
                if (grid.isUnder(s)) {
                    continue;
                }
                int o = grid.neighbour(cell, s);
                if (o >= 0 && !CellGenerator.get(visited, o) && (best < 0 || cost[o] < cost[best])) {
                    best = o;
                    bestSlot = s;
                }
            }
            if (best < 0) {
                active.dequeueLong();
                continue;
            }
            maze.carve(cell, bestSlot);
            CellGenerator.set(visited, best);
            active.enqueue(((long) cost[best] << 32) | best);
        }
    }
}
