package org.gridpuzzles.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.api.Test;

class LimitsTest {

    @Test
    void cancellingAParentStopsItsChildrenButNotTheOtherWayRound() {
        Limits parent = Limits.none();
        Limits child = parent.child();
        Limits other = parent.child();
        child.cancel();
        assertTrue(child.stopped());
        assertFalse(parent.stopped());
        assertFalse(other.stopped());
        parent.cancel();
        assertTrue(other.stopped());
        assertEquals("interrupted after 7 steps",
                assertThrows(InterruptedRunException.class, () -> other.check(7)).getMessage());
    }

    @Test
    void aPassedDeadlineIsATimeLimitNamedInTheMessage() {
        Limits l = Limits.timeout(Duration.ofNanos(1));
        while (!l.timeUp()) {
            Thread.onSpinWait();
        }
        LimitReachedException e = assertThrows(LimitReachedException.class, () -> l.check(42));
        assertEquals(LimitReachedException.Limit.TIME, e.limit());
        assertEquals(ExitCode.LIMIT, Failures.exitCode(e));
        assertTrue(e.getMessage().startsWith("time limit of 0 ms reached after 42 steps"), e.getMessage());
    }

    @Test
    void noTimeoutMeansNoDeadline() {
        assertFalse(Limits.timeout(Duration.ZERO).hasDeadline());
        assertFalse(Limits.none().withTimeout(Duration.ofSeconds(-5)).hasDeadline());
        assertTrue(Limits.none().withTimeout(Duration.ofHours(1)).hasDeadline());
    }

    @Test
    void aStepBudgetIsALimitToo() {
        Limits l = Limits.none().withSteps(10);
        l.check(9);
        assertTrue(l.overBudget(10));
        LimitReachedException e = assertThrows(LimitReachedException.class, () -> l.check(10));
        assertEquals(LimitReachedException.Limit.STEPS, e.limit());
        assertThrows(IllegalArgumentException.class, () -> Limits.none().withSteps(0));
    }

    @Test
    void durationsReadAsPeopleWriteThem() {
        assertEquals("20 s", Limits.describe(Duration.ofSeconds(20)));
        assertEquals("1.5 s", Limits.describe(Duration.ofMillis(1500)));
        assertEquals("250 ms", Limits.describe(Duration.ofMillis(250)));
    }
}
