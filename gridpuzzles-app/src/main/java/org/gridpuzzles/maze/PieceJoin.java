package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/**
 * What the winders do where a run found no way across: the pieces of the maze joined as Kruskal would join them.
 */
final class PieceJoin {

    private PieceJoin() {
    }

    /**
     * Joins the trees of a forest into one: each tree labelled through its passages, then the walls between trees
     * in random order, each opened when it still parts two trees.
     */
    static void join(CellMaze maze, RandomGenerator random) {
        CellGrid grid = maze.grid();
        int n = grid.cells();
        int slots = grid.slots();
        int[] piece = new int[n];
        java.util.Arrays.fill(piece, -1);
        int[] queue = new int[n];
        int pieces = 0;
        int[] around = new int[slots];
        for (int c = 0; c < n; c++) {
            if (piece[c] >= 0) {
                continue;
            }
            int tail = 0;
            queue[tail++] = c;
            piece[c] = pieces;
            for (int head = 0; head < tail; head++) {
                int x = queue[head];
                int bits = maze.openings(x);
                while (bits != 0) {
                    int s = Integer.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                    int o = grid.neighbour(x, s);
                    if (piece[o] < 0) {
                        piece[o] = pieces;
                        queue[tail++] = o;
                    }
                }
            }
            pieces++;
        }
        int count = 0;
        int[] walls = new int[16];
        for (int c = 0; c < n; c++) {
            grid.neighbours(c, around);
            for (int s = 0; s < slots; s++) {
                int o = around[s];
                if (o > c && !grid.isUnder(s) && piece[o] != piece[c]) {
                    if (count == walls.length) {
                        walls = java.util.Arrays.copyOf(walls, count * 2);
                    }
                    walls[count++] = c * slots + s;
                }
            }
        }
        for (int i = count - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = walls[i];
            walls[i] = walls[j];
            walls[j] = t;
        }
        int[] parent = UnionFind.singletons(pieces);
        for (int i = 0; i < count; i++) {
            int a = walls[i] / slots;
            int s = walls[i] % slots;
            int ra = UnionFind.find(parent, piece[a]);
            int rb = UnionFind.find(parent, piece[grid.neighbour(a, s)]);
            if (ra != rb) {
                parent[ra] = rb;
                maze.carve(a, s);
            }
        }
    }
}
