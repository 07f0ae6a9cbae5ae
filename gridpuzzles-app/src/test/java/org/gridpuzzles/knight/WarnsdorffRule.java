package org.gridpuzzles.knight;

/**
 * Test helper: recomputes from scratch, with plain loops and no incremental state, whether a move of a walk went to
 * an unvisited neighbour of minimal degree.
 */
final class WarnsdorffRule {

    private static final int[][] JUMPS = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};

    private WarnsdorffRule() {
    }

    /** True when move i (from square i to square i+1) follows Warnsdorff's rule. */
    static boolean follows(Tour t, int i) {
        boolean[][] visited = new boolean[t.rows() + 1][t.cols() + 1];
        for (int k = 0; k <= i; k++) {
            visited[t.rowsVisited()[k]][t.colsVisited()[k]] = true;
        }
        int r = t.rowsVisited()[i];
        int c = t.colsVisited()[i];
        int min = Integer.MAX_VALUE;
        for (int[] j : JUMPS) {
            int rr = r + j[0];
            int cc = c + j[1];
            if (on(t, rr, cc) && !visited[rr][cc]) {
                min = Math.min(min, degree(t, visited, rr, cc));
            }
        }
        return degree(t, visited, t.rowsVisited()[i + 1], t.colsVisited()[i + 1]) == min;
    }

    /** True when at square i more than one unvisited neighbour had the least degree (a tie for the tie-break). */
    static boolean tied(Tour t, int i) {
        boolean[][] visited = new boolean[t.rows() + 1][t.cols() + 1];
        for (int k = 0; k <= i; k++) {
            visited[t.rowsVisited()[k]][t.colsVisited()[k]] = true;
        }
        int r = t.rowsVisited()[i];
        int c = t.colsVisited()[i];
        int min = Integer.MAX_VALUE;
        int atMin = 0;
        for (int[] j : JUMPS) {
            int rr = r + j[0];
            int cc = c + j[1];
            if (on(t, rr, cc) && !visited[rr][cc]) {
                int d = degree(t, visited, rr, cc);
                if (d < min) {
                    min = d;
                    atMin = 1;
                } else if (d == min) {
                    atMin++;
                }
            }
        }
        return atMin > 1;
    }

    private static int degree(Tour t, boolean[][] visited, int r, int c) {
        int d = 0;
        for (int[] j : JUMPS) {
            if (on(t, r + j[0], c + j[1]) && !visited[r + j[0]][c + j[1]]) {
                d++;
            }
        }
        return d;
    }

    private static boolean on(Tour t, int r, int c) {
        return r >= 1 && r <= t.rows() && c >= 1 && c <= t.cols();
    }
}
