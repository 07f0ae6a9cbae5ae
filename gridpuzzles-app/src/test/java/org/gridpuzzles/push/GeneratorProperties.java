package org.gridpuzzles.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/** Boards with a chosen number of pushes, against the brute-force reference. */
class GeneratorProperties {

    @Property(tries = 25)
    void aBoardWithMinimumKHasMinimumK(@ForAll @IntRange(min = 3, max = 5) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 1, max = 3) int k) {
        PushGenerateOptions options = PushGenerateOptions.of(n, seed).withPushes(k, false);
        PushPuzzle puzzle = PushLabyrinths.generate(options, Limits.none(), Progress.none());
        assertEquals(k, puzzle.maxSteps());
        assertEquals(k, BruteForce.minimum(puzzle), puzzle.toString());
        assertEquals(puzzle, PushLabyrinths.generate(options), "the same seed gives the same board");
    }

    @Property(tries = 40)
    void aPlantedBoardIsSolvedWithinKPushes(@ForAll @IntRange(min = 2, max = 5) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 1, max = 3) int k) {
        PushPuzzle puzzle = PushLabyrinths.generate(PushGenerateOptions.of(n, seed).withPushes(k, true));
        int min = BruteForce.minimum(puzzle);
        assertTrue(min >= 1 && min <= k, min + " for " + puzzle);
    }
}
