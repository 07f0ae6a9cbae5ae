package org.gridpuzzles.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.junit.jupiter.api.Test;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/**
 * The optimal search with each depth split by its first pushes, each searched alone with a table of its own (as a
 * cluster's tasks search them), proves the same minimum as the search on one process's threads; and each first
 * push's answer agrees with the plainest search of the solutions that start with it.
 */
class SplitProofProperties {

    @Property(tries = 15)
    void aSplitProofGivesTheSameMinimum(@ForAll @IntRange(min = 4, max = 6) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll boolean planted) {
        PushPuzzle puzzle = planted ? Generator.withMinimum(n, seed, 4, 0.4, 4, Control.of(0, 1), a -> { })
                : Generator.generate(n, seed, 4, 0.45);
        PushOutcome here = new ExhaustiveSearch(12).solve(puzzle, Control.of(0, 2));
        List<int[]> asked = new ArrayList<>();
        FirstPushes recorded = (p, depth, first, limits) -> {
            asked.add(first.clone());
            return FirstPushes.HERE.search(p, depth, first, limits);
        };
        PushOutcome split = new ExhaustiveSearch(12).withFirstPushesElsewhere(recorded).solve(puzzle,
                Control.of(0, 1));
        assertEquals(here.status(), split.status(), here + " against " + split);
        assertEquals(here.lowerBound(), split.lowerBound());
        if (split.status() == PushStatus.SOLVED) {
            assertEquals(here.pushes().size(), split.pushes().size());
            assertTrue(PushSolutionChecker.check(puzzle, split.pushes()).valid(), split.toString());
            assertTrue(split.proved());
        }
        for (int[] first : asked) {
            assertEquals(4 * n, first.length, "every first push is asked for");
        }
    }

    /**
     * The deepening asks for depth d only when no shorter solution exists, so there a first push is refuted exactly
     * when no solution of d pushes starts with it.
     */
    @Property(tries = 25)
    void aFirstPushIsRefutedExactlyWhenNoSolutionOfThatLengthStartsWithIt(
            @ForAll @IntRange(min = 4, max = 5) int n, @ForAll @LongRange(min = 0, max = 1_000_000) long seed,
            @ForAll @IntRange(min = 1, max = 3) int depth) {
        PushPuzzle puzzle = Generator.generate(n, seed, 4, 0.45).withMaxSteps(depth);
        Push[] all = Push.all(n);
        boolean[] startsOne = new boolean[all.length];
        for (String s : BruteForce.all(puzzle)) {
            String[] facts = s.split(" ");
            Assume.that(!s.isEmpty() && facts.length == depth);
            for (int p = 0; p < all.length; p++) {
                startsOne[p] |= facts[0].equals(all[p].fact(1));
            }
        }
        for (int p = 0; p < all.length; p++) {
            FirstPushAnswer a = PushLabyrinths.searchFirstPush(puzzle, depth, p, Limits.none());
            assertTrue(a.complete());
            assertEquals(p, a.firstPush());
            assertEquals(startsOne[p], !a.refuted(), "first push " + all[p] + " at depth " + depth);
            if (a.solution() != null) {
                List<Push> pushes = a.pushes(n);
                assertEquals(all[p], pushes.get(0));
                assertEquals(depth, pushes.size());
                assertTrue(PushSolutionChecker.check(puzzle, pushes).valid(), pushes.toString());
            }
        }
    }

    @Test
    void aCancelledTaskIsNotARefutation() {
        PushPuzzle puzzle = Generator.generate(6, 7, 4, 0.45).withMaxSteps(8);
        Limits limits = Limits.none();
        limits.cancel();
        for (int p = 0; p < 24; p++) {
            FirstPushAnswer a = PushLabyrinths.searchFirstPush(puzzle, 6, p, limits);
            // stopped at its first look at the limits, after up to a thousand nodes: a solution found before that
            // stands, but no first push is refuted
            assertFalse(a.refuted(), "first push " + p);
            assertTrue(a.solution() == null || PushSolutionChecker.check(puzzle, a.pushes(6)).valid());
        }
    }

    @Test
    void aSplitSearchThatLosesAnAnswerFails() {
        PushPuzzle puzzle = Generator.generate(5, 3, 4, 0.45);
        FirstPushes lossy = (p, depth, first, limits) -> FirstPushes.HERE.search(p, depth, first, limits)
                .subList(1, first.length);
        assertThrows(IllegalStateException.class,
                () -> new ExhaustiveSearch(12).withFirstPushesElsewhere(lossy).solve(puzzle, Control.of(0, 1)));
    }

    @Test
    void aSplitProofKeepsNoCheckpoint() {
        PushPuzzle puzzle = Generator.generate(5, 3, 4, 0.45);
        PushSolveOptions options = new PushSolveOptions(PushSolveMode.OPTIMAL, -1, 1,
                java.nio.file.Path.of("unused"));
        assertThrows(InvalidInputException.class,
                () -> PushLabyrinths.solve(puzzle, options, Limits.none(), org.gridpuzzles.io.Progress.none(),
                        FirstPushes.HERE));
    }
}
