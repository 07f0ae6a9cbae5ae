package org.gridpuzzles.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

/** The blocks of a partitioned pass: sums modulo the primes, the estimate, and blocks split and merged back. */
class StateBlocksTest {

    private static final long[] PRIMES = {(1L << 62) - 57, 1_000_000_007L};

    private static long[] counts(long a, long b, double estimate) {
        return new long[] {a, b, Double.doubleToRawLongBits(estimate)};
    }

    @Test
    void equalStatesAreAddedModuloTheirPrimes() {
        StateBlocks codec = new StateBlocks(PRIMES, true);
        byte[] a = codec.split(new long[] {0, 5}, concat(counts(7, 7, 7.0), counts(PRIMES[0] - 1, 3, 1.5)), 2,
                counts(1, 2, 0.5), 1, 0)[0];
        byte[] b = codec.split(new long[] {5, -1L}, concat(counts(2, PRIMES[1] - 1, 2.0), counts(4, 4, 4.0)), 2,
                counts(0, 0, 0), 1, 0)[0];
        StateBlocks.Run run = codec.merge(List.of(codec.read(a), codec.read(b)));
        assertEquals(3, run.size());
        assertArrayEquals(new long[] {0, 5, -1L}, java.util.Arrays.copyOf(run.keys(), 3), "unsigned key order");
        assertArrayEquals(concat(counts(7, 7, 7.0), counts(1, 2, 3.5), counts(4, 4, 4.0)),
                java.util.Arrays.copyOf(run.counts(), 9));
        assertArrayEquals(counts(1, 2, 0.5), run.done());
    }

    @Test
    void blocksSplitTheStatesByPartitionAndMergeToTheWhole() {
        Random random = new Random(3);
        StateBlocks codec = new StateBlocks(PRIMES, false);
        Map<Long, long[]> expected = new TreeMap<>(Long::compareUnsigned);
        List<byte[]> sent = new ArrayList<>();
        int parts = 5;
        for (int task = 0; task < 4; task++) {
            TreeMap<Long, long[]> mine = new TreeMap<>(Long::compareUnsigned);
            for (int i = 0; i < 1500; i++) {
                long state = random.nextInt(1000) * 1_000_003L + (random.nextInt(50) == 0 ? Long.MIN_VALUE : 0);
                long[] c = {random.nextInt(100), random.nextInt(100)};
                mine.merge(state, c, (x, y) -> new long[] {x[0] + y[0], x[1] + y[1]});
                expected.merge(state, c, (x, y) -> new long[] {x[0] + y[0], x[1] + y[1]});
            }
            long[] keys = mine.keySet().stream().mapToLong(Long::longValue).toArray();
            long[] cs = mine.values().stream().flatMapToLong(java.util.Arrays::stream).toArray();
            byte[][] blocks = codec.split(keys, cs, keys.length, new long[] {task, 1}, parts, 0);
            for (int p = 0; p < parts; p++) {
                if (blocks[p] == null) {
                    continue;
                }
                StateBlocks.Run one = codec.read(blocks[p]);
                for (int i = 0; i < one.size(); i++) {
                    assertEquals(p, StateBlocks.partition(one.keys()[i], parts), "a state in its partition's block");
                }
                sent.add(blocks[p]);
            }
        }
        StateBlocks.Run whole = codec.merge(sent.stream().map(codec::read).toList());
        assertEquals(expected.size(), whole.size());
        int i = 0;
        for (Map.Entry<Long, long[]> e : expected.entrySet()) {
            assertEquals(e.getKey(), whole.keys()[i]);
            assertArrayEquals(e.getValue(), java.util.Arrays.copyOfRange(whole.counts(), 2 * i, 2 * i + 2));
            i++;
        }
        assertArrayEquals(new long[] {6, 4}, whole.done());
        assertTrue(whole.size() > 900);
        assertNull(codec.split(new long[0], new long[0], 0, new long[2], 3, 0)[1], "an empty block is none");
    }

    private static long[] concat(long[]... parts) {
        return java.util.Arrays.stream(parts).flatMapToLong(java.util.Arrays::stream).toArray();
    }
}
