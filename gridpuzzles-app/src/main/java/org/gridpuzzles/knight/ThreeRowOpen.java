package org.gridpuzzles.knight;

/**
 * Open tours of 3 x n boards, n odd, in linear time, from every square of the corners' colour.
 *
 * <p>Why they look as they do: on three rows a middle-row square touches only outer squares two columns away, and an
 * outer square also touches the other outer row one column away, so a tour can run along the board in a single lane
 * (a path through 4 columns at a time, {@link #STEP}, each block ending a knight's move from where the next begins)
 * or in two lanes side by side, one going left ({@link #LANE_OUT}) and one coming back ({@link #LANE_BACK}), which
 * share every block of 4 columns. A tour from column k is: a start window of 8 columns holding the start, from which
 * the outgoing lane leaves to the left; the outgoing lane through the blocks to the left; a turn piece covering the
 * first 8 or 10 columns; the returning lane back through the same blocks; the rest of the start window; single-lane
 * blocks; and an end piece of 7 or 9 columns. Starts in the first 12 columns instead take a start piece that covers
 * everything to its left and goes straight into the single lane. The window offset and turn width are picked so that
 * the columns add up; a reflection brings the start into the left half and onto the top or middle row.
 *
 * <p>All pieces were found once by exhaustive search over relative columns and are constants: squares are written
 * {@code 3 * column + row} relative to the piece's first column. Paths alternate colours, so a 3 x odd tour, with one
 * square more of the corners' colour, starts and ends on it; every such start is covered here.
 */
final class ThreeRowOpen {

    /** One block of the single lane: ends a knight's move from its own first square four columns on. */
    private static final int[] STEP = {0, 7, 2, 3, 10, 5, 6, 1, 8, 9, 4, 11};
    /** One block of the outgoing lane: ends a knight's move from its first square four columns back. */
    private static final int[] LANE_OUT = {6, 11, 4, 9, 8, 1};
    /** The rest of that block, the returning lane: ends a knight's move from its first square four columns on. */
    private static final int[] LANE_BACK = {0, 5, 10, 3, 2, 7};
    /** Turns at the left end, 8 and 10 columns wide: from the outgoing lane's last square to the returning lane. */
    private static final int[][] TURN = {
        {18, 23, 16, 21, 20, 13, 8, 1, 6, 5, 0, 7, 2, 3, 10, 17, 22, 15, 14, 9, 4, 11, 12, 19},
        {24, 29, 22, 27, 26, 19, 14, 15, 20, 21, 28, 23, 16, 9, 4, 11, 12, 17, 10, 5, 0, 7, 2, 3, 8, 1, 6, 13, 18,
            25},
    };
    private static final int[] TURN_WIDTH = {8, 10};
    /** End pieces 7 and 9 columns wide, from their first square (0,0), which every other piece ends next to. */
    private static final int[][] END = {
        {0, 5, 10, 17, 18, 13, 20, 15, 14, 19, 12, 7, 2, 3, 8, 1, 6, 11, 16, 9, 4},
        {0, 5, 10, 3, 2, 7, 14, 15, 22, 17, 12, 19, 26, 21, 20, 25, 18, 13, 8, 1, 6, 11, 4, 9, 16, 23, 24},
    };
    private static final int[] END_WIDTH = {7, 9};
    /**
     * Start windows (8 columns) with the start at (0,0) or (1,1): the part that leaves along the outgoing lane (the
     * other offsets of the start in the window, also found, are never needed: the turn's width takes up the rest).
     */
    private static final int[][] WINDOW_OUT = {
        {0, 5, 10, 3, 8, 1},
        {4, 11, 16, 21, 20, 13, 6, 1},
    };
    /** ... and the part entered from the returning lane, ending next to the first single-lane block. */
    private static final int[][] WINDOW_BACK = {
        {2, 7, 14, 19, 12, 17, 22, 15, 20, 21, 16, 9, 4, 11, 6, 13, 18, 23},
        {2, 3, 8, 9, 14, 19, 12, 7, 0, 5, 10, 15, 22, 17, 18, 23},
    };
    private static final int WINDOW_WIDTH = 8;
    /**
     * Start pieces from column k = 0..11 (row k mod 2), covering all columns left of an even width and ending next to
     * the first single-lane block.
     */
    private static final int[][] NEAR = {
        {0, 7, 2, 3, 10, 5, 6, 1, 8, 9, 4, 11},
        {4, 11, 12, 19, 14, 9, 16, 21, 20, 15, 22, 17, 10, 5, 0, 7, 2, 3, 8, 1, 6, 13, 18, 23},
        {6, 1, 8, 3, 2, 7, 0, 5, 10, 17, 22, 15, 14, 19, 12, 11, 4, 9, 16, 21, 20, 13, 18, 23},
        {10, 3, 2, 7, 0, 5, 6, 1, 8, 9, 4, 11},
        {12, 19, 14, 15, 22, 17, 10, 5, 0, 7, 2, 3, 8, 1, 6, 11, 4, 9, 16, 21, 20, 13, 18, 23},
        {16, 23, 28, 21, 26, 27, 22, 29, 24, 19, 14, 15, 10, 3, 2, 7, 0, 5, 6, 1, 8, 9, 4, 11, 12, 17, 18, 13, 20,
            25},
        {18, 23, 16, 21, 20, 13, 8, 1, 6, 5, 0, 7, 2, 3, 10, 17, 22, 15, 14, 9, 4, 11, 12, 19},
        {22, 17, 18, 23, 16, 21, 20, 13, 8, 1, 6, 5, 0, 7, 2, 3, 10, 15, 14, 9, 4, 11, 12, 19},
        {24, 29, 22, 27, 26, 19, 14, 15, 20, 21, 28, 23, 16, 9, 4, 11, 12, 17, 10, 5, 0, 7, 2, 3, 8, 1, 6, 13, 18,
            25},
        {28, 23, 24, 29, 22, 27, 26, 19, 14, 15, 20, 21, 16, 9, 4, 11, 12, 17, 10, 5, 0, 7, 2, 3, 8, 1, 6, 13, 18,
            25},
        {30, 35, 28, 33, 32, 25, 20, 21, 26, 27, 34, 29, 22, 15, 10, 5, 0, 7, 2, 3, 8, 1, 6, 13, 18, 17, 12, 19, 14,
            9, 4, 11, 16, 23, 24, 31},
        {34, 29, 30, 35, 28, 33, 32, 25, 20, 21, 26, 27, 22, 15, 10, 5, 0, 7, 2, 3, 8, 1, 6, 13, 18, 17, 12, 19, 14,
            9, 4, 11, 16, 23, 24, 31},
    };

    /** Shortest board this construction covers from every start (shorter ones are found by search). */
    static final int MIN_COLS = 27;

    private ThreeRowOpen() {
    }

    /** Whether an open tour of 3 x n (n odd, n >= {@link #MIN_COLS}) starts at (row, col), 0-based. */
    static boolean starts(int n, int row, int col) {
        return (row + col) % 2 == 0;
    }

    /**
     * An open tour of 3 x n (n odd, n >= {@link #MIN_COLS}) from (row, col), 0-based, as squares {@code row * n +
     * col}. The start must have the corners' colour: no tour starts elsewhere.
     */
    static int[] from(int n, int row, int col) {
        if (n < MIN_COLS || n % 2 == 0 || row < 0 || row > 2 || col < 0 || col >= n || !starts(n, row, col)) {
            throw new IllegalArgumentException("no 3 x " + n + " tour from (" + row + "," + col + ") here");
        }
        boolean flipCols = col > n - 1 - col;
        boolean flipRows = row == 2;
        int k = flipCols ? n - 1 - col : col;
        int r = flipRows ? 0 : row;
        int[] tour = new int[3 * n];
        Placer out = new Placer(tour, n, flipRows, flipCols);
        int x; // first column of the single lane
        if (k < NEAR.length) {
            out.put(NEAR[k], 0);
            x = NEAR[k].length / 3;
        } else {
            // the start sits in column r of its window; a turn 8 or 10 wide leaves a multiple of 4 for the lanes
            int off = r;
            int turn = (k - off) % 4 == 0 ? 0 : 1;
            if (k - off - TURN_WIDTH[turn] < 4) {
                throw new IllegalStateException("3 x " + n + ": no start window for column " + k);
            }
            int w0 = k - off; // first column of the start window
            int t0 = TURN_WIDTH[turn];
            out.put(WINDOW_OUT[off], w0);
            for (int c = w0 - 4; c >= t0; c -= 4) { // out along one lane ...
                out.put(LANE_OUT, c);
            }
            out.put(TURN[turn], 0);
            for (int c = t0; c < w0; c += 4) { // ... and back along the other
                out.put(LANE_BACK, c);
            }
            out.put(WINDOW_BACK[off], w0);
            x = w0 + WINDOW_WIDTH;
        }
        int left = n - x;
        int e = left % 4 == END_WIDTH[0] % 4 ? 0 : 1;
        if (left % 2 == 0 || left < END_WIDTH[e]) {
            throw new IllegalStateException("3 x " + n + ": no room for the end after column " + x);
        }
        for (; x < n - END_WIDTH[e]; x += 4) {
            out.put(STEP, x);
        }
        out.put(END[e], x);
        if (out.len != 3 * n) {
            throw new IllegalStateException("3 x " + n + ": tour has " + out.len + " squares");
        }
        return tour;
    }

    /** Writes pieces into the tour at a column offset, through the board's reflections. */
    private static final class Placer {
        private final int[] tour;
        private final int n;
        private final boolean flipRows;
        private final boolean flipCols;
        private int len;

        Placer(int[] tour, int n, boolean flipRows, boolean flipCols) {
            this.tour = tour;
            this.n = n;
            this.flipRows = flipRows;
            this.flipCols = flipCols;
        }

        void put(int[] piece, int c0) {
            for (int s : piece) {
                int row = s % 3;
                int col = c0 + s / 3;
                if (flipRows) {
                    row = 2 - row;
                }
                if (flipCols) {
                    col = n - 1 - col;
                }
                tour[len++] = row * n + col;
            }
        }
    }
}
