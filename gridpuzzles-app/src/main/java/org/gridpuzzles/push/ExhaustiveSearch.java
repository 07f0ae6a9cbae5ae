package org.gridpuzzles.push;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntConsumer;

import org.gridpuzzles.core.InvalidInputException;
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
 */
final class ExhaustiveSearch implements PushSearch {

    /** Salts that key a failure found under the order rule with the push that led to the state. */
    private static final long[][] CONTEXT = new long[2][4 * PushPuzzle.MAX_SIZE];

    static {
        SplittableRandom r = new SplittableRandom(0xc0_27e7L);
        for (long[] salts : CONTEXT) {
            for (int i = 0; i < salts.length; i++) {
                salts[i] = r.nextLong();
            }
        }
    }

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
        Run run = new Run(puzzle, control, false);
        long beamNodes = 0;
        try {
            for (int depth = refuted + 1; depth <= puzzle.maxSteps(); depth++) {
                long t0 = System.nanoTime();
                progress.start("depth " + depth + ": first pushes", run.pushes.length);
                progress.note(best == null ? ">= " + depth + " pushes" : depth + ".." + best.size() + " pushes");
                if (cp != null) {
                    progress.done(cp.firstRefutedCount(depth));
                }
                run.iterate(depth);
                if (run.best != null) {
                    if (cp != null) {
                        cp.found(run.best);
                    }
                    return PushOutcome.solved(run.best, true, run.nodes.get() + beamNodes);
                }
                if (run.aborted) {
                    // Depths below this one were searched completely without a solution.
                    return PushOutcome.timeout(run.nodes.get() + beamNodes, depth, best);
                }
                if (cp != null) {
                    cp.depthRefuted(depth);
                }
                depthListener.accept(depth);
                if (best != null && best.size() == depth + 1) {
                    return PushOutcome.solved(best, true, run.nodes.get() + beamNodes);
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
                        return PushOutcome.solved(f.pushes(), true, run.nodes.get() + beamNodes);
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
                                return PushOutcome.solved(best, true, run.nodes.get() + beamNodes);
                            }
                        }
                    }
                }
            }
            return PushOutcome.unsatisfiable(run.nodes.get() + beamNodes, puzzle.maxSteps());
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
        Run run = new Run(puzzle, control, true);
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

    /** One search over one instance: workers that share one table, reused from depth to depth. */
    private final class Run {
        final PushPuzzle puzzle;
        final Control control;
        final boolean all;
        final Push[] pushes;
        final ExecutorService pool;
        final Worker[] workers;
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
        volatile boolean aborted;
        volatile int bestTask = Integer.MAX_VALUE;
        List<Push> best;
        AtomicInteger nextTask;

        Run(PushPuzzle puzzle, Control control, boolean all) {
            this.puzzle = puzzle;
            this.control = control;
            this.all = all;
            this.orderQuiet = !all;
            this.checkpoint = all ? null : ExhaustiveSearch.this.checkpoint;
            this.progress = all ? Progress.none() : ExhaustiveSearch.this.progress;
            this.settle = ExhaustiveSearch.this.settle;
            this.pushes = Push.all(puzzle.n());
            int threads = Math.min(control.threads(), pushes.length);
            this.table = new TranspositionTable(Math.min(tableBits + 32 - Integer.numberOfLeadingZeros(threads - 1),
                    TranspositionTable.MAX_BITS));
            this.workers = new Worker[threads];
            for (int i = 0; i < threads; i++) {
                workers[i] = new Worker(this);
            }
            this.pool = threads > 1 ? Executors.newFixedThreadPool(threads, r -> {
                Thread t = new Thread(r, "push-search");
                t.setDaemon(true);
                return t;
            }) : null;
        }

        void iterate(int depth) {
            nextTask = new AtomicInteger();
            if (pool == null) {
                workers[0].run(depth);
                return;
            }
            List<Future<?>> fs = new ArrayList<>();
            for (Worker w : workers) {
                fs.add(pool.submit(() -> w.run(depth)));
            }
            for (Future<?> f : fs) {
                try {
                    f.get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    aborted = true;
                    control.stop();
                } catch (java.util.concurrent.ExecutionException e) {
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

        void close() {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
    }

    /**
     * One thread's depth-first search. It works on a single board in place: a push is undone by the opposite push
     * and the avatar's set restored from a copy, which costs O(N) per node instead of copying the board.
     */
    private static final class Worker {
        final Run run;
        final int n;
        final int moves;
        final FieldGeometry geometry;
        final TileBoard board;
        long[][] saved;
        final long[] scratch;
        Push[] path;
        final TranspositionTable table;
        LineContacts[] contacts;
        /**
         * At a node with 3 pushes left, for each push q: whether the position after q has a line touching both sets
         * (or the goal reached), and the rows and columns touched by either set there. See {@link #settledBefore}.
         */
        final boolean[] afterShared;
        final long[] afterRows;
        final long[] afterCols;
        /** The fields of q's own line that either set after q holds or borders: see {@link #clearOfFields}. */
        final long[] afterFields;
        /** Scratch: both sets after q, as one bit set. */
        final long[] afterSets;
        final LineContacts afterContacts;
        /**
         * For each push r recorded by {@link #lookAhead} after which a line touches both sets: whether what the last
         * pushes after r give is unknown (one reached the goal, or r was not recorded), and the rows and the columns
         * holding a field (of this node's board) whose tile could change what one of them gives. See
         * {@link #lastPushesAfter}.
         */
        final boolean[] lastUnknownAfter;
        final long[] lastRowsAfter;
        final long[] lastColsAfter;
        /** Scratch of {@link #lastPushes}: the rows and columns read, in the places before {@code back}. */
        long backRows;
        long backCols;
        /** Scratch: the avatar's lines after a last push. */
        final LineContacts lastContacts;
        /** Scratch: the avatar's set after r, and a set mapped back to this node's places. */
        final long[] keepAfter;
        final long[] reachBack;
        /** Whether the last node with 3 pushes left recorded its look-ahead, and its goal's field. */
        boolean lookedAhead;
        int lookGoal;
        /**
         * Recorded by {@link #lookAhead}: whether every push there is settled for some quiet push (none left a line
         * touching both sets with an unknown last push), and the rows and the columns a quiet push must lie on for
         * some push after it not to be settled (see {@link #quietSettled}).
         */
        long unsettledRows;
        long unsettledCols;
        boolean allKnown;
        /**
         * At a node with 2 pushes left and a line touching both sets, over the pushes on such lines: whether one
         * reaches the goal, and the rows and columns a quiet push must lie on to change what one of them gives (see
         * {@link #lastFails}).
         */
        boolean lastReached;
        long lastUnsettledRows;
        long lastUnsettledCols;
        int task;
        long localNodes;

        Worker(Run run) {
            this.run = run;
            this.n = run.puzzle.n();
            this.moves = 4 * n;
            this.geometry = FieldGeometry.of(n);
            this.board = new TileBoard(run.puzzle);
            this.saved = new long[0][];
            this.path = new Push[0];
            this.table = run.table;
            this.contacts = new LineContacts[0];
            this.scratch = new long[board.avatar.length];
            this.afterShared = new boolean[moves];
            this.afterRows = new long[moves];
            this.afterCols = new long[moves];
            this.afterFields = new long[moves];
            this.afterSets = new long[board.avatar.length];
            this.afterContacts = new LineContacts(n);
            this.lastUnknownAfter = new boolean[moves];
            this.lastRowsAfter = new long[moves];
            this.lastColsAfter = new long[moves];
            this.lastContacts = new LineContacts(n);
            this.keepAfter = new long[board.avatar.length];
            this.reachBack = new long[board.avatar.length];
        }

        /** The push that undoes push number p of {@link Push#all}. */
        private int inverse(int p) {
            return geometry.inverse[p];
        }

        void run(int depth) {
            reach(0);
            while (!run.aborted) {
                task = run.nextTask.getAndIncrement();
                if (task >= moves || (!run.all && task > run.bestTask)) {
                    break;
                }
                OptimalCheckpoint cp = run.checkpoint;
                if (cp != null && cp.firstRefuted(depth, task)) {
                    continue;
                }
                boolean solved = false;
                System.arraycopy(board.avatar, 0, saved[0], 0, saved[0].length);
                board.push(task);
                board.walk();
                count();
                path[0] = run.pushes[task];
                if (board.reached()) {
                    run.found(task, List.of(path[0]));
                    solved = true;
                } else if (depth > 1) {
                    // The order rule needs a walked parent, which the start is not.
                    solved = dfs(1, depth - 1, task, false);
                }
                if (!solved && !cancelled()) {
                    if (cp != null) {
                        // searched to the end without a solution (a search cut short is never recorded)
                        cp.firstPushRefuted(depth, task);
                    }
                    run.progress.advance(1);
                }
                // The avatar's set is put back from its copy: only the tiles move back.
                board.moveTiles(inverse(task), true);
                System.arraycopy(saved[0], 0, board.avatar, 0, saved[0].length);
            }
            run.nodes.addAndGet(localNodes);
            localNodes = 0;
        }

        private void count() {
            if ((++localNodes & 1023) == 0) {
                if (run.control.stopped()) {
                    run.aborted = true;
                }
                run.nodes.addAndGet(localNodes);
                localNodes = 0;
            }
        }

        private boolean cancelled() {
            return run.aborted || (!run.all && task > run.bestTask);
        }

        /**
         * Makes room for depth {@code d}: the stacks grow with the depth reached, not with max_steps, which a file
         * may set to any number.
         */
        private void reach(int d) {
            if (d >= saved.length) {
                int size = (int) Math.min(Math.max(16L, 2L * d), Integer.MAX_VALUE - 8);
                long[][] more = Arrays.copyOf(saved, size);
                for (int k = saved.length; k < size; k++) {
                    more[k] = new long[board.avatar.length];
                }
                saved = more;
                path = Arrays.copyOf(path, size);
                LineContacts[] c = Arrays.copyOf(contacts, size);
                for (int k = contacts.length; k < size; k++) {
                    c[k] = new LineContacts(n);
                }
                contacts = c;
            }
        }

        /**
         * For each push that touches a set of this node (bound 2, 3 pushes left): the sets after it, as far as
         * {@link #settledBefore} needs them.
         */
        private void lookAhead(LineContacts c) {
            TileBoard b = board;
            long[] keep = scratch;
            System.arraycopy(b.avatar, 0, keep, 0, keep.length);
            boolean unknown = false;
            long rowsAfterRows = 0;
            long rowsAfterCols = 0;
            long colsAfterRows = 0;
            long colsAfterCols = 0;
            for (int q = 0; q < moves; q++) {
                if (c.quiet(q)) {
                    afterShared[q] = true;  // not recorded: never settled
                    lastUnknownAfter[q] = true;
                    continue;
                }
                boolean avatarQuiet = c.avatarQuiet(q);
                if (avatarQuiet) {
                    // The line holds none of the avatar's fields: no marks to move, and nothing to walk.
                    b.moveTiles(q, false);
                } else {
                    b.pushUnhashed(q);
                    b.walkAfter(q);
                }
                LineContacts t = afterContacts;
                t.after(b, c, q);
                afterShared[q] = b.reached() || t.sharedRows() != 0 || t.sharedCols() != 0;
                afterRows[q] = t.avatarRows | t.goalRows;
                afterCols[q] = t.avatarCols | t.goalCols;
                long[] sets = afterSets;
                long[] goalSide = t.goalSide();
                for (int w = 0; w < sets.length; w++) {
                    sets[w] = b.avatar[w] | goalSide[w];
                }
                long fields = fieldsTouched(b, q, sets);
                afterFields[q] = fields;
                // A quiet push on line D settles q unless q's sets touch D or, q crossing D, the field next to D
                // on q's line that q moves D's field to: D = that field's place, less one (forward) or plus one.
                long crossing = crossingLines(q, fields);
                if (q < 2 * n) {
                    rowsAfterRows |= afterRows[q];
                    rowsAfterCols |= afterCols[q] | crossing;
                } else {
                    colsAfterRows |= afterRows[q] | crossing;
                    colsAfterCols |= afterCols[q];
                }
                if (afterShared[q]) {
                    if (b.reached()) {
                        lastUnknownAfter[q] = true;
                    } else {
                        lastPushesAfter(q, t);
                    }
                    unknown |= lastUnknownAfter[q];
                    rowsAfterRows |= lastRowsAfter[q];
                    colsAfterCols |= lastColsAfter[q];
                }
                b.moveTiles(inverse(q), false);
                System.arraycopy(keep, 0, b.avatar, 0, keep.length);
            }
            // See clearOfFields: rows a quiet row push must lie on for a later push not to be settled, and columns.
            allKnown = !unknown;
            unsettledRows = rowsAfterRows | colsAfterRows;
            unsettledCols = rowsAfterCols | colsAfterCols;
        }

        /**
         * At the position after push r from a node with 3 pushes left (walked, with a line touching both sets, goal
         * not reached): makes every push on such a line and records whether one reaches the goal, and the rows and
         * columns of the fields, in the places of the node before r, whose tiles the avatar's walk after it reads
         * (its fields and those it has an opening towards, moved back through the last push and r). A quiet push q
         * at that node changes tiles only on its line D; after r and a last push the tiles differ only where those
         * pushes took D's fields, so when no such field is read the last push gives the same set after q and fails
         * again (see {@link #settledBefore}).
         */
        private void lastPushesAfter(int r, LineContacts t) {
            lastPushes(t, keepAfter, r);
            lastUnknownAfter[r] = lastReached;
            lastRowsAfter[r] = backRows;
            lastColsAfter[r] = backCols;
        }

        /**
         * The lines D crossing push q's line such that a quiet push on D changes the field of q's line that q moves
         * D's field to, given those fields as bits ({@code fields}, see {@link ExhaustiveSearch#clearOfFields}).
         */
        private long crossingLines(int q, long fields) {
            return (q / n) % 2 == 0 ? rotateDown(fields) : rotateUp(fields);
        }

        /** Bit k to k+1, the top one to 0 (n bits). */
        private long rotateUp(long bits) {
            long mask = (1L << n) - 1;
            return ((bits << 1) | (bits >>> (n - 1))) & mask;
        }

        /** Bit k to k-1, bit 0 to the top one (n bits). */
        private long rotateDown(long bits) {
            return (bits >>> 1) | ((bits & 1L) << (n - 1));
        }

        /**
         * True when the quiet push q, at the node with 3 pushes left whose {@link #lookAhead} is recorded, leads to a
         * node with 2 left where every push is settled by {@link #settledBefore} (none of the sets after it touched
         * q's line, or for a crossing push the field it moves q's line's field to; and after a push that left a line
         * touching both sets, no last push reached the goal and none read a field of q's line) and every quiet push
         * is cut by the bound: that node fails without a push, so it is not entered.
         */
        private boolean quietSettled(int q) {
            long lines = q < 2 * n ? unsettledRows : unsettledCols;
            return allKnown && ((lines >>> geometry.lineOf[q]) & 1) == 0;
        }

        /**
         * Tries every push on a line touching both sets (bound 1) from this node and records its outcome for
         * {@link #lastFails}; with {@code back} a push (not -1), this node is the position after it from a node with
         * 3 pushes left, and the rows and columns the walks read are also recorded in that node's places (see
         * {@link #lastPushesAfter}). {@code keep}: scratch for this node's avatar's set.
         */
        private void lastPushes(LineContacts c, long[] keep, int back) {
            TileBoard b = board;
            System.arraycopy(b.avatar, 0, keep, 0, keep.length);
            long rows = c.sharedRows();
            long cols = c.sharedCols();
            lastReached = false;
            lastUnsettledRows = 0;
            lastUnsettledCols = 0;
            backRows = 0;
            backCols = 0;
            for (int dir = 0; dir < 4; dir++) {
                long lines = dir < 2 ? rows : cols;
                while (lines != 0) {
                    int r = dir * n + Long.numberOfTrailingZeros(lines);
                    lines &= lines - 1;
                    lastPush(c, r, keep, back);
                }
            }
        }

        /** One push of {@link #lastPushes}, made, recorded and undone. */
        private void lastPush(LineContacts c, int r, long[] keep, int back) {
            TileBoard b = board;
            b.pushUnhashed(r);
            b.walkAfter(r);
            // Not afterContacts: the look-ahead still reads it while lastPushesAfter runs.
            LineContacts t = lastContacts;
            // Only the avatar's lines are read below: the goal's component is not worked out.
            t.avatarAfter(b, c, r);
            lastReached |= b.reached();
            // As in lookAhead, with the avatar's set alone (only it decides whether r reaches the goal).
            long crossing = crossingLines(r, fieldsTouched(b, r, b.avatar));
            if (r < 2 * n) {
                lastUnsettledRows |= t.avatarRows;
                lastUnsettledCols |= t.avatarCols | crossing;
            } else {
                lastUnsettledRows |= t.avatarRows | crossing;
                lastUnsettledCols |= t.avatarCols;
            }
            if (back >= 0) {
                long[] s = reachBack;
                b.avatarReach(s);
                b.moveMarks(s, inverse(r));
                b.moveMarks(s, inverse(back));
                byte[] rowOf = geometry.row;
                byte[] colOf = geometry.col;
                for (int w = 0; w < s.length; w++) {
                    long bits = s[w];
                    while (bits != 0) {
                        int f = (w << 6) + Long.numberOfTrailingZeros(bits);
                        bits &= bits - 1;
                        backRows |= 1L << rowOf[f];
                        backCols |= 1L << colOf[f];
                    }
                }
            }
            b.moveTiles(inverse(r), false);
            System.arraycopy(keep, 0, b.avatar, 0, keep.length);
        }

        /**
         * True when, after the quiet push q at a node with 2 pushes left, no last push can reach the goal: the
         * candidates for the last push are those of this node (the sets did not change), and each of them failed
         * here with an avatar's set clear of the fields q changed, so it gives the same set after q (see
         * {@link ExhaustiveSearch#clearOfFields}) and fails again.
         */
        private boolean lastFails(int q) {
            long lines = q < 2 * n ? lastUnsettledRows : lastUnsettledCols;
            return !lastReached && ((lines >>> geometry.lineOf[q]) & 1) == 0;
        }

        /**
         * True when push q, at a node with 2 pushes left entered by the push {@code prev} (which left the avatar's
         * set and the goal's field as they were) from a node whose {@link #lookAhead} is recorded, cannot be followed
         * by a last push that reaches the goal. The two boards differ only on prev's line D (after q: D
         * moved by q: see {@link ExhaustiveSearch#clearOfFields}); the avatar's set and the goal's field are the
         * same, so after q both walks start from the same fields. A closure computed on one board that does not touch
         * where the boards differ is the closure on the other too; so when neither set after q touched D (nor, for a
         * crossing q, the field q moved D's field to), the sets after q are those recorded: with no line in common
         * one push cannot finish; with one, the last pushes are those {@link #lastPushesAfter} made, and each gives
         * the same set again when its walk read no field that came from D.
         */
        private boolean settledBefore(int q, int prev) {
            if (afterShared[q]) {
                if (lastUnknownAfter[q]) {
                    return false;
                }
                long lines = prev < 2 * n ? lastRowsAfter[q] : lastColsAfter[q];
                if (((lines >>> geometry.lineOf[prev]) & 1) != 0) {
                    return false;
                }
            }
            return clearOfFields(n, q, prev, afterRows[q], afterCols[q], afterFields[q]);
        }

        /**
         * The lines (bit i: line i) whose push in one direction is worth making at this node: on the last push only
         * lines touching both sets; when the bound leaves no push to spare, no quiet line; after an avatar-quiet push
         * on a parallel line (see the order rule in {@link #dfs}), its own line and the avatar-quiet lines after it,
         * the way back excluded.
         */
        private long candidates(LineContacts c, int rem, int h, boolean rowPush, boolean orderedParallel,
                int prevLine, boolean prevInverseDir, long avatarLines, long touchedLines) {
            long lines = n >= 64 ? -1L : (1L << n) - 1;
            if (rem == 1) {
                lines &= rowPush ? c.sharedRows() : c.sharedCols();
            }
            if (h > rem - 1) {
                lines &= touchedLines;
            }
            if (orderedParallel) {
                long keep = (~avatarLines & (-1L << (prevLine + 1))) | (1L << prevLine);
                if (prevInverseDir) {
                    keep &= ~(1L << prevLine);
                }
                lines &= keep;
            }
            return lines;
        }

        /**
         * Searches below the board at depth d (walked, goal not reached) with {@code rem} pushes left; {@code prev}
         * is the push that led here and {@code prevAvatarQuiet} whether it left the avatar's set as it was.
         *
         * <p>Order of pushes (one solution wanted): after a push p that touched no field of the avatar's set, a push q
         * on another parallel line is tried only when q is also avatar-quiet and its line comes after p's. Why: p
         * left the set alone, so q then p reaches the same board and goal with an avatar's set that contains the one
         * of p then q (q moves no avatar field onto p's line; walking is monotone), and two avatar-quiet pushes give
         * the same state in either order. The inverse of such a p gives the parent again. So some shortest solution
         * has none of the skipped pairs. Because what is skipped depends on p, a failure found under that rule is
         * remembered for the state together with p.
         */
        private boolean dfs(int d, int rem, int prev, boolean prevAvatarQuiet) {
            reach(d);
            TileBoard b = board;
            LineContacts c = contacts[d];
            if (d == 1) {
                // Before the first push the avatar has not walked: the root's sets say nothing about this one's.
                c.of(b);
            } else {
                c.after(b, contacts[d - 1], prev);
            }
            int h = run.bound.bound(b, c);
            if (h > rem) {
                return false;
            }
            long rows = -1L;
            long cols = -1L;
            if (rem == 1) {
                // Only a line that touches or borders both the avatar's fields and the goal's component can
                // create the first connection between them.
                rows = c.sharedRows();
                cols = c.sharedCols();
            }
            if (rem == 3) {
                lookedAhead = run.settle && h == 2;
                if (lookedAhead) {
                    lookGoal = b.goal();
                    lookAhead(c);
                }
            }
            // At 2 pushes left after a push that left the avatar's set and the goal's field alone, from a node with 3
            // left: pushes whose outcome is known from there.
            boolean settled = rem == 2 && d >= 2 && lookedAhead && prevAvatarQuiet && b.goal() == lookGoal;
            boolean lastKnown = run.settle && rem == 2 && h == 1;
            if (lastKnown) {
                lastPushes(c, scratch, -1);
            }
            boolean ordered = run.orderQuiet && prevAvatarQuiet;
            boolean prevRow = prev < 2 * n;
            int prevLine = prev % n;
            int prevInverse = inverse(prev);
            long[] keep = saved[d];
            System.arraycopy(b.avatar, 0, keep, 0, keep.length);
            boolean any = false;
            if (cancelled()) {
                return false;
            }
            // Below 3 pushes left a subtree is small: the stop is looked at once per node, not per push.
            boolean checkEach = rem > 2;
            for (int dir = 0; dir < 4; dir++) {
                boolean rowPush = dir < 2;
                long avatarLines = rowPush ? c.avatarRows : c.avatarCols;
                long touchedLines = avatarLines | (rowPush ? c.goalRows : c.goalCols);
                long lines = candidates(c, rem, h, rowPush, ordered && rowPush == prevRow, prevLine,
                        dir == prevInverse / n && ordered, avatarLines, touchedLines);
                while (lines != 0) {
                    int line = Long.numberOfTrailingZeros(lines);
                    lines &= lines - 1;
                    if (checkEach && cancelled()) {
                        return any;
                    }
                    int p = dir * n + line;
                    boolean avatarQuiet = ((avatarLines >>> line) & 1) == 0;
                    boolean quiet = ((touchedLines >>> line) & 1) == 0;
                    if (rem == 3 && lookedAhead && quiet && quietSettled(p)) {
                        continue;
                    }
                    if (settled && settledBefore(p, prev)) {
                        continue;
                    }
                    if (lastKnown && quiet && lastFails(p)) {
                        continue;
                    }
                    if (rem == 1 && !b.reachesAfter(p)) {
                        // The last push, read from the goal's side without making it: counted as made.
                        count();
                        continue;
                    }
                    if (rem == 2 && h == 2 && avatarQuiet && !b.goalTouchesAfter(p, c.avatarRows, c.avatarCols)) {
                        // Leaves the avatar's set as it was and no line touching both sets: the node after it is
                        // cut by its bound at once, so it is not made (but counted).
                        count();
                        continue;
                    }
                    if (avatarQuiet) {
                        // An avatar-quiet push holds none of the set's fields and leaves the set closed as it was:
                        // only the tiles move, nothing to walk.
                        b.moveTiles(p, rem > 3);
                    } else {
                        if (rem > 3) {
                            b.push(p);
                        } else {
                            b.pushUnhashed(p);
                        }
                        b.walkAfter(p);
                    }
                    count();
                    path[d] = run.pushes[p];
                    boolean solvedHere = false;
                    if (b.reached()) {
                        run.found(task, List.of(Arrays.copyOf(path, d + 1)));
                        solvedHere = true;
                    } else if (rem == 2) {
                        // A state with one push left is settled faster than it is looked up: no table.
                        solvedHere = dfs(d + 1, 1, p, avatarQuiet);
                    } else if (rem == 3) {
                        // Nor with two: those states are the most numerous ones a table would hold, and they pushed
                        // out the failures within more pushes, which save far more (0053, depth 6: half the time).
                        solvedHere = dfs(d + 1, 2, p, avatarQuiet);
                    } else if (rem > 3) {
                        long h1 = b.hash(0);
                        long h2 = b.hash(1);
                        if (run.orderQuiet && avatarQuiet) {
                            h1 ^= CONTEXT[0][p];
                            h2 ^= CONTEXT[1][p];
                        }
                        if (table.failedWithin(h1, h2) < rem - 1) {
                            solvedHere = dfs(d + 1, rem - 1, p, avatarQuiet);
                            if (!solvedHere && !cancelled()) {
                                table.storeFailed(h1, h2, rem - 1);
                            }
                        }
                    }
                    // The avatar's set is put back from its copy: only the tiles move back.
                    b.moveTiles(inverse(p), rem > 3);
                    System.arraycopy(keep, 0, b.avatar, 0, keep.length);
                    if (solvedHere) {
                        any = true;
                        if (!run.all) {
                            return true;
                        }
                    }
                }
            }
            return any;
        }
    }
}
