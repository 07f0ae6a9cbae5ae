package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StatesLeftTest {

    /** A frontier that grows tenfold a step for four steps, then holds a million states a step. */
    private static long[] growing() {
        long[] f = new long[16];
        long s = 1;
        for (int v = 0; v < f.length - 1; v++) {
            f[v] = s;
            s = Math.min(1_000_000, s * 10);
        }
        return f;
    }

    @Test
    void atTheFirstStepsTheTimeLeftIsThatOfTheStatesForeseenNotOfTheStepsMade() {
        long[] f = growing();
        StatesLeft left = new StatesLeft(f, 20);
        left.stepMade(0, 1, 1_000);
        left.stepMade(1, 10, 1_000);
        double foreseen = 0;
        for (int u = 2; u < f.length; u++) {
            foreseen += Math.max(f[u], f[u - 1]);
        }
        // steps of a microsecond said 14 microseconds left; the states to come say about 0.23 s
        double seconds = left.seconds(1);
        assertTrue(seconds > 0.8 * foreseen * 20e-9 && seconds < 1.2 * foreseen * 20e-9 + 1e-3, seconds + " s");
    }

    @Test
    void theTimeAStateTakesIsLearnedFromTheStepsAndTheForesightScaledByTheStatesMade() {
        long[] f = growing();
        StatesLeft left = new StatesLeft(f, 20);
        for (int v = 0; v < 8; v++) {
            // twice the states foreseen, at 100 ns a state
            long made = 2 * f[v];
            left.stepMade(v, made, 100 * Math.max(made, v > 0 ? 2 * f[v - 1] : 1));
        }
        assertEquals(2, left.scale(), 1e-9);
        assertTrue(left.nanosPerState() > 50 && left.nanosPerState() <= 100, left.nanosPerState() + " ns");
        double seconds = left.seconds(7);
        // steps 9 to 16: each sweeps or makes twice the million foreseen
        double expected = 8 * 2_000_000 * left.nanosPerState() * 1e-9;
        assertEquals(expected, seconds, 0.05 * expected);
    }

    @Test
    void aStepThatGrewBeyondEveryStepBeforeDoesNotSetTheTimeAState() {
        long[] f = new long[8];
        java.util.Arrays.fill(f, 0, 7, 1_000_000);
        StatesLeft left = new StatesLeft(f, 20);
        left.stepMade(0, 1_000_000, 1_000_000_000L); // a second: its arrays were new
        assertEquals(20, left.nanosPerState(), 1e-9);
        left.stepMade(1, 1_000_000, 40_000_000L);
        assertTrue(left.nanosPerState() < 40, left.nanosPerState() + " ns");
    }
}
