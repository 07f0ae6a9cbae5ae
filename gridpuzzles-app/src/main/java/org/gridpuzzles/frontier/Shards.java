package org.gridpuzzles.frontier;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

import org.gridpuzzles.core.Failures;
import org.gridpuzzles.core.InterruptedRunException;

/**
 * The states of one step split by the high bits of their hash into tables that grow one at a time (a small
 * passing peak of memory) and that threads fill side by side, each table locked only while a batch goes in.
 *
 * <p>The tables are sized unevenly, spread over one doubling (see {@link #share}): the hash fills them at the same
 * rate, so tables of one size would all double at once and leave the step's states in tables 35 % full (almost
 * three slots a state). Spread, they double one after another, and at any moment the states take about two slots
 * each on average.
 */
final class Shards {

    static final int BITS = 6;
    static final int COUNT = 1 << BITS;

    final ModTable[] t = new ModTable[COUNT];

    Shards(long[] primes, boolean estimate, long expected) {
        for (int i = 0; i < COUNT; i++) {
            t[i] = new ModTable(primes, estimate, (int) Math.min(1 << 29, share(i, expected)));
        }
    }

    /** Shards of the given tables (a frontier read back). */
    Shards(ModTable[] tables) {
        System.arraycopy(tables, 0, t, 0, COUNT);
    }

    /**
     * The room table i starts with for {@code expected} states in all: its even share times 2^((i + 1/2) / 64) ln 2,
     * factors from 0.70 to 1.39 whose mean is 1, so that the tables' sizes are spread evenly over one doubling.
     */
    static long share(int i, long expected) {
        return (long) (expected / (double) COUNT * Math.pow(2, (i + 0.5) / COUNT) * Math.log(2)) + 1;
    }

    static int shardOf(long mixed) {
        return (int) (mixed >>> (64 - BITS));
    }

    long size() {
        long s = 0;
        for (ModTable m : t) {
            s += m.size;
        }
        return s;
    }

    /**
     * Empties every table for its share of {@code expected} states, to be filled by step {@code step} (see
     * ModTable#shiftForStep), the tables shared out to the pool's threads.
     */
    void reset(long expected, int step, ExecutorService pool, int threads) {
        each(pool, threads, i -> t[i].reset(share(i, expected), step));
    }

    /** Empties tables {@code lo} to {@code hi - 1} for their share of {@code expected} states; drops the others. */
    void resetRange(long expected, int step, int lo, int hi) {
        for (int i = 0; i < COUNT; i++) {
            if (i >= lo && i < hi) {
                t[i].reset(share(i, expected), step);
            } else {
                t[i].release();
            }
        }
    }

    /** The bytes the tables' arrays take. */
    long bytes() {
        long b = 0;
        for (ModTable m : t) {
            if (!m.released()) {
                b += 8L * m.slots.length;
            }
        }
        return b;
    }

    /** Whether every table is packed (see {@link ModTable#compact}). */
    boolean dense() {
        for (ModTable m : t) {
            if (!m.dense) {
                return false;
            }
        }
        return true;
    }

    /** Whether some table has been dropped after its sweep (see {@link ModTable#release}). */
    boolean released() {
        for (ModTable m : t) {
            if (m.released()) {
                return true;
            }
        }
        return false;
    }

    /** Packs every table (see {@link ModTable#compact}), the tables shared out to the pool's threads. */
    void compact(ExecutorService pool, int threads) {
        each(pool, threads, i -> t[i].compact());
    }

    /**
     * Runs {@code job} on every table index, over {@code threads} threads of {@code pool} (null: this thread): clearing
     * and packing tables are passes over memory that one thread alone would make while the others wait.
     */
    static void each(ExecutorService pool, int threads, IntConsumer job) {
        if (pool == null) {
            for (int i = 0; i < COUNT; i++) {
                job.accept(i);
            }
            return;
        }
        AtomicInteger at = new AtomicInteger();
        List<Future<?>> fs = new ArrayList<>();
        for (int th = 0; th < threads; th++) {
            fs.add(pool.submit(() -> {
                int i;
                while ((i = at.getAndIncrement()) < COUNT) {
                    job.accept(i);
                }
            }));
        }
        await(fs, () -> at.set(COUNT));
    }

    /**
     * Waits for every task of a step's threads; on an interrupt or a failure runs {@code stop} (so that the other
     * threads end soon) and throws: the interrupt as {@link InterruptedRunException}, a failure as itself.
     */
    static void await(List<Future<?>> fs, Runnable stop) {
        try {
            for (Future<?> f : fs) {
                f.get();
            }
        } catch (InterruptedException e) {
            stop.run();
            Thread.currentThread().interrupt();
            throw new InterruptedRunException("interrupted while counting");
        } catch (ExecutionException e) {
            stop.run();
            throw Failures.rethrow(e);
        }
    }

    /** Puts a state (start, checkpoint). */
    void put(long key, long[] counts, int off, double estimate) {
        t[shardOf(ModTable.mix(key + 1))].put(key, counts, off, estimate);
    }
}
