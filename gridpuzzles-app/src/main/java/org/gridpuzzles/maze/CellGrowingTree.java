package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/**
 * Growing tree on any grid: a list of active fields; the chosen one ({@link CellChoice}) grows into a random unvisited
 * neighbour, or leaves the list when it has none. With a random choice it is simplified Prim.
 */
final class CellGrowingTree implements CellGenerator {

    private final CellChoice choice;

    CellGrowingTree(CellChoice choice) {
        this.choice = choice;
    }

    @Override
    public double bytesPerCell() {
        return 4.2;
    }

    @Override
    public void carve(CellMaze maze, RandomGenerator random, Statistics stats) {
        CellGrid grid = maze.grid();
        int n = grid.cells();
        int slots = grid.slots();
        long[] visited = new long[(n + 63) >>> 6];
        int[] active = new int[n];
        int[] free = new int[slots];
        int[] around = new int[slots];
        boolean weave = grid.shape() == GridShape.WEAVE;
        int head = 0;
        int tail = 0;
        int start = random.nextInt(n);
        active[tail++] = start;
        CellGenerator.set(visited, start);
        double p = choice.newestProbability();
        while (tail > head) {
            int at;
            if (p < 0) {
                at = head;
            } else if (p >= 1 || (p > 0 && random.nextDouble() < p)) {
                at = tail - 1;
            } else {
                at = head + random.nextInt(tail - head);
            }
            int cell = active[at];
            int k = CellGenerator.unvisitedWays(grid, maze, cell, around, visited, free, weave);
            if (k == 0) {
                if (at == head) {
                    head++;
                } else {
                    active[at] = active[--tail];
                }
                continue;
            }
            int slot = free[k == 1 ? 0 : random.nextInt(k)];
            int next = around[slot];
            maze.link(cell, slot, next, grid.opposite(cell, slot));
            CellGenerator.set(visited, next);
            active[tail++] = next;
        }
    }
}
