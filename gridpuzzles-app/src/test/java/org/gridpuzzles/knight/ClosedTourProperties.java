package org.gridpuzzles.knight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class ClosedTourProperties {

    /** Every board that Schwenk's theorem allows gets a closed tour, whatever the start; all others are refused. */
    @Property(tries = 150)
    void closedWhereSchwenkAllows(@ForAll @IntRange(min = 1, max = 45) int rows,
            @ForAll @IntRange(min = 1, max = 45) int cols, @ForAll @IntRange(min = 0, max = 10_000) int pick) {
        int sr = 1 + pick % rows;
        int sc = 1 + pick / rows % cols;
        if (TourExistence.whyNoClosed(rows, cols) != null) {
            assertThrows(InvalidInputException.class, () -> ClosedTours.tour(rows, cols, sr, sc));
            return;
        }
        Tour t = ClosedTours.tour(rows, cols, sr, sc);
        assertEquals(sr, t.rowsVisited()[0]);
        assertEquals(sc, t.colsVisited()[0]);
        Verdict v = TourChecker.check(rows, cols, t.rowsVisited(), t.colsVisited(), t.length(), true,
                true, true);
        assertTrue(v.valid(), v.problem());
    }

    /** Open tours from a corner of every board that has one (Conrad et al.), none where it has none. */
    @Property(tries = 60)
    void openWhereTheTheoremAllows(@ForAll @IntRange(min = 1, max = 12) int rows,
            @ForAll @IntRange(min = 1, max = 12) int cols) {
        if (TourExistence.whyNoOpen(rows, cols) != null) {
            assertThrows(InvalidInputException.class, () -> ClosedTours.openTour(rows, cols, 1, 1));
            return;
        }
        Tour t = ClosedTours.openTour(rows, cols, 1, 1);
        assertTrue(TourChecker.check(rows, cols, t.rowsVisited(), t.colsVisited(), t.length(), true, null, true)
                .valid());
    }

    /** 3 x k and k x 3 boards of every even length from 10 on, by Schwenk's extension, checked independently. */
    @Property(tries = 120)
    void narrowBoardsAreClosed(@ForAll @IntRange(min = 5, max = 400) int half, @ForAll boolean transposed,
            @ForAll @IntRange(min = 0, max = 10_000) int pick) {
        int k = 2 * half;
        int rows = transposed ? k : 3;
        int cols = transposed ? 3 : k;
        int sr = 1 + pick % rows;
        int sc = 1 + pick / rows % cols;
        Tour t = ClosedTours.tour(rows, cols, sr, sc);
        assertEquals(sr, t.rowsVisited()[0]);
        assertEquals(sc, t.colsVisited()[0]);
        Verdict v = TourChecker.check(rows, cols, t.rowsVisited(), t.colsVisited(), t.length(), true,
                true, true);
        assertTrue(v.valid(), rows + " x " + cols + ": " + v.problem());
    }

    @Test
    void everyNarrowLengthUpTo200() {
        for (int k = 3; k <= 200; k++) {
            if (TourExistence.whyNoClosed(3, k) != null) {
                int kk = k;
                assertThrows(InvalidInputException.class, () -> ClosedTours.tour(3, kk, 1, 1));
                continue;
            }
            Tour t = ClosedTours.tour(3, k, 1, 1);
            assertTrue(TourChecker.check(3, k, t.rowsVisited(), t.colsVisited(), t.length(), true, true, true).valid(),
                    "3 x " + k);
        }
    }

    /** 3 x odd boards beyond the search limit, from any square of the corners' colour, by the lane construction. */
    @Property(tries = 100)
    void longNarrowOddBoardsHaveOpenTours(@ForAll @IntRange(min = 25, max = 1500) int half,
            @ForAll boolean transposed, @ForAll @IntRange(min = 0, max = 1_000_000) int pick) {
        int k = 2 * half + 1;
        int along = 1 + pick % k;
        int across = 1 + pick / k % 3;
        if ((along + across) % 2 != 0) {
            along = along == k ? along - 1 : along + 1;
        }
        int rows = transposed ? k : 3;
        int cols = transposed ? 3 : k;
        int sr = transposed ? along : across;
        int sc = transposed ? across : along;
        OpenTours.assertOpenTour(rows, cols, sr, sc);
        int wr = sr == rows ? sr - 1 : sr + 1;
        assertThrows(InvalidInputException.class, () -> ClosedTours.openTour(rows, cols, wr, sc));
    }

    /** The 3-row construction on every odd length it covers and from every square of the corners' colour. */
    @Test
    void threeRowLanesFromEverySquareOfTheCornersColour() {
        for (int n = ThreeRowOpen.MIN_COLS; n <= 121; n += 2) {
            for (int start = 0; start < 3 * n; start++) {
                if ((start / n + start % n) % 2 != 0) {
                    continue;
                }
                OpenTours.assertStrip(3, n, ThreeRowOpen.from(n, start / n, start % n), start);
            }
        }
    }

    /**
     * On short 3 x odd boards every square of the corners' colour starts an open tour, except the centre of 3 x 7
     * (exact counts), which is why the construction is asked for all of them.
     */
    @Test
    void threeRowStartsByCount() {
        for (int n = 7; n <= 11; n += 2) {
            TourCounter counter = new TourCounter(3, n);
            for (int r = 1; r <= 3; r++) {
                for (int c = 1; c <= n; c++) {
                    long tours = counter.openFrom(r, c);
                    boolean cornerColour = (r + c) % 2 == 0;
                    boolean centreOf7 = n == 7 && r == 2 && c == 4;
                    assertEquals(cornerColour && !centreOf7, tours > 0, "3 x " + n + " from (" + r + "," + c + ")");
                }
            }
        }
    }

    /** 4 x n boards of every length, from every outer square, by the strip construction; checked independently. */
    @Property(tries = 100)
    void fourRowBoardsHaveOpenTours(@ForAll @IntRange(min = 38, max = 3000) int k, @ForAll boolean transposed,
            @ForAll boolean far, @ForAll @IntRange(min = 0, max = 100_000) int pick) {
        int along = 1 + pick % k;
        int rows = transposed ? k : 4;
        int cols = transposed ? 4 : k;
        int sr = transposed ? along : far ? 4 : 1;
        int sc = transposed ? (far ? 4 : 1) : along;
        OpenTours.assertOpenTour(rows, cols, sr, sc);
    }

    /** The construction itself on every length it covers and from every outer square. */
    @Test
    void fourRowStripsFromEveryOuterSquare() {
        for (int n = FourRowOpen.MIN_COLS; n <= 120; n++) {
            for (int start = 0; start < 4 * n; start++) {
                if (start / n == 1 || start / n == 2) {
                    continue;
                }
                OpenTours.assertStrip(4, n, FourRowOpen.from(n, start / n, start % n), start);
            }
        }
    }

    /** No open tour of a 4-row board starts on an inner row (outer squares have only inner neighbours). */
    @Test
    void fourRowToursStartOnOuterRows() {
        assertThrows(InvalidInputException.class, () -> ClosedTours.openTour(4, 9, 2, 1));
        assertThrows(InvalidInputException.class, () -> ClosedTours.openTour(200, 4, 1, 3));
        TourCounter small = new TourCounter(4, 6);
        for (int c = 1; c <= 6; c++) {
            assertEquals(0, small.openFrom(2, c));
            assertEquals(0, small.openFrom(3, c));
        }
    }

    /** Odd x odd boards beyond the search limit get open tours from (1,1). */
    @Test
    void largeOddBoardsHaveOpenTours() {
        for (int[] b : new int[][] {{13, 13}, {15, 21}, {31, 17}}) {
            Tour t = ClosedTours.openTour(b[0], b[1], 1, 1);
            assertTrue(TourChecker.check(b[0], b[1], t.rowsVisited(), t.colsVisited(), t.length(), true, null, true)
                    .valid(), b[0] + " x " + b[1]);
        }
    }

    @Test
    void largerBoardsAreJoinedFromBlocks() {
        for (int[] b : new int[][] {{60, 61}, {3, 40}, {5, 64}, {97, 40}, {3, 1000}, {1000, 3}, {5, 1000}}) {
            Tour t = ClosedTours.tour(b[0], b[1], 1, 1);
            assertTrue(TourChecker.check(b[0], b[1], t.rowsVisited(), t.colsVisited(), t.length(), true, true, true)
                    .valid(), b[0] + " x " + b[1]);
        }
    }
}
