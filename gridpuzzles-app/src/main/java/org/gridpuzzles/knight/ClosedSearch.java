package org.gridpuzzles.knight;

import java.util.SplittableRandom;

/**
 * Finds one closed tour of a small board by depth-first search: candidates in Warnsdorff order (fewest onward
 * moves first, ties at random), the corner's two neighbours fixed as the second and the last square, squares that
 * fall out of the knight's reach pruned as soon as they have fewer than two ways left. A node budget with restarts
 * keeps an unlucky order from running long.
 */
final class ClosedSearch {

    private final int rows;
    private final int cols;
    private final int n;
    private final int[][] nb;
    private final boolean[] visited;
    private final int[] deg;
    private final int[] path;
    private final SplittableRandom rnd;
    private int end;
    private boolean open;
    /** Squares the tour must visit: all, or all but a hole. */
    private int size;
    private long budget;

    private ClosedSearch(int rows, int cols, long seed) {
        this.rows = rows;
        this.cols = cols;
        this.n = rows * cols;
        this.nb = new int[n][];
        for (int s = 0; s < n; s++) {
            int[] tmp = new int[8];
            int k = 0;
            for (int t = 0; t < 8; t++) {
                int rr = s / cols + KnightMoves.D_ROW[t];
                int cc = s % cols + KnightMoves.D_COL[t];
                if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) {
                    tmp[k++] = rr * cols + cc;
                }
            }
            nb[s] = java.util.Arrays.copyOf(tmp, k);
        }
        this.visited = new boolean[n];
        this.deg = new int[n];
        this.path = new int[n];
        this.rnd = new SplittableRandom(seed);
        this.size = n;
    }

    /**
     * A closed tour of an h x w block without the square {@code hole} (local index), in cycle order (h * w - 1
     * squares), or null when the bounded search gives up ({@code tries} restarts with growing budgets). Anchored at
     * a corner other than the hole, whose two neighbours are forced next to it.
     */
    static int[] findWithout(int h, int w, int hole, int tries, long nodes) {
        int corner = hole == 0 ? w - 1 : 0;
        for (long seed = 1; seed <= tries; seed++) {
            ClosedSearch s = new ClosedSearch(h, w, seed);
            s.budget = nodes * seed;
            for (int q = 0; q < s.n; q++) {
                s.deg[q] = s.nb[q].length;
            }
            s.visit(hole);
            s.size = s.n - 1;
            if (s.deg[corner] != 2) {
                return null;
            }
            s.path[0] = corner;
            s.visit(corner);
            int[] two = new int[2];
            int k = 0;
            for (int v : s.nb[corner]) {
                if (!s.visited[v]) {
                    two[k++] = v;
                }
            }
            s.path[1] = two[0];
            s.visit(two[0]);
            s.end = two[1];
            if (s.dfs(2, corner)) {
                return java.util.Arrays.copyOf(s.path, s.size);
            }
            if (s.budget >= 0) {
                return null; // the search ran to the end: there is none
            }
        }
        return null;
    }

    /** Local indices {@code r * w + c} in cycle order. */
    static int[] find(int h, int w, long firstSeed) {
        for (long seed = firstSeed; ; seed++) {
            ClosedSearch s = new ClosedSearch(h, w, seed);
            int[] p = s.run(200_000L * (seed - firstSeed + 1));
            if (p != null) {
                return p;
            }
            if (seed > firstSeed + 200) {
                throw new IllegalStateException("no closed tour found on a " + h + " x " + w + " block");
            }
        }
    }

    /** An open tour from {@code start} (local index), or null when the search gives up. */
    static int[] findOpen(int h, int w, int start) {
        for (long seed = 1; seed <= 60; seed++) {
            ClosedSearch s = new ClosedSearch(h, w, seed);
            s.budget = 200_000L * seed;
            s.open = true;
            s.end = -1;
            for (int q = 0; q < s.n; q++) {
                s.deg[q] = s.nb[q].length;
            }
            s.path[0] = start;
            s.visit(start);
            if (s.dfs(1, -1)) {
                return s.path;
            }
        }
        return null;
    }

    /** Open search: true when some unvisited square can no longer be part of a tour ending anywhere. */
    private boolean hopeless(int h) {
        int ends = 0;
        for (int q = 0; q < n; q++) {
            if (!visited[q] && !adjacent(h, q) && deg[q] <= 1 && (deg[q] == 0 || ++ends > 1)) {
                return true;
            }
        }
        return false;
    }

    private int[] run(long nodes) {
        budget = nodes;
        for (int s = 0; s < n; s++) {
            deg[s] = nb[s].length;
        }
        int corner = 0;
        path[0] = corner;
        visit(corner);
        path[1] = nb[corner][0];
        visit(path[1]);
        end = nb[corner][1];
        return dfs(2, corner) ? path : null;
    }

    private void visit(int s) {
        visited[s] = true;
        for (int w : nb[s]) {
            deg[w]--;
        }
    }

    private void unvisit(int s) {
        visited[s] = false;
        for (int w : nb[s]) {
            deg[w]++;
        }
    }

    private boolean adjacent(int a, int b) {
        for (int w : nb[a]) {
            if (w == b) {
                return true;
            }
        }
        return false;
    }

    private boolean dfs(int k, int prev) {
        int h = path[k - 1];
        if (k == size) {
            return open || h == end;
        }
        if (--budget < 0) {
            return false;
        }
        if (open) {
            if (hopeless(h)) {
                return false;
            }
        } else {
            for (int w : nb[prev]) {
                if (!visited[w] && !adjacent(h, w) && (w == end ? deg[w] == 0 : deg[w] <= 1)) {
                    return false;
                }
            }
        }
        int[] cand = new int[8];
        int[] key = new int[8];
        int m = 0;
        for (int v : nb[h]) {
            if (visited[v] || (v == end && k != size - 1)) {
                continue;
            }
            cand[m] = v;
            key[m] = deg[v] * 16 + rnd.nextInt(16);
            m++;
        }
        for (int i = 1; i < m; i++) {
            for (int j = i; j > 0 && key[j] < key[j - 1]; j--) {
                int t = key[j];
                key[j] = key[j - 1];
                key[j - 1] = t;
                t = cand[j];
                cand[j] = cand[j - 1];
                cand[j - 1] = t;
            }
        }
        for (int i = 0; i < m; i++) {
            int v = cand[i];
            path[k] = v;
            visit(v);
            if (dfs(k + 1, h)) {
                return true;
            }
            unvisit(v);
            if (budget < 0) {
                return false;
            }
        }
        return false;
    }
}
