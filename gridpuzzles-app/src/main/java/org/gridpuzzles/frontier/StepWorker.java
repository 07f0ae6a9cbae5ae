package org.gridpuzzles.frontier;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.gridpuzzles.core.Limits;

/**
 * One thread's share of a step: expands whole shards of the states, buffers what it makes per shard. Apart from the
 * pass that drives the steps because this is the innermost loop of every count: it keeps to primitive arrays and
 * fields of its own, so that nothing but the step rule stands between a state and its table.
 */
final class StepWorker implements Runnable, StepRule.Sink {
    private static final int BUFFER = 256; // 64 shards of it stay in the second-level cache
    private final StepRule stepper;
    private final Limits limits;
    private final long[][] bufKey = new long[Shards.COUNT][BUFFER];
    private final long[][] bufMix = new long[Shards.COUNT][BUFFER];
    private final int[][] bufSlot = new int[Shards.COUNT][BUFFER];
    private final int[] fill = new int[Shards.COUNT];
    /** The completed counts, and (in {@link #committed}) as they were after the last step or round kept. */
    final long[] total;
    private final long[] committed;
    double totalEst;
    private double committedEst;
    /** The additions of this step (of the rounds kept, and of the round going on). */
    long additions;
    private long committedAdditions;
    private int v;
    private StepSource from;
    private Shards next;
    private ModTable src;
    private int slot;
    private AtomicInteger shardCounter;
    private AtomicBoolean stop;
    private boolean drop;
    /** The shards of the new states kept in this round. */
    private int lo;
    private int hi;
    private long room;
    /** Files for the new states of later rounds (round r: shards from r * madeWidth), or null. */
    private Spill.Made[] made;
    private int madeWidth;
    /** The sum of the slots read ahead (kept so that the reads are not optimised away). */
    private long touched;

    StepWorker(StepRule stepper, int k, Limits limits) {
        this.stepper = stepper;
        this.limits = limits;
        this.total = new long[k];
        this.committed = new long[k];
    }

    void begin(int step, StepSource source, Shards to, AtomicInteger counter, AtomicBoolean stopFlag,
            boolean dropSwept, int keepFrom, int keepTo, long roomLeft) {
        this.drop = dropSwept;
        this.v = step;
        this.from = source;
        this.next = to;
        this.shardCounter = counter;
        this.stop = stopFlag;
        this.lo = keepFrom;
        this.hi = keepTo;
        this.room = roomLeft;
    }

    /** Opens this thread's files for rounds 1 to {@code rounds - 1} ({@code dir} null: none). */
    void openMade(Path dir, int thread, int rounds, int width) {
        made = null;
        if (dir != null) {
            made = new Spill.Made[rounds];
            for (int r = 1; r < rounds; r++) {
                made[r] = new Spill.Made(dir.resolve("round-" + r + "-thread-" + thread));
            }
            madeWidth = width;
        }
    }

    void closeMade() {
        if (made != null) {
            for (int r = 1; r < made.length; r++) {
                made[r].close();
            }
        }
    }

    Spill.Made made(int round) {
        return made[round];
    }

    /** Keeps what this thread counted so far (a step or round that stands). */
    void commit() {
        System.arraycopy(total, 0, committed, 0, total.length);
        committedEst = totalEst;
        committedAdditions = additions;
    }

    /** Forgets what a round that is made again counted. */
    void rollback() {
        System.arraycopy(committed, 0, total, 0, total.length);
        totalEst = committedEst;
        additions = committedAdditions;
        Arrays.fill(fill, 0);
    }

    @Override
    public void run() {
        long seen = 0;
        int s;
        boolean replay = from.made();
        int tasks = from.tasks();
        while ((s = shardCounter.getAndIncrement()) < tasks) {
            src = from.table(s);
            long[] slots = src.slots;
            int w = src.width;
            for (int i = 0, n = src.cap; i < n; i++) {
                long key1 = slots[i * w];
                if (key1 == 0) {
                    continue;
                }
                slot = i;
                if (replay) {
                    keep(key1);
                } else {
                    stepper.expand(v, key1 - 1, this);
                }
                if ((++seen & 0xffff) == 0 && (stop.get() || limits.stopped())) {
                    stop.set(true);
                    return;
                }
            }
            // the buffered states take their counts from this table: move them on before the next one
            flushAll();
            if (drop) {
                src.release();
            }
            src = null;
            if (stop.get() || next.size() > room) {
                stop.set(true);
                return;
            }
        }
    }

    private void flushAll() {
        for (int d = 0; d < Shards.COUNT; d++) {
            if (fill[d] > 0) {
                flush(d);
            }
        }
    }

    private void flush(int d) {
        ModTable dst = next.t[d];
        long[] ks = bufKey[d];
        long[] ms = bufMix[d];
        int[] ss = bufSlot[d];
        int f = fill[d];
        synchronized (dst) {
            // read every slot first: independent loads overlap their cache misses, the adds then find them
            long touched = 0;
            for (int i = 0; i < f; i++) {
                touched += dst.touch(ms[i]);
            }
            this.touched += touched;
            for (int i = 0; i < f; i++) {
                dst.addHashed(ks[i], ms[i], src, ss[i]);
            }
        }
        fill[d] = 0;
    }

    @Override
    public void next(long key) {
        long key1 = key + 1;
        additions++;
        if (!keep(key1) && made != null) {
            int d = Shards.shardOf(ModTable.mix(key1));
            made[d / madeWidth].add(key1, src.slots, src.countsAt(slot), src.stride);
        }
    }

    /** Buffers state {@code key1} (stored plus one) for its table when this round keeps its shard. */
    private boolean keep(long key1) {
        long mixed = ModTable.mix(key1);
        int d = Shards.shardOf(mixed);
        if (d < lo || d >= hi) {
            return false;
        }
        int f = fill[d];
        bufKey[d][f] = key1;
        bufMix[d][f] = mixed;
        bufSlot[d][f] = slot;
        fill[d] = f + 1;
        if (f + 1 == BUFFER) {
            flush(d);
        }
        return true;
    }

    @Override
    public void complete() {
        int o = src.countsAt(slot);
        for (int j = 0; j < total.length; j++) {
            long x = total[j] + src.slots[o + j];
            long p = src.primes[j];
            total[j] = x >= p ? x - p : x;
        }
        if (src.withEstimate) {
            totalEst += src.estimate(slot);
        }
        additions++;
    }
}
