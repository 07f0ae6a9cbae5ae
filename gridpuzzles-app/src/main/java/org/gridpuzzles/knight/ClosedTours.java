package org.gridpuzzles.knight;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;

/**
 * Closed tours by divide and conquer, in the manner of Parberry: the board is cut into blocks of 5..12 rows and
 * columns, each block gets a closed tour, and neighbouring blocks are joined one at a time by Parberry's exchange:
 * an edge a1-a2 of the growing cycle and an edge b1-b2 of the block's cycle with a1~b1 and a2~b2 a knight's move
 * apart are replaced by a1-b1 and a2-b2, which joins two cycles into one. Block tours are found once per block shape
 * by a bounded depth-first search in Warnsdorff order (the role of Parberry's fixed base tours) and reused, so the
 * work beyond that is linear in the number of squares.
 */
final class ClosedTours {

    private static final Map<Long, int[]> BLOCKS = new ConcurrentHashMap<>();
    /** Different tours of one block shape tried (each in four reflections) before a join is given up. */
    private static final int BLOCK_TOURS = 6;

    private ClosedTours() {
    }

    /** A closed tour of a board that has one, as a walk from the given start square. */
    static Tour tour(int rows, int cols, int startRow, int startCol) {
        String why = TourExistence.whyNoClosed(rows, cols);
        if (why != null) {
            throw new InvalidInputException("no closed tour: " + why);
        }
        int[] next = cycle(rows, cols);
        int n = rows * cols;
        int[] r = new int[n];
        int[] c = new int[n];
        int at = (startRow - 1) * cols + (startCol - 1);
        for (int i = 0; i < n; i++) {
            r[i] = at / cols + 1;
            c[i] = at % cols + 1;
            at = next[at];
        }
        return new Tour(rows, cols, r, c, new boolean[n]);
    }

    /** Boards without a closed tour that are searched for an open one: at most this many squares. */
    static final int MAX_OPEN_SEARCH = 150;

    /**
     * An open tour from any start of a board that has one: a closed tour cut open where the board has one (so it
     * works from every square); odd x odd boards from 5 x 7 on by {@link OddOpen}, from every square of the corners'
     * colour; otherwise a bounded search on boards of up to {@link #MAX_OPEN_SEARCH} squares.
     */
    static Tour openTour(int rows, int cols, int startRow, int startCol) {
        String why = TourExistence.whyNoOpen(rows, cols);
        if (why != null) {
            throw new InvalidInputException("no tour: " + why);
        }
        if (TourExistence.whyNoClosed(rows, cols) == null) {
            return tour(rows, cols, startRow, startCol);
        }
        int n = rows * cols;
        if (n % 2 == 1 && (startRow + startCol) % 2 == 1) {
            throw new InvalidInputException("no tour of " + rows + " x " + cols + " starts at (" + startRow + ","
                    + startCol + "): on a board with an odd number of squares a tour starts and ends on the colour "
                    + "of the corners");
        }
        boolean innerRow = rows == 4 && (startRow == 2 || startRow == 3)
                || cols == 4 && (startCol == 2 || startCol == 3);
        if (Math.min(rows, cols) == 4 && innerRow) {
            throw new InvalidInputException("no open tour of " + rows + " x " + cols + " starts at (" + startRow + ","
                    + startCol + "): on a 4-row board the outer squares have only inner neighbours, so every open "
                    + "tour starts and ends on an outer row");
        }
        // odd x odd boards from 5 x 7 on are built from blocks, from every square of the corners' colour
        if (OddOpen.covers(rows, cols)) {
            int[] p = OddOpen.from(rows, cols, startRow - 1, startCol - 1);
            if (p != null) {
                return checkedOpen(rows, cols, p);
            }
        }
        // 3-row boards long enough for the construction take it even below the search limit: it is immediate
        if ((long) rows * cols > MAX_OPEN_SEARCH
                || Math.min(rows, cols) == 3 && Math.max(rows, cols) >= ThreeRowOpen.MIN_COLS) {
            return largeOpen(rows, cols, startRow, startCol);
        }
        if (n == 1) {
            return new Tour(rows, cols, new int[] {1}, new int[] {1}, new boolean[1]);
        }
        int[] p = ClosedSearch.findOpen(rows, cols, (startRow - 1) * cols + (startCol - 1));
        if (p == null) {
            throw new InvalidInputException("no open tour of " + rows + " x " + cols + " starts at (" + startRow
                    + "," + startCol + ") (or the bounded search did not find one)");
        }
        int[] r = new int[n];
        int[] c = new int[n];
        for (int i = 0; i < n; i++) {
            r[i] = p[i] / cols + 1;
            c[i] = p[i] % cols + 1;
        }
        return new Tour(rows, cols, r, c, new boolean[n]);
    }

    /** A constructed open tour (dense 0-based squares) as a Tour, checked by {@link TourChecker} first. */
    private static Tour checkedOpen(int rows, int cols, int[] p) {
        int[] r = new int[p.length];
        int[] c = new int[p.length];
        for (int i = 0; i < p.length; i++) {
            r[i] = p[i] / cols + 1;
            c[i] = p[i] % cols + 1;
        }
        Verdict v = TourChecker.check(rows, cols, r, c, p.length, true, null, true);
        if (!v.valid()) {
            throw new IllegalStateException(rows + " x " + cols + ": the construction gave no tour: " + v.problem());
        }
        return new Tour(rows, cols, r, c, new boolean[p.length]);
    }

    /** Tries of Warnsdorff's rule with the second-level tie-break on large odd x odd boards, seeds 1, 2, ... */
    static final int WARNSDORFF_TRIES = 20;

    /**
     * Open tours of large boards without a closed tour (odd x odd, 3 x odd, 4 x n): from every square of the corners'
     * colour of a 3-row board by {@link ThreeRowOpen}, from any outer square of a 4-row board by {@link FourRowOpen};
     * otherwise (odd x odd boards only if {@link OddOpen} ever found no block layout) Warnsdorff's rule with Pohl's
     * tie-break, seeds 1.. up to {@link #WARNSDORFF_TRIES}, each walk checked;
     * refused with the reason when neither gives a tour.
     */
    private static Tour largeOpen(int rows, int cols, int startRow, int startCol) {
        int h = Math.min(rows, cols);
        if (h == 3 || h == 4) {
            int n = Math.max(rows, cols);
            int lr0 = rows == h ? startRow - 1 : startCol - 1;
            int lc0 = rows == h ? startCol - 1 : startRow - 1;
            // both constructions work on h x n with the start at (lr0, lc0): transpose for n x h
            int[] p = h == 3 ? ThreeRowOpen.from(n, lr0, lc0) : FourRowOpen.from(n, lr0, lc0);
            int[] r = new int[p.length];
            int[] c = new int[p.length];
            for (int i = 0; i < p.length; i++) {
                r[i] = (rows == h ? p[i] / n : p[i] % n) + 1;
                c[i] = (rows == h ? p[i] % n : p[i] / n) + 1;
            }
            Verdict v = TourChecker.check(rows, cols, r, c, p.length, true, null, true);
            if (!v.valid()) {
                throw new IllegalStateException(rows + " x " + cols + ": the construction gave no tour: "
                        + v.problem());
            }
            return new Tour(rows, cols, r, c, new boolean[p.length]);
        }
        for (long seed = 1; seed <= WARNSDORFF_TRIES; seed++) {
            long s = seed;
            Tour t = Tour.of(new Warnsdorff(() -> TieBreaks.parse("pohl", s)), rows, cols, startRow, startCol);
            if (t.complete() && TourChecker.check(rows, cols, t.rowsVisited(), t.colsVisited(), t.length(), true,
                    null, true).valid()) {
                return t;
            }
        }
        throw new InvalidInputException("no open tour of " + rows + " x " + cols + " from (" + startRow + ","
                + startCol + ") was found: boards of more than " + MAX_OPEN_SEARCH + " squares without a closed tour "
                + "and with 5 rows and columns or more are tried with Warnsdorff's rule (Pohl's tie-break, "
                + WARNSDORFF_TRIES + " seeds)");
    }

    /**
     * The cycle as an undirected adjacency, then oriented: {@code next[s]} is the square after s. Squares are dense
     * indices {@code (row-1)*cols + (col-1)}.
     */
    static int[] cycle(int rows, int cols) {
        int n = rows * cols;
        int[] a = new int[n];
        int[] b = new int[n];
        java.util.Arrays.fill(a, -1);
        java.util.Arrays.fill(b, -1);
        if (Math.min(rows, cols) == 3) {
            narrow(rows, cols, a, b);
            return orient(a, b, n);
        }
        List<Integer> rowCuts = pieces(rows, cols);
        List<Integer> colCuts = pieces(cols, rows);
        boolean[][] placed = new boolean[rowCuts.size()][colCuts.size()];
        int r0 = 0;
        for (int i = 0; i < rowCuts.size(); i++) {
            int h = rowCuts.get(i);
            int c0 = 0;
            // snake order: every block after the first touches one already placed
            for (int jj = 0; jj < colCuts.size(); jj++) {
                int j = i % 2 == 0 ? jj : colCuts.size() - 1 - jj;
                int cStart = 0;
                for (int k = 0; k < j; k++) {
                    cStart += colCuts.get(k);
                }
                int w = colCuts.get(j);
                place(a, b, rows, cols, r0, cStart, h, w, i == 0 && jj == 0);
                placed[i][j] = true;
                c0 += w;
            }
            r0 += h;
        }
        return orient(a, b, n);
    }

    /** 3 x k and k x 3 boards: Schwenk's extension by 3 x 4 blocks ({@link NarrowClosed}), transposed if need be. */
    private static void narrow(int rows, int cols, int[] a, int[] b) {
        if (rows == 3) {
            NarrowClosed.build(cols, a, b);
            return;
        }
        int k = rows;
        int[] ta = new int[3 * k];
        int[] tb = new int[3 * k];
        java.util.Arrays.fill(ta, -1);
        java.util.Arrays.fill(tb, -1);
        NarrowClosed.build(k, ta, tb);
        for (int s = 0; s < 3 * k; s++) {
            // square (r, c) of the 3 x k board is (c, r) of the k x 3 board
            int t = s % k * 3 + s / k;
            a[t] = ta[s] < 0 ? -1 : ta[s] % k * 3 + ta[s] / k;
            b[t] = tb[s] < 0 ? -1 : tb[s] % k * 3 + tb[s] / k;
        }
    }

    /** The undirected cycle (a, b) as {@code next[s]}, the square after s, starting from square 0. */
    private static int[] orient(int[] a, int[] b, int n) {
        int[] next = new int[n];
        int prev = -1;
        int at = 0;
        for (int i = 0; i < n; i++) {
            int nx = a[at] != prev ? a[at] : b[at];
            next[at] = nx;
            prev = at;
            at = nx;
        }
        if (at != 0) {
            throw new IllegalStateException("the joined cycle does not close");
        }
        return next;
    }

    /** Puts a block's closed tour at (r0, c0) and, unless it is the first, joins it to the cycle around it. */
    static void place(int[] a, int[] b, int rows, int cols, int r0, int c0, int h, int w, boolean first) {
        for (int variant = 0; variant < 4 * BLOCK_TOURS; variant++) {
            int[] local = block(h, w, variant / 4);
            int[] sq = new int[h * w];
            for (int i = 0; i < h * w; i++) {
                int lr = local[i] / w;
                int lc = local[i] % w;
                if ((variant & 1) != 0) {
                    lr = h - 1 - lr;
                }
                if ((variant & 2) != 0) {
                    lc = w - 1 - lc;
                }
                sq[i] = (r0 + lr) * cols + (c0 + lc);
            }
            if (first) {
                link(a, b, sq);
                return;
            }
            if (join(a, b, sq, rows, cols)) {
                return;
            }
        }
        throw new IllegalStateException("cannot join a " + h + " x " + w + " block at (" + (r0 + 1) + ","
                + (c0 + 1) + ")");
    }

    static void link(int[] a, int[] b, int[] sq) {
        for (int i = 0; i < sq.length; i++) {
            int u = sq[i];
            int v = sq[(i + 1) % sq.length];
            add(a, b, u, v);
        }
    }

    static void add(int[] a, int[] b, int u, int v) {
        if (a[u] < 0) {
            a[u] = v;
        } else {
            b[u] = v;
        }
        if (a[v] < 0) {
            a[v] = u;
        } else {
            b[v] = u;
        }
    }

    static void remove(int[] a, int[] b, int u, int v) {
        if (a[u] == v) {
            a[u] = b[u];
        }
        b[u] = -1;
        if (a[v] == u) {
            a[v] = b[v];
        }
        b[v] = -1;
    }

    /** Parberry's exchange between the cycle so far and the block cycle {@code sq}. */
    private static boolean join(int[] a, int[] b, int[] sq, int rows, int cols) {
        int m = sq.length;
        for (int i = 0; i < m; i++) {
            int b1 = sq[i];
            int b2 = sq[(i + 1) % m];
            for (int t = 0; t < 8; t++) {
                int a1 = jump(b1, t, rows, cols);
                if (a1 < 0 || a[a1] < 0) {
                    continue;
                }
                for (int a2 : new int[] {a[a1], b[a1]}) {
                    if (a2 >= 0 && knight(a2, b2, cols)) {
                        link(a, b, sq);
                        remove(a, b, b1, b2);
                        remove(a, b, a1, a2);
                        add(a, b, a1, b1);
                        add(a, b, a2, b2);
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static int jump(int s, int t, int rows, int cols) {
        int r = s / cols + KnightMoves.D_ROW[t];
        int c = s % cols + KnightMoves.D_COL[t];
        return r >= 0 && r < rows && c >= 0 && c < cols ? r * cols + c : -1;
    }

    private static boolean knight(int u, int v, int cols) {
        int dr = Math.abs(u / cols - v / cols);
        int dc = Math.abs(u % cols - v % cols);
        return dr * dc == 2;
    }

    /**
     * Cuts a side of {@code length} into pieces of 5..12. All pieces are even when the length is even; an odd
     * length gets exactly one odd piece, so that every block keeps an even side (the other side is even then, since
     * a board with a closed tour has an even side). Short sides (3..12) stay whole, and so does the long side of a
     * 3 x k board.
     */
    static List<Integer> pieces(int length, int other) {
        List<Integer> out = new ArrayList<>();
        int left = length;
        while (left > 12) {
            out.add(6);
            left -= 6;
        }
        if (left < 5 && !out.isEmpty()) {
            // a remainder below 5 cannot stand alone: 6 + left is 7..10
            left += out.remove(out.size() - 1);
        }
        out.add(left);
        return out;
    }

    /** A closed tour of an h x w block as local indices in cycle order; found once per shape. */
    static int[] block(int h, int w, int which) {
        return BLOCKS.computeIfAbsent(((long) which << 48) | ((long) h << 24) | w,
                k -> ClosedSearch.find(h, w, 1 + 1000L * which));
    }
}
