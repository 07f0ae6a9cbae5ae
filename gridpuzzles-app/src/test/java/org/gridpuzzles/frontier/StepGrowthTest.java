package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StepGrowthTest {

    @Test
    void afterARowsEndTheNextStepIsForeseenAsLargeAsTheStepBeforeTheDrop() {
        // 21 x 21, steps 146 to 148: 182,490,328 states, 91,049,996 at the row's end, then 151,746,777
        StepGrowth g = new StepGrowth();
        g.stepMade(182_490_328L, 182_490_328L);
        g.stepMade(182_490_328L, 91_049_996L);
        long foreseen = g.foreseen(91_049_996L);
        assertTrue(foreseen >= 151_746_777L, () -> foreseen + " foreseen");
    }

    @Test
    void growingOrGentlyShrinkingStepsAreForeseenFromTheLastGrowth() {
        StepGrowth g = new StepGrowth();
        g.stepMade(100, 120);
        assertEquals((long) (120 * 1.2 * 1.1) + 16, g.foreseen(120));
        g.stepMade(120, 108);
        assertEquals((long) (108 * 0.9 * 1.1) + 16, g.foreseen(108));
    }

    @Test
    void aSweepsLastStepsFallingStepAfterStepAreForeseenFromTheirFall() {
        // 8 x 6 closed knight's tours, steps 40 to 43: 100,999, 65,359, 45,856, 8,116
        StepGrowth g = new StepGrowth();
        g.stepMade(114_440, 100_999);
        g.stepMade(100_999, 65_359);
        assertEquals(100_999, g.foreseen(65_359)); // one drop: it may be a row's end
        g.stepMade(65_359, 45_856);
        double fall = 45_856 / 65_359.0;
        assertEquals((long) (45_856 * fall * 1.1) + 16, g.foreseen(45_856)); // two in a row: the sweep's end
    }

    @Test
    void nothingIsKnownBeforeTheFirstStep() {
        assertEquals((long) (1000 * 1.1) + 16, new StepGrowth().foreseen(1000));
    }
}
