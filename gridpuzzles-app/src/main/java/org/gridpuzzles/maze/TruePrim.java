package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

import org.gridpuzzles.grid.FieldSet;
import org.gridpuzzles.grid.Grid;

/**
 * True Prim: every field gets a random cost; the active field of least cost carves to its unvisited neighbour of
 * least cost. The active set is a binary heap of field indices keyed by cost (primitive arrays, no boxing).
 */
final class TruePrim implements MazeGenerator {

    @Override
    public String name() {
        return "prim-true";
    }

    @Override
    public String description() {
        return "Prim's minimum spanning tree over random field costs: many short dead ends, jigsaw texture";
    }

    @Override
    public double bytesPerField() {
        return 8.2;
    }

    @Override
    public Maze carve(Maze maze, RandomGenerator rng, Statistics stats) {
        Grid grid = maze.grid();
        int n = grid.size();
        int[] cost = new int[n];
        for (int i = 0; i < n; i++) {
            cost[i] = rng.nextInt(100);
        }
        FieldSet visited = new FieldSet(n);
        int[] heap = new int[n];
        int size = 0;
        int[] nbrs = new int[4];
        int start = rng.nextInt(n);
        visited.add(start);
        heap[size++] = start;
        while (size > 0) {
            int cell = heap[0];
            int k = Walk.neighbours(grid, cell, nbrs);
            int best = -1;
            for (int j = 0; j < k; j++) {
                int nb = nbrs[j];
                if (!visited.contains(nb) && (best < 0 || cost[nb] < cost[best])) {
                    best = nb;
                }
            }
            if (best < 0) {
                heap[0] = heap[--size];
                siftDown(heap, size, cost, 0);
                continue;
            }
            maze.carveBetween(cell, best);
            visited.add(best);
            heap[size] = best;
            siftUp(heap, cost, size++);
        }
        return maze;
    }

    private static void siftUp(int[] heap, int[] cost, int i) {
        int x = heap[i];
        while (i > 0) {
            int p = (i - 1) >>> 1;
            if (cost[heap[p]] <= cost[x]) {
                break;
            }
            heap[i] = heap[p];
            i = p;
        }
        heap[i] = x;
    }

    private static void siftDown(int[] heap, int size, int[] cost, int i) {
        if (size == 0) {
            return;
        }
        int x = heap[i];
        while (true) {
            int c = 2 * i + 1;
            if (c >= size) {
                break;
            }
            if (c + 1 < size && cost[heap[c + 1]] < cost[heap[c]]) {
                c++;
            }
            if (cost[heap[c]] >= cost[x]) {
                break;
            }
            heap[i] = heap[c];
            i = c;
        }
        heap[i] = x;
    }
}
