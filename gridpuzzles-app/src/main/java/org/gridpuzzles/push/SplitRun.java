package org.gridpuzzles.push;

import java.util.List;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

/**
 * The depths of the optimal search split by their first pushes, each searched {@linkplain FirstPushes elsewhere} with
 * a table of its own (the first, quick depths searched here, see {@link FirstPushes#searchHereBelowSeconds}). A solution under any first push is minimal (every shallower depth was refuted); of several, the
 * one under the first push that comes first in {@link Push#all} is kept, as the threads of {@link SearchRun} keep it.
 */
final class SplitRun implements Deepening {

    private final PushPuzzle puzzle;
    private final Control control;
    private final FirstPushes elsewhere;
    private final Progress progress;
    private final int[] first;
    private List<Push> solution;
    private boolean stopped;
    private long nodes;
    /** See {@link FirstPushes#searchHereBelowSeconds}. */
    private final long hereBelowNanos;
    /** The search of the first, quick depths on this process's threads; null once a depth took longer. */
    private SearchRun here;
    private long nodesHere;

    SplitRun(PushPuzzle puzzle, Control control, FirstPushes elsewhere, Progress progress, int tableBits) {
        this.puzzle = puzzle;
        this.hereBelowNanos = (long) (elsewhere.searchHereBelowSeconds() * 1e9);
        this.here = hereBelowNanos > 0
                ? new SearchRun(puzzle, control, false, tableBits, null, progress, true)
                : null;
        this.control = control;
        this.elsewhere = elsewhere;
        this.progress = progress;
        this.first = new int[4 * puzzle.n()];
        for (int i = 0; i < first.length; i++) {
            first[i] = i;
        }
    }

    @Override
    public void iterate(int depth) {
        solution = null;
        stopped = false;
        if (here != null) {
            long t0 = System.nanoTime();
            here.iterate(depth);
            solution = here.solution();
            stopped = here.stopped();
            if (System.nanoTime() - t0 >= hereBelowNanos) {
                // the next depth costs many times this one: from now on it is split
                nodesHere = here.nodes();
                here.close();
                here = null;
            }
            return;
        }
        List<FirstPushAnswer> answers = elsewhere.search(puzzle, depth, first, control.limits());
        if (answers.size() != first.length) {
            // a split search that lost answers has proved nothing about the first pushes it did not report
            throw new IllegalStateException("the split search of depth " + depth + " gave " + answers.size()
                    + " answers for " + first.length + " first pushes");
        }
        int done = 0;
        for (int i = 0; i < answers.size(); i++) {
            FirstPushAnswer a = answers.get(i);
            if (a.firstPush() != first[i] || a.depth() != depth) {
                throw new IllegalStateException("the split search answered first push " + a.firstPush() + " at depth "
                        + a.depth() + " for first push " + first[i] + " at depth " + depth);
            }
            nodes += a.nodes();
            if (a.solution() != null && solution == null) {
                solution = a.pushes(puzzle.n());
            } else if (!a.complete()) {
                stopped = true;
            } else {
                done++;
            }
        }
        progress.done(done);
    }

    @Override
    public List<Push> solution() {
        return solution;
    }

    @Override
    public boolean stopped() {
        return stopped;
    }

    @Override
    public long nodes() {
        return (here != null ? here.nodes() : nodesHere) + nodes;
    }

    @Override
    public int firstPushes() {
        return first.length;
    }

    @Override
    public void close() {
        if (here != null) {
            here.close();
        }
    }

    /** See {@link PushLabyrinths#searchFirstPush}. */
    static FirstPushAnswer searchFirstPush(PushPuzzle puzzle, int depth, int firstPush, Limits limits) {
        if (depth < 1 || firstPush < 0 || firstPush >= 4 * puzzle.n()) {
            throw new InvalidInputException("no first push " + firstPush + " at depth " + depth + " of a "
                    + puzzle.n() + " x " + puzzle.n() + " board");
        }
        if (new TileBoard(puzzle).reached()) {
            return new FirstPushAnswer(firstPush, depth, new int[0], true, 0);
        }
        // a task's table is its own, made for each task: small boards get a small one
        int tableBits = puzzle.n() < 10 ? 14 : 20;
        try (SearchRun run = new SearchRun(puzzle, Control.of(limits, 1), false, tableBits, null, Progress.none(),
                true, firstPush)) {
            run.iterate(depth);
            List<Push> found = run.solution();
            int[] solution = found == null ? null : found.stream().mapToInt(q -> q.index(puzzle.n())).toArray();
            return new FirstPushAnswer(firstPush, depth, solution, found != null || !run.stopped(), run.nodes());
        }
    }
}
