package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.core.LimitReachedException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

/** A sorted pass that runs out of memory says which step, and what to do, as a step found too large says it. */
class SortedPassMemoryTest {

    /** The grid rule on 5 x 5, out of memory when it expands a state at step 13. */
    private static final class Starved implements StepRule {
        private final GridLineStep inner = new GridLineStep(new GridRegion(5, 5, null, 0, 24, 15));

        @Override
        public int steps() {
            return inner.steps();
        }

        @Override
        public void expand(int v, long key, Sink sink) {
            if (v == 12) {
                throw new OutOfMemoryError("Java heap space");
            }
            inner.expand(v, key, sink);
        }

        @Override
        public int fanout(int v) {
            return inner.fanout(v);
        }

        @Override
        public int keyBits() {
            return inner.keyBits();
        }

        @Override
        public long[] foreseenStates() {
            return inner.foreseenStates();
        }

        @Override
        public long fingerprint() {
            return inner.fingerprint();
        }

        @Override
        public StepRule copy() {
            return this;
        }
    }

    @Test
    void runningOutOfMemoryIsAStepTooLargeForTheHeap() {
        for (int threads : new int[] {1, 2}) {
            SortedPass pass = new SortedPass(new Starved(), threads, Limits.none(), Progress.none());
            LimitReachedException e = assertThrows(LimitReachedException.class,
                    () -> pass.pass(0, Residues.primes(0, 1), true, 1 << 20));
            assertEquals(LimitReachedException.Limit.STATES, e.limit());
            assertTrue(e.getMessage().matches("step 13 of 25 needs more than the [0-9,]+ MB heap holds \\([0-9,]+ "
                    + "frontier states swept, about [0-9,]+ foreseen for the step\\): give the JVM more heap, count "
                    + "with fewer primes a pass, or keep states on disk in a spill folder"), e.getMessage());
        }
    }
}
