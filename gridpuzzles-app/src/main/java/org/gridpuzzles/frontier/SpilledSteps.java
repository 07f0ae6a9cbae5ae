package org.gridpuzzles.frontier;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.core.LimitReachedException;

/**
 * The steps of a pass whose states are on disk: writing the states to sweep out, and making a step in rounds of
 * shards, each round's states written to disk in turn. Apart from the pass because it is the one place that knows
 * the spill's folders and rounds; the pass only decides when a step goes to disk.
 */
final class SpilledSteps {

    /** The most records a thread reads at a time from the files of states made for later rounds. */
    private static final int MADE_CHUNK = 1 << 20;

    private final Spill spill;
    private final long runId;
    private final int index;
    private final StepCrew crew;
    private final int steps;
    private final long maxStates;
    /** The ranges of shards the last step on disk was made in (see {@link #step}). */
    private int ranges;

    SpilledSteps(Spill spill, long runId, int index, StepCrew crew, int steps, long maxStates) {
        this.spill = spill;
        this.runId = runId;
        this.index = index;
        this.crew = crew;
        this.steps = steps;
        this.maxStates = maxStates;
    }

    /** The ranges of shards the last step on disk was made in. */
    int ranges() {
        return ranges;
    }

    /** Writes every table of {@code cur} to disk as the states before step {@code v}, and drops it. */
    Spill.Step spillAll(int v, Shards cur) {
        Path dir = spill.stepDir(runId, index, v);
        long[] sizes = new long[Shards.COUNT];
        for (int i = 0; i < Shards.COUNT; i++) {
            sizes[i] = spill.write(dir, runId, v, i, cur.t[i]);
            cur.t[i].release();
        }
        return new Spill.Step(dir, v, sizes, runId);
    }

    /**
     * Step {@code v} from states on disk, in rounds: the first sweeps them and keeps the new states of the first
     * range of shards in memory, appending those of the other ranges to files (one a range and thread); each
     * later round adds up one range's file. Each round's states are written to disk. When the first round's
     * states overflow the room, it is made again with narrower ranges; a later round, split in two. Returns the
     * new states on disk, or null when one round held them all (then they are in {@code next}).
     */
    Spill.Step step(int v, Spill.Step from, Shards next, long expected) {
        StepWorker[] workers = crew.workers;
        // the shard a thread reads takes one slot a state; the room is counted in states of three slots
        // (and the chunks of states made for later rounds are no larger)
        int chunk = (int) Math.max(64, Math.min(MADE_CHUNK, from.largestShard()));
        long room = maxStates - workers.length * Math.max(from.largestShard(), chunk) / 3;
        if (room < 1) {
            throw tooMany(v);
        }
        long[] primes = next.t[0].primes;
        boolean estimate = next.t[0].withEstimate;
        StepSource swept = StepSource.disk(from, primes, estimate);
        long rounds = Math.min(Shards.COUNT, (long) Math.ceil(expected * 1.2 / room));
        int width = (int) ((Shards.COUNT + rounds - 1) / rounds);
        Path madeDir = null;
        Path dir = null;
        boolean done = false;
        try {
            while (true) {
                int count = (Shards.COUNT + width - 1) / width;
                madeDir = count > 1 ? spill.madeDir(runId, index, v) : null;
                for (int t = 0; t < workers.length; t++) {
                    workers[t].openMade(madeDir, t, count, width);
                }
                next.resetRange((long) (expected * 1.1), v, 0, width);
                boolean fits;
                try {
                    fits = crew.runStep(v, swept, next, false, 0, width, room);
                } finally {
                    for (StepWorker w : workers) {
                        w.closeMade();
                    }
                }
                if (!fits) {
                    crew.rollback();
                    Spill.delete(madeDir);
                    if (width == 1) {
                        throw tooMany(v);
                    }
                    width = (width + 1) / 2;
                    continue;
                }
                crew.commit();
                ranges = count;
                if (count == 1) {
                    done = true;
                    return null;
                }
                dir = spill.stepDir(runId, index, v + 1);
                long[] sizes = new long[Shards.COUNT];
                writeRange(v + 1, dir, sizes, next, 0, width);
                for (int r = 1; r < count; r++) {
                    List<StepSource.Chunk> chunks = new ArrayList<>();
                    for (StepWorker w : workers) {
                        StepSource.chunks(w.made(r), chunk, chunks);
                    }
                    int lo = r * width;
                    replay(v, StepSource.made(chunks, primes, estimate), next, lo,
                            Math.min(Shards.COUNT, lo + width), room, expected, dir, sizes);
                }
                done = true;
                return new Spill.Step(dir, v + 1, sizes, runId);
            }
        } finally {
            Spill.delete(madeDir);
            if (!done) {
                Spill.delete(dir);
            }
        }
    }

    /** Adds up the states made for shards {@code lo} to {@code hi - 1}, writes them to disk; split if too many. */
    private void replay(int v, StepSource made, Shards next, int lo, int hi, long room, long expected, Path dir,
            long[] sizes) {
        next.resetRange((long) (expected * 1.1), v, lo, hi);
        if (!crew.runStep(v, made, next, false, lo, hi, room)) {
            crew.rollback();
            if (hi - lo == 1) {
                throw tooMany(v);
            }
            int mid = (lo + hi) / 2;
            ranges++;
            replay(v, made, next, lo, mid, room, expected, dir, sizes);
            replay(v, made, next, mid, hi, room, expected, dir, sizes);
            return;
        }
        writeRange(v + 1, dir, sizes, next, lo, hi);
    }

    /**
     * Writes tables {@code lo} to {@code hi - 1} of {@code next} to disk, as the states before step {@code step},
     * and drops them.
     */
    private void writeRange(int step, Path dir, long[] sizes, Shards next, int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            sizes[i] = spill.write(dir, runId, step, i, next.t[i]);
            next.t[i].release();
        }
    }

    private LimitReachedException tooMany(int v) {
        return FrontierCounting.tooMany(v, steps, maxStates);
    }
}
