package org.gridpuzzles.frontier;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntConsumer;

/**
 * A fixed crew of threads that run one job side by side, each on its own share (job t of {@code threads}), and wait
 * for all of them: every phase of a sorted step (expand, each pass of the sort, the merge) splits its arrays this way.
 */
final class Cores implements AutoCloseable {

    final int threads;
    /** Set when a job failed or the count was interrupted: the others' loops look at it and end soon. */
    final AtomicBoolean stop = new AtomicBoolean();
    private final ExecutorService pool;

    Cores(int threads) {
        this.threads = Math.max(1, threads);
        this.pool = this.threads == 1 ? null : Executors.newFixedThreadPool(this.threads, r -> {
            Thread th = new Thread(r, "frontier-sort");
            th.setDaemon(true);
            return th;
        });
    }

    /** Runs {@code job} for t = 0 .. threads - 1, side by side, and waits; a failure of one is rethrown here. */
    void each(IntConsumer job) {
        if (pool == null) {
            job.accept(0);
            return;
        }
        List<Future<?>> fs = new ArrayList<>(threads);
        for (int t = 0; t < threads; t++) {
            int share = t;
            fs.add(pool.submit(() -> job.accept(share)));
        }
        Shards.await(fs, () -> stop.set(true));
    }

    /** The first index of share {@code t} when {@code n} items are split evenly. */
    long from(long n, int t) {
        return n * t / threads;
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
