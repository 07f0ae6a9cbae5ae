package org.gridpuzzles.labyrinth;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Sink;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.render.Picture;

/**
 * The one-way labyrinth: a line from the start field through every field exactly once to the end field, moving up,
 * down, left or right. Everything the engine does starts here: count the walkthroughs exactly, enumerate them in
 * left-first order, draw random ones (the one-way drawing that never gets stuck), explain why a next field is
 * available or forbidden, and check a walkthrough. Move strings are written over U, D, L, R.
 *
 * <pre>{@code
 * Labyrinth lab = Labyrinth.cornerToCorner(Grid.square(5));
 * Labyrinths.count(lab).count();                        // 104
 * Labyrinths.draw(lab, DrawOptions.seed(7)).moves();     // a random walkthrough
 * Labyrinths.check(lab, "RRRRDDDDLLLL").valid();        // false: not every field
 * }</pre>
 */
public final class Labyrinths {

    /** Search steps per candidate in {@link #explain(Labyrinth, String)} beyond the exactly decided sizes. */
    public static final long DEFAULT_EXPLAIN_BUDGET = 20_000;

    /** Largest side accepted where a walkthrough is asked for. */
    public static final int MAX_SIDE = Labyrinth.MAX_SIDE;

    private Labyrinths() {
    }

    // ---- count

    /** The exact number of walkthroughs (frontier dynamic program, never enumeration). */
    public static WalkthroughCount count(Labyrinth lab) {
        return count(lab, Limits.none(), Progress.none());
    }

    /** As {@link #count(Labyrinth)}, stopping at {@code limits} and reporting progress field by field. */
    public static WalkthroughCount count(Labyrinth lab, Limits limits, Progress progress) {
        return Counting.count(lab, false, limits, progress);
    }

    /**
     * As {@link #count(Labyrinth)} with the counting program and its options chosen; with {@code byFirstMove} also
     * per first move, with {@code moves} (null: none) the completions of the position they reach.
     */
    public static WalkthroughCount count(Labyrinth lab, String moves, boolean byFirstMove,
            WalkthroughCountOptions options, Limits limits, Progress progress) {
        return moves == null ? Counting.count(lab, byFirstMove, options, limits, progress)
                : Counting.countAfter(lab, moves, byFirstMove, options, limits, progress);
    }

    /**
     * Whether {@code claimed} can be the number of walkthroughs (that begin with {@code moves}; null: all) at the price
     * of one pass of the count: it must leave the count's residue modulo each prime of the pass ({@code options}
     * choose the primes, the sweep and the program) and lie within the pass's proved bound. With primes and a sweep
     * other than those that gave {@code claimed}, agreement is an independent second computation of it; when the
     * primes' product exceeds the bound (detail {@code whole}), agreement means {@code claimed} is the count. The
     * details name the primes and residues.
     */
    public static Verdict confirm(Labyrinth lab, String moves, BigInteger claimed, WalkthroughCountOptions options,
            Limits limits, Progress progress) {
        return Counting.confirm(lab, moves == null ? null : moves.strip(), claimed, options, limits, progress);
    }

    /**
     * The exact number of closed lines through every field of a rows x cols grid, whose line returns to the field it
     * started from: the grid's Hamiltonian cycles, each counted once (not per start field or direction), by the
     * frontier program's rule for any graph ({@code options}: sweep, primes, threads; the engine is not used). Zero,
     * with the reason, on a grid with an odd number of fields or only one row or column.
     */
    public static WalkthroughCount countClosed(int rows, int cols, WalkthroughCountOptions options, Limits limits,
            Progress progress) {
        return Counting.countClosed(rows, cols, options, limits, progress);
    }

    /** Whether {@code claimed} can be the number of closed lines, judged as {@link #confirm} judges a count. */
    public static Verdict confirmClosed(int rows, int cols, BigInteger claimed, WalkthroughCountOptions options,
            Limits limits, Progress progress) {
        return Counting.confirmClosed(rows, cols, claimed, options, limits, progress);
    }

    /** The exact number of walkthroughs, in total and per first move (R, D, L, U as the grid allows). */
    public static WalkthroughCount countByFirstMove(Labyrinth lab, Limits limits, Progress progress) {
        return Counting.count(lab, true, limits, progress);
    }

    /**
     * The exact number of walkthroughs that begin with {@code moves} (the completions of that position), stopping at
     * {@code limits}: zero when the moves already rule every walkthrough out, one when they are a walkthrough.
     * Moves that are not U, D, L, R, leave the grid or revisit a field are bad input.
     */
    public static WalkthroughCount countAfter(Labyrinth lab, String moves, Limits limits, Progress progress) {
        return Counting.countAfter(lab, moves, false, limits, progress);
    }

    /** As {@link #countAfter}, in total and per next move (R, D, L, U onto fields not taken yet). */
    public static WalkthroughCount countAfterByNextMove(Labyrinth lab, String moves, Limits limits,
            Progress progress) {
        return Counting.countAfter(lab, moves, true, limits, progress);
    }

    // ---- enumerate

    /**
     * Gives every walkthrough (up to the options' limit) to {@code lines} in left-first order: left, straight, right
     * relative to the heading, the first heading down. Each line is a {@link CharSequence} valid only during the
     * call (copy it with {@code toString()} to keep it). {@code lines.end()} is called at the end, also after an early
     * stop. Returns how many were given; none when the colours rule out every walkthrough.
     */
    public static long enumerate(Labyrinth lab, EnumerationOptions options, Sink<CharSequence> lines) {
        try {
            if (options.limit() == 0) {
                return 0;
            }
            SplitEnumeration split = new SplitEnumeration(lab, options.threads(), options.limits());
            if (lines instanceof MoveLineWriter w) {
                return split.run(options.limit(), w::write);
            }
            MoveChars view = new MoveChars();
            return split.run(options.limit(), (m, len) -> lines.accept(view.set(m, len)));
        } finally {
            lines.end();
        }
    }

    /** How many walkthroughs enumeration finds (up to the options' limit), without writing them. */
    public static long countByEnumeration(Labyrinth lab, EnumerationOptions options) {
        if (options.limit() == 0) {
            return 0;
        }
        return new SplitEnumeration(lab, options.threads(), options.limits()).run(options.limit(), null);
    }

    // ---- draw

    /** The first line drawn with these options (their number of runs aside). */
    public static DrawnLine draw(Labyrinth lab, DrawOptions options) {
        List<DrawnLine> one = new ArrayList<>(1);
        draw(lab, options.runs(1), one::add);
        return one.get(0);
    }

    /** All {@code options.runs()} lines, in the order drawn. */
    public static List<DrawnLine> drawAll(Labyrinth lab, DrawOptions options) {
        List<DrawnLine> all = new ArrayList<>(options.runs());
        draw(lab, options, all::add);
        return all;
    }

    /**
     * Draws {@code options.runs()} lines one after another from one random sequence, each given to {@code lines} as
     * soon as it is finished and checked. Bad input when the colours rule out every walkthrough.
     */
    public static void draw(Labyrinth lab, DrawOptions options, Sink<DrawnLine> lines) {
        try {
            Drawer drawer = drawer(lab, options);
            SplittableRandom rnd = new SplittableRandom(options.seed());
            for (int i = 0; i < options.runs(); i++) {
                Drawer.Result r = drawer.draw(rnd);
                String problem = r.stuck() ? "stuck" : WalkthroughChecker.problem(lab, r.moves());
                if (problem != null) {
                    throw new IllegalStateException("drawn line is not a walkthrough: " + problem);
                }
                if (!lines.accept(new DrawnLine(r.moves(), r.fields(), r.undecided(), r.candidates()))) {
                    return;
                }
            }
        } finally {
            lines.end();
        }
    }

    /** Draws {@code options.runs()} lines and tells how many completed, got stuck or met undecided candidates. */
    public static DrawingStatistics statistics(Labyrinth lab, DrawOptions options, Progress progress) {
        Drawer drawer = drawer(lab, options);
        SplittableRandom rnd = new SplittableRandom(options.seed());
        long completed = 0;
        long stuck = 0;
        long undecided = 0;
        long candidates = 0;
        long invalid = 0;
        long t0 = System.nanoTime();
        progress.start("drawing", options.runs());
        for (int i = 0; i < options.runs(); i++) {
            Drawer.Result r = drawer.draw(rnd);
            if (r.stuck()) {
                stuck++;
            } else if (WalkthroughChecker.problem(lab, r.moves()) == null) {
                completed++;
            } else {
                invalid++;
            }
            undecided += r.undecided();
            candidates += r.candidates();
            progress.done(i + 1);
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        return new DrawingStatistics(lab.grid().rows(), lab.grid().cols(), options.runs(), options.seed(), completed,
                stuck, invalid, undecided, candidates, seconds);
    }

    private static Drawer drawer(Labyrinth lab, DrawOptions options) {
        return new Drawer(lab, options.oracle(), options.choice() == LineChoice.EVERY_WALKTHROUGH_EQUAL,
                options.budget(), options.limits());
    }

    // ---- explain

    /** Why each next field after {@code moves} is available or forbidden, and the forced segments. */
    public static Explanation explain(Labyrinth lab, String moves) {
        return explain(lab, moves, DEFAULT_EXPLAIN_BUDGET);
    }

    /**
     * As {@link #explain(Labyrinth, String)} with {@code budget} search steps per candidate on grids beyond the
     * exactly decided sizes (169 fields). Moves that are not U, D, L, R, leave the grid or revisit a field are bad
     * input.
     */
    public static Explanation explain(Labyrinth lab, String moves, long budget) {
        return explain(lab, moves, budget, Limits.none());
    }

    /** As {@link #explain(Labyrinth, String, long)}, the exact counts stopping at {@code limits}. */
    public static Explanation explain(Labyrinth lab, String moves, long budget, Limits limits) {
        if (budget < 0) {
            throw new InvalidInputException("budget " + budget + " is out of range (0 or more)");
        }
        return Explainer.explain(LinePosition.after(lab, moves), budget, limits);
    }

    // ---- check

    /**
     * Whether {@code moves} is a walkthrough, by a checker independent of every generator: valid, or the first
     * reason it is not (leaves the grid, revisits a field, misses fields, ends elsewhere). Characters other than U,
     * D, L, R (after surrounding white space) are bad input, not a "no".
     */
    public static Verdict check(Labyrinth lab, String moves) {
        return WalkthroughChecker.check(lab, Walkthrough.requireMoveLetters(moves));
    }

    // ---- pictures

    /** The fields a move string visits from the start (bad input when it is not a line on the grid). */
    public static int[] fields(Labyrinth lab, String moves) {
        return Walkthrough.fields(lab.grid(), lab.start(), moves);
    }

    /** A line drawn as a maze, open between consecutive fields, S at the start and E at the end; title may be null. */
    public static Picture picture(Labyrinth lab, int[] fields, String title) {
        return LinePictures.line(lab, fields, title);
    }

    /**
     * An explained position: the line, available fields pale green, fields forbidden by a reason pale red with a
     * cross and the reason in a word, forced segments in blue. {@code picture(ex).checkerboard(true)} shades the
     * fields like a chessboard.
     */
    public static Picture picture(Explanation explanation) {
        return LinePictures.explanation(explanation, false);
    }
}
