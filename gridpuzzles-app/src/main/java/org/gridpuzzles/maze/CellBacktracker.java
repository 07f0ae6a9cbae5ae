package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/**
 * Recursive backtracker on any grid: a random walk to unvisited fields that backs up along its own path when stuck
 * (an explicit stack, so any size runs). Long winding passages, few dead ends.
 */
final class CellBacktracker implements CellGenerator {

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
        int[] stack = new int[n];
        int[] free = new int[slots];
        int[] around = new int[slots];
        boolean weave = grid.shape() == GridShape.WEAVE;
        int top = 0;
        int start = random.nextInt(n);
        stack[top++] = start;
        CellGenerator.set(visited, start);
        while (top > 0) {
            int cell = stack[top - 1];
            int k = CellGenerator.unvisitedWays(grid, maze, cell, around, visited, free, weave);
            if (k == 0) {
                top--;
                continue;
            }
            int slot = free[k == 1 ? 0 : random.nextInt(k)];
            int next = around[slot];
            maze.link(cell, slot, next, grid.opposite(cell, slot));
            CellGenerator.set(visited, next);
            stack[top++] = next;
        }
    }
}
