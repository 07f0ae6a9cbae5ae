package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TimeLeftTest {

    @Test
    void nothingKnownBeforeTheFirstStep() {
        assertEquals(0, new TimeLeft(100).seconds(100));
    }

    @Test
    void evenStepsGiveTheirTime() {
        TimeLeft t = new TimeLeft(100);
        for (int i = 0; i < 30; i++) {
            t.stepTook(2);
        }
        assertEquals(140, t.seconds(70), 1e-9);
    }

    @Test
    void aRowsSmallEndStepDoesNotShrinkTheEstimate() {
        // 5 x 5: rows of five steps, the last of each quick
        TimeLeft t = new TimeLeft(25);
        double[] row = {4, 6, 6, 6, 0.5};
        for (int r = 0; r < 3; r++) {
            for (double s : row) {
                t.stepTook(s);
            }
        }
        // the last five steps (one row) average 4.5 s
        assertEquals(10 * 4.5, t.seconds(10), 1e-9);
    }

    @Test
    void growingStepsAreJudgedByTheRecentOnes() {
        TimeLeft t = new TimeLeft(16);
        for (int i = 1; i <= 8; i++) {
            t.stepTook(i);
        }
        // window of four: steps 5 to 8 average 6.5 s, all eight 4.5 s
        assertEquals(8 * 6.5, t.seconds(8), 1e-9);
    }

    @Test
    void shrinkingStepsKeepTheAverageOfAll() {
        TimeLeft t = new TimeLeft(16);
        for (int i = 8; i >= 1; i--) {
            t.stepTook(i);
        }
        assertEquals(4 * 4.5, t.seconds(4), 1e-9);
    }
}
