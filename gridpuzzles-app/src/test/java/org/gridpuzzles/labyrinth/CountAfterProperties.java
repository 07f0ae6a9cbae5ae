package org.gridpuzzles.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.frontier.FrontierOptions;
import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The completions of a position, counted and confirmed by the frontier program, checked against enumeration. */
class CountAfterProperties {

    /** Every walkthrough, by enumeration (independent of the frontier program). */
    private static List<String> all(Labyrinth lab) {
        List<String> lines = new ArrayList<>();
        Labyrinths.enumerate(lab, EnumerationOptions.all(), line -> {
            lines.add(line.toString());
            return true;
        });
        return lines;
    }

    /** A random line of up to {@code length} moves that never leaves the grid nor revisits a field. */
    private static String randomPrefix(Labyrinth lab, int length, long seed) {
        Grid g = lab.grid();
        SplittableRandom rnd = new SplittableRandom(seed);
        boolean[] taken = new boolean[g.size()];
        int at = lab.start();
        taken[at] = true;
        StringBuilder moves = new StringBuilder();
        for (int i = 0; i < length; i++) {
            List<Direction> open = new ArrayList<>();
            for (Direction d : Direction.values()) {
                int q = g.neighbour(at, d);
                if (q >= 0 && !taken[q]) {
                    open.add(d);
                }
            }
            if (open.isEmpty()) {
                break;
            }
            Direction d = open.get(rnd.nextInt(open.size()));
            at = g.neighbour(at, d);
            taken[at] = true;
            moves.append(d.letter());
        }
        return moves.toString();
    }

    /** Half the prefixes are taken from real walkthroughs ({@code lines}), so that positive counts are common. */
    private static String prefix(Labyrinth lab, List<String> lines, int length, long seed) {
        return (seed & 1) == 0 && !lines.isEmpty()
                ? lines.get((int) Math.floorMod(seed >> 1, (long) lines.size())).substring(0,
                        Math.min(length, lines.get(0).length()))
                : randomPrefix(lab, length, seed);
    }

    @Property(tries = 150)
    void theCompletionsOfAPositionAreTheEnumeratedLinesWithItsMoves(@ForAll @IntRange(min = 1, max = 5) int rows,
            @ForAll @IntRange(min = 1, max = 5) int cols, @ForAll @IntRange(min = 0, max = 24) int length,
            @ForAll long seed) {
        Labyrinth lab = Labyrinth.cornerToCorner(new Grid(rows, cols));
        List<String> lines = all(lab);
        String prefix = prefix(lab, lines, length, seed);
        long expected = lines.stream().filter(l -> l.startsWith(prefix)).count();
        WalkthroughCount c = Labyrinths.countAfter(lab, prefix, Limits.none(), Progress.none());
        assertEquals(BigInteger.valueOf(expected), c.count(), rows + " x " + cols + " after '" + prefix + "'");
    }

    @Property(tries = 100)
    void theCountsPerNextMoveAddUpToTheCountOfThePosition(@ForAll @IntRange(min = 1, max = 6) int rows,
            @ForAll @IntRange(min = 1, max = 6) int cols, @ForAll @IntRange(min = 0, max = 36) int length,
            @ForAll long seed) {
        Labyrinth lab = Labyrinth.cornerToCorner(new Grid(rows, cols));
        String prefix = randomPrefix(lab, length, seed);
        WalkthroughCount whole = Labyrinths.countAfter(lab, prefix, Limits.none(), Progress.none());
        WalkthroughCount per = Labyrinths.countAfterByNextMove(lab, prefix, Limits.none(), Progress.none());
        assertEquals(whole.count(), per.count());
        BigInteger sum = BigInteger.ZERO;
        for (Map.Entry<String, BigInteger> e : per.byFirstMove().entrySet()) {
            assertEquals(Labyrinths.countAfter(lab, prefix + e.getKey(), Limits.none(), Progress.none()).count(),
                    e.getValue(), "after '" + prefix + "' then " + e.getKey());
            sum = sum.add(e.getValue());
        }
        boolean complete = per.byFirstMove().isEmpty() && whole.count().signum() > 0;
        assertEquals(complete ? BigInteger.ONE : sum, whole.count());
    }

    /**
     * One pass in any sweep, by either program and with other primes, confirms the enumerated number of completions
     * (and the residues determine it: the bound is small), and refuses the number one above.
     */
    @Property(tries = 150)
    void onePassConfirmsTheEnumeratedCountAndRefusesItsNeighbour(@ForAll @IntRange(min = 1, max = 5) int rows,
            @ForAll @IntRange(min = 1, max = 5) int cols, @ForAll @IntRange(min = 0, max = 24) int length,
            @ForAll WalkthroughCountOptions.Sweep sweep, @ForAll WalkthroughCountOptions.Engine engine,
            @ForAll @IntRange(min = 0, max = 30) int firstPrime, @ForAll @IntRange(min = 1, max = 2) int primes,
            @ForAll long seed) {
        Labyrinth lab = Labyrinth.cornerToCorner(new Grid(rows, cols));
        List<String> lines = all(lab);
        String prefix = prefix(lab, lines, length, seed);
        BigInteger expected = BigInteger.valueOf(lines.stream().filter(l -> l.startsWith(prefix)).count());
        WalkthroughCountOptions options = new WalkthroughCountOptions(engine, sweep,
                FrontierOptions.defaults().withPrimes(primes, firstPrime));
        String what = rows + " x " + cols + " after '" + prefix + "', " + sweep + ", " + engine;
        Verdict v = Labyrinths.confirm(lab, prefix, expected, options, Limits.none(), Progress.none());
        assertTrue(v.valid(), what + ": " + v.problem());
        assertEquals(Boolean.TRUE, v.details().get("whole"), what);
        assertEquals(primes, ((List<?>) v.details().get("primes")).size(), what);
        assertFalse(Labyrinths.confirm(lab, prefix, expected.add(BigInteger.ONE), options, Limits.none(),
                Progress.none()).valid(), what);
    }
}
