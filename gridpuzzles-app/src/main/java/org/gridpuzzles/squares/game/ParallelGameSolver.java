package org.gridpuzzles.squares.game;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

import org.gridpuzzles.core.Failures;
import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.Goal;

/**
 * Alpha-beta on several threads over one shared table: every thread answers the same question, each trying the first
 * position's moves from a different share on, and the first answer stands (every thread's answer is exact, so they
 * agree). Where all the first moves must be refuted (x's opening on 5 x 5), the threads refute different ones and
 * find each other's in the table; deeper down a thread reuses whatever the others stored. Small questions (few free
 * fields) go to one thread: there the threads would cost more than they save.
 */
final class ParallelGameSolver implements GameSolver, AutoCloseable {

    /** Questions with fewer free fields than this are answered by one thread. */
    static final int MIN_FREE = 13;

    private final PruningSolver[] team;
    private final ExecutorService pool;
    private final AtomicLong teamNodes = new AtomicLong();
    private final int fields;

    public ParallelGameSolver(int rows, int cols, boolean axisParallel, Goal goal, int tableBits, int threads,
            Limits limits) {
        GameTable table = new GameTable(tableBits, true, rows * cols);
        team = new PruningSolver[threads];
        for (int i = 0; i < threads; i++) {
            team[i] = new PruningSolver(rows, cols, axisParallel, goal, tableBits, false, true,
                    DrawnFinals.DEFAULT_CAP, table);
            team[i].limits(limits);
            team[i].watch().joinTeam(i, threads, teamNodes);
        }
        fields = rows * cols;
        pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "squares-solve");
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public boolean atLeast(GamePosition p, int t) {
        if (Long.bitCount(p.free()) < MIN_FREE) {
            team[0].watch().stop(false);
            return team[0].atLeast(p, t);
        }
        ExecutorCompletionService<Boolean> done = new ExecutorCompletionService<>(pool);
        List<Future<Boolean>> asked = new ArrayList<>();
        for (PruningSolver s : team) {
            s.watch().stop(false);
            asked.add(done.submit(() -> s.atLeast(p, t)));
        }
        RuntimeException failure = null;
        Boolean answer = null;
        try {
            // the first thread to end with an answer (or a limit) decides; the others are stopped
            for (int left = team.length; left > 0 && answer == null && failure == null; left--) {
                try {
                    answer = done.take().get();
                } catch (ExecutionException e) {
                    if (!(e.getCause() instanceof SearchWatch.Stopped)) {
                        failure = Failures.rethrow(e);
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failure = new InterruptedRunException("the solve was interrupted");
        } finally {
            for (PruningSolver s : team) {
                s.watch().stop(true);
            }
            for (Future<Boolean> f : asked) {
                try {
                    f.get();
                } catch (ExecutionException | InterruptedException | java.util.concurrent.CancellationException e) {
                    // stopped, or failed after the answer was known
                }
            }
            // every thread has ended: the next question, on one thread or on all, runs
            for (PruningSolver s : team) {
                s.watch().stop(false);
            }
        }
        if (failure != null) {
            throw failure;
        }
        return answer;
    }

    @Override
    public int suggest(GamePosition p, int t) {
        return team[0].suggest(p, t);
    }

    @Override
    public void keepProvedMoves(int minFree) {
        // each thread keeps its own (no locks); a move is looked up in all
        for (PruningSolver s : team) {
            s.keepProvedMoves(minFree);
        }
    }

    @Override
    public int provedMove(GamePosition p, int t) {
        for (PruningSolver s : team) {
            int m = s.provedMove(p, t);
            if (m >= 0) {
                return m;
            }
        }
        return -1;
    }

    /**
     * One writer a thread, each over one solver of the team: its searches on that thread alone. The moves the team
     * proved are read by all; those proved while writing are kept by each writer for itself.
     */
    @Override
    public List<GameSolver> writers() {
        List<PruningSolver> all = List.of(team);
        List<GameSolver> out = new ArrayList<>();
        for (PruningSolver s : team) {
            s.shareProvedMoves();
            s.watch().stop(false);
        }
        for (PruningSolver s : team) {
            out.add(new GameSolver() {
                @Override
                public boolean atLeast(GamePosition p, int t) {
                    return s.atLeast(p, t);
                }

                @Override
                public int suggest(GamePosition p, int t) {
                    return s.suggest(p, t);
                }

                @Override
                public int provedMove(GamePosition p, int t) {
                    return s.provedMove(p, t, all);
                }

                @Override
                public long[][] through() {
                    return s.through();
                }

                @Override
                public long nodes() {
                    return s.nodes();
                }
            });
        }
        return out;
    }

    @Override
    public long[][] through() {
        return team[0].through();
    }

    @Override
    public long nodes() {
        long n = 0;
        for (PruningSolver s : team) {
            n += s.nodes();
        }
        return n;
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
