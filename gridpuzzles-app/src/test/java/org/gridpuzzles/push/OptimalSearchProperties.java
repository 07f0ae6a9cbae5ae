package org.gridpuzzles.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridpuzzles.core.Limits;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/** The optimal search's answers and the lower bound it reports when stopped early. */
class OptimalSearchProperties {

    @Property(tries = 40)
    void aStoppedSearchReportsTheDepthsItRefuted(@ForAll @IntRange(min = 5, max = 8) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 1, max = 3) int stopAfter) {
        PushPuzzle puzzle = Generator.generate(n, seed, 5, 0.45);
        PushOutcome full = new ExhaustiveSearch(14).solve(puzzle, Control.of(0, 1));
        assertTrue(full.proved(), full.toString());
        Control control = Control.of(0, 1);
        PushOutcome cut = new ExhaustiveSearch(14).onDepthDone(d -> {
            if (d == stopAfter) {
                control.stop();
            }
        }).solve(puzzle, control);
        assertTrue(cut.lowerBound() <= full.lowerBound(), cut + " against " + full);
        if (cut.status() == PushStatus.TIMEOUT) {
            assertTrue(cut.lowerBound() > stopAfter, cut.toString());
            assertTrue(!cut.proved());
        } else {
            assertEquals(full.status(), cut.status());
            assertEquals(full.lowerBound(), cut.lowerBound());
        }
        if (full.status() == PushStatus.SOLVED) {
            assertEquals(full.pushes().size(), full.lowerBound());
            assertTrue(PushSolutionChecker.check(puzzle, full.pushes()).valid());
        } else {
            assertEquals(puzzle.maxSteps() + 1, full.lowerBound());
        }
    }

    @Property(tries = 40)
    void aStoppedSearchReportsTheShortestSolutionItFound(@ForAll @IntRange(min = 5, max = 8) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 2, max = 4) int stopAfter) {
        PushPuzzle puzzle = Generator.withMinimum(n, seed, 4, 0.4, 9, Control.of(0, 1), a -> { });
        PushOutcome full = new ExhaustiveSearch(14).solve(puzzle, Control.of(0, 1));
        assertEquals(4, full.lowerBound(), puzzle.toString());
        PushOutcome cut = stoppedAfter(puzzle, stopAfter);
        assertTrue(cut.lowerBound() <= full.lowerBound(), cut + " against " + full);
        if (cut.status() == PushStatus.TIMEOUT) {
            assertEquals(null, cut.pushes());
            if (cut.best() != null) {
                assertTrue(PushSolutionChecker.check(puzzle, cut.best()).valid(), cut.toString());
                assertTrue(cut.best().size() > stopAfter, cut.toString());
                assertTrue(cut.best().size() >= full.lowerBound(), cut + " against " + full);
                assertEquals(cut.best().size(), cut.upperBound());
            }
        } else {
            // every depth below the best one found refuted: proved without searching the best one's depth
            assertEquals(full.status(), cut.status());
            assertEquals(full.lowerBound(), cut.lowerBound());
            assertEquals(null, cut.best());
        }
    }

    /** Most searches stopped short of the minimum know a solution by then, as long as the minimum or longer. */
    @org.junit.jupiter.api.Test
    void aSearchStoppedEarlyUsuallyKnowsASolution() {
        int stopped = 0;
        int withBest = 0;
        for (long seed = 0; seed < 30; seed++) {
            PushPuzzle puzzle = Generator.withMinimum(7, seed, 4, 0.4, 9, Control.of(0, 1), a -> { });
            PushOutcome cut = stoppedAfter(puzzle, 2);
            if (cut.status() == PushStatus.TIMEOUT) {
                stopped++;
                if (cut.best() != null) {
                    withBest++;
                }
            }
        }
        // a search stopped on a small board may still finish the depth it is in (the stop is read now and then)
        assertTrue(stopped >= 10 && withBest * 2 >= stopped, withBest + " of " + stopped);
    }

    /** The optimal search with beams, solutions of any length looked for after the first depth, stopped after a depth. */
    private static PushOutcome stoppedAfter(PushPuzzle puzzle, int depth) {
        Control control = Control.of(0, 1);
        return new ExhaustiveSearch(14).withBeamShare(ExhaustiveSearch.BEAM_SHARE).withIncumbentAfter(0)
                .onDepthDone(d -> {
                    if (d == depth) {
                        control.stop();
                    }
                }).solve(puzzle, control);
    }

    @Property(tries = 60)
    void everyMinimumSolutionIsListedAndPassesTheChecker(@ForAll @IntRange(min = 2, max = 4) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 0, max = 3) int steps) {
        PushPuzzle puzzle = Generator.generate(n, seed, Math.min(steps, n == 4 ? 2 : 3), 0.45);
        List<String> brute = BruteForce.all(puzzle);
        int min = brute.stream().mapToInt(s -> s.isEmpty() ? 0 : s.split(" ").length).min().orElse(-1);
        List<String> expected = brute.stream().filter(s -> (s.isEmpty() ? 0 : s.split(" ").length) == min)
                .sorted().toList();
        PushSolutions got = PushLabyrinths.minimumSolutions(puzzle, PushSolveOptions.defaults()
                .withThreads(1 + (int) (seed % 2)), Limits.none());
        assertTrue(got.complete());
        assertEquals(expected, got.solutions().stream().map(Push::facts).sorted().toList(), puzzle.toString());
        for (List<Push> s : got.solutions()) {
            assertTrue(PushSolutionChecker.check(puzzle, s).valid(), Push.facts(s));
        }
    }

    /** The beams do find minimum solutions, each exactly one push longer than the depths refuted before them. */
    @org.junit.jupiter.api.Test
    void beamsFindMinimaOnPlantedBoards() {
        int found = 0;
        for (long seed = 0; seed < 40; seed++) {
            PushPuzzle puzzle = Generator.planted(5, seed, 4, 0.4, 4);
            int expected = PlainBfs.distance(PlainBfs.of(new TileBoard(puzzle)), 4);
            if (expected < 2) {
                continue;
            }
            BeamSearch.Found f = BeamSearch.within(puzzle, expected, Long.MAX_VALUE / 4, Control.of(0, 1));
            if (f.pushes() != null) {
                assertEquals(expected, f.pushes().size(), puzzle.toString());
                assertTrue(PushSolutionChecker.check(puzzle, f.pushes()).valid());
                found++;
            }
            assertEquals(null, BeamSearch.within(puzzle, expected - 1, Long.MAX_VALUE / 4, Control.of(0, 1)).pushes());
        }
        assertTrue(found >= 10, found + " minima found by beams");
    }

    /**
     * Planted boards whose minimum needs several pushes, where the order rules of the search (pushes after one that
     * left the avatar's set alone) come into play: the proved minimum equals plain breadth-first search's. Also with
     * beams that look for a solution one push longer after each refuted depth (given a large share of time, so that
     * they run wide and often find the minimum).
     */
    @Property(tries = 100)
    void minimumAgreesWithPlainBreadthFirstSearch(@ForAll @IntRange(min = 3, max = 6) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 2, max = 5) int k,
            @ForAll @IntRange(min = 25, max = 50) int percent, @ForAll boolean beams) {
        int steps = n == 6 ? 3 : n == 5 ? Math.min(k, 4) : k;
        PushPuzzle puzzle = Generator.planted(n, seed, steps, percent / 100.0, steps);
        int expected = PlainBfs.distance(PlainBfs.of(new TileBoard(puzzle)), steps);
        PushOutcome o = new ExhaustiveSearch(12).withBeamShare(beams ? 1000 : 0)
                .solve(puzzle, Control.of(0, 1 + (int) (seed % 2)));
        assertEquals(PushStatus.SOLVED, o.status(), puzzle.toString());
        assertTrue(o.proved());
        assertEquals(expected, o.pushes().size(), puzzle.toString());
        assertTrue(PushSolutionChecker.check(puzzle, o.pushes()).valid());
    }

    /**
     * Small boards, many of them: with few lines, minimum solutions that push one line twice running, or lines in
     * every order, are common, so the order rules of the search are tried against plain breadth-first search on each.
     */
    @Property(tries = 200)
    void minimumOnSmallBoardsAgreesWithPlainBreadthFirstSearch(@ForAll @IntRange(min = 3, max = 4) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 3, max = 5) int k) {
        PushPuzzle puzzle = Generator.planted(n, seed, k, 0.35, k);
        int expected = PlainBfs.distance(PlainBfs.of(new TileBoard(puzzle)), k);
        PushOutcome o = new ExhaustiveSearch(12).solve(puzzle, Control.of(0, 1));
        assertEquals(PushStatus.SOLVED, o.status(), puzzle.toString());
        assertEquals(expected, o.pushes().size(), puzzle.toString());
        assertTrue(PushSolutionChecker.check(puzzle, o.pushes()).valid());
    }

    /**
     * Every solution with at most one push more than the minimum, on boards whose minimum is 4 or 5 pushes (where
     * quiet pushes before the last two are common): the rules that settle pushes near the leaves from what a node's
     * parent found drop none of them. The search without those rules is the one the properties above check against
     * breadth-first search and brute force.
     */
    @Property(tries = 12)
    void settlingRulesDropNoSolution(@ForAll @IntRange(min = 5, max = 7) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 4, max = 5) int k) {
        PushPuzzle puzzle = Generator.withMinimum(n, seed, k, 0.35, k, Control.of(0, 1), a -> { })
                .withMaxSteps(k + 1);
        List<String> with = new ExhaustiveSearch(12).all(puzzle, Control.of(0, 1)).stream().map(Push::facts)
                .toList();
        List<String> without = new ExhaustiveSearch(12).withoutSettling().all(puzzle, Control.of(0, 1)).stream()
                .map(Push::facts).toList();
        assertEquals(without, with, puzzle.toString());
    }
}
