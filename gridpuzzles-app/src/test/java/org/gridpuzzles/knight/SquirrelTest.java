package org.gridpuzzles.knight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

class SquirrelTest {

    /** The paper: the raw table works on every m from 5 up, except 74. Sizes 5..300 here, the rest in the bench. */
    @Test
    void rawTableFailsOnlyOn74() {
        SquirrelReport report = SquirrelSweep.run(new SquareBoardSizes(5, 300), Limits.none(), Progress.none());
        assertEquals(List.of(new SquirrelFailure(74, report.failures().get(0).visited())), report.failures());
        assertTrue(report.failures().get(0).visited() < 74 * 74);
        assertEquals(296, report.checked());
        assertEquals("{\"from\":5,\"to\":300,\"failures\":[74]}\n", report.json());
    }

    /** A stopped sweep reports the sizes it checked and the ranges it did not reach. */
    @Test
    void aStoppedSweepNamesWhatItDidNotCheck() {
        SquirrelReport r = new SquirrelReport(new SquareBoardSizes(5, 20), List.of(new SquirrelFailure(9, 40)), 3,
                List.of(new SquareBoardSizes(5, 15), new SquareBoardSizes(17, 17)));
        assertTrue(r.partial());
        assertEquals("{\"from\":5,\"to\":20,\"failures\":[9],\"partial\":true,\"checked\":3,"
                + "\"unchecked\":[[5,15],[17,17]]}\n", r.json());
        assertEquals("m = 9: the walk ended after 40 of 81 squares\n1 failure on 3 sizes checked between 5 and 20 "
                + "(interrupted; not checked: 5..15, 17)\n", r.text());
        Limits cancelled = Limits.none();
        cancelled.cancel();
        SquirrelReport none = SquirrelSweep.run(new SquareBoardSizes(5, 30), cancelled, Progress.none());
        assertEquals(0, none.checked());
        assertEquals(List.of(new SquareBoardSizes(5, 30)), none.unchecked());
    }

    @Test
    void withTheExceptionEveryBoardHasATour() {
        for (int m : new int[] {5, 6, 7, 8, 13, 21, 29, 37, 74, 75, 101, 117}) {
            Tour t = Tour.of(Squirrel.tour(), m, m, 1, 1);
            assertTrue(TourChecker.check(m, m, t.rowsVisited(), t.colsVisited(), t.length(), true, null, true).valid(),
                    "m = " + m);
        }
    }

    @Test
    void bothFiveModEightCasesAreUsed() {
        // 21 = 5 mod 16 and 29 = 13 mod 16 take different third switching squares
        assertEquals(19, Squirrel.schedule(21).switches()[2][0]);
        assertEquals(8, Squirrel.schedule(21).switches()[2][1]);
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
