package org.gridpuzzles.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

class SolverProperties {

    /** Small boards with few steps, so that the brute force stays quick. */
    private static PushPuzzle small(int n, long seed, int steps) {
        int k = n <= 3 ? steps : Math.min(steps, n == 4 ? 3 : 2);
        return Generator.generate(n, seed, k, 0.45);
    }

    @Property(tries = 150)
    void optimalAgreesWithBruteForce(@ForAll @IntRange(min = 2, max = 5) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 0, max = 4) int steps) {
        PushPuzzle puzzle = small(n, seed, steps);
        int expected = BruteForce.minimum(puzzle);
        PushOutcome o = new ExhaustiveSearch(10).solve(puzzle, Control.of(0, 1 + (int) (seed % 2)));
        if (expected < 0) {
            assertEquals(PushStatus.UNSATISFIABLE, o.status(), puzzle.toString());
        } else {
            assertEquals(PushStatus.SOLVED, o.status(), puzzle.toString());
            assertEquals(expected, o.pushes().size(), puzzle.toString());
            assertTrue(PushSolutionChecker.check(puzzle, o.pushes()).valid());
        }
    }

    @Property(tries = 60)
    void allSolutionsAgreeWithBruteForce(@ForAll @IntRange(min = 2, max = 4) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 0, max = 3) int steps) {
        PushPuzzle puzzle = small(n, seed, Math.min(steps, n == 4 ? 2 : 3));
        List<String> expected = BruteForce.all(puzzle).stream().sorted().toList();
        List<String> got = new ExhaustiveSearch(10).all(puzzle, Control.unlimited()).stream().map(Push::facts)
                .sorted().toList();
        assertEquals(expected, got, puzzle.toString());
        for (String s : got) {
            assertTrue(PushSolutionChecker.checkSteps(puzzle, SolutionReader.parse("s", s, n)).valid(), s);
        }
    }

    @Property(tries = 40)
    void decisionModeAgreesAndPassesTheChecker(@ForAll @IntRange(min = 2, max = 5) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 0, max = 4) int steps) {
        PushPuzzle puzzle = small(n, seed, steps);
        PushOutcome o = new PortfolioSearch(10).solve(puzzle, Control.of(0, 2));
        int expected = BruteForce.minimum(puzzle);
        assertEquals(expected < 0 ? PushStatus.UNSATISFIABLE : PushStatus.SOLVED, o.status(),
                puzzle.toString());
        if (expected >= 0) {
            assertTrue(PushSolutionChecker.check(puzzle, o.pushes()).valid(), Push.facts(o.pushes()));
        }
    }

    @Property(tries = 15)
    void largerGeneratedInstancesSolveAndCheck(@ForAll @IntRange(min = 6, max = 14) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        PushPuzzle puzzle = Generator.generate(n, seed, 4, 0.45);
        PushOutcome o = new PortfolioSearch(14).solve(puzzle, Control.of(0, 2));
        assertNotEquals(PushStatus.TIMEOUT, o.status());
        if (o.status() == PushStatus.SOLVED) {
            assertTrue(PushSolutionChecker.check(puzzle, o.pushes()).valid(), Push.facts(o.pushes()));
        }
        PushPuzzle back = PuzzleReader.parse("g.lp", puzzle.toFacts());
        assertEquals(puzzle, back);
    }
}
