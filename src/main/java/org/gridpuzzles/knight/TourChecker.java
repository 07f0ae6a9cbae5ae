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
