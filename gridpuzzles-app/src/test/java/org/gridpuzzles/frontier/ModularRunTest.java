package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

/** The passes after the first: as many primes a pass as the heap holds at the largest step the first pass made. */
class ModularRunTest {

    /** Corner to corner on 31 rows of 14 fields: a number of more than three primes, 10^5 states a step. */
    private static final GridRegion BOARD = new GridRegion(31, 14, null, 0, 31 * 14 - 1, 15);

    private static ModularRun run(long heap) {
        ModularRun r = new ModularRun(new GridLineStep(BOARD), 1, null,
                FrontierOptions.defaults().withThreads(2).withPrimes(1, 0), Limits.none(), Progress.none(), true);
        return heap > 0 ? r.plannedHeap(heap) : r;
    }

    /** The states of one step a pass of {@code primes} primes without the estimate has room for in {@code heap}. */
    private static long room(int primes, long heap, long foreseen) {
        int bits = new GridLineStep(BOARD).keyBits();
        return Foresight.statesThatFit(heap, Foresight.sortedBytes(primes, false, bits, foreseen,
                Foresight.sortedLean(primes, false, bits, foreseen, heap)));
    }

    @Test
    void laterPassesTakeAsManyPrimesAsTheHeapHolds() {
        FrontierCount roomy = run(0).run();
        assertTrue(roomy.primes().size() >= 4, "a number of four primes or more: " + roomy.primes().size());
        // the first pass with one prime, then all the rest in one pass
        assertEquals(2, roomy.passes());
        long peak = roomy.peakStates();
        assertTrue(peak > 1 << 16, "more states a step than any heap's least room: " + peak);
        long foreseen = java.util.Arrays.stream(new GridLineStep(BOARD).foreseenStates()).max().orElseThrow();
        // the least heap whose passes hold two primes (as the first held one and the estimate) but not three
        long heap = Foresight.RESERVED;
        while (room(2, heap, foreseen) < peak) {
            heap += 1 << 16;
        }
        assertTrue(room(3, heap, foreseen) < peak, "three primes do not fit");
        FrontierCount tight = run(heap).run();
        assertEquals(roomy.count(), tight.count());
        int more = roomy.primes().size() - 1;
        assertEquals(1 + (more + 1) / 2, tight.passes(), "two primes a pass after the first");
        assertEquals(roomy.primes(), tight.primes());
    }
}
