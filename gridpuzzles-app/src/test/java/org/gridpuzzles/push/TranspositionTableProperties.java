package org.gridpuzzles.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicInteger;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class TranspositionTableProperties {

    /**
     * Whatever is stored and pushed out, a look-up answers -1 or a budget stored for that very state, at most the
     * largest one (a table that answered another state's budget would cut a subtree that has a solution).
     */
    @Property(tries = 200)
    void answersOnlyWhatWasStoredForTheState(@ForAll @Size(max = 300) List<@IntRange(max = 40) Integer> keys,
            @ForAll @Size(max = 300) List<@IntRange(max = 9) Integer> budgets) {
        TranspositionTable table = new TranspositionTable(3);
        Map<Integer, Integer> most = new HashMap<>();
        for (int k = 0; k < Math.min(keys.size(), budgets.size()); k++) {
            int key = keys.get(k);
            table.storeFailed(h1(key), h2(key), budgets.get(k));
            most.merge(key, budgets.get(k), Math::max);
        }
        for (int key = 0; key <= 41; key++) {
            int got = table.failedWithin(h1(key), h2(key));
            assertTrue(got == -1 || got <= most.getOrDefault(key, -1), "state " + key + " answered " + got);
        }
    }

    /** Several states in one bucket (equal first hashes' low bits): the one with the larger budget stays. */
    @Test
    void aBucketKeepsTheLargerBudget() {
        TranspositionTable table = new TranspositionTable(2);
        long bucket = 1;
        table.storeFailed(bucket, 11L << 7, 5);
        table.storeFailed(bucket + 2 * 64, 12L << 7, 2);
        table.storeFailed(bucket + 4 * 64, 13L << 7, 3);
        assertEquals(5, table.failedWithin(bucket, 11L << 7));
        assertEquals(-1, table.failedWithin(bucket + 2 * 64, 12L << 7));
        assertEquals(3, table.failedWithin(bucket + 4 * 64, 13L << 7));
        // A larger budget for a state held replaces its own slot's.
        table.storeFailed(bucket + 4 * 64, 13L << 7, 4);
        assertEquals(4, table.failedWithin(bucket + 4 * 64, 13L << 7));
        assertEquals(5, table.failedWithin(bucket, 11L << 7));
        // A state never stored, with the first hash of one that is: not found.
        assertEquals(-1, table.failedWithin(bucket, 99L << 7));
    }

    /**
     * Two threads store and look up at once in a table of two buckets, whose first hashes often agree: a slot may be
     * read half from one write and half from another, and still no look-up answers more than was stored for that
     * state (each state is stored with budgets up to its own, so an answer above it came from another state).
     */
    @Test
    void twoThreadsAtOnceNeverGetAnotherStatesBudget() throws Exception {
        TranspositionTable table = new TranspositionTable(2);
        AtomicInteger wrong = new AtomicInteger();
        CyclicBarrier start = new CyclicBarrier(2);
        Runnable work = () -> {
            SplittableRandom r = new SplittableRandom(Thread.currentThread().getId());
            try {
                start.await();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            for (int i = 0; i < 2_000_000; i++) {
                int key = r.nextInt(41);
                if (r.nextBoolean()) {
                    table.storeFailed(h1(key), h2(key), r.nextInt(budgetOf(key) + 1));
                } else if (table.failedWithin(h1(key), h2(key)) > budgetOf(key)) {
                    wrong.incrementAndGet();
                }
            }
        };
        Thread a = new Thread(work);
        Thread b = new Thread(work);
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(0, wrong.get());
    }

    private static int budgetOf(int key) {
        return key % 10;
    }

    private static long h1(int key) {
        // Few buckets, so that states share them and push each other out.
        return key * 0x9E3779B97F4A7C15L >>> 60;
    }

    private static long h2(int key) {
        return (key + 1L) * 0xC2B2AE3D27D4EB4FL;
    }
}
