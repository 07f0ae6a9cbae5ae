package org.gridpuzzles.knight;

import java.util.SplittableRandom;

/** Test helper: knight's tours found by a randomised depth-first search, with no Warnsdorff ordering at all. */
final class RandomTours {

    private static final int[] DR = {-2, -1, 1, 2, 2, 1, -1, -2};
    private static final int[] DC = {1, 2, 2, 1, -1, -2, -2, -1};

    private RandomTours() {
    }

    static Tour find(int rows, int cols, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int n = rows * cols;
        int[] r = new int[n];
        int[] c = new int[n];
        boolean[][] seen = new boolean[rows + 1][cols + 1];
        r[0] = 1 + rnd.nextInt(rows);
        c[0] = 1 + rnd.nextInt(cols);
        seen[r[0]][c[0]] = true;
        long[] budget = {300_000};
        return dfs(rows, cols, r, c, seen, 1, rnd, budget) ? new Tour(rows, cols, r, c, new boolean[n]) : null;
    }

    /** True when two unvisited squares could each only end the tour, or one cannot be reached at all. */
    private static boolean hopeless(int rows, int cols, boolean[][] seen, int hr, int hc, boolean full) {
        if (full) {
            return false;
        }
        int ends = 0;
        for (int i = 1; i <= rows; i++) {
            for (int j = 1; j <= cols; j++) {
                if (seen[i][j]) {
                    continue;
                }
                int links = 0;
                for (int t = 0; t < 8; t++) {
                    int a = i + DR[t];
                    int b = j + DC[t];
                    if (a >= 1 && a <= rows && b >= 1 && b <= cols && (!seen[a][b] || (a == hr && b == hc))) {
                        links++;
                    }
                }
                if (links == 0 || (links == 1 && ++ends > 1)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean dfs(int rows, int cols, int[] r, int[] c, boolean[][] seen, int k, SplittableRandom rnd,
            long[] budget) {
        if (k == r.length) {
            return true;
        }
        if (--budget[0] < 0) {
            return false;
        }
        int[] order = {0, 1, 2, 3, 4, 5, 6, 7};
        for (int i = 7; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int x = order[i];
            order[i] = order[j];
            order[j] = x;
        }
        for (int t : order) {
            int rr = r[k - 1] + DR[t];
            int cc = c[k - 1] + DC[t];
            if (rr < 1 || rr > rows || cc < 1 || cc > cols || seen[rr][cc]) {
                continue;
            }
            seen[rr][cc] = true;
            r[k] = rr;
            c[k] = cc;
            if (!hopeless(rows, cols, seen, rr, cc, k + 1 == r.length) && dfs(rows, cols, r, c, seen, k + 1, rnd, budget)) {
                return true;
            }
            seen[rr][cc] = false;
        }
        return false;
    }
}
