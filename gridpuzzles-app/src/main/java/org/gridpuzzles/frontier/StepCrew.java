package org.gridpuzzles.frontier;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.gridpuzzles.core.Limits;

/**
 * The threads of a pass and what they counted: runs a step (or a round of one) on all of them, keeps or forgets what
 * they counted, and adds it up at the end. Apart from the pass because the pass decides where states go (memory or
 * disk) and this only how a step is shared out, the same for both.
 */
final class StepCrew {

    final StepWorker[] workers;
    private final ExecutorService pool;
    private final Limits limits;

    StepCrew(StepRule rule, int primes, int threads, Limits limits) {
        this.limits = limits;
        this.workers = new StepWorker[threads];
        for (int i = 0; i < threads; i++) {
            workers[i] = new StepWorker(i == 0 ? rule : rule.copy(), primes, limits);
        }
        this.pool = threads == 1 ? null : Executors.newFixedThreadPool(threads, r -> {
            Thread th = new Thread(r, "frontier-count");
            th.setDaemon(true);
            return th;
        });
    }

    /** The pool the tables are sized and packed with (null: this thread alone). */
    ExecutorService pool() {
        return pool;
    }

    int threads() {
        return workers.length;
    }

    /**
     * Every state of {@code from} moves on into {@code next}, where only the states of shards {@code lo} to
     * {@code hi - 1} are kept (the workers may append the others to files); the tables of {@code from} are
     * shared out to the workers. False when the states kept outgrew {@code room}.
     */
    boolean runStep(int v, StepSource from, Shards next, boolean drop, int lo, int hi, long room) {
        AtomicInteger nextShard = new AtomicInteger();
        AtomicBoolean stop = new AtomicBoolean();
        for (StepWorker w : workers) {
            w.begin(v, from, next, nextShard, stop, drop, lo, hi, room);
        }
        if (pool == null) {
            workers[0].run();
        } else {
            List<Future<?>> fs = new ArrayList<>();
            for (StepWorker w : workers) {
                fs.add(pool.submit(w));
            }
            Shards.await(fs, () -> stop.set(true));
        }
        if (limits.stopped()) {
            limits.check(v);
        }
        return next.size() <= room;
    }

    /** Forgets what a step or round that is made again counted. */
    void rollback() {
        for (StepWorker w : workers) {
            w.rollback();
        }
    }

    /** Keeps what a round counted. */
    void commit() {
        for (StepWorker w : workers) {
            w.commit();
        }
    }

    /** The additions of the step going on. */
    long added() {
        long a = 0;
        for (StepWorker w : workers) {
            a += w.additions;
        }
        return a;
    }

    /** Keeps the step made and hands over its additions. */
    long closeStep() {
        long a = 0;
        for (StepWorker w : workers) {
            a += w.additions;
            w.additions = 0;
            w.commit();
        }
        return a;
    }

    /** The completed counts of every thread, added up modulo {@code primes}. */
    long[] total(long[] primes) {
        return Residues.sum(primes, java.util.Arrays.stream(workers).map(w -> w.total));
    }

    /** The completed estimate of every thread, added up. */
    double totalEstimate() {
        double e = 0;
        for (StepWorker w : workers) {
            e += w.totalEst;
        }
        return e;
    }

    void shutdown() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
