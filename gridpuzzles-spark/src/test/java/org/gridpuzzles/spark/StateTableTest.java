package org.gridpuzzles.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** The packed states of a partitioned pass: sums modulo the primes, the estimate, and blocks split and added back. */
class StateTableTest {

    private static final long[] PRIMES = {(1L << 62) - 57, 1_000_000_007L};

    private static long[] counts(long a, long b, double estimate) {
        return new long[] {a, b, Double.doubleToRawLongBits(estimate)};
    }

    @Test
    void equalStatesAreAddedModuloTheirPrimes() {
        StateTable t = new StateTable(PRIMES, true, 1);
        t.add(5, counts(PRIMES[0] - 1, 3, 1.5), 0);
        t.add(5, counts(2, PRIMES[1] - 1, 2.0), 0);
        t.add(0, counts(7, 7, 7.0), 0);
        t.addDone(counts(1, 2, 0.5), 0);
        assertEquals(2, t.size);
        long[][] blocks = t.blocks(1);
        StateTable back = new StateTable(PRIMES, true, 1);
        back.addBlock(blocks[0]);
        Map<Long, long[]> states = states(back);
        assertArrayEquals(counts(1, 2, 3.5), states.get(5L));
        assertArrayEquals(counts(7, 7, 7.0), states.get(0L));
        assertArrayEquals(counts(1, 2, 0.5), back.done);
    }

    @Test
    void blocksSplitTheStatesByPartitionAndAddUpToTheWhole() {
        Random random = new Random(3);
        StateTable t = new StateTable(PRIMES, false, 4);
        Map<Long, long[]> expected = new HashMap<>();
        for (int i = 0; i < 5000; i++) {
            long state = random.nextInt(1000) * 1_000_003L;
            long[] c = {random.nextInt(100), random.nextInt(100)};
            t.add(state, c, 0);
            expected.merge(state, c, (a, b) -> new long[] {a[0] + b[0], a[1] + b[1]});
        }
        t.addDone(new long[] {4, 9}, 0);
        int parts = 5;
        long[][] blocks = t.blocks(parts);
        StateTable whole = new StateTable(PRIMES, false, 1);
        for (int p = 0; p < parts; p++) {
            if (blocks[p] == null) {
                continue;
            }
            StateTable one = new StateTable(PRIMES, false, 1);
            one.addBlock(blocks[p]);
            for (long s : states(one).keySet()) {
                assertEquals(p, StateTable.partition(s, parts), "state " + s + " in the block of its partition");
            }
            whole.addBlock(blocks[p]);
        }
        Map<Long, long[]> got = states(whole);
        assertEquals(expected.keySet(), got.keySet());
        expected.forEach((s, c) -> assertArrayEquals(c, got.get(s)));
        assertArrayEquals(new long[] {4, 9}, whole.done);
        assertTrue(whole.size > 900);
        assertNull(new StateTable(PRIMES, false, 1).blocks(3)[1], "an empty block is none");
    }

    private static Map<Long, long[]> states(StateTable t) {
        Map<Long, long[]> out = new HashMap<>();
        for (int i = 0; i < t.keys.length; i++) {
            if (t.keys[i] != 0) {
                out.put(t.keys[i] - 1, java.util.Arrays.copyOfRange(t.counts, i * t.width, (i + 1) * t.width));
            }
        }
        return out;
    }
}
