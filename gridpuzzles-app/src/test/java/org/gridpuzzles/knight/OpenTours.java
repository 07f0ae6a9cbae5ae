package org.gridpuzzles.knight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.core.Verdict;

/** Checks shared by the tests of open-tour constructions: every tour goes through the independent checker. */
final class OpenTours {

    private OpenTours() {
    }

    /** {@link ClosedTours#openTour} from (sr, sc) gives a complete open tour that starts there. */
    static void assertOpenTour(int rows, int cols, int sr, int sc) {
        Tour t = ClosedTours.openTour(rows, cols, sr, sc);
        assertEquals(sr, t.rowsVisited()[0]);
        assertEquals(sc, t.colsVisited()[0]);
        Verdict v = TourChecker.check(rows, cols, t.rowsVisited(), t.colsVisited(), t.length(), true,
                null, true);
        assertTrue(v.valid(), rows + " x " + cols + " from (" + sr + "," + sc + "): " + v.problem());
    }

    /** A construction's squares ({@code row * n + col}, 0-based) form an open tour of h x n from {@code start}. */
    static void assertStrip(int h, int n, int[] p, int start) {
        int[] r = new int[p.length];
        int[] c = new int[p.length];
        for (int i = 0; i < p.length; i++) {
            r[i] = p[i] / n + 1;
            c[i] = p[i] % n + 1;
        }
        assertEquals(start, p[0]);
        Verdict v = TourChecker.check(h, n, r, c, p.length, true, null, true);
        assertTrue(v.valid(), h + " x " + n + " from square " + start + ": " + v.problem());
    }
}
