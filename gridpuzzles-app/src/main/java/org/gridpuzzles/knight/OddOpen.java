package org.gridpuzzles.knight;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Open tours of odd x odd boards (both sides 5 or more, except 5 x 5) in linear time, from every square of the
 * corners' colour.
 *
 * <p>Why it works: the board is cut into blocks as for closed tours, but so that exactly one block is odd x odd and
 * holds the start s (its rows and columns start at even offsets, so its corners have the board's corner colour, as
 * s has). Without s that block has as many squares of one colour as of the other, and a closed tour of it is found
 * once per block shape and place of s by a bounded search; every other block has an even side and a closed tour.
 * The odd block's cycle comes first and the others are joined to it one at a time by Parberry's exchange (s has no
 * edges, so no exchange touches it). The open tour is then s, a knight's-move neighbour x of s, and around the cycle
 * from x. Odd blocks of 5 x 7 up to 11 x 11 minus any square of the corners' colour all have such a cycle; 5 x 5 minus
 * a square other than a corner has none (the search runs to the end), so the odd block is 7 wide or more on every
 * side longer than 5, which leaves out only the 5 x 5 board itself.
 */
final class OddOpen {

    /** Cycles of odd blocks without one square, by (h, w, hole); an empty array when there is none. */
    private static final Map<Long, int[]> HOLED = new ConcurrentHashMap<>();
    private static final int[] NONE = new int[0];
    /** Odd block sides, in the order tried: 7 is quick to search and fits every side of 13 or more. */
    private static final int[] ODD_SIDES = {7, 9, 11, 5};

    private OddOpen() {
    }

    /** True when the construction applies to a rows x cols board. */
    static boolean covers(int rows, int cols) {
        return rows % 2 == 1 && cols % 2 == 1 && Math.min(rows, cols) >= 5 && !(rows == 5 && cols == 5);
    }

    /**
     * An open tour from (sr, sc), 0-based, as squares {@code r * cols + c}, or null when no block layout found a
     * cycle (not seen on any board covered).
     */
    static int[] from(int rows, int cols, int sr, int sc) {
        if (!covers(rows, cols) || (sr + sc) % 2 != 0) {
            throw new IllegalArgumentException("no odd-board construction from (" + sr + "," + sc + ") of " + rows
                    + " x " + cols);
        }
        for (int[] rc : placings(rows, sr)) {
            for (int[] cc : placings(cols, sc)) {
                int h = rc[1];
                int w = cc[1];
                int hole = (sr - rc[0]) * w + (sc - cc[0]);
                int[] local = holed(h, w, hole);
                if (local.length > 0) {
                    return build(rows, cols, sr, sc, rc, cc, local);
                }
            }
        }
        return null;
    }

    /** A closed tour of an h x w block without {@code hole}, cached; empty when the search finds none. */
    static int[] holed(int h, int w, int hole) {
        return HOLED.computeIfAbsent(((long) hole << 32) | ((long) h << 16) | w, k -> {
            int[] p = ClosedSearch.findWithout(h, w, hole, 8, 200_000L);
            return p == null ? NONE : p;
        });
    }

    /**
     * Where the odd piece of a side can go: {offset, length} with the offset even, the piece over {@code s}, and the
     * parts before and after it 0 or at least 6 long (they are cut into even pieces of 6..12).
     */
    private static List<int[]> placings(int length, int s) {
        List<int[]> out = new ArrayList<>();
        for (int len : ODD_SIDES) {
            if (len == 5 && length != 5) {
                continue; // 5 x 5 minus a square has no cycle, and 5 is only needed for a side of 5
            }
            for (int a = 0; a + len <= length; a += 2) {
                int after = length - a - len;
                if (a <= s && s < a + len && (a == 0 || a >= 6) && (after == 0 || after >= 6)) {
                    out.add(new int[] {a, len});
                }
            }
        }
        return out;
    }

    /** Even pieces of 6..12 that make up {@code length} (0 or an even number from 6 on). */
    private static List<Integer> evenPieces(int length) {
        List<Integer> out = new ArrayList<>();
        int left = length;
        while (left > 12) {
            out.add(6);
            left -= 6;
        }
        if (left > 0) {
            out.add(left);
        }
        return out;
    }

    /** Pieces of a side in order, with the odd one at the given offset; returns its index in {@code at[0]}. */
    private static List<Integer> side(int length, int[] placing, int[] at) {
        List<Integer> out = new ArrayList<>(evenPieces(placing[0]));
        at[0] = out.size();
        out.add(placing[1]);
        out.addAll(evenPieces(length - placing[0] - placing[1]));
        return out;
    }

    private static int[] build(int rows, int cols, int sr, int sc, int[] rc, int[] cc, int[] local) {
        int n = rows * cols;
        int[] a = new int[n];
        int[] b = new int[n];
        java.util.Arrays.fill(a, -1);
        java.util.Arrays.fill(b, -1);
        int[] at = new int[1];
        List<Integer> rowPieces = side(rows, rc, at);
        int io = at[0];
        List<Integer> colPieces = side(cols, cc, at);
        int jo = at[0];
        int[] rowStart = starts(rowPieces);
        int[] colStart = starts(colPieces);
        int w = cc[1];
        int[] sq = new int[local.length];
        for (int i = 0; i < local.length; i++) {
            sq[i] = (rc[0] + local[i] / w) * cols + (cc[0] + local[i] % w);
        }
        ClosedTours.link(a, b, sq);
        // outward from the odd block: each block joined touches one already on the cycle
        for (int i : outward(io, rowPieces.size())) {
            for (int j : outward(jo, colPieces.size())) {
                if (i != io || j != jo) {
                    ClosedTours.place(a, b, rows, cols, rowStart[i], colStart[j], rowPieces.get(i),
                            colPieces.get(j), false);
                }
            }
        }
        int s = sr * cols + sc;
        int x = -1;
        for (int t = 0; t < 8 && x < 0; t++) {
            int r = sr + KnightMoves.D_ROW[t];
            int c = sc + KnightMoves.D_COL[t];
            if (r >= 0 && r < rows && c >= 0 && c < cols) {
                x = r * cols + c;
            }
        }
        int[] tour = new int[n];
        tour[0] = s;
        int prev = -1;
        int cur = x;
        for (int i = 1; i < n; i++) {
            tour[i] = cur;
            int nx = a[cur] != prev ? a[cur] : b[cur];
            prev = cur;
            cur = nx;
        }
        return tour;
    }

    private static int[] starts(List<Integer> pieces) {
        int[] out = new int[pieces.size()];
        for (int i = 1; i < out.length; i++) {
            out[i] = out[i - 1] + pieces.get(i - 1);
        }
        return out;
    }

    /** Indices 0..count-1 starting at {@code from}, then down to 0, then up. */
    private static int[] outward(int from, int count) {
        int[] out = new int[count];
        int k = 0;
        for (int i = from; i >= 0; i--) {
            out[k++] = i;
        }
        for (int i = from + 1; i < count; i++) {
            out[k++] = i;
        }
        return out;
    }
}
