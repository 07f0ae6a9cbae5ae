package org.gridpuzzles.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
}
