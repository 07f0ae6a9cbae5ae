package org.gridpuzzles.knight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

class SquirrelTest {

    /** The paper: the raw table works on every m from 5 up, except 74. Sizes 5..300 here, the rest in the bench. */
    @Test
    void rawTableFailsOnlyOn74() {
        List<SquirrelCheck.Failure> failures = SquirrelCheck.failures(new SizeRange(5, 300), Progress.none());
        assertEquals(1, failures.size(), failures.toString());
        assertEquals(74, failures.get(0).m());
    }

    @Test
    void withTheExceptionEveryBoardHasATour() {
        for (int m : new int[] {5, 6, 7, 8, 13, 21, 29, 37, 74, 75, 101, 117}) {
            Tour t = Tour.of(Squirrel.tour(), m, m, 1, 1);
            assertTrue(TourChecker.check(m, m, t.rowsVisited(), t.colsVisited(), t.length(), true, null, true).ok(),
                    "m = " + m);
        }
    }

    @Test
    void bothFiveModEightCasesAreUsed() {
        // 21 = 5 mod 16 and 29 = 13 mod 16 take different third switching squares
        assertEquals(new int[] {19, 8}[1], Squirrel.schedule(21).switches()[2][1]);
        assertEquals(27, Squirrel.schedule(29).switches()[2][0]);
        assertEquals(8, Squirrel.schedule(29).switches()[2][1]);
        assertEquals(4, Squirrel.schedule(29).orderings().length);
    }

    /** Every move of a Squirrel tour obeys Warnsdorff's rule: only the tie-breaks differ. */
    @Test
    void squirrelIsWarnsdorffConsistent() {
        for (int m = 5; m <= 24; m++) {
            Tour t = Tour.of(Squirrel.tour(), m, m, 1, 1);
            for (int i = 0; i + 1 < t.length(); i++) {
                assertTrue(WarnsdorffRule.follows(t, i), "m = " + m + ", move " + (i + 1));
            }
        }
    }
}
