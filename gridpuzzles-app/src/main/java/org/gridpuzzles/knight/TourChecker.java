package org.gridpuzzles.knight;

import java.io.IOException;
import java.io.InputStream;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;

/**
 * Checks a claimed tour with no help from the generators: every square on the board, no square twice, consecutive
 * squares a knight's move apart (|dr| * |dc| == 2), and the claims about completeness and closure true. A valid
 * verdict says what was found in its detail {@code "tour"} ("open tour on 8 x 8"), with {@code "squares"},
 * {@code "complete"} and {@code "closed"}.
 */
final class TourChecker {

    private TourChecker() {
    }

    /** The paper's move types, written out here again so that the check does not rest on the generators' table. */
    private static final int[] DR = {-2, -1, 1, 2, 2, 1, -1, -2};
    private static final int[] DC = {1, 2, 2, 1, -1, -2, -2, -1};

    /**
     * Checks a tour given as move-type digits while reading it: one bit per square, allocated in pages as the walk
     * reaches them (as for every check), so a 10000 x 10000 tour needs about 12 MB and a short file on a huge board
     * almost nothing.
     * Whitespace is skipped; any other character is bad input, and so is a start off the board.
     */
    static Verdict checkMoves(InputStream in, String name, int rows, int cols, int startRow, int startCol,
            boolean requireComplete) throws IOException {
        if (startRow < 1 || startRow > rows || startCol < 1 || startCol > cols) {
            throw new InvalidInputException("start " + startRow + "," + startCol + " is off the " + rows + " x "
                    + cols + " board");
        }
        Walk walk = new Walk(rows, cols);
        walk.start(startRow, startCol);
        byte[] buf = new byte[1 << 16];
        long pos = 0;
        int len;
        while ((len = in.read(buf)) > 0) {
            for (int i = 0; i < len; i++) {
                pos++;
                int b = buf[i];
                if (b == '\n' || b == '\r' || b == ' ' || b == '\t') {
                    continue;
                }
                if (b < '1' || b > '8') {
                    String shown = b >= 0x21 && b < 0x7f ? "'" + (char) b + "'"
                            : String.format("byte 0x%02x", b & 0xff);
                    throw new InvalidInputException(name + ": character " + pos + " " + shown
                            + " is not a move type 1..8");
                }
                int t = b - '1';
                walk.move(t + 1, walk.row + DR[t], walk.col + DC[t], false);
                if (walk.fault != null) {
                    return walk.verdict(requireComplete);
                }
            }
        }
        return walk.verdict(requireComplete);
    }

    /**
     * Checks a walk while it is made, square by square, by the same rules as a stored tour, with one bit a square: a
     * walk on a board too large to store (Squirrel's tour on 100,000 x 100,000 is 10^10 squares) is checked in
     * m^2 / 8 bytes. The verdict comes after the walk; the first fault is kept and the rest of the walk ignored.
     */
    static final class Walk implements TourSink {
        private final int rows;
        private final int cols;
        private final SquareSet seen;
        private int startRow;
        private int startCol;
        private int row;
        private int col;
        private long squares;
        private String fault;

        Walk(int rows, int cols) {
            this.rows = rows;
            this.cols = cols;
            this.seen = new SquareSet((long) rows * cols);
        }

        @Override
        public void start(int r, int c) {
            startRow = r;
            startCol = c;
            enter(r, c);
        }

        @Override
        public void move(int type, int r, int c, boolean tie) {
            if (fault != null) {
                return;
            }
            // the type must name the move made: the check follows the squares, not the walker's arithmetic
            if (type < 1 || type > 8 || r - row != DR[type - 1] || c - col != DC[type - 1]) {
                fault = "move " + squares + " of type " + type + " from (" + row + "," + col + ") does not lead to ("
                        + r + "," + c + ")";
                return;
            }
            enter(r, c);
        }

        private void enter(int r, int c) {
            if (r < 1 || r > rows || c < 1 || c > cols) {
                fault = what() + " leaves the board at (" + r + "," + c + ")";
                return;
            }
            if (!seen.add((long) (r - 1) * cols + (c - 1))) {
                fault = what() + " comes back to (" + r + "," + c + ")";
                return;
            }
            row = r;
            col = c;
            squares++;
        }

        /** The square being entered, for a fault: the start or the move's number. */
        private String what() {
            return squares == 0 ? "the start" : "move " + squares;
        }

        /** Squares visited so far (up to the first fault). */
        long squares() {
            return squares;
        }

        Verdict verdict(boolean requireComplete) {
            if (fault != null) {
                return Verdict.invalid(fault);
            }
            long all = (long) rows * cols;
            if (squares == 0) {
                return Verdict.invalid("the tour has no squares");
            }
            if (requireComplete && squares != all) {
                return Verdict.invalid("visits " + squares + " of " + all + " squares");
            }
            boolean closed = squares == all && squares > 2
                    && Math.abs(row - startRow) * Math.abs(col - startCol) == 2;
            return valid(rows, cols, squares, squares == all, closed);
        }
    }

    static Verdict check(int rows, int cols, int[] r, int[] c, int n, Boolean claimedComplete,
            Boolean claimedClosed, boolean requireComplete) {
        if (rows < 1 || cols < 1) {
            return Verdict.invalid("board " + rows + " x " + cols + " is not positive");
        }
        if (n == 0) {
            return Verdict.invalid("the tour has no squares");
        }
        long squares = (long) rows * cols;
        SquareSet seen = new SquareSet(squares);
        for (int i = 0; i < n; i++) {
            if (r[i] < 1 || r[i] > rows || c[i] < 1 || c[i] > cols) {
                return Verdict.invalid("square " + (i + 1) + " (" + r[i] + "," + c[i] + ") is off the board");
            }
            if (!seen.add((long) (r[i] - 1) * cols + (c[i] - 1))) {
                return Verdict.invalid("square " + (i + 1) + " (" + r[i] + "," + c[i] + ") is visited twice");
            }
            if (i > 0 && Math.abs(r[i] - r[i - 1]) * Math.abs(c[i] - c[i - 1]) != 2) {
                return Verdict.invalid("squares " + i + " and " + (i + 1) + " are not a knight's move apart");
            }
        }
        boolean complete = (long) n == squares;
        boolean closed = complete && n > 2 && Math.abs(r[n - 1] - r[0]) * Math.abs(c[n - 1] - c[0]) == 2;
        if (claimedComplete != null && claimedComplete != complete) {
            return Verdict.invalid("claims complete=" + claimedComplete + " but visits " + n + " of " + squares
                    + " squares");
        }
        if (claimedClosed != null && claimedClosed != closed) {
            return Verdict.invalid("claims closed=" + claimedClosed + " but it is " + (closed ? "" : "not ")
                    + "closed");
        }
        if (requireComplete && !complete) {
            return Verdict.invalid("visits " + n + " of " + squares + " squares");
        }
        return valid(rows, cols, n, complete, closed);
    }

    private static Verdict valid(int rows, int cols, long n, boolean complete, boolean closed) {
        String what = complete ? (closed ? "closed" : "open") + " tour" : "knight's path of " + n + " squares";
        return Verdict.ok().with("tour", what + " on " + rows + " x " + cols).with("squares", n)
                .with("complete", complete).with("closed", closed);
    }

    /**
     * Squares seen, one bit each, in pages of 2^22 squares allocated when first touched; a smaller board gets one
     * page of its own size (a study checks many small tours).
     */
    private static final class SquareSet {
        private static final int PAGE_BITS = 22;
        private final long[][] pages;
        private final int pageLongs;

        SquareSet(long squares) {
            pages = new long[(int) ((squares + (1L << PAGE_BITS) - 1) >>> PAGE_BITS)][];
            pageLongs = (int) Math.min(1L << (PAGE_BITS - 6), (squares + 63) >>> 6);
        }

        /** Adds a square; false when it was there already. */
        boolean add(long key) {
            int p = (int) (key >>> PAGE_BITS);
            long[] page = pages[p];
            if (page == null) {
                page = new long[pageLongs];
                pages[p] = page;
            }
            int bit = (int) (key & ((1L << PAGE_BITS) - 1));
            long mask = 1L << bit;
            if ((page[bit >>> 6] & mask) != 0) {
                return false;
            }
            page[bit >>> 6] |= mask;
            return true;
        }
    }
}
