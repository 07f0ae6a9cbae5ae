package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.Random;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The residues of one pass against depth-first search, and the verdicts on numbers near the count. */
class ResidueCheckProperties {

    private static BigInteger product(FrontierResidues r) {
        BigInteger m = BigInteger.ONE;
        for (long p : r.primes()) {
            m = m.multiply(BigInteger.valueOf(p));
        }
        return m;
    }

    /**
     * On grids and knight graphs, for every goal, other primes and one to three of them: the pass's residues are the
     * searched count's, the count is confirmed, a number one off is not, and a number that shares every residue but is
     * not the count is refused by the bound whenever the verdict says the residues determine the count.
     */
    @Property(tries = 150)
    void residuesOfOnePassJudgeNumbersNearTheCount(@ForAll @IntRange(min = 1, max = 4) int rows,
            @ForAll @IntRange(min = 1, max = 5) int cols, @ForAll boolean knight,
            @ForAll @IntRange(min = 0, max = 3) int kind, @ForAll @IntRange(min = 0, max = 3) int primes,
            @ForAll @IntRange(min = 0, max = 28) int firstPrime, @ForAll long seed) {
        Random rnd = new Random(seed);
        FrontierGraph g = knight ? Graphs.knight(rows, cols) : Graphs.grid(rows, cols);
        int n = rows * cols;
        FrontierGoal goal = switch (kind) {
            case 0 -> FrontierGoal.cycle();
            case 1 -> FrontierGoal.pathAnyEnds();
            case 2 -> FrontierGoal.pathFrom(rnd.nextInt(n));
            default -> FrontierGoal.pathBetween(rnd.nextInt(n), rnd.nextInt(n));
        };
        BigInteger count = BruteForce.count(g, goal);
        FrontierResidues r = FrontierCounting.residues(g, goal,
                FrontierOptions.defaults().withPrimes(primes, firstPrime), Limits.none(), Progress.none());
        assertEquals(primes == 0 ? 1 : primes, r.primes().length);
        assertEquals(Residues.primes(firstPrime, r.primes().length)[0], r.primes()[0]);
        for (int j = 0; j < r.primes().length; j++) {
            assertEquals(count.mod(BigInteger.valueOf(r.primes()[j])).longValueExact(), r.residues()[j]);
        }
        Verdict right = ResidueCheck.check(r, count);
        assertTrue(right.valid(), right.problem());
        assertFalse(ResidueCheck.check(r, count.add(BigInteger.ONE)).valid());
        Verdict twin = ResidueCheck.check(r, count.add(product(r)));
        if ((Boolean) right.details().get("whole")) {
            assertFalse(twin.valid(), "a number above the bound with the count's residues");
        }
        assertTrue(FrontierCounting.provedBound(r).orElseThrow().compareTo(count) >= 0);
    }

    /** A finished count's checkpoint folder answers the pass at once, with the count's residues. */
    @Test
    void theFirstPassOfAFinishedCountResumesFromItsCheckpoint(@TempDir Path dir) {
        FrontierGraph g = Graphs.grid(4, 5);
        FrontierOptions o = FrontierOptions.defaults().withPrimes(2, 6).withCheckpoint(dir, 0);
        FrontierCount c = FrontierCounting.count(g, FrontierGoal.pathAnyEnds(), o, Limits.none(), Progress.none());
        FrontierResidues r = FrontierCounting.residues(g, FrontierGoal.pathAnyEnds(), o, Limits.none(),
                Progress.none());
        long[] expected = new long[2];
        for (int j = 0; j < 2; j++) {
            expected[j] = c.count().mod(BigInteger.valueOf(r.primes()[j])).longValueExact();
        }
        assertArrayEquals(expected, r.residues());
        assertEquals(0, java.util.Arrays.stream(r.stepNanos()).sum(), "no step was made again");
        assertTrue(ResidueCheck.check(r, c.count()).valid());
    }

    /** A grid region's pass: the residues of the count by the grid's rule, and a refusal of the wrong number. */
    @Test
    void gridRegionsToo() {
        GridRegion region = new GridRegion(5, 5, null, 0, 24, 15);
        FrontierCount c = FrontierCounting.countGridPaths(region, FrontierOptions.defaults(), Limits.none(),
                Progress.none());
        assertEquals(BigInteger.valueOf(104), c.count());
        FrontierResidues r = FrontierCounting.gridPathResidues(region, FrontierOptions.defaults().withPrimes(1, 9),
                Limits.none(), Progress.none());
        assertArrayEquals(new long[] {104}, r.residues());
        Verdict v = ResidueCheck.check(r, BigInteger.valueOf(105));
        assertFalse(v.valid());
        assertTrue(v.problem().contains("the count is 104"), v.problem());
    }
}
