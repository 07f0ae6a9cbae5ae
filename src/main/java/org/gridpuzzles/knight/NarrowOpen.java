package org.gridpuzzles.knight;

import java.util.HashMap;
import java.util.Map;

/**
 * Open tours of long 3 x odd boards (which have no closed tour) in linear time: the board is cut into blocks 4
 * columns wide plus a last block 4, 7, 9 or 10 wide, and each block gets an
 * open tour that starts a knight's move from where the previous one ended and ends in its last two columns. Block
 * paths are found by a small depth-first search once per (width, entry) and reused, so the tour from a corner is
 * built in time linear in the board. Squares are local {@code r * n + c}, 0-based, on an h x n board.
 */
final class NarrowOpen {

    private static final Map<Long, int[]> CACHE = new HashMap<>();

    private NarrowOpen() {
    }

    /**
     * An open tour of 3 x n from square (0,0), or null when this construction does not find one. (It cannot work on
     * 4 x n: there the outer rows touch only the inner ones, so every open tour has exactly one inner-to-inner move,
     * while each block path on its own would need one.)
     */
    static synchronized int[] fromCorner(int h, int n) {
        if (h != 3) {
            return null;
        }
        int base = 4;
        int[] out = new int[h * n];
        int k = 0;
        int c0 = 0;
        int prevEnd = -1; // as (row, col - c0 of the new block): row * 16 + (col offset + 8)
        while (c0 < n) {
            int w = n - c0;
            // the last block is 5..9 wide (4 rows) or 4, 7, 9 or 10 wide (3 rows: 3 x 5 and 3 x 6 have no open tour)
            boolean last = w == 4 || w == 7 || w == 9 || w == 10;
            if (!last) {
                w = base;
            }
            long key = ((long) h << 40) | ((long) w << 32) | ((long) (prevEnd + 1) << 1) | (last ? 1 : 0);
            int entry = prevEnd;
            int width = w;
            boolean isLast = last;
            int[] p = CACHE.computeIfAbsent(key, q -> search(h, width, entry, isLast));
            if (p == null) {
                return null;
            }
            for (int s : p) {
                out[k++] = s / width * n + c0 + s % width;
            }
            int e = p[p.length - 1];
            prevEnd = (e / width) * 16 + (e % width - width + 8);
            c0 += w;
        }
        return out;
    }

    /** A path through the h x w block: from (0,0) if entry < 0, else from a knight's move of the entry square. */
    private static int[] search(int h, int w, int entry, boolean last) {
        int m = h * w;
        int[] path = new int[m];
        for (int s = 0; s < m; s++) {
            if (entry < 0 ? s != 0 : !fromEntry(entry, s, w)) {
                continue;
            }
            path[0] = s;
            long[] budget = {2_000_000L};
            if (dfs(h, w, path, 1, 1L << s, last, budget)) {
                return path;
            }
        }
        return null;
    }

    private static boolean fromEntry(int entry, int s, int w) {
        int er = entry / 16;
        int ec = entry % 16 - 8; // column relative to the block's first column
        int dr = Math.abs(s / w - er);
        int dc = Math.abs(s % w - ec);
        return dr * dc == 2;
    }

    private static boolean dfs(int h, int w, int[] path, int k, long used, boolean last, long[] budget) {
        int m = h * w;
        if (k == m) {
            return last || path[m - 1] % w >= w - 2;
        }
        if (--budget[0] < 0) {
            return false;
        }
        int at = path[k - 1];
        int[] cand = new int[8];
        int[] key = new int[8];
        int c = 0;
        for (int t = 0; t < 8; t++) {
            int r = at / w + KnightMoves.D_ROW[t];
            int col = at % w + KnightMoves.D_COL[t];
            if (r < 0 || r >= h || col < 0 || col >= w || (used & (1L << (r * w + col))) != 0) {
                continue;
            }
            int v = r * w + col;
            cand[c] = v;
            key[c] = onward(h, w, v, used | 1L << v) * 8 + t;
            c++;
        }
        for (int i = 1; i < c; i++) {
            for (int j = i; j > 0 && key[j] < key[j - 1]; j--) {
                int x = key[j];
                key[j] = key[j - 1];
                key[j - 1] = x;
                x = cand[j];
                cand[j] = cand[j - 1];
                cand[j - 1] = x;
            }
        }
        for (int i = 0; i < c; i++) {
            path[k] = cand[i];
            if (dfs(h, w, path, k + 1, used | 1L << cand[i], last, budget)) {
                return true;
            }
            if (budget[0] < 0) {
                return false;
            }
        }
        return false;
    }

    private static int onward(int h, int w, int v, long used) {
        int d = 0;
        for (int t = 0; t < 8; t++) {
            int r = v / w + KnightMoves.D_ROW[t];
            int col = v % w + KnightMoves.D_COL[t];
            if (r >= 0 && r < h && col >= 0 && col < w && (used & (1L << (r * w + col))) == 0) {
                d++;
            }
        }
        return d;
    }
}
