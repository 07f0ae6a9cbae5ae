package org.gridpuzzles.squares.largest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.DecisionMethod;
import org.gridpuzzles.squares.LargestBoard;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.TestRules;
import org.gridpuzzles.squares.board.BoardChecker;
import org.gridpuzzles.squares.draw.BitBoardSearch;
import org.gridpuzzles.squares.draw.DrawOutcome;
import org.gridpuzzles.squares.draw.SatDrawFinder;
import org.junit.jupiter.api.Test;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class LargestProperties {

    /** SAT and the bit-board count agree on whether a drawn board exists; witnesses pass the verifier. */
    @Property(tries = 30)
    void satAgreesWithTheCount(@ForAll @IntRange(min = 1, max = 6) int rows,
            @ForAll @IntRange(min = 1, max = 6) int cols, @ForAll @IntRange(min = 1, max = 3) int colours,
            @ForAll boolean axisParallel, @ForAll boolean anyBalance) {
        Assume.that(rows * cols <= (colours == 3 ? 12 : 36) && (axisParallel || rows * cols <= 25 || !anyBalance));
        Rules rules = TestRules.of(rows, cols, colours, axisParallel, anyBalance);
        DrawOutcome sat = new SatDrawFinder(true).find(rules, 60, Limits.none());
        assertTrue(sat.decided());
        BitBoardSearch search = new BitBoardSearch(1, Limits.none());
        Board first = search.first(rules);
        assertEquals(first != null, sat.exists());
        if (sat.exists()) {
            assertTrue(BoardChecker.checkFinal(sat.witness(), rules).valid(), sat.witness()::compact);
        }
        if (first != null) {
            assertTrue(BoardChecker.checkFinal(first, rules).valid());
        }
    }

    @Test
    void largestTiltedTwoColourBoardIsTheLastNonZeroRowOfTheTable() {
        Rules template = Rules.twoColours(1, 1);
        LargestBoard r = new LargestSearch(DecisionMethod.AUTO, Limits.none()).find(template, 10, 60, s -> true);
        int lastNonZero = 0;
        BitBoardSearch search = new BitBoardSearch(2, Limits.none());
        for (int n = 1; n <= r.largest() + 1; n++) {
            if (search.count(template.withSize(n, n), Progress.none()) > 0) {
                lastNonZero = n;
            }
        }
        assertEquals(lastNonZero, r.largest());
        assertTrue(r.nextProvedImpossible());
        assertTrue(BoardChecker.checkFinal(r.witness(), template.withSize(r.largest(), r.largest())).valid());
    }
}
