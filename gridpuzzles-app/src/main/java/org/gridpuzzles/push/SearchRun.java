package org.gridpuzzles.push;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Progress;

/**
 * One search over one instance: workers that share one table, reused from depth to depth, and what they found.
 * Apart from the deepening so that the state the threads share is in one place, and the deepening only reads it.
 */
final class SearchRun implements Deepening {
    final PushPuzzle puzzle;
    final Control control;
    final boolean all;
    final Push[] pushes;
    final ExecutorService pool;
    final PushWorker[] workers;
    final AtomicLong nodes = new AtomicLong();
    final List<List<Push>> solutions = new ArrayList<>();
    final PushLowerBound bound = new TouchBound();
    /**
     * Shared by the workers, and as large as theirs would be together: a failure one finds saves the others the
     * subtree (one table each searched 14 % more states on 0167 at depth 7 with two threads). See
     * {@link TranspositionTable} for why the workers need no lock.
     */
    final TranspositionTable table;
    /** Whether quiet pushes are tried in one order only (not when every solution is wanted). */
    final boolean orderQuiet;
    /** Where refuted first pushes are recorded (null: nowhere; never when every solution is wanted). */
    final OptimalCheckpoint checkpoint;
    /** Told each first push refuted. */
    final Progress progress;
    /** See {@link ExhaustiveSearch#withoutSettling}. */
    final boolean settle;
    /** The only first push searched (an index into {@link #pushes}), or -1: every one. */
    final int onlyFirst;
    volatile boolean aborted;
    volatile int bestTask = Integer.MAX_VALUE;
    List<Push> best;
    AtomicInteger nextTask;

    SearchRun(PushPuzzle puzzle, Control control, boolean all, int tableBits, OptimalCheckpoint checkpoint,
            Progress progress, boolean settle) {
        this(puzzle, control, all, tableBits, checkpoint, progress, settle, -1);
    }

    /** A run that searches only the first push {@code onlyFirst} (-1: every one), for a task of a split proof. */
    SearchRun(PushPuzzle puzzle, Control control, boolean all, int tableBits, OptimalCheckpoint checkpoint,
            Progress progress, boolean settle, int onlyFirst) {
        this.puzzle = puzzle;
        this.onlyFirst = onlyFirst;
        this.control = control;
        this.all = all;
        this.orderQuiet = !all;
        this.checkpoint = all ? null : checkpoint;
        this.progress = all ? Progress.none() : progress;
        this.settle = settle;
        this.pushes = Push.all(puzzle.n());
        int threads = onlyFirst >= 0 ? 1 : Math.min(control.threads(), pushes.length);
        this.table = new TranspositionTable(Math.min(tableBits + 32 - Integer.numberOfLeadingZeros(threads - 1),
                TranspositionTable.MAX_BITS));
        this.workers = new PushWorker[threads];
        for (int i = 0; i < threads; i++) {
            workers[i] = new PushWorker(this);
        }
        this.pool = threads > 1 ? Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "push-search");
            t.setDaemon(true);
            return t;
        }) : null;
    }

    @Override
    public void iterate(int depth) {
        nextTask = new AtomicInteger();
        if (pool == null) {
            workers[0].run(depth);
            return;
        }
        List<Future<?>> fs = new ArrayList<>();
        for (PushWorker w : workers) {
            fs.add(pool.submit(() -> w.run(depth)));
        }
        for (Future<?> f : fs) {
            try {
                f.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                aborted = true;
                control.stop();
            } catch (ExecutionException e) {
                Throwable c = e.getCause();
                if (c instanceof OutOfMemoryError oom) {
                    throw oom;
                }
                if (c instanceof InvalidInputException iie) {
                    throw iie;
                }
                throw new IllegalStateException(c);
            }
        }
    }

    synchronized void found(int task, List<Push> path) {
        if (all) {
            solutions.add(path);
        } else if (task < bestTask) {
            bestTask = task;
            best = path;
        }
    }

    @Override
    public List<Push> solution() {
        return best;
    }

    @Override
    public boolean stopped() {
        return aborted;
    }

    @Override
    public long nodes() {
        return nodes.get();
    }

    @Override
    public int firstPushes() {
        return onlyFirst >= 0 ? 1 : pushes.length;
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
