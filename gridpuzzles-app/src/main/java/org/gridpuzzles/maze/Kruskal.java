package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

import org.gridpuzzles.grid.Grid;

/**
 * Randomized Kruskal: all walls in random order; a wall is removed when it separates two different trees
 * (union-find with path halving and union by size).
 */
final class Kruskal implements MazeGenerator {

    @Override
    public String name() {
        return "kruskal";
    }

    @Override
    public String description() {
        return "removes walls in random order between separate trees: many short dead ends";
    }

    @Override
    public double bytesPerField() {
        return 16;
    }

    @Override
    public Maze carve(Maze maze, RandomGenerator rng, Statistics stats) {
        Grid grid = maze.grid();
        int n = grid.size();
        int cols = grid.cols();
        // edge e: field e/2, bit 0 = right, 1 = down
        int edgeCount = 0;
        int[] edges = new int[Math.max(0, 2 * n)];
        for (int i = 0; i < n; i++) {
            if (i % cols != cols - 1) {
                edges[edgeCount++] = 2 * i;
            }
            if (i < n - cols) {
                edges[edgeCount++] = 2 * i + 1;
            }
        }
        for (int j = edgeCount - 1; j > 0; j--) {
            int r = rng.nextInt(j + 1);
            int t = edges[j];
            edges[j] = edges[r];
            edges[r] = t;
        }
        int[] parent = UnionFind.singletons(n);
        int[] size = new int[n];
        java.util.Arrays.fill(size, 1);
        int joined = 0;
        for (int j = 0; j < edgeCount && joined < n - 1; j++) {
            int e = edges[j];
            int a = e >>> 1;
            int b = (e & 1) == 0 ? a + 1 : a + cols;
            int ra = UnionFind.find(parent, a);
            int rb = UnionFind.find(parent, b);
            if (ra != rb) {
                if (size[ra] < size[rb]) {
                    int t = ra;
                    ra = rb;
                    rb = t;
                }
                parent[rb] = ra;
                size[ra] += size[rb];
                maze.carveBetween(a, b);
                joined++;
            }
        }
        return maze;
    }
}
