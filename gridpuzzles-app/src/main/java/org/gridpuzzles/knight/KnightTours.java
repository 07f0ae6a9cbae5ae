package org.gridpuzzles.knight;

import java.io.IOException;
import java.math.BigInteger;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Optional;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Sink;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.frontier.FrontierCount;
import org.gridpuzzles.frontier.FrontierOptions;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.TextFiles;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.render.Figure;
import org.gridpuzzles.render.Picture;

/**
 * Knight's tours, after Ganzfried's "A simple algorithm for knight's tours": tours by Warnsdorff's rule with a
 * tie-break, by Squirrel's algorithm, open tours by construction from any start, closed tours by Parberry's divide
 * and conquer; an independent check of tours; exact counts on small boards; the success rate of Warnsdorff's rule
 * per board size; and where the raw Table 1 of Squirrel's algorithm fails. Squares are 1-based (row, column).
 *
 * <p>Bad input is an {@link InvalidInputException}; long runs take {@link Limits} and stop when they are cancelled
 * (a study and a sweep then return what they finished).
 */
public final class KnightTours {

    private KnightTours() {
    }

    /**
     * A tour as asked. A walk by Warnsdorff's rule may die before it covers the board: the tour is then not
     * {@link Tour#complete()}. A board without a tour of the kind asked, or a start off the board, is bad input.
     */
    public static Tour tour(TourOptions o) {
        Field start = requireTour(o);
        return switch (o.method()) {
            case CLOSED -> ClosedTours.tour(o.board().rows(), o.board().cols(), start.row(), start.col());
            case CONSTRUCT -> ClosedTours.openTour(o.board().rows(), o.board().cols(), start.row(), start.col());
            case WARNSDORFF, SQUIRREL -> Tour.of(algorithm(o), o.board().rows(), o.board().cols(), start.row(),
                    start.col());
        };
    }

    /**
     * Writes a tour as move-type digits on one line to {@code out}, as the moves are made (Warnsdorff's rule and
     * Squirrel's algorithm never hold the tour, so boards of any size fit), and says how far the walk got.
     */
    public static WalkSummary writeMoves(TourOptions o, OutputStream out, Progress progress) throws IOException {
        Field start = requireTour(o);
        Grid g = o.board();
        if (o.method() == TourMethod.CLOSED || o.method() == TourMethod.CONSTRUCT) {
            Tour t = tour(o);
            out.write(TourFormats.moves(t).getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            out.flush();
            return new WalkSummary(g.rows(), g.cols(), t.length(), t.rowsVisited()[t.length() - 1],
                    t.colsVisited()[t.length() - 1]);
        }
        progress.start("tour", g.size());
        MovesWriter w = new MovesWriter(out, progress);
        try {
            WalkSummary s = algorithm(o).walk(g.rows(), g.cols(), start.row(), start.col(), w);
            w.finish();
            out.flush();
            return s;
        } catch (java.io.UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static Field requireTour(TourOptions o) {
        Grid g = o.board();
        Field start = g.require(o.start(), "start");
        if (o.method() == TourMethod.CLOSED) {
            String why = TourExistence.whyNoClosed(g.rows(), g.cols());
            if (why != null) {
                throw new InvalidInputException("no closed tour: " + why);
            }
        } else {
            String why = TourExistence.whyNoOpen(g.rows(), g.cols());
            if (why != null) {
                throw new InvalidInputException("no tour: " + why);
            }
        }
        return start;
    }

    private static TourAlgorithm algorithm(TourOptions o) {
        if (o.method() == TourMethod.SQUIRREL) {
            return Squirrel.tour();
        }
        TieBreakRule rule = o.tieBreak();
        long seed = o.seed();
        return new Warnsdorff(() -> rule.create(seed));
    }

    /** Why the board has no open tour (Conrad et al.), or empty when it has one. */
    public static Optional<String> whyNoOpenTour(Grid board) {
        return Optional.ofNullable(TourExistence.whyNoOpen(board.rows(), board.cols()));
    }

    /** Why the board has no closed tour (Schwenk), or empty when it has one. */
    public static Optional<String> whyNoClosedTour(Grid board) {
        return Optional.ofNullable(TourExistence.whyNoClosed(board.rows(), board.cols()));
    }

    /** The paper's numbered board: each square shows when it was visited, '-' when never. */
    public static String board(Tour tour) {
        return TourFormats.board(tour);
    }

    /** The move types 1..8 as digits on one line. */
    public static String moves(Tour tour) {
        return TourFormats.moves(tour);
    }

    /** {"rows":R,"cols":C,"start":[r,c],"complete":..,"closed":..,"squares":[[r,c],...]} on one line. */
    public static String json(Tour tour) {
        return TourFormats.json(tour);
    }

    /**
     * As {@link #json(Tour)} with {@code "ties":[i,...]} at the end: the indices into {@code squares} of the squares
     * from which Warnsdorff's rule met a tie (more than one next square of least degree) that the tie-break decided.
     */
    public static String jsonWithTies(Tour tour) {
        return TourFormats.json(tour, true);
    }

    /** Writes the tour's visited squares as [[r,c],...] to a JSON document, pair by pair (never copied). */
    public static void writeSquares(Tour tour, com.fasterxml.jackson.core.JsonGenerator gen) throws IOException {
        TourFormats.writeSquares(tour, gen);
    }

    /** The tour over a checkered board, start green, end red, numbers on boards up to 400 squares. */
    public static Picture picture(Tour tour, String title) {
        return TourFormats.picture(tour, false, title);
    }

    /** As {@link #picture}, with a ring on every square from which a tie was broken. */
    public static Picture pictureWithTies(Tour tour, String title) {
        return TourFormats.picture(tour, true, title);
    }

    /** Checks a tour made here (it must be complete), independently of how it was made. */
    public static Verdict check(Tour tour) {
        return TourChecker.check(tour.rows(), tour.cols(), tour.rowsVisited(), tour.colsVisited(), tour.length(),
                null, null, true);
    }

    /**
     * Checks a tour file: JSON (recognised by its '{', as {@link #json} writes it, its claims checked too) or move
     * types 1..8 (on the board and from the start of the options, checked while reading, one bit per square).
     * A valid verdict tells what the tour is in its detail {@code "tour"} ("closed tour on 6 x 6").
     */
    public static Verdict check(Path file, TourCheckOptions o) {
        boolean complete = o.coverage() == TourCheckOptions.TourCoverage.COMPLETE;
        Verdict v;
        try (TourReader.Opened f = TourReader.open(file)) {
            if (f.json()) {
                TourReader.Claimed t = TourReader.read(f, file);
                v = TourChecker.check(t.rows(), t.cols(), t.r(), t.c(), t.n(), t.complete(), t.closed(), complete);
                v = asGiven(file, t, o, v);
            } else {
                Grid g = movesBoard(file, o);
                Field start = g.require(o.startOrCorner(), "start");
                v = TourChecker.checkMoves(f.in(), file.toString(), g.rows(), g.cols(), start.row(), start.col(),
                        complete);
            }
        } catch (IOException e) {
            throw TextFiles.unreadable(file, e);
        }
        if (v.valid() && o.shape() == TourCheckOptions.TourShape.CLOSED
                && !Boolean.TRUE.equals(v.details().get("closed"))) {
            v = Verdict.invalid("the tour is not closed");
        }
        return v;
    }

    /**
     * Reads a tour file (JSON, or move types 1..8 on the board and from the start of the options) into a
     * {@link Tour}, for drawing or further use. The file must be a knight's path on its board, complete or not;
     * anything else is bad input naming the first problem.
     */
    /**
     * A JSON tour names its own board and start; a board or start given besides must fit it: one off the file's board
     * is bad input, a tour that starts elsewhere is not the tour asked for.
     */
    private static Verdict asGiven(Path file, TourReader.Claimed t, TourCheckOptions o, Verdict v) {
        if (o.board() != null && (o.board().rows() != t.rows() || o.board().cols() != t.cols())) {
            throw new InvalidInputException(file + ": the tour is on a " + t.rows() + " x " + t.cols()
                    + " board, not on the " + o.board().rows() + " x " + o.board().cols() + " board given");
        }
        if (o.start() == null) {
            return v;
        }
        Field start = new Grid(t.rows(), t.cols()).require(o.start(), "start");
        if (v.valid() && t.n() > 0 && (t.r()[0] != start.row() || t.c()[0] != start.col())) {
            return Verdict.invalid("the tour starts at " + t.r()[0] + "," + t.c()[0] + ", not at " + start);
        }
        return v;
    }

    /** The board of a moves file, which names none: the one the options give. */
    private static Grid movesBoard(Path file, TourCheckOptions o) {
        if (o.board() == null) {
            throw new InvalidInputException(file + ": a moves file needs the board: give its rows and cols");
        }
        return o.board();
    }

    public static Tour readTour(Path file, TourCheckOptions o) {
        int rows;
        int cols;
        int[] r;
        int[] c;
        try (TourReader.Opened f = TourReader.open(file)) {
            if (f.json()) {
                TourReader.Claimed t = TourReader.read(f, file);
                rows = t.rows();
                cols = t.cols();
                r = t.r();
                c = t.c();
            } else {
                Grid g = movesBoard(file, o);
                rows = g.rows();
                cols = g.cols();
                int[][] path = TourReader.moves(f, file, g.require(o.startOrCorner(), "start"));
                r = path[0];
                c = path[1];
            }
        } catch (IOException e) {
            throw TextFiles.unreadable(file, e);
        }
        Verdict v = TourChecker.check(rows, cols, r, c, r.length, null, null, false);
        if (!v.valid()) {
            throw new InvalidInputException(file + ": not a knight's path: " + v.problem());
        }
        return new Tour(rows, cols, r, c, new boolean[r.length]);
    }

    /** Directed open tours from every start (OEIS A165134), exactly; boards of at most 64 squares. */
    public static long countOpenTours(Grid board, Limits limits, Progress progress) {
        return new TourCounter(board.rows(), board.cols()).openFromEveryStart(progress, limits);
    }

    /** Directed open tours from one start, exactly; boards of at most 64 squares. */
    public static long countOpenToursFrom(Grid board, Field start, Limits limits) {
        TourCounter counter = new TourCounter(board.rows(), board.cols());
        Field f = board.require(start, "start");
        return counter.openFrom(f.row(), f.col(), limits);
    }

    /** Undirected closed tours (OEIS A001230), exactly; boards of at most 64 squares. */
    public static long countClosedTours(Grid board, Limits limits, Progress progress) {
        return new TourCounter(board.rows(), board.cols()).closed(progress, limits);
    }

    /**
     * Tours counted by the frontier program (boards at most {@value FrontierTours#MAX_NARROW} squares on the narrow
     * side, any length): undirected closed tours, directed open tours from every start, or (with {@code start})
     * directed open tours from that square.
     */
    public static FrontierCount countToursByFrontier(Grid board, boolean closed, Field start, FrontierOptions options,
            Limits limits, Progress progress) {
        return countToursByFrontier(board, closed, start, true, options, limits, progress);
    }

    /**
     * As above; {@code mirror} false keeps a state and its mirror image across the lines apart (twice the states: a
     * check of the default, which keeps one for both).
     */
    public static FrontierCount countToursByFrontier(Grid board, boolean closed, Field start, boolean mirror,
            FrontierOptions options, Limits limits, Progress progress) {
        FrontierTours t = new FrontierTours(board.rows(), board.cols(), mirror);
        if (closed) {
            return t.closed(options, limits, progress);
        }
        if (start != null) {
            Field f = board.require(start, "start");
            return t.openFrom(f.row(), f.col(), options, limits, progress);
        }
        return t.open(options, limits, progress);
    }

    /**
     * Whether {@code claimed} can be the count of {@link #countToursByFrontier} with these arguments, at the price of
     * one pass of it: it must leave the count's residue modulo each prime of the pass ({@code options} choose them)
     * and lie within the pass's proved bound (see ResidueCheck; detail {@code whole}: the residues fix the count).
     */
    public static Verdict confirmCount(Grid board, boolean closed, Field start, boolean mirror, BigInteger claimed,
            FrontierOptions options, Limits limits, Progress progress) {
        FrontierTours t = new FrontierTours(board.rows(), board.cols(), mirror);
        if (start != null) {
            Field f = board.require(start, "start");
            return t.confirm(false, f.row(), f.col(), claimed, options, limits, progress);
        }
        return t.confirm(closed, 0, 0, claimed, options, limits, progress);
    }

    /**
     * The success rate of Warnsdorff's rule from (1,1) on every size of the study, sizes in parallel; each size
     * goes to {@code finished} as soon as it is done (from worker threads). Stopped by its limits, it returns the
     * sizes finished, marked partial.
     */
    public static WarnsdorffStudyResult study(WarnsdorffStudyOptions o, Limits limits, Progress progress,
            Sink<WarnsdorffStudyRow> finished) {
        return Study.run(o, limits, progress, finished);
    }

    /**
     * One piece of a study, for a client that shares the trials out itself (the Spark driver): the successes of
     * Warnsdorff's rule among trials {@code first} to {@code first + count - 1} on the m x m board, each trial
     * seeded exactly as in {@link #study}, so the pieces of a size add up to its row there. -1 when the limits
     * stopped the trials.
     */
    public static int studyTrials(WarnsdorffStudyOptions o, int m, int first, int count, Limits limits) {
        if (m < 1 || first < 0 || count < 0 || first + count > o.trials()) {
            throw new InvalidInputException("trials " + first + " to " + (first + count - 1) + " on size " + m
                    + " are not part of the study");
        }
        return Study.successes(m, first, count, o.tieBreak(), o.seed(), limits);
    }

    /** The chart of a study's success rate against board size: a figure in pixels. */
    public static Figure rateChart(WarnsdorffStudyResult result, String title) {
        return new RateChart(result.rows(), title).figure();
    }

    /**
     * Runs the raw Table 1 of Squirrel's algorithm on every m x m board of the range (m >= 5) and reports where it
     * fails, each walk checked independently. Stopped by its limits, it reports the sizes checked, marked partial.
     */
    public static SquirrelReport verifySquirrel(SquareBoardSizes sizes, Limits limits, Progress progress) {
        if (sizes.from() < 5) {
            throw new InvalidInputException("size " + sizes.from() + ": boards below 5 x 5 have no knight's tour");
        }
        return SquirrelSweep.run(sizes, limits, progress);
    }

    /**
     * One size of {@link #verifySquirrel}, for a client that shares the sizes out itself (the Spark driver): the
     * failure of the raw Table 1 on the m x m board (m >= 5), empty when its walk is a valid tour.
     */
    public static Optional<SquirrelFailure> checkSquirrel(int m) {
        if (m < 5) {
            throw new InvalidInputException("size " + m + ": boards below 5 x 5 have no knight's tour");
        }
        return Optional.ofNullable(SquirrelSweep.check(m));
    }

    /** Times a tour per size (best of the runs after a warm-up); rows go to the sink as they are measured. */
    public static void bench(TourBenchOptions o, Limits limits, Sink<TourBenchRow> rows) {
        Bench.run(o, limits, rows);
    }
}
