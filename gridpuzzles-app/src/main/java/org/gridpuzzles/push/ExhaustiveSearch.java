package org.gridpuzzles.push;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntConsumer;

import org.gridpuzzles.io.Progress;

/**
 * Complete search: iterative deepening over push sequences with duplicate detection (a table of states proved to
 * fail within a budget) and an exact cut on the last push: a push can only join the avatar's fields to the goal's
 * component if its line touches or borders both, and whether it does is read from the goal's component after it
 * without making it ({@link TileBoard#reachesAfter}; one push earlier likewise {@link TileBoard#goalTouchesAfter}).
 * Depth by depth, so the first solution found is a shortest one and the finished shallower depths prove it minimal.
 * The first pushes are shared out among worker threads.
 *
 * <p>Every node is cut when its {@link PushLowerBound} exceeds the pushes left. A quiet push (its line neither holds
 * nor borders a field of the avatar's set or of the goal's component) changes neither set, so it keeps the node's
 * bound and is skipped when that bound is already too high. When one solution is wanted, pushes after one that left
 * the avatar's set alone follow an order that keeps some shortest solution (see {@code dfs}). Near the leaves,
 * what a node's parent found for its other children settles many pushes without making them (see
 * {@code settledBefore} and {@code lastFails}).
 *
 * <p>This class is the deepening, depth by depth, with its beams and checkpoint; the threads' shared state, the
 * depth-first search and the rules that settle pushes near the leaves are {@link SearchRun}, {@link PushWorker} and
 * {@link LeafSettling}.
 */
final class ExhaustiveSearch implements PushSearch {


    /** The share of a depth's time the optimal search gives to beams for a solution one push longer. */
    static final double BEAM_SHARE = 1.0;

    /** A depth must take this long before beams look for a solution of any length (so quick proofs pay nothing). */
    static final long INCUMBENT_AFTER_NANOS = 100_000_000L;

    /** See {@link #withIncumbentAfter}. */
    private long incumbentAfterNanos = INCUMBENT_AFTER_NANOS;

    /** The share of a depth's time given to beams for a solution shorter than the best known, of any length. */
    static final double INCUMBENT_SHARE = 0.25;

    private final int tableBits;
    private IntConsumer depthListener = d -> { };
    /** See {@link #withBeamShare}; 0: none. */
    private double beamShare;
    /** See {@link #withoutSettling}. */
    private boolean settle = true;
    /** See {@link #withCheckpoint}; null: none. */
    private OptimalCheckpoint checkpoint;
    /** See {@link #withProgress}. */
    private Progress progress = Progress.none();
    /** See {@link #withFirstPushesElsewhere}; null: on this run's threads. */
    private FirstPushes elsewhere;

    public ExhaustiveSearch() {
        this(20);
    }

    public ExhaustiveSearch(int tableBits) {
        this.tableBits = tableBits;
    }

    /** Called with each depth once it has been searched completely without a solution. */
    public ExhaustiveSearch onDepthDone(IntConsumer listener) {
        this.depthListener = listener;
        return this;
    }

    /**
     * After each depth refuted, beams of growing width look for a solution one push longer, for up to {@code share}
     * times the time the depth took. One found is minimal (every shorter sequence is refuted), so the next depth, which
     * costs tens of times more, is not searched. Without it (share 0) every depth is searched in full.
     */
    public ExhaustiveSearch withBeamShare(double share) {
        this.beamShare = share;
        return this;
    }

    /**
     * Without the rules that settle pushes near the leaves from what a node's parent found ({@code settledBefore},
     * {@code quietSettled}, {@code lastFails}): slower, for checking those rules against the search without them.
     */
    ExhaustiveSearch withoutSettling() {
        this.settle = false;
        return this;
    }

    /**
     * Shows {@link #solve} depth by depth: a task for each depth whose steps are its first pushes searched to the end
     * (the units the threads share out, so the bar moves evenly enough to estimate the time left), and a note with
     * the pushes proved necessary so far.
     */
    ExhaustiveSearch withProgress(Progress progress) {
        this.progress = progress;
        return this;
    }

    /**
     * Keeps what {@link #solve} proves in {@code checkpoint} (depths refuted, first pushes refuted at the next depth,
     * the shortest solution found) and starts from what it already holds.
     */
    ExhaustiveSearch withCheckpoint(OptimalCheckpoint checkpoint) {
        this.checkpoint = checkpoint;
        return this;
    }

    /**
     * Searches each depth's first pushes {@code elsewhere} (a cluster's tasks) instead of on this process's threads;
     * the deepening, its beams and the bound they give stay here. Not with a checkpoint.
     */
    ExhaustiveSearch withFirstPushesElsewhere(FirstPushes elsewhere) {
        this.elsewhere = elsewhere;
        return this;
    }

    /**
     * With beams on ({@link #withBeamShare}), every depth that takes longer than {@code nanos} is followed by beams
     * for a solution shorter than the best known, of any length: the best is reported at a time limit, and proved
     * minimal (ending the search) as soon as every shorter depth is refuted.
     */
    ExhaustiveSearch withIncumbentAfter(long nanos) {
        this.incumbentAfterNanos = nanos;
        return this;
    }

    /**
     * A minimum-push solution, proved minimal; or a proof that none exists within max_steps; or at a time limit the
     * depths refuted and the shortest solution found.
     */
    @Override
    public PushOutcome solve(PushPuzzle puzzle, Control control) {
        TileBoard start = new TileBoard(puzzle);
        if (start.reached()) {
            return PushOutcome.solved(List.of(), true, 0);
        }
        OptimalCheckpoint cp = checkpoint;
        // The shortest solution found so far by beams, not yet proved minimal; proved once every shorter depth is.
        List<Push> best = cp == null ? null : cp.best();
        int refuted = cp == null ? 0 : cp.refuted();
        if (best != null && best.size() > puzzle.maxSteps()) {
            // found with a larger max_steps than this run's
            best = null;
        }
        if (refuted > 0) {
            depthListener.accept(refuted);
        }
        if (best != null && best.size() == refuted + 1) {
            return PushOutcome.solved(best, true, 0);
        }
        if (refuted >= puzzle.maxSteps()) {
            return PushOutcome.unsatisfiable(0, puzzle.maxSteps());
        }
        Deepening run = elsewhere == null
                ? new SearchRun(puzzle, control, false, tableBits, checkpoint, progress, settle)
                : new SplitRun(puzzle, control, elsewhere, progress, tableBits);
        long beamNodes = 0;
        try {
            for (int depth = refuted + 1; depth <= puzzle.maxSteps(); depth++) {
                long t0 = System.nanoTime();
                progress.start("depth " + depth + ": first pushes", run.firstPushes());
                progress.note(best == null ? ">= " + depth + " pushes" : depth + ".." + best.size() + " pushes");
                if (cp != null) {
                    progress.done(cp.firstRefutedCount(depth));
                }
                run.iterate(depth);
                if (run.solution() != null) {
                    if (cp != null) {
                        cp.found(run.solution());
                    }
                    return PushOutcome.solved(run.solution(), true, run.nodes() + beamNodes);
                }
                if (run.stopped()) {
                    // Depths below this one were searched completely without a solution.
                    return PushOutcome.timeout(run.nodes() + beamNodes, depth, best);
                }
                if (cp != null) {
                    cp.depthRefuted(depth);
                }
                depthListener.accept(depth);
                if (best != null && best.size() == depth + 1) {
                    return PushOutcome.solved(best, true, run.nodes() + beamNodes);
                }
                if (beamShare > 0 && depth < puzzle.maxSteps()) {
                    long spent = System.nanoTime() - t0;
                    long budget = (long) (beamShare * spent);
                    BeamSearch.Found f = BeamSearch.within(puzzle, depth + 1, budget, control);
                    beamNodes += f.nodes();
                    if (f.pushes() != null) {
                        // no sequence of depth pushes or fewer reaches the goal, so this one is minimal
                        if (cp != null) {
                            cp.found(f.pushes());
                        }
                        return PushOutcome.solved(f.pushes(), true, run.nodes() + beamNodes);
                    }
                    int cap = best == null ? puzzle.maxSteps() : best.size() - 1;
                    if (cap > depth + 1 && spent >= incumbentAfterNanos) {
                        // A solution shorter than the best known, of any length: reported at a time limit, and it
                        // ends the deepening at its length. Each depth costs tens of times the one before, so this
                        // share of the depth just refuted is little of the whole.
                        BeamSearch.Found shorter = BeamSearch.within(puzzle, cap, (long) (INCUMBENT_SHARE * spent),
                                control);
                        beamNodes += shorter.nodes();
                        if (shorter.pushes() != null) {
                            best = shorter.pushes();
                            if (cp != null) {
                                cp.found(best);
                            }
                            if (best.size() == depth + 1) {
                                return PushOutcome.solved(best, true, run.nodes() + beamNodes);
                            }
                        }
                    }
                }
            }
            return PushOutcome.unsatisfiable(run.nodes() + beamNodes, puzzle.maxSteps());
        } finally {
            run.close();
            if (cp != null) {
                cp.flush();
            }
        }
    }

    /** Every solution with at most max_steps pushes, shortest first; null when the time limit was reached. */
    public List<List<Push>> all(PushPuzzle puzzle, Control control) {
        TileBoard start = new TileBoard(puzzle);
        if (start.reached()) {
            return List.of(List.of());
        }
        SearchRun run = new SearchRun(puzzle, control, true, tableBits, checkpoint, progress, settle);
        try {
            if (puzzle.maxSteps() > 0) {
                run.iterate(puzzle.maxSteps());
            }
            if (run.aborted) {
                return null;
            }
            List<List<Push>> sols = new ArrayList<>(run.solutions);
            Push[] order = Push.all(puzzle.n());
            List<Push> idx = Arrays.asList(order);
            Comparator<List<Push>> byPushes = (a, b) -> {
                for (int k = 0; k < Math.min(a.size(), b.size()); k++) {
                    int c = Integer.compare(idx.indexOf(a.get(k)), idx.indexOf(b.get(k)));
                    if (c != 0) {
                        return c;
                    }
                }
                return 0;
            };
            sols.sort(Comparator.<List<Push>>comparingInt(List::size).thenComparing(byPushes));
            return sols;
        } finally {
            run.close();
        }
    }

    /**
     * The finer test of {@link #settledBefore}: true when the sets after push q stay clear of every field where two
     * boards differ that differed only on the line D of push {@code prev} before q. For q parallel to D (another
     * line) that is D itself. For q crossing D, q moves D's field on q's line one place along q's line, off D, and
     * brings in a field that was the same on both boards: the difference is D (less that field) and the one field
     * next to D on q's line that q moved it to. {@code rows} and {@code cols} are the lines the sets after q touch,
     * {@code fieldsOnLine} (bit k: the k-th field of q's line, counted from the row's west end or the column's
     * bottom) the fields of q's line that they hold or border with an opening towards them. A closure that does not
     * touch where two boards differ is the same on both.
     */
    static boolean clearOfFields(int n, int q, int prev, long rows, long cols, long fieldsOnLine) {
        int line = prev % n;
        boolean prevRow = prev < 2 * n;
        long touched = prevRow ? rows : cols;
        if (((touched >>> line) & 1) != 0) {
            return false;
        }
        if ((q < 2 * n) == prevRow) {
            return true;
        }
        // Pushes 0..n-1 (rows east) and 2n..3n-1 (columns north) move tiles to the next higher place.
        boolean forward = (q / n) % 2 == 0;
        int movedTo = forward ? (line + 1) % n : (line + n - 1) % n;
        return ((fieldsOnLine >>> movedTo) & 1) == 0;
    }

    /**
     * Bit k set when the k-th field of the line of push {@code p} (from the row's west end or the column's bottom)
     * is in {@code set} or borders one of its fields that has an opening towards it.
     */
    static long fieldsTouched(TileBoard b, int p, long[] set) {
        int n = b.n();
        int line = p % n;
        boolean row = p < 2 * n;
        long m = 0;
        for (int k = 0; k < n; k++) {
            int x = row ? line : k;
            int y = row ? k : line;
            int f = x * n + y;
            if (TileBoard.get(set, f)
                    || (x + 1 < n && TileBoard.get(set, f + n) && (b.openings(f + n) & PushPuzzle.SOUTH) != 0)
                    || (x > 0 && TileBoard.get(set, f - n) && (b.openings(f - n) & PushPuzzle.NORTH) != 0)
                    || (y + 1 < n && TileBoard.get(set, f + 1) && (b.openings(f + 1) & PushPuzzle.WEST) != 0)
                    || (y > 0 && TileBoard.get(set, f - 1) && (b.openings(f - 1) & PushPuzzle.EAST) != 0)) {
                m |= 1L << k;
            }
        }
        return m;
    }
}
