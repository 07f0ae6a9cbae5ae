package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.Random;

import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The frontier counts against depth-first search on small graphs, in any sweep order and arithmetic. */
class FrontierCountingProperties {

    private static BigInteger count(FrontierGraph g, FrontierGoal goal, FrontierOptions o) {
        return FrontierCounting.count(g, goal, o, Limits.none(), Progress.none()).count();
    }

    /** A random sweep order: vertex v becomes rank[v]. */
    private static int[] shuffled(int n, Random rnd) {
        int[] rank = new int[n];
        for (int i = 0; i < n; i++) {
            rank[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = rank[i];
            rank[i] = rank[j];
            rank[j] = t;
        }
        return rank;
    }

    private static FrontierGoal goal(int kind, int n, Random rnd) {
        return switch (kind) {
            case 0 -> FrontierGoal.cycle();
            case 1 -> FrontierGoal.pathAnyEnds();
            case 2 -> FrontierGoal.pathFrom(rnd.nextInt(n));
            default -> FrontierGoal.pathBetween(rnd.nextInt(n), rnd.nextInt(n));
        };
    }

    /** Grid rectangles swept row by row: both state packings agree with the search. */
    @Property(tries = 120)
    void gridRectangles(@ForAll @IntRange(min = 1, max = 4) int rows, @ForAll @IntRange(min = 1, max = 5) int cols,
            @ForAll @IntRange(min = 0, max = 3) int kind, @ForAll long seed) {
        FrontierGraph g = Graphs.grid(rows, cols);
        FrontierGoal goal = goal(kind, rows * cols, new Random(seed));
        BigInteger expected = BruteForce.count(g, goal);
        assertEquals(expected, count(g, goal, FrontierOptions.defaults()));
        assertEquals(expected, count(g, goal, FrontierOptions.defaults().withNested(true)));
    }

    /** Knight graphs (not planar, pieces cross) and grids in a random sweep order. */
    @Property(tries = 120)
    void anyOrder(@ForAll @IntRange(min = 1, max = 4) int rows, @ForAll @IntRange(min = 1, max = 5) int cols,
            @ForAll boolean knight, @ForAll @IntRange(min = 0, max = 3) int kind, @ForAll long seed) {
        Random rnd = new Random(seed);
        FrontierGraph g = knight ? Graphs.knight(rows, cols) : Graphs.grid(rows, cols);
        int n = g.vertexCount();
        FrontierGraph h = g.renumbered(shuffled(n, rnd));
        FrontierGoal goal = goal(kind, n, rnd);
        assertEquals(BruteForce.count(h, goal), count(h, goal, FrontierOptions.defaults()));
    }

    /**
     * With the board's symmetries given, one state stands for its images wherever a symmetry keeps the swept vertices:
     * the counts stay those of the search, for every goal (the symmetries that move a given end are not used), in the
     * grid's own order (where the left-right reflection applies at the end of every row) and in a random order.
     */
    @Property(tries = 150)
    void symmetriesKeepTheCounts(@ForAll @IntRange(min = 1, max = 4) int rows,
            @ForAll @IntRange(min = 1, max = 5) int cols, @ForAll boolean knight, @ForAll boolean shuffle,
            @ForAll @IntRange(min = 0, max = 3) int kind, @ForAll long seed) {
        Random rnd = new Random(seed);
        FrontierGraph g = knight ? Graphs.knight(rows, cols) : Graphs.grid(rows, cols);
        int n = g.vertexCount();
        g = g.withSymmetries(Graphs.boardSymmetries(rows, cols,
                knight ? (r, c) -> c * rows + r : (r, c) -> r * cols + c));
        if (shuffle) {
            g = g.renumbered(shuffled(n, rnd));
        }
        FrontierGoal goal = goal(kind, n, rnd);
        BigInteger expected = BruteForce.count(g, goal);
        assertEquals(expected, count(g, goal, FrontierOptions.defaults()), g + " " + goal);
        assertEquals(expected, count(g, goal, FrontierOptions.defaults().withExact(true)));
    }

    /**
     * States spilled to disk, the steps made in rounds (the room a fraction of the largest step): the count and every
     * step's states are those of a count in memory, for any goal, on one thread or two, with the board's mirror.
     */
    @Property(tries = 25)
    void spilledStepsKeepTheCounts(@ForAll @IntRange(min = 3, max = 4) int rows,
            @ForAll @IntRange(min = 4, max = 6) int cols, @ForAll boolean knight,
            @ForAll @IntRange(min = 0, max = 3) int kind, @ForAll @IntRange(min = 2, max = 6) int fraction,
            @ForAll @IntRange(min = 1, max = 2) int threads, @ForAll long seed) throws java.io.IOException {
        FrontierGraph g = knight ? Graphs.knight(rows, cols) : Graphs.grid(rows, cols);
        g = g.withSymmetries(Graphs.boardSymmetries(rows, cols,
                knight ? (r, c) -> c * rows + r : (r, c) -> r * cols + c));
        FrontierGoal goal = goal(kind, g.vertexCount(), new Random(seed));
        FrontierCount roomy = FrontierCounting.count(g, goal, FrontierOptions.defaults(), Limits.none(),
                Progress.none());
        Path dir = java.nio.file.Files.createTempDirectory("spill");
        try {
            FrontierOptions o = FrontierOptions.defaults().withThreads(threads)
                    .withMaxStates(Math.max(300, roomy.peakStates() / fraction)).withSpill(dir);
            FrontierCount c = FrontierCounting.count(g, goal, o, Limits.none(), Progress.none());
            assertEquals(roomy.count(), c.count());
            assertArrayEquals(roomy.stepStates(), c.stepStates());
        } finally {
            try (var files = java.nio.file.Files.list(dir)) {
                assertEquals(0, files.count(), "spilled states left behind");
            }
            java.nio.file.Files.delete(dir);
        }
    }

    @Test
    void aSymmetryMustBeAnAutomorphism() {
        FrontierGraph path = Graphs.grid(1, 3);
        assertEquals(path, path.withSymmetries(new int[] {2, 1, 0}).withSymmetries());
        assertThrows(org.gridpuzzles.core.InvalidInputException.class,
                () -> path.withSymmetries(new int[] {1, 0, 2}));
        assertThrows(org.gridpuzzles.core.InvalidInputException.class,
                () -> path.withSymmetries(new int[] {0, 0, 2}));
    }

    @Test
    void theReflectionHalvesTheStatesAtTheEndsOfRows() {
        FrontierGraph g = Graphs.grid(6, 6);
        FrontierGraph mirrored = g.withSymmetries(Graphs.boardSymmetries(6, 6, (r, c) -> r * 6 + c));
        FrontierCount plain = FrontierCounting.count(g, FrontierGoal.cycle(), FrontierOptions.defaults(),
                Limits.none(), Progress.none());
        FrontierCount less = FrontierCounting.count(mirrored, FrontierGoal.cycle(), FrontierOptions.defaults(),
                Limits.none(), Progress.none());
        assertEquals(plain.count(), less.count());
        // after the third row (step 18): every state but the symmetric ones has its image among the states
        long before = plain.stepStates()[17];
        long after = less.stepStates()[17];
        assertTrue(after < before && 2 * after >= before, before + " -> " + after);
    }

    /** Residues and the Chinese remainder theorem give the exact number, whichever primes. */
    @Property(tries = 30)
    void residuesAgreeWithExactCounts(@ForAll @IntRange(min = 3, max = 5) int rows,
            @ForAll @IntRange(min = 3, max = 6) int cols, @ForAll @IntRange(min = 0, max = 3) int kind,
            @ForAll @IntRange(min = 0, max = 20) int firstPrime, @ForAll @IntRange(min = 1, max = 3) int primes) {
        FrontierGraph g = Graphs.grid(rows, cols);
        FrontierGoal goal = goal(kind, rows * cols, new Random(kind));
        BigInteger exact = count(g, goal, FrontierOptions.defaults().withExact(true));
        FrontierCount c = FrontierCounting.count(g, goal, FrontierOptions.defaults().withPrimes(primes, firstPrime),
                Limits.none(), Progress.none());
        assertEquals(exact, c.count());
    }

    @Test
    void largeCountsNeedMorePrimesThanOne() {
        // king graphs 3 x n: the cycles soon outgrow one prime, and the bound asks for a second pass
        BigInteger big = BigInteger.ONE.shiftLeft(130);
        for (int cols = 4; ; cols++) {
            FrontierGraph g = Graphs.king(3, cols);
            BigInteger exact = count(g, FrontierGoal.cycle(), FrontierOptions.defaults().withExact(true));
            FrontierCount c = FrontierCounting.count(g, FrontierGoal.cycle(), FrontierOptions.defaults(),
                    Limits.none(), Progress.none());
            assertEquals(exact, c.count(), "3 x " + cols);
            if (exact.compareTo(big) > 0) {
                assertTrue(c.primes().size() >= 3, "three primes for a number above 2^130: " + exact);
                assertEquals(2, c.passes());
                break;
            }
        }
        // Hamiltonian cycles of the 8 x 8 grid: 4,638,576 (OEIS A003763: 1, 6, 1072, 4638576 on 2n x 2n)
        assertEquals(BigInteger.valueOf(4638576L), count(Graphs.grid(8, 8), FrontierGoal.cycle(),
                FrontierOptions.defaults()));
    }
}
