package org.gridpuzzles.knight;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Closed tours of 3 x n boards (n even, n >= 10) in linear time, by Schwenk's extension: a closed tour of 3 x n and
 * an open tour of the 3 x 4 block to its right become one closed tour of 3 x (n + 4) when an edge u-v of the cycle
 * is replaced by u-p1, the block's path p1..p12, and p12-v. The base tours of 3 x 10 and 3 x 12 are found once by
 * search; the block paths used are only those that leave an edge for the next extension, so the extension repeats
 * without end. Squares are local indices {@code r * n + c} (0-based), the cycle an undirected adjacency (a, b).
 */
final class NarrowClosed {

    private static final int ROWS = 3;
    /** Directed open tours of the 3 x 4 block (local {@code r * 4 + c}) that can be followed by another block. */
    private static final List<int[]> PATHS = extendable(blockPaths());

    private NarrowClosed() {
    }

    /** Fills the adjacency (a, b) of a 3 x n board with a closed tour. */
    static void build(int n, int[] a, int[] b) {
        if (n < 10 || n % 2 != 0) {
            throw new IllegalArgumentException("3 x " + n + " has no closed tour built here");
        }
        int base = n % 4 == 2 ? 10 : 12;
        int[] local = ClosedTours.block(ROWS, base, 0);
        int[] sq = new int[local.length];
        for (int i = 0; i < local.length; i++) {
            sq[i] = local[i] / base * n + local[i] % base;
        }
        ClosedTours.link(a, b, sq);
        for (int c0 = base; c0 < n; c0 += 4) {
            if (!extend(a, b, n, c0)) {
                throw new IllegalStateException("no extension of 3 x " + c0 + " by a 3 x 4 block");
            }
        }
    }

    /** Joins a 3 x 4 block at columns c0..c0+3 to the cycle on columns 0..c0-1 (the two-edge exchange). */
    private static boolean extend(int[] a, int[] b, int n, int c0) {
        for (int col = c0 - 4; col < c0; col++) {
            for (int r = 0; r < ROWS; r++) {
                int u = r * n + col;
                for (int v : new int[] {a[u], b[u]}) {
                    if (v < 0 || v % n < c0 - 4) {
                        continue;
                    }
                    for (int[] p : PATHS) {
                        int first = at(p[0], n, c0);
                        int last = at(p[p.length - 1], n, c0);
                        if (knight(u, first, n) && knight(v, last, n)) {
                            ClosedTours.remove(a, b, u, v);
                            for (int i = 0; i + 1 < p.length; i++) {
                                ClosedTours.add(a, b, at(p[i], n, c0), at(p[i + 1], n, c0));
                            }
                            ClosedTours.add(a, b, u, first);
                            ClosedTours.add(a, b, v, last);
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    private static int at(int blockSquare, int n, int c0) {
        return blockSquare / 4 * n + c0 + blockSquare % 4;
    }

    private static boolean knight(int u, int v, int n) {
        int dr = Math.abs(u / n - v / n);
        int dc = Math.abs(u % n - v % n);
        return dr * dc == 2;
    }

    /** Every directed open tour of the 3 x 4 block, by exhaustive search (there are only a few). */
    static List<int[]> blockPaths() {
        List<int[]> out = new ArrayList<>();
        int[] path = new int[12];
        for (int s = 0; s < 12; s++) {
            path[0] = s;
            paths(path, 1, 1 << s, out);
        }
        return out;
    }

    private static void paths(int[] path, int k, int used, List<int[]> out) {
        if (k == 12) {
            out.add(path.clone());
            return;
        }
        int h = path[k - 1];
        for (int t = 0; t < 8; t++) {
            int r = h / 4 + KnightMoves.D_ROW[t];
            int c = h % 4 + KnightMoves.D_COL[t];
            if (r < 0 || r >= ROWS || c < 0 || c >= 4 || (used & (1 << (r * 4 + c))) != 0) {
                continue;
            }
            path[k] = r * 4 + c;
            paths(path, k + 1, used | 1 << (r * 4 + c), out);
        }
    }

    /**
     * The paths P from which another extension is possible: some edge x-y of P and some path Q of the set with x next
     * to Q's first square and y next to its last (Q four columns further right). A greatest fixed point, computed
     * once.
     */
    private static List<int[]> extendable(List<int[]> all) {
        List<int[]> set = new ArrayList<>(all);
        boolean changed = true;
        while (changed) {
            changed = false;
            List<int[]> keep = new ArrayList<>();
            for (int[] p : set) {
                if (hasSuccessor(p, set)) {
                    keep.add(p);
                } else {
                    changed = true;
                }
            }
            set = keep;
        }
        if (set.isEmpty()) {
            throw new IllegalStateException("no 3 x 4 block path extends");
        }
        return List.copyOf(set);
    }

    private static boolean hasSuccessor(int[] p, List<int[]> set) {
        // the edge must lie in the columns 0..3 of P's block; Q occupies columns 4..7 (width 8 frame)
        for (int i = 0; i + 1 < p.length; i++) {
            int x = p[i] / 4 * 8 + p[i] % 4;
            int y = p[i + 1] / 4 * 8 + p[i + 1] % 4;
            for (int[] q : set) {
                int f = q[0] / 4 * 8 + 4 + q[0] % 4;
                int l = q[11] / 4 * 8 + 4 + q[11] % 4;
                if (knight(x, f, 8) && knight(y, l, 8) || knight(y, f, 8) && knight(x, l, 8)) {
                    return true;
                }
            }
        }
        return false;
    }

    static String describe() {
        return PATHS.size() + " block paths: " + Arrays.toString(PATHS.get(0));
    }
}
