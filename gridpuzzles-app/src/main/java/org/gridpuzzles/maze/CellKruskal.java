package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/**
 * Kruskal on any grid: every wall in random order, opened when it parts two trees. On a weave grid bridges are laid
 * first, as Mazes for Programmers does: each inner field, in random order and with probability one half, becomes a
 * bridge (a straight passage over it, one under it at right angles) when it is still untouched, its four neighbours
 * are in four different trees and none of them is a bridge; the walls of a bridge's other two sides stay.
 */
final class CellKruskal implements CellGenerator {

    @Override
    public double bytesPerCell() {
        return 4 * 4.2;
    }

    @Override
    public void carve(CellMaze maze, RandomGenerator random, Statistics stats) {
        CellGrid grid = maze.grid();
        int n = grid.cells();
        int slots = grid.slots();
        int[] parent = UnionFind.singletons(n);
        long[] bridge = new long[(n + 63) >>> 6];
        long bridges = 0;
        if (grid.shape() == GridShape.WEAVE) {
            bridges = layBridges(maze, random, parent, bridge);
        }
        int count = 0;
        for (int c = 0; c < n; c++) {
            for (int s = 0; s < slots; s++) {
                if (!grid.isUnder(s) && grid.neighbour(c, s) > c) {
                    count++;
                }
            }
        }
        int[] walls = new int[count];
        int w = 0;
        for (int c = 0; c < n; c++) {
            for (int s = 0; s < slots; s++) {
                if (!grid.isUnder(s) && grid.neighbour(c, s) > c) {
                    walls[w++] = c * slots + s;
                }
            }
        }
        for (int i = count - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = walls[i];
            walls[i] = walls[j];
            walls[j] = t;
        }
        for (int wall : walls) {
            int a = wall / slots;
            int s = wall % slots;
            int b = grid.neighbour(a, s);
            if (CellGenerator.get(bridge, a) || CellGenerator.get(bridge, b)) {
                continue;
            }
            int ra = UnionFind.find(parent, a);
            int rb = UnionFind.find(parent, b);
            if (ra != rb) {
                parent[ra] = rb;
                maze.carve(a, s);
            }
        }
        if (grid.shape() == GridShape.WEAVE) {
            stats.set("cells", n);
            stats.set("passages", maze.passages());
            stats.set("bridges", bridges);
        }
    }

    private static long layBridges(CellMaze maze, RandomGenerator random, int[] parent, long[] bridge) {
        CellGrid grid = maze.grid();
        int rows = grid.rows();
        int cols = grid.cols();
        if (rows < 3 || cols < 3) {
            return 0;
        }
        int inner = (rows - 2) * (cols - 2);
        int[] order = new int[inner];
        for (int i = 0; i < inner; i++) {
            order[i] = (i / (cols - 2) + 1) * cols + i % (cols - 2) + 1;
        }
        for (int i = inner - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        long laid = 0;
        int[] side = new int[4];
        for (int m : order) {
            if (random.nextBoolean() || maze.degree(m) != 0) {
                continue;
            }
            boolean ok = true;
            for (int d = 0; d < 4 && ok; d++) {
                side[d] = grid.neighbour(m, 2 * d);
                ok = !CellGenerator.get(bridge, side[d]);
                for (int e = 0; e < d && ok; e++) {
                    ok = UnionFind.find(parent, side[d]) != UnionFind.find(parent, side[e]);
                }
            }
            if (!ok) {
                continue;
            }
            // over: up-down or left-right at random; under: the other pair, through the under slots
            int over = random.nextBoolean() ? 0 : 1;
            int under = 1 - over;
            maze.carve(m, 2 * over);
            maze.carve(m, 2 * (over + 2));
            maze.carve(side[under], 2 * (under + 2) + 1);
            union(parent, m, side[over]);
            union(parent, m, side[over + 2]);
            union(parent, side[under], side[under + 2]);
            CellGenerator.set(bridge, m);
            laid++;
        }
        return laid;
    }

    private static void union(int[] parent, int a, int b) {
        parent[UnionFind.find(parent, a)] = UnionFind.find(parent, b);
    }
}
