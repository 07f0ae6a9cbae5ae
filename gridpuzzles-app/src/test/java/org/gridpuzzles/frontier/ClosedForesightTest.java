package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

/**
 * The estimate of a closed lines' count ({@link FrontierCounting#estimateGridCycles}) beside the count itself: the
 * largest step foreseen within a twentieth of the largest step measured, squares and rectangles, along the tables and
 * step by step with a checkpoint folder; the store and its memory as the count will use them.
 */
class ClosedForesightTest {

    /** Rows x width as the count sweeps them (width across), the tolerance of the largest step. */
    private static final int[][] BOARDS = {{10, 10}, {12, 12}, {14, 14}, {13, 10}, {12, 9}, {16, 6}, {8, 8}};
    private static final double TOLERANCE = 0.05;

    private static long measuredPeak(int rows, int width, FrontierOptions o) {
        FrontierResidues r = FrontierCounting.gridCycleResidues(rows, width, o, Limits.none(), Progress.none());
        long most = 0;
        for (long s : r.stepStates()) {
            most = Math.max(most, s);
        }
        return most;
    }

    @Test
    void theLargestStepIsForeseenWithinAFewPercent() {
        FrontierOptions o = FrontierOptions.defaults().withThreads(2);
        for (int[] b : BOARDS) {
            long measured = measuredPeak(b[0], b[1], o);
            CountEstimate e = FrontierCounting.estimateGridCycles(b[0], b[1], o);
            assertEquals("tabled", e.store(), b[0] + " x " + b[1]);
            double ratio = e.peakStates() / (double) measured;
            assertTrue(Math.abs(ratio - 1) <= TOLERANCE, b[0] + " x " + b[1] + ": foreseen " + e.peakStates()
                    + ", measured " + measured);
        }
    }

    @Test
    void stepByStepTheStatesAreTheSame() {
        // the hashed steps hold the states that hold lines, as the tables' pass counts them
        FrontierOptions o = FrontierOptions.defaults().withThreads(1).withExact(true);
        long measured = measuredPeak(10, 8, o);
        CountEstimate e = FrontierCounting.estimateGridCycles(10, 8, o);
        assertEquals("exact", e.store());
        assertTrue(Math.abs(e.peakStates() / (double) measured - 1) <= TOLERANCE, e.peakStates() + " against "
                + measured);
    }

    @Test
    void theTablesMemoryIsThatOfTheMeasuredSetsAndABoardWithoutClosedLinesHasNoStates() {
        FrontierOptions o = FrontierOptions.defaults().withThreads(2);
        CountEstimate e = FrontierCounting.estimateGridCycles(16, 16, o);
        RowTables t = RowTables.of(GridLineStep.cycles(16, 16), 2, Limits.none());
        // the tables alone are within the heap foreseen, which adds the keys while they are made
        assertTrue(t.bytes() < e.peakBytes() && e.peakBytes() < 6 * t.bytes(), t.bytes() + " against "
                + e.peakBytes());
        assertTrue(e.fits());
        assertEquals(0, FrontierCounting.estimateGridCycles(7, 7, o).peakStates());
        // two rows have no tables: their steps are made by sorting
        assertEquals("sorted", FrontierCounting.estimateGridCycles(2, 2, o).store());
        // a heap too small for the tables leaves the count to the sorted steps, as the count itself does
        assertTrue(ClosedGrowth.tablesFit(16, 1L << 30));
        assertTrue(!ClosedGrowth.tablesFit(20, 8L << 30));
    }
}
