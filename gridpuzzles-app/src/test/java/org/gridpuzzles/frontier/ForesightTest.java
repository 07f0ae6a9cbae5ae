package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ForesightTest {

    private static final long GB = 1L << 30;

    @Test
    void aStateTakesMoreBytesWithMoreResiduesAndWithKeysTooWideToPackWithTheirIndex() {
        for (boolean lean : new boolean[] {false, true}) {
            assertTrue(Foresight.sortedBytes(2, true, 36, 1 << 20, lean)
                    > Foresight.sortedBytes(1, true, 36, 1 << 20, lean));
            assertTrue(Foresight.sortedBytes(1, true, 36, 1 << 20, lean)
                    > Foresight.sortedBytes(1, false, 36, 1 << 20, lean));
            // 17 wide (36 bits of key) and 2^20 states pack into one long; 25 wide (52 bits) and 2^30 do not
            assertTrue(Foresight.sortedBytes(1, true, 52, 1L << 30, lean)
                    > Foresight.sortedBytes(1, true, 36, 1 << 20, lean));
        }
        // steps expanded twice keep one array of successors instead of two
        assertTrue(Foresight.sortedBytes(3, true, 44, 1L << 28, true)
                < Foresight.sortedBytes(3, true, 44, 1L << 28, false));
        // the sorted steps keep more a state than the hashed tables' three slots, for speed, unless lean
        assertTrue(Foresight.sortedBytes(1, true, 36, 1 << 20, false) > Foresight.hashedBytes(1, true));
    }

    @Test
    void aPassIsLeanOnlyWhenKeepingTheSuccessorsWouldNotFit() {
        long states = 1L << 24;
        long fast = Foresight.sortedBytes(3, true, 36, states, false);
        long lean = Foresight.sortedBytes(3, true, 36, states, true);
        long between = Foresight.RESERVED + states * (fast + lean) / 2;
        assertFalse(Foresight.sortedLean(3, true, 36, states, 2 * Foresight.RESERVED + states * fast));
        assertTrue(Foresight.sortedLean(3, true, 36, states, between));
        assertTrue(Foresight.statesThatFit(between, lean) >= states);
    }

    @Test
    void aTinyHeapHoldsTooFewStatesForALargeBoardAndAnyHeapForASmallOne() {
        long[] large = GridGrowth.states(17, 17);
        CountEstimate tiny = Foresight.of(large, 36, 3, 3, true, true, false, 2, 64L << 20);
        assertFalse(tiny.fits(), tiny.text());
        assertEquals(1, tiny.heapNeededGb());
        CountEstimate big = Foresight.of(large, 36, 3, 3, true, true, false, 2, 8 * GB);
        assertTrue(big.fits(), big.text());
        CountEstimate small = Foresight.of(GridGrowth.states(7, 7), 16, 1, 1, true, true, false, 2, 64L << 20);
        assertTrue(small.fits(), small.text());
        // on disk it goes on whatever the heap, and says the disk it needs
        CountEstimate disk = Foresight.of(large, 36, 3, 3, true, false, true, 2, 64L << 20);
        assertTrue(disk.fits() && disk.diskBytes() > 0, disk.text());
    }

    @Test
    void moreFieldsTakeMoreOfEverything() {
        FrontierOptions o = FrontierOptions.defaults().withThreads(2);
        CountEstimate before = FrontierCounting.estimateGridPaths(5, 5, o);
        for (int n = 6; n <= 27; n++) {
            CountEstimate e = FrontierCounting.estimateGridPaths(n, n, o);
            assertTrue(e.peakStates() > before.peakStates() && e.totalStates() > before.totalStates()
                    && e.peakBytes() > before.peakBytes() && e.seconds() >= before.seconds(), n + ": " + e.text());
            before = e;
        }
    }

    @Test
    void theStoreIsThatOfThePassThatRuns() {
        FrontierOptions o = FrontierOptions.defaults();
        assertEquals("sorted", FrontierCounting.estimateGridPaths(9, 9, o).store());
        assertEquals("hashed", FrontierCounting.estimateGridPaths(9, 9,
                o.withCheckpoint(java.nio.file.Path.of("ck"), 300)).store());
        assertEquals("spilled", FrontierCounting.estimateGridPaths(9, 9, o.withSpill(java.nio.file.Path.of("sp")))
                .store());
        CountEstimate exact = FrontierCounting.estimateGridPaths(9, 9, o.withExact(true));
        assertEquals("exact", exact.store());
        assertEquals(0, exact.primes());
        assertEquals(1, exact.threads());
        assertEquals(2, FrontierCounting.estimateGridPaths(9, 9, o.withPrimes(2, 0)).primes());
    }
}
