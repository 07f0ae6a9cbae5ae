package org.gridpuzzles.knight;

/**
 * Open tours of 4 x n boards in linear time, from every square where one can start.
 *
 * <p>Why they look as they do: on four rows an outer square (rows 1 and 4) has only inner neighbours, so a tour of
 * the 2n outer and 2n inner squares never makes two outer squares follow each other. Knight moves also alternate the
 * colour, so the outer squares visited before the tour's single inner-to-inner move all have one colour and those
 * after it the other. Hence a tour is: a path P through the outer squares of one colour and the inner squares of the
 * other colour, one inner-to-inner move, and a path Q through the remaining squares, which are the mirror image
 * (rows 1..4 read as 4..1) of the first set. It follows that every open tour starts and ends on an outer row.
 *
 * <p>Each set has one outer square o(c) and one inner square i(c) in every column c, and o(c) is a knight's move from
 * i(d) exactly when |c - d| is 1 or 2, so a path through it is a walk along a strip. It is built from a start piece,
 * a piece that repeats every two columns ({@code o(s) i(s+2) o(s+3) i(s+1) o(s+2)}, after which all of o(1..s+1) and
 * i(1..s) are used) and an end piece; the pieces were found by exhaustive search over the relative columns. A start
 * far from the left end walks left along one lane ({@code o(k) i(k-1) o(k-2) ...}), turns at the left end and comes
 * back along the other lane ({@code ... o(k-3) i(k-2) o(k-1)}). P ends at i(n) and Q at i(n-2), which (mirrored) is a
 * knight's move from i(n): the tour is P, then Q mirrored and reversed. Reflections of the board move any outer start
 * square to an o(k) with k in the left half.
 */
final class FourRowOpen {

    // Paths are written as +c for o(c) and -c for i(c), columns 1-based.

    /** Start pieces from o(k), k = 1..4, and the column s of the o(s) where each stops. */
    private static final int[][] START = {
        {1, -2, 3, -1, 2},
        {2, -1, 3, -4, 5, -3, 1, -2, 4},
        {3, -1, 2, -4, 5, -3, 1, -2, 4},
        {4, -2, 1, -3, 2, -1, 3},
    };
    private static final int[] START_STOP = {2, 4, 4, 3};
    /** Turns at the left end, entered from o(j) (j = 3, 4): they use o(1..j-1) and i(1..j), ending next to o(j+1). */
    private static final int[][] TURN = {
        {-1, 2, -3, 1, -2},
        {-2, 1, -3, 2, -1, 3, -4},
    };
    /** End pieces from o(s), columns relative to s: d columns left, ending at i(s+d) or i(s+d-2). */
    private static final int[] END_1_AT_1 = {0, -1};
    private static final int[] END_4_AT_4 = {0, -1, 2, -3, 4, -2, 3, -4};
    private static final int[] END_4_AT_2 = {0, -1, 3, -4, 2, -3, 4, -2};
    private static final int[] END_5_AT_3 = {0, -2, 4, -5, 3, -1, 2, -4, 5, -3};

    /** Shortest board this construction covers (shorter ones are found by search). */
    static final int MIN_COLS = 7;

    private FourRowOpen() {
    }

    /**
     * An open tour of 4 x n (n >= {@link #MIN_COLS}) from (row, col), 0-based, as squares {@code row * n + col}.
     * The start must be on an outer row (0 or 3): no tour starts elsewhere.
     */
    static int[] from(int n, int row, int col) {
        if (n < MIN_COLS || (row != 0 && row != 3) || col < 0 || col >= n) {
            throw new IllegalArgumentException("no 4 x " + n + " tour from (" + row + "," + col + ") here");
        }
        // reflect left-right so the start is in the left half, then up-down so it is an o(k)
        boolean flipCols = col > n - 1 - col;
        int c = flipCols ? n - 1 - col : col;
        boolean flipRows = (row + c) % 2 != 0;
        int[] p = strip(n, c + 1, true);
        int[] q = strip(n, 1, false);
        int[] tour = new int[4 * n];
        int k = 0;
        for (int v : p) {
            tour[k++] = square(v, n, flipRows, flipCols);
        }
        for (int j = q.length - 1; j >= 0; j--) {
            tour[k++] = square(q[j], n, !flipRows, flipCols);
        }
        return tour;
    }

    /** A path through one set from o(k) to i(n) ({@code toLast}) or to i(n-2). */
    private static int[] strip(int n, int k, boolean toLast) {
        int[] path = new int[2 * n];
        int len = 0;
        int s;
        if (k <= START.length) {
            for (int v : START[k - 1]) {
                path[len++] = v;
            }
            s = START_STOP[k - 1];
        } else {
            int j = k % 2 == 1 ? 3 : 4;
            for (int c = k; c > j; c -= 2) { // out along one lane: o(k) i(k-1) ... i(j+1)
                path[len++] = c;
                path[len++] = -(c - 1);
            }
            path[len++] = j;
            for (int v : TURN[j - 3]) {
                path[len++] = v;
            }
            for (int c = j + 1; c < k - 1; c += 2) { // back along the other: o(j+1) i(j+2) ... o(k-1)
                path[len++] = c;
                path[len++] = -(c + 1);
            }
            path[len++] = k - 1;
            s = k - 1;
        }
        int[] end = (n - s) % 2 == 1 ? (toLast ? END_1_AT_1 : END_5_AT_3) : (toLast ? END_4_AT_4 : END_4_AT_2);
        int d = end == END_1_AT_1 ? 1 : end == END_5_AT_3 ? 5 : 4;
        if (n - s < d) {
            throw new IllegalStateException("4 x " + n + ": no room for the end piece after column " + s);
        }
        for (; n - s > d; s += 2) {
            path[len++] = -(s + 2);
            path[len++] = s + 3;
            path[len++] = -(s + 1);
            path[len++] = s + 2;
        }
        for (int j = 1; j < end.length; j++) {
            path[len++] = end[j] > 0 ? end[j] + s : end[j] - s;
        }
        if (len != 2 * n) {
            throw new IllegalStateException("4 x " + n + ": strip has " + len + " squares");
        }
        return path;
    }

    /**
     * The square of o(c) (v = c) or i(c) (v = -c) in the set whose outer squares have the colour of (1,1): o(c) is
     * row 0 for odd c, row 3 for even c; i(c) is row 1 for odd c, row 2 for even c; then the reflections.
     */
    private static int square(int v, int n, boolean flipRows, boolean flipCols) {
        int c = Math.abs(v);
        boolean odd = c % 2 == 1;
        int row = v > 0 ? (odd ? 0 : 3) : (odd ? 1 : 2);
        if (flipRows) {
            row = 3 - row;
        }
        int col = flipCols ? n - c : c - 1;
        return row * n + col;
    }
}
