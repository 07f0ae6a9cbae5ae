package org.gridpuzzles.labyrinth;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

import org.gridpuzzles.core.Failures;
import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.grid.Direction;

/**
 * Enumeration on several cores, still in left-first order: the walkthroughs are split by their first move, each
 * part enumerated by its own {@link Enumerator}. The part whose turn it is writes to the sink; a later part runs
 * ahead into a bounded buffer of its own and waits when that is full, and writes the buffer out when its turn comes.
 * The part whose turn it is was started before every later one, so it always runs.
 */
final class SplitEnumeration {

    /** Characters a part may buffer while it waits for its turn (32 MB). */
    static final int BUFFER_CHARS = 16 << 20;

    private final Labyrinth lab;
    private final int threads;
    private final int bufferChars;
    private final Limits limits;

    SplitEnumeration(Labyrinth lab, int threads, Limits limits) {
        this(lab, threads, BUFFER_CHARS, limits);
    }

    SplitEnumeration(Labyrinth lab, int threads, int bufferChars) {
        this(lab, threads, bufferChars, Limits.none());
    }

    SplitEnumeration(Labyrinth lab, int threads, int bufferChars, Limits limits) {
        this.lab = lab;
        this.threads = threads;
        this.bufferChars = bufferChars;
        this.limits = limits;
    }

    /** Enumerates up to {@code limit} walkthroughs (negative: all) in left-first order; returns how many. */
    long run(long limit, Enumerator.LineSink sink) {
        Direction[] firsts = Counting.firstMoves(lab);
        int n = lab.grid().size();
        if (threads <= 1 || firsts.length < 2 || lab.impossibleReason() != null || n <= 1) {
            return new Enumerator(lab, Enumerator.defaultMemoBytes(n), limits).run(limit, sink);
        }
        Turns turns = new Turns(limit, sink);
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, firsts.length), r -> {
            Thread t = new Thread(r, "enumerate");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Long>> parts = new ArrayList<>();
            for (int i = 0; i < firsts.length; i++) {
                int part = i;
                Direction first = firsts[i];
                parts.add(pool.submit(() -> turns.run(part, new Enumerator(lab,
                        Enumerator.defaultMemoBytes(n) / Math.min(threads, firsts.length), limits), first)));
            }
            long total = 0;
            for (Future<Long> f : parts) {
                total += f.get();
            }
            if (sink != null) {
                return turns.emitted;
            }
            return limit >= 0 ? Math.min(limit, total) : total;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedRunException("interrupted while enumerating");
        } catch (ExecutionException e) {
            throw Failures.rethrow(e);
        } finally {
            turns.halt();
            pool.shutdownNow();
        }
    }

    /** Whose turn it is to write, how many lines are out, and when to stop. */
    private final class Turns {
        private final long limit;
        private final Enumerator.LineSink sink;
        private volatile int turn;
        /** Lines given to the sink (written only by the part whose turn it is). */
        private volatile long emitted;
        final AtomicBoolean stop = new AtomicBoolean();

        Turns(long limit, Enumerator.LineSink sink) {
            this.limit = limit;
            this.sink = sink;
        }

        /** Stops every part, waking those that wait for their turn. */
        synchronized void halt() {
            stop.set(true);
            notifyAll();
        }

        long run(int part, Enumerator en, Direction first) throws InterruptedException {
            if (sink == null) {
                return en.run(limit, null, first);
            }
            Part p = new Part(part);
            en.run(limit, p::accept, first);
            p.finish();
            return p.lines;
        }

        private final class Part {
            final int index;
            char[] buffer = new char[1024];
            int used;
            long lines;
            final char[] line = new char[lab.grid().size()];

            Part(int index) {
                this.index = index;
            }

            boolean accept(char[] moves, int length) {
                if (stop.get()) {
                    return false;
                }
                lines++;
                if (turn == index) {
                    drain();
                    return emit(moves, length);
                }
                if (used + length + 1 > bufferChars) {
                    if (!waitForTurn()) {
                        return false;
                    }
                    drain();
                    return emit(moves, length);
                }
                if (used + length + 1 > buffer.length) {
                    buffer = java.util.Arrays.copyOf(buffer, Math.min(bufferChars, Math.max(2 * buffer.length,
                            used + length + 1)));
                }
                System.arraycopy(moves, 0, buffer, used, length);
                used += length;
                buffer[used++] = '\n';
                // a part never needs more lines than the limit
                return limit < 0 || lines < limit;
            }

            private boolean emit(char[] moves, int length) {
                if (limit >= 0 && emitted >= limit) {
                    halt();
                    return false;
                }
                boolean more = sink.accept(moves, length);
                emitted++;
                if (!more || limit >= 0 && emitted >= limit) {
                    halt();
                    return false;
                }
                return true;
            }

            /** Writes out what this part buffered while it waited (its turn has come). */
            private void drain() {
                int start = 0;
                for (int i = 0; i < used; i++) {
                    if (buffer[i] == '\n') {
                        int len = i - start;
                        System.arraycopy(buffer, start, line, 0, len);
                        start = i + 1;
                        if (!emit(line, len)) {
                            used = 0;
                            return;
                        }
                    }
                }
                used = 0;
            }

            private boolean waitForTurn() {
                synchronized (Turns.this) {
                    while (turn != index && !stop.get()) {
                        try {
                            Turns.this.wait();
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            return false;
                        }
                    }
                }
                return !stop.get();
            }

            void finish() {
                if (stop.get()) {
                    return;
                }
                if (turn != index && !waitForTurn()) {
                    return;
                }
                drain();
                synchronized (Turns.this) {
                    turn = index + 1;
                    Turns.this.notifyAll();
                }
            }
        }
    }
}
