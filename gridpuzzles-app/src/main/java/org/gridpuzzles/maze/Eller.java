package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/**
 * Eller: one row at a time with set labels. Neighbours in different sets are joined at random (always on the last
 * row); each set then carves down from at least one random member. Memory is two rows of labels. Runs on a grid
 * with rows and columns in the rectangle's sense (slots 1 right, 2 down).
 */
final class Eller implements CellGenerator {

    @Override
    public double bytesPerCell() {
        return 0;
    }

    @Override
    public void carve(CellMaze maze, RandomGenerator rng, Statistics stats) {
        CellGrid grid = maze.grid();
        int rows = grid.rows();
        int cols = grid.cols();
        int[] set = new int[cols];
        int[] nextSet = new int[cols];
        // label -> column list, as linked lists through primitive arrays
        int[] members = new int[cols];
        int[] firstOf = new int[2 * cols + 2];
        int[] link = new int[cols];
        int nextLabel = 0;
        // relabel map, reused per row
        int[] relabel = new int[2 * cols + 2];
        int[] parent = new int[2 * cols + 2];
        java.util.Arrays.fill(relabel, -1);
        for (int c = 0; c < cols; c++) {
            set[c] = nextLabel++;
        }
        for (int r = 0; r < rows; r++) {
            boolean lastRow = r == rows - 1;
            // join neighbours in different sets (union-find over this row's labels)
            UnionFind.reset(parent, nextLabel);
            for (int c = 0; c + 1 < cols; c++) {
                int a = UnionFind.find(parent, set[c]);
                int b = UnionFind.find(parent, set[c + 1]);
                if (a != b && (lastRow || rng.nextBoolean())) {
                    maze.link(r * cols + c, 1, r * cols + c + 1, 3);
                    parent[b] = a;
                }
            }
            for (int c = 0; c < cols; c++) {
                set[c] = UnionFind.find(parent, set[c]);
            }
            if (lastRow) {
                break;
            }
            // group columns by set, then carve down from a random non-empty subset of each
            java.util.Arrays.fill(firstOf, 0, nextLabel, -1);
            int groups = 0;
            for (int c = cols - 1; c >= 0; c--) {
                int s = set[c];
                if (firstOf[s] < 0) {
                    members[groups++] = s;
                }
                link[c] = firstOf[s];
                firstOf[s] = c;
            }
            java.util.Arrays.fill(nextSet, -1);
            for (int g = 0; g < groups; g++) {
                int s = members[g];
                int size = 0;
                for (int c = firstOf[s]; c >= 0; c = link[c]) {
                    size++;
                }
                int forced = rng.nextInt(size);
                int idx = 0;
                for (int c = firstOf[s]; c >= 0; c = link[c], idx++) {
                    if (idx == forced || rng.nextInt(3) == 0) {
                        maze.link(r * cols + c, 2, (r + 1) * cols + c, 0);
                        nextSet[c] = s;
                    }
                }
            }
            // compact labels so they stay below 2 * cols
            int labels = 0;
            for (int c = 0; c < cols; c++) {
                if (nextSet[c] >= 0) {
                    int old = nextSet[c];
                    if (relabel[old] < 0) {
                        relabel[old] = labels++;
                    }
                    nextSet[c] = relabel[old];
                }
            }
            for (int c = 0; c < cols; c++) {
                if (nextSet[c] < 0) {
                    nextSet[c] = labels++;
                }
            }
            java.util.Arrays.fill(relabel, 0, Math.max(nextLabel, labels), -1);
            nextLabel = labels;
            int[] t = set;
            set = nextSet;
            nextSet = t;
        }
    }
}
