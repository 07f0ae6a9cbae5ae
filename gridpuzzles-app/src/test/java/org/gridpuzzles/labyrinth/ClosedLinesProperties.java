package org.gridpuzzles.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.frontier.FrontierOptions;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Closed lines through every field (the grid's Hamiltonian cycles), by the grid's own rule and by the rule for any
 * graph, against each other, against OEIS and against a plain search.
 */
class ClosedLinesProperties {

    private static WalkthroughCount closed(int rows, int cols, WalkthroughCountOptions options) {
        return Labyrinths.countClosed(rows, cols, options, Limits.none(), Progress.none());
    }

    private static BigInteger closed(int rows, int cols) {
        return closed(rows, cols, WalkthroughCountOptions.defaults()).count();
    }

    private static WalkthroughCountOptions engine(WalkthroughCountOptions.Engine e, WalkthroughCountOptions.Sweep s,
            FrontierOptions o) {
        return new WalkthroughCountOptions(e, s, o);
    }

    /** OEIS A003763: Hamiltonian cycles on the 2n x 2n grid, by both rules. */
    @Test
    void squaresAsOeisA003763() {
        long[] a003763 = {1, 6, 1072, 4638576, 467260456608L};
        for (int i = 0; i < a003763.length; i++) {
            int n = 2 * i + 2;
            assertEquals(BigInteger.valueOf(a003763[i]), closed(n, n), n + " x " + n);
            assertEquals(BigInteger.valueOf(a003763[i]), closed(n, n, engine(WalkthroughCountOptions.Engine.FRONTIER,
                    WalkthroughCountOptions.Sweep.ROWS, FrontierOptions.defaults().withPrimes(0, 9))).count(),
                    n + " x " + n);
        }
    }

    /** On rectangles up to 10 x 9, in any sweep, the grid's own rule and the rule for any graph agree. */
    @Property(tries = 30)
    void bothRulesAgree(@ForAll @IntRange(min = 2, max = 10) int rows, @ForAll @IntRange(min = 2, max = 9) int cols,
            @ForAll WalkthroughCountOptions.Sweep sweep, @ForAll WalkthroughCountOptions.Sweep other,
            @ForAll boolean exact) {
        FrontierOptions o = exact ? FrontierOptions.defaults().withExact(true) : FrontierOptions.defaults();
        WalkthroughCount planar = closed(rows, cols, engine(WalkthroughCountOptions.Engine.PLANAR, sweep, o));
        WalkthroughCount general = closed(rows, cols, engine(WalkthroughCountOptions.Engine.FRONTIER, other,
                FrontierOptions.defaults().withPrimes(0, 13)));
        assertEquals(general.count(), planar.count(), rows + " x " + cols);
        assertEquals(general.impossibleReason(), planar.impossibleReason());
    }

    /** OEIS A003763's 12 x 12 term, in exact arithmetic and modulo other primes in another sweep, by both rules. */
    @Test
    void twelveByTwelveTwoWays() {
        BigInteger a = new BigInteger("1076226888605605706");
        assertEquals(a, closed(12, 12));
        assertTrue(Labyrinths.confirmClosed(12, 12, a, engine(WalkthroughCountOptions.Engine.PLANAR,
                WalkthroughCountOptions.Sweep.COLUMNS, FrontierOptions.defaults().withPrimes(2, 21)), Limits.none(),
                Progress.none()).valid());
        FrontierOptions exact = FrontierOptions.defaults().withExact(true);
        assertEquals(a, closed(12, 12, new WalkthroughCountOptions(WalkthroughCountOptions.Engine.FRONTIER,
                WalkthroughCountOptions.Sweep.ROWS, exact)).count());
        Verdict v = Labyrinths.confirmClosed(12, 12, a, new WalkthroughCountOptions(
                WalkthroughCountOptions.Engine.FRONTIER, WalkthroughCountOptions.Sweep.MIRRORED,
                FrontierOptions.defaults().withPrimes(2, 7)), Limits.none(), Progress.none());
        assertTrue(v.valid(), v.toString());
        assertTrue(!Labyrinths.confirmClosed(12, 12, a.add(BigInteger.TWO), WalkthroughCountOptions.defaults(),
                Limits.none(), Progress.none()).valid());
    }

    /** On every small rectangle, in every sweep, the count of a plain search that shares nothing with the program. */
    @Property(tries = 60)
    void rectanglesAsAPlainSearch(@ForAll @IntRange(min = 1, max = 5) int rows,
            @ForAll @IntRange(min = 1, max = 6) int cols, @ForAll WalkthroughCountOptions.Sweep sweep,
            @ForAll WalkthroughCountOptions.Engine engine) {
        WalkthroughCount r = closed(rows, cols, new WalkthroughCountOptions(engine, sweep, FrontierOptions.defaults()));
        long expected = searchedCycles(rows, cols);
        assertEquals(BigInteger.valueOf(expected), r.count(), rows + " x " + cols);
        if (expected == 0 && (rows * cols % 2 == 1 || rows == 1 || cols == 1)) {
            assertNotNull(r.impossibleReason());
        } else {
            assertNull(r.impossibleReason());
        }
    }

    /** Cycles through every field from field 0, each found in both directions. */
    private static long searchedCycles(int rows, int cols) {
        int n = rows * cols;
        if (n < 4) {
            return 0;
        }
        long found = walk(0, 1L, 1, rows, cols);
        return found / 2;
    }

    private static long walk(int at, long seen, int length, int rows, int cols) {
        int n = rows * cols;
        int r = at / cols;
        int c = at % cols;
        int[] next = {r > 0 ? at - cols : -1, r < rows - 1 ? at + cols : -1, c > 0 ? at - 1 : -1,
            c < cols - 1 ? at + 1 : -1};
        long total = 0;
        for (int f : next) {
            if (f < 0) {
                continue;
            }
            if (f == 0 && length == n) {
                total++;
            } else if ((seen >>> f & 1) == 0) {
                total += walk(f, seen | 1L << f, length + 1, rows, cols);
            }
        }
        return total;
    }
}
