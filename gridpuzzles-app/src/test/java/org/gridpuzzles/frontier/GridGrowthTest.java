package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

/** The states foreseen for the grid rule against those its sweep makes, on boards that were not all measured. */
class GridGrowthTest {

    /** Rows and width of boards 4 to 12 fields wide, square and not, corner to corner. */
    private static final int[][] BOARDS = {{5, 4}, {7, 5}, {9, 6}, {9, 7}, {11, 8}, {9, 9}, {13, 10}, {11, 11},
        {13, 12}, {12, 5}, {15, 6}, {4, 4}, {6, 5}, {10, 9}};

    private static long[] measured(int rows, int width) {
        GridRegion region = new GridRegion(rows, width, null, 0, rows * width - 1, 15);
        FrontierOptions o = FrontierOptions.defaults().withThreads(1).withPrimes(1, 0);
        return FrontierCounting.countGridPaths(region, o, Limits.none(), Progress.none()).stepStates();
    }

    @Test
    void theForeseenStatesAreWithinAFactorOfTwoOfThePeakAndTotalAndThreeOfEachStep() {
        for (int[] b : BOARDS) {
            long[] real = measured(b[0], b[1]);
            long[] foreseen = GridGrowth.states(b[0], b[1]);
            assertEquals(real.length, foreseen.length);
            long realPeak = java.util.Arrays.stream(real).max().orElseThrow();
            long peak = java.util.Arrays.stream(foreseen).max().orElseThrow();
            String board = b[0] + " x " + b[1];
            assertTrue(within(peak, realPeak, 2), () -> board + ": peak " + peak + " foreseen, " + realPeak + " made");
            long realSum = java.util.Arrays.stream(real).sum();
            long sum = java.util.Arrays.stream(foreseen).sum();
            assertTrue(within(sum, realSum, 2), () -> board + ": " + sum + " in all foreseen, " + realSum + " made");
            for (int v = 0; v < real.length - 1; v++) {
                int step = v;
                if (real[v] >= 50) {
                    assertTrue(within(foreseen[v], real[v], 3), () -> board + ", step " + (step + 1) + ": "
                            + foreseen[step] + " foreseen, " + real[step] + " made");
                }
            }
        }
    }

    private static boolean within(double a, double b, double factor) {
        return a <= b * factor && b <= a * factor;
    }

    @Test
    void widerBoardsHoldMoreStatesAndTallerOnesMoreInAll() {
        for (int w = 2; w < 30; w++) {
            assertTrue(GridGrowth.peak(w + 1) > GridGrowth.peak(w), "width " + w);
            long[] shorter = GridGrowth.states(w + 3, w);
            long[] taller = GridGrowth.states(w + 4, w);
            // a taller board's largest step is the shorter one's, to the rounding of the rows' alternation
            assertTrue(max(taller) >= 0.98 * max(shorter), "width " + w);
            assertTrue(java.util.Arrays.stream(taller).sum() > java.util.Arrays.stream(shorter).sum(), "width " + w);
        }
    }

    @Test
    void theWiderBoardsAreExtrapolatedFromTheMeasuredGrowth() {
        // 21 x 21 was counted with up to 184 million states a step (docs/records.md)
        double p21 = GridGrowth.peak(21);
        assertTrue(within(p21, 184e6, 1.25), () -> p21 + " foreseen for 21 x 21");
    }

    private static long max(long[] a) {
        return java.util.Arrays.stream(a).max().orElseThrow();
    }
}
