package org.gridpuzzles.squares.proof;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;

import org.gridpuzzles.core.Failures;
import org.gridpuzzles.core.InterruptedRunException;

import it.unimi.dsi.fastutil.longs.LongArrayList;

/**
 * Endgames handed to {@code threads} threads in blocks of {@code block}, in the order reached, while the replay
 * goes on: neighbours share most of their subtrees, and so one thread's table of answers. Each thread ends at the
 * empty block; after a failure, blocks that start later are skipped, and the first failure in order is reported
 * (every block before it is searched in full). Apart from the checker because it is only how the endgames are shared
 * out to threads; one thread searches them without it.
 */
final class EndgamePipeline implements AutoCloseable {
    private final int threads;
    private final int block;
    /** The endgames the replay reached so far, x and o masks in turn (the checker's list, read here). */
    private final LongArrayList endgamesReached;
    private final ExecutorService pool;
    private final LinkedBlockingQueue<long[]> blocks = new LinkedBlockingQueue<>();
    private final List<Future<Long>> workers = new ArrayList<>();
    private final AtomicInteger firstFailure = new AtomicInteger(Integer.MAX_VALUE);
    private int published;
    /** The positions the threads searched, once {@link #finish} has waited for them. */
    private long searchedPositions;

    EndgamePipeline(int threads, int block, LongArrayList endgamesReached, CertificateBoard board, boolean achieve,
            boolean playerX, boolean win) {
        this.threads = threads;
        this.block = block;
        this.endgamesReached = endgamesReached;
        pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "squares-check");
            t.setDaemon(true);
            return t;
        });
        for (int t = 0; t < threads; t++) {
            workers.add(pool.submit(() -> {
                EndgameSearch search = new EndgameSearch(board, achieve, playerX, win);
                for (long[] blk = blocks.take(); blk.length > 0; blk = blocks.take()) {
                    // a block: its first endgame's index, then x and o of each endgame
                    int start = (int) blk[0];
                    for (int i = 1; i < blk.length && start < firstFailure.get(); i += 2) {
                        if (!search.secures(blk[i], blk[i + 1])) {
                            firstFailure.accumulateAndGet(start + (i - 1) / 2, Math::min);
                            break;
                        }
                    }
                }
                return search.positions;
            }));
        }
    }

    /** Hands out the endgames reached since the last block: whole blocks, or all of them when {@code all}. */
    void publish(boolean all) {
        int reached = endgamesReached.size() / 2;
        while (reached - published >= block || (all && reached > published)) {
            int count = Math.min(block, reached - published);
            long[] blk = new long[1 + 2 * count];
            blk[0] = published;
            endgamesReached.getElements(2 * published, blk, 1, 2 * count);
            blocks.add(blk);
            published += count;
        }
    }

    /** Waits for the search of every endgame reached; the first that fails, in order, or -1. */
    int finish() {
        publish(true);
        for (int t = 0; t < threads; t++) {
            blocks.add(new long[0]);
        }
        try {
            for (Future<Long> w : workers) {
                searchedPositions += w.get();
            }
        } catch (ExecutionException e) {
            throw Failures.rethrow(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedRunException("the check was interrupted");
        }
        int failed = firstFailure.get();
        return failed == Integer.MAX_VALUE ? -1 : failed;
    }

    /** The positions the threads searched (after {@link #finish}). */
    long searchedPositions() {
        return searchedPositions;
    }

    /** Stops the threads (after {@link #finish}, or when the replay has failed). */
    @Override
    public void close() {
        firstFailure.set(-1);
        pool.shutdownNow();
    }
}
