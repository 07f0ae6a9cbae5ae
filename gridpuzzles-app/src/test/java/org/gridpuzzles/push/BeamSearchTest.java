package org.gridpuzzles.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridpuzzles.core.Limits;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/** The beam search on its own, outside the race: what it finds passes the checker, and it never claims "none". */
class BeamSearchTest {

    /** A beam wide enough to hold every state of these boards: then it is a breadth-first search. */
    private static final int ALL_STATES = 1 << 16;

    @Test
    void solvesTheExampleInTwoPushes() {
        PushOutcome o = new BeamSearch().solve(Example.puzzle(), Control.unlimited());
        assertEquals(PushStatus.SOLVED, o.status());
        assertEquals(2, o.pushes().size());
        assertTrue(PushSolutionChecker.check(Example.puzzle(), o.pushes()).valid());
        assertEquals(false, o.optimal());
    }

    @Test
    void neverClaimsUnsatisfiable() {
        // One push is not enough for the example (the exhaustive search proves it); the beam just gives up.
        PushOutcome o = new BeamSearch().solve(Example.puzzle().withMaxSteps(1), Control.unlimited());
        assertEquals(PushStatus.TIMEOUT, o.status());
    }

    @Test
    void startOnTheGoalIsZeroPushes() {
        PushPuzzle p = Example.puzzle();
        PushPuzzle onGoal = new PushPuzzle(p.n(), p.openings(), p.goal(), p.goal(), 2);
        PushOutcome o = new BeamSearch().solve(onGoal, Control.unlimited());
        assertEquals(PushStatus.SOLVED, o.status());
        assertEquals(List.of(), o.pushes());
    }

    @Test
    void stopsWhenCancelled() {
        Limits limits = Limits.none();
        limits.cancel();
        PushPuzzle big = Generator.generate(30, 5, 30, 0.3);
        PushOutcome o = new BeamSearch().solve(big, Control.of(limits, 1));
        assertEquals(PushStatus.TIMEOUT, o.status());
    }

    @Property(tries = 80)
    void aWideBeamFindsTheMinimumWheneverOneExists(@ForAll @IntRange(min = 2, max = 4) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 0, max = 3) int steps) {
        PushPuzzle puzzle = Generator.generate(n, seed, n == 4 ? Math.min(steps, 2) : steps, 0.45);
        int minimum = BruteForce.minimum(puzzle);
        PushOutcome o = new BeamSearch(ALL_STATES, ALL_STATES).solve(puzzle, Control.unlimited());
        if (minimum < 0) {
            assertEquals(PushStatus.TIMEOUT, o.status(), puzzle.toString());
        } else {
            assertEquals(PushStatus.SOLVED, o.status(), puzzle.toString());
            assertEquals(minimum, o.pushes().size(), puzzle.toString());
            assertTrue(PushSolutionChecker.check(puzzle, o.pushes()).valid(), Push.facts(o.pushes()));
        }
    }

    @Property(tries = 60)
    void aNarrowBeamOnlyGivesSolutionsThatCheck(@ForAll @IntRange(min = 3, max = 9) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 1, max = 4) int width) {
        PushPuzzle puzzle = Generator.generate(n, seed, 4, 0.45);
        PushOutcome o = new BeamSearch(width, width * 4).solve(puzzle, Control.unlimited());
        if (o.status() == PushStatus.SOLVED) {
            assertTrue(o.pushes().size() <= 4, Push.facts(o.pushes()));
            assertTrue(PushSolutionChecker.check(puzzle, o.pushes()).valid(), Push.facts(o.pushes()));
        } else {
            assertEquals(PushStatus.TIMEOUT, o.status());
        }
    }
}
