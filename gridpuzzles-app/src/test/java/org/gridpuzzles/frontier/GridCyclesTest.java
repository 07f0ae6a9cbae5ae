package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.file.Path;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Closed lines of whole grids by the grid's own rule, swept along the tables made once ({@link RowTables}), against
 * the same rule swept step by step in exact arithmetic, against the rule for any graph, and against a plain search.
 */
class GridCyclesTest {

    private static BigInteger cycles(int rows, int width, FrontierOptions o) {
        return FrontierCounting.countGridCycles(rows, width, o, Limits.none(), Progress.none()).count();
    }

    @Test
    void tablesAreMadeForWholeGridsOfThreeRowsOrMore() {
        assertNotNull(RowTables.of(GridLineStep.cycles(3, 2), 2, Limits.none()));
        assertNotNull(RowTables.of(GridLineStep.cycles(8, 7), 1, Limits.none()));
        assertNull(RowTables.of(GridLineStep.cycles(2, 6), 2, Limits.none()));
        // lines between two fields keep the sorted steps
        assertNull(RowTables.of(new GridLineStep(new GridRegion(6, 6, null, 0, 35, 15)), 2, Limits.none()));
    }

    @Test
    void tablesHoldEveryStateTheStepsReach() {
        GridLineStep rule = GridLineStep.cycles(9, 6);
        RowTables t = RowTables.of(rule, 2, Limits.none());
        FrontierCount exact = FrontierCounting.countGridCycles(9, 6, FrontierOptions.defaults().withExact(true),
                Limits.none(), Progress.none());
        for (int v = 0; v + 1 < 8 * 6; v++) {
            // the states after field v lie in the set of the next column, which may hold a few more
            assertTrue(exact.stepStates()[v] <= t.states[(v + 1) % 6], "step " + v);
        }
    }

    /** Small grids: the tables, the exact step-by-step sweep, the rule for any graph and a plain search agree. */
    @Test
    void smallGridsFourWays() {
        for (int r = 1; r <= 5; r++) {
            for (int c = 1; c <= 5; c++) {
                long searched = new BruteForce(Graphs.grid(r, c)).cycles();
                BigInteger byGraph = FrontierCountingTest.count(Graphs.grid(r, c), FrontierGoal.cycle(),
                        FrontierOptions.defaults().withNested(true));
                assertEquals(BigInteger.valueOf(searched), byGraph, r + " x " + c);
                assertEquals(byGraph, cycles(r, c, FrontierOptions.defaults()), r + " x " + c);
                assertEquals(byGraph, cycles(r, c, FrontierOptions.defaults().withExact(true)), r + " x " + c);
                assertEquals(byGraph, cycles(r, c, FrontierOptions.defaults().withThreads(1)), r + " x " + c);
            }
        }
    }

    /** Up to 9 x 8, in one thread or two, one prime a pass or more: the tables against the rule for any graph. */
    @Property(tries = 40)
    void tablesAgreeWithTheRuleForAnyGraph(@ForAll @IntRange(min = 2, max = 9) int rows,
            @ForAll @IntRange(min = 2, max = 8) int width, @ForAll @IntRange(min = 1, max = 2) int threads,
            @ForAll @IntRange(min = 0, max = 3) int primes, @ForAll @IntRange(min = 0, max = 30) int firstPrime) {
        FrontierOptions o = FrontierOptions.defaults().withThreads(threads).withPrimes(primes, firstPrime);
        BigInteger byGraph = FrontierCountingTest.count(Graphs.grid(rows, width), FrontierGoal.cycle(),
                FrontierOptions.defaults().withNested(true).withPrimes(0, (firstPrime + 7) % 40));
        assertEquals(byGraph, cycles(rows, width, o), rows + " x " + width);
    }

    /** The residues of a first pass along the tables are those of the exact count. */
    @Test
    void firstPassResiduesAreThoseOfTheCount() {
        FrontierOptions o = FrontierOptions.defaults().withPrimes(2, 5);
        FrontierResidues r = FrontierCounting.gridCycleResidues(8, 8, o, Limits.none(), Progress.none());
        BigInteger a003763 = BigInteger.valueOf(4638576);
        for (int j = 0; j < r.primes().length; j++) {
            assertEquals(a003763.mod(BigInteger.valueOf(r.primes()[j])).longValueExact(), r.residues()[j]);
        }
        assertTrue(FrontierCounting.provedBound(r).orElseThrow().compareTo(a003763) >= 0);
    }

    /** A count with a checkpoint folder sweeps step by step (hashed): the same number as the tables. */
    @Test
    void checkpointedCountAgrees(@TempDir Path dir) {
        FrontierOptions o = FrontierOptions.defaults().withCheckpoint(dir.resolve("ck"), 0);
        assertEquals(BigInteger.valueOf(467260456608L), cycles(10, 10, o));
        assertEquals(BigInteger.valueOf(467260456608L), cycles(10, 10, FrontierOptions.defaults()));
    }

    /** OEIS A003763's 12 x 12 term, along the tables, whatever the first prime. */
    @Test
    void twelveByTwelve() {
        BigInteger a = new BigInteger("1076226888605605706");
        assertEquals(a, cycles(12, 12, FrontierOptions.defaults()));
        assertEquals(a, cycles(12, 12, FrontierOptions.defaults().withPrimes(1, 11)));
    }
}
