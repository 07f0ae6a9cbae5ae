package org.gridpuzzles.knight;

import java.util.BitSet;

/**
 * Checks a claimed tour with no help from the generators: every square on the board, no square twice, consecutive
 * squares a knight's move apart (|dr| * |dc| == 2), and the claims about completeness and closure true.
 */
public final class TourChecker {

    /** The verdict: {@code ok}, or the first problem found. */
    public record Verdict(boolean ok, String message) {
    }

    private TourChecker() {
    }

    /** The paper's move types, written out here again so that the check does not rest on the generators' table. */
    private static final int[] DR = {-2, -1, 1, 2, 2, 1, -1, -2};
    private static final int[] DC = {1, 2, 2, 1, -1, -2, -2, -1};

    /**
     * Checks a tour given as move-type digits while reading it: one bit per square, so a 10000 x 10000 tour needs
     * about 12 MB. Whitespace is skipped; any other character is bad input.
     */
    public static Verdict checkMoves(java.io.InputStream in, String name, int rows, int cols, int startRow,
            int startCol, boolean requireComplete) throws java.io.IOException {
        long squares = (long) rows * cols;
        long[] seen = new long[(int) ((squares + 63) >>> 6)];
        int r = startRow;
        int c = startCol;
        if (r < 1 || r > rows || c < 1 || c > cols) {
            return new Verdict(false, "the start (" + r + "," + c + ") is off the board");
        }
        long key = (long) (r - 1) * cols + (c - 1);
        seen[(int) (key >>> 6)] |= 1L << key;
        long n = 1;
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
                    throw new org.gridpuzzles.core.InvalidInputException(name + ": character " + pos + " '"
                            + (char) b + "' is not a move type 1..8");
                }
                r += DR[b - '1'];
                c += DC[b - '1'];
                n++;
                if (r < 1 || r > rows || c < 1 || c > cols) {
                    return new Verdict(false, "move " + (n - 1) + " leaves the board at (" + r + "," + c + ")");
                }
                key = (long) (r - 1) * cols + (c - 1);
                if ((seen[(int) (key >>> 6)] & (1L << key)) != 0) {
                    return new Verdict(false, "move " + (n - 1) + " comes back to (" + r + "," + c + ")");
                }
                seen[(int) (key >>> 6)] |= 1L << key;
            }
        }
        if (requireComplete && n != squares) {
            return new Verdict(false, "visits " + n + " of " + squares + " squares");
        }
        boolean closed = n == squares && n > 2 && Math.abs(r - startRow) * Math.abs(c - startCol) == 2;
        return new Verdict(true, (n == squares ? (closed ? "closed" : "open") + " tour" : "knight's path of " + n
                + " squares") + " on " + rows + " x " + cols + ", valid");
    }

    public static Verdict check(int rows, int cols, int[] r, int[] c, int n, Boolean claimedComplete,
            Boolean claimedClosed, boolean requireComplete) {
        if (rows < 1 || cols < 1) {
            return new Verdict(false, "board " + rows + " x " + cols + " is not positive");
        }
        if (n == 0) {
            return new Verdict(false, "the tour has no squares");
        }
        BitSet seen = new BitSet();
        for (int i = 0; i < n; i++) {
            if (r[i] < 1 || r[i] > rows || c[i] < 1 || c[i] > cols) {
                return new Verdict(false, "square " + (i + 1) + " (" + r[i] + "," + c[i] + ") is off the board");
            }
            int key = (r[i] - 1) * cols + (c[i] - 1);
            if (seen.get(key)) {
                return new Verdict(false, "square " + (i + 1) + " (" + r[i] + "," + c[i] + ") is visited twice");
            }
            seen.set(key);
            if (i > 0 && Math.abs(r[i] - r[i - 1]) * Math.abs(c[i] - c[i - 1]) != 2) {
                return new Verdict(false, "squares " + i + " and " + (i + 1) + " are not a knight's move apart");
            }
        }
        boolean complete = (long) n == (long) rows * cols;
        boolean closed = complete && n > 2 && Math.abs(r[n - 1] - r[0]) * Math.abs(c[n - 1] - c[0]) == 2;
        if (claimedComplete != null && claimedComplete != complete) {
            return new Verdict(false, "claims complete=" + claimedComplete + " but visits " + n + " of "
                    + ((long) rows * cols) + " squares");
        }
        if (claimedClosed != null && claimedClosed != closed) {
            return new Verdict(false, "claims closed=" + claimedClosed + " but it is " + (closed ? "" : "not ")
                    + "closed");
        }
        if (requireComplete && !complete) {
            return new Verdict(false, "visits " + n + " of " + ((long) rows * cols) + " squares");
        }
        return new Verdict(true, (complete ? (closed ? "closed" : "open") + " tour" : "knight's path of " + n
                + " squares") + " on " + rows + " x " + cols + ", valid");
    }
}
