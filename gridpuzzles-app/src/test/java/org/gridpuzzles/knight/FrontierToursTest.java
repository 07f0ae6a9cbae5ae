package org.gridpuzzles.knight;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.frontier.FrontierCount;
import org.gridpuzzles.frontier.FrontierOptions;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The frontier counts of knight's tours against the depth-first search and against published numbers. */
class FrontierToursTest {

    private static final FrontierOptions OPTIONS = FrontierOptions.defaults();

    private static BigInteger closed(int r, int c) {
        return new FrontierTours(r, c).closed(OPTIONS, Limits.none(), Progress.none()).count();
    }

    private static BigInteger open(int r, int c) {
        return new FrontierTours(r, c).open(OPTIONS, Limits.none(), Progress.none()).count();
    }

    /** Closed tours on every board the search counts in moments. */
    @Property(tries = 40)
    void closedToursAgreeWithTheSearch(@ForAll @IntRange(min = 1, max = 6) int rows,
            @ForAll @IntRange(min = 1, max = 8) int cols) {
        if (rows * cols > 36) {
            return;
        }
        assertEquals(BigInteger.valueOf(new TourCounter(rows, cols).closed(Progress.none())), closed(rows, cols),
                rows + " x " + cols);
    }

    /** Open tours, from every start and from each square, on boards up to 20 squares. */
    @Property(tries = 40)
    void openToursAgreeWithTheSearch(@ForAll @IntRange(min = 1, max = 5) int rows,
            @ForAll @IntRange(min = 1, max = 5) int cols, @ForAll @IntRange(min = 1, max = 5) int r,
            @ForAll @IntRange(min = 1, max = 5) int c) {
        if (rows * cols > 20 || r > rows || c > cols) {
            return;
        }
        TourCounter search = new TourCounter(rows, cols);
        assertEquals(BigInteger.valueOf(search.openFromEveryStart(Progress.none())), open(rows, cols));
        assertEquals(BigInteger.valueOf(search.openFrom(r, c)), new FrontierTours(rows, cols)
                .openFrom(r, c, OPTIONS, Limits.none(), Progress.none()).count());
    }

    /**
     * One pass of other primes confirms the search's counts of closed tours, open tours from every start (twice the
     * paths: an odd number is refused as such) and from one square, and refuses the even number above each.
     */
    @Property(tries = 40)
    void onePassConfirmsTheSearchsCounts(@ForAll @IntRange(min = 1, max = 5) int rows,
            @ForAll @IntRange(min = 1, max = 5) int cols, @ForAll @IntRange(min = 1, max = 5) int r,
            @ForAll @IntRange(min = 1, max = 5) int c, @ForAll @IntRange(min = 0, max = 30) int firstPrime,
            @ForAll boolean mirror) {
        if (rows * cols > 20 || r > rows || c > cols) {
            return;
        }
        TourCounter search = new TourCounter(rows, cols);
        FrontierOptions o = OPTIONS.withPrimes(1, firstPrime);
        Grid board = new Grid(rows, cols);
        Field from = new Field(r, c);
        BigInteger[] counts = {BigInteger.valueOf(search.closed(Progress.none())),
            BigInteger.valueOf(search.openFromEveryStart(Progress.none())),
            BigInteger.valueOf(search.openFrom(r, c))};
        for (int kind = 0; kind < 3; kind++) {
            boolean isClosed = kind == 0;
            Field start = kind == 2 ? from : null;
            String what = rows + " x " + cols + " kind " + kind;
            Verdict v = KnightTours.confirmCount(board, isClosed, start, mirror, counts[kind], o,
                    Limits.none(), Progress.none());
            assertTrue(v.valid(), what + ": " + v.problem());
            assertEquals(Boolean.TRUE, v.details().get("whole"), what);
            assertFalse(KnightTours.confirmCount(board, isClosed, start, mirror, counts[kind].add(BigInteger.TWO), o,
                    Limits.none(), Progress.none()).valid(), what);
        }
        if (rows * cols > 1) {
            Verdict odd = KnightTours.confirmCount(board, false, null, mirror,
                    counts[1].add(BigInteger.ONE), o, Limits.none(), Progress.none());
            assertTrue(odd.problem().contains("not a multiple of 2"), odd.problem());
        }
    }

    /** One state for a state and its mirror image (the default) against both kept apart, beyond the search's reach. */
    @Property(tries = 12)
    void theMirrorKeepsTheCounts(@ForAll @IntRange(min = 3, max = 6) int rows,
            @ForAll @IntRange(min = 3, max = 9) int cols, @ForAll boolean closedTours) {
        FrontierTours plain = new FrontierTours(rows, cols, false);
        FrontierTours mirrored = new FrontierTours(rows, cols, true);
        if (closedTours) {
            assertEquals(plain.closed(OPTIONS, Limits.none(), Progress.none()).count(),
                    mirrored.closed(OPTIONS, Limits.none(), Progress.none()).count());
        } else if (rows * cols <= 30) {
            assertEquals(plain.open(OPTIONS, Limits.none(), Progress.none()).count(),
                    mirrored.open(OPTIONS, Limits.none(), Progress.none()).count());
            // from a square on the middle line the mirror applies too
            int r = (rows + 1) / 2;
            assertEquals(plain.openFrom(r, 1, OPTIONS, Limits.none(), Progress.none()).count(),
                    mirrored.openFrom(r, 1, OPTIONS, Limits.none(), Progress.none()).count());
        }
    }

    @Test
    void publishedCounts() {
        // closed: 9862 on 6 x 6 (OEIS A001230); open, directed from every start: 1728 on 5 x 5 (OEIS A165134)
        assertEquals(BigInteger.valueOf(9862), closed(6, 6));
        assertEquals(BigInteger.valueOf(1728), open(5, 5));
        assertEquals(BigInteger.valueOf(304), new FrontierTours(5, 5).openFrom(1, 1, OPTIONS, Limits.none(),
                Progress.none()).count());
        // the search's own table: 5 x 6 has 8 closed tours, 3 x 10 has 16
        assertEquals(BigInteger.valueOf(8), closed(5, 6));
        assertEquals(BigInteger.valueOf(16), closed(3, 10));
        assertEquals(closed(4, 7), closed(7, 4));
    }

    @Test
    void aLineIsSweptEveryOtherSquareBackThenTheRestForwards() {
        assertArrayEquals(new int[] {3, 4, 2, 5, 1, 6, 0, 7}, FrontierTours.places(8)); // 6, 4, 2, 0, 1, 3, 5, 7
        assertArrayEquals(new int[] {3, 2, 4, 1, 5, 0, 6}, FrontierTours.places(7)); // 5, 3, 1, 0, 2, 4, 6
        assertArrayEquals(new int[] {0}, FrontierTours.places(1));
        assertArrayEquals(new int[] {0, 1}, FrontierTours.places(2));
        // fewer states than the squares in order (5,750,543 states in all steps on 6 x 8 closed, mirror left out)
        FrontierCount c = new FrontierTours(6, 8, false).closed(OPTIONS, Limits.none(), Progress.none());
        long states = java.util.Arrays.stream(c.stepStates()).sum();
        assertEquals(BigInteger.valueOf(55_488_142), c.count());
        assertTrue(states < 4_000_000, "states in all steps: " + states);
    }

    @Test
    void boardsWiderThanEightBothWaysAreRefused() {
        assertThrows(InvalidInputException.class, () -> new FrontierTours(9, 9));
    }
}
