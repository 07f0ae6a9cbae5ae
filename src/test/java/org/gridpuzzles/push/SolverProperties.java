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
    private static Labyrinth small(int n, long seed, int steps) {
        int k = n <= 3 ? steps : Math.min(steps, n == 4 ? 3 : 2);
        return Generator.generate(n, seed, k, 0.45);
    }

    @Property(tries = 150)
    void optimalAgreesWithBruteForce(@ForAll @IntRange(min = 2, max = 5) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 0, max = 4) int steps) {
        Labyrinth lab = small(n, seed, steps);
        int expected = BruteForce.minimum(lab);
        Outcome o = new ExhaustiveSearch(10).solve(lab, Control.of(0, 1 + (int) (seed % 2)));
        if (expected < 0) {
            assertEquals(Outcome.Status.UNSATISFIABLE, o.status(), lab.toString());
        } else {
            assertEquals(Outcome.Status.SOLVED, o.status(), lab.toString());
            assertEquals(expected, o.pushes().size(), lab.toString());
            assertTrue(Checker.check(lab, o.pushes()).valid());
        }
    }

    @Property(tries = 60)
    void allSolutionsAgreeWithBruteForce(@ForAll @IntRange(min = 2, max = 4) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 0, max = 3) int steps) {
        Labyrinth lab = small(n, seed, Math.min(steps, n == 4 ? 2 : 3));
        List<String> expected = BruteForce.all(lab).stream().sorted().toList();
        List<String> got = new ExhaustiveSearch(10).all(lab, Control.unlimited()).stream().map(Push::facts)
                .sorted().toList();
        assertEquals(expected, got, lab.toString());
        for (String s : got) {
            assertTrue(Checker.checkSteps(lab, SolutionReader.parse("s", s, n)).valid(), s);
        }
    }

    @Property(tries = 40)
    void decisionModeAgreesAndPassesTheChecker(@ForAll @IntRange(min = 2, max = 5) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 0, max = 4) int steps) {
        Labyrinth lab = small(n, seed, steps);
        Outcome o = new PortfolioSearch(10).solve(lab, Control.of(0, 2));
        int expected = BruteForce.minimum(lab);
        assertEquals(expected < 0 ? Outcome.Status.UNSATISFIABLE : Outcome.Status.SOLVED, o.status(),
                lab.toString());
        if (expected >= 0) {
            assertTrue(Checker.check(lab, o.pushes()).valid(), Push.facts(o.pushes()));
        }
    }

    @Property(tries = 15)
    void largerGeneratedInstancesSolveAndCheck(@ForAll @IntRange(min = 6, max = 14) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        Labyrinth lab = Generator.generate(n, seed, 4, 0.45);
        Outcome o = new PortfolioSearch(14).solve(lab, Control.of(0, 2));
        assertNotEquals(Outcome.Status.TIMEOUT, o.status());
        if (o.status() == Outcome.Status.SOLVED) {
            assertTrue(Checker.check(lab, o.pushes()).valid(), Push.facts(o.pushes()));
        }
        Labyrinth back = LabyrinthReader.parse("g.lp", lab.toFacts());
        assertEquals(lab, back);
    }
}
