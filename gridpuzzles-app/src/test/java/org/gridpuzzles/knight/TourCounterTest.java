package org.gridpuzzles.knight;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

/** Counts against the published sequences (OEIS A165134 for open, A001230 and Kyek et al. for closed tours). */
class TourCounterTest {

    @Test
    void openToursOnFiveByFive() {
        TourCounter c = new TourCounter(5, 5);
        assertEquals(1728, c.openFromEveryStart(Progress.none()));
        assertEquals(304, c.openFrom(1, 1));
        assertEquals(0, c.openFrom(1, 2)); // a square of the minority colour cannot start a tour on an odd board
    }

    @Test
    void closedTours() {
        assertEquals(9862, new TourCounter(6, 6).closed(Progress.none()));
        assertEquals(16, new TourCounter(3, 10).closed(Progress.none()));
        assertEquals(8, new TourCounter(5, 6).closed(Progress.none()));
        assertEquals(0, new TourCounter(4, 6).closed(Progress.none()));
    }

    @Test
    void noTourWhereTheTheoremSaysNone() {
        assertEquals(0, new TourCounter(4, 4).openFromEveryStart(Progress.none()));
        assertEquals(0, new TourCounter(3, 5).openFromEveryStart(Progress.none()));
        assertEquals(1, new TourCounter(1, 1).openFromEveryStart(Progress.none()));
    }
}
