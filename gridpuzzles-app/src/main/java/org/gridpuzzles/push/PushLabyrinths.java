package org.gridpuzzles.push;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Sink;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.io.TextFiles;
import org.gridpuzzles.render.Picture;

/**
 * Push labyrinths, the Labyrinth problem of the ASP competitions: read instances and solutions (ground facts), solve
 * (decide, prove the minimum, or list every solution), check a solution with a simulation independent of the
 * searches, generate random instances, draw the board push by push, and benchmark a folder of instances.
 *
 * <p>Bad input is an {@link org.gridpuzzles.core.InvalidInputException} whose one-line message names file, line and
 * column; a run cancelled through its {@link Limits} ends in an {@link InterruptedRunException}. A time limit is not
 * a failure: the outcome says {@link PushStatus#TIMEOUT}.
 */
public final class PushLabyrinths {

    /** The largest board side the searches handle. */
    public static final int MAX_SIZE = PushPuzzle.MAX_SIZE;

    private PushLabyrinths() {
    }

    /** Reads an instance file (ground facts: field, init_on, goal_on, connect, max_steps; {@code %} comments). */
    public static PushPuzzle read(Path file) {
        return PuzzleReader.parse(file.toString(), TextFiles.read(file));
    }

    /** Reads an instance from a stream; {@code name} stands for it in messages (e.g. {@code <stdin>}). */
    public static PushPuzzle read(InputStream in, String name) {
        return PuzzleReader.parse(name, TextFiles.read(in, name));
    }

    /** Reads an instance from text; {@code source} stands for it in messages. */
    public static PushPuzzle parse(String text, String source) {
        return PuzzleReader.parse(source, text);
    }

    /** Reads a solution file: push(Line,Direction,Step) facts in any order; lines must be on the puzzle's board. */
    public static List<PushStep> readSolution(Path file, PushPuzzle puzzle) {
        return SolutionReader.parse(file.toString(), TextFiles.read(file), puzzle.n());
    }

    /** Reads a solution from a stream; {@code name} stands for it in messages. */
    public static List<PushStep> readSolution(InputStream in, String name, PushPuzzle puzzle) {
        return SolutionReader.parse(name, TextFiles.read(in, name), puzzle.n());
    }

    /** Reads a solution from text; {@code source} stands for it in messages. */
    public static List<PushStep> parseSolution(String text, String source, PushPuzzle puzzle) {
        return SolutionReader.parse(source, text, puzzle.n());
    }

    /** The pushes of a solution as written, in the order of their step numbers (numbering not judged). */
    public static List<Push> inStepOrder(List<PushStep> steps) {
        return SolutionReader.inStepOrder(steps);
    }

    /** Solves without progress reports; see {@link #solve(PushPuzzle, PushSolveOptions, Limits, Progress)}. */
    public static PushOutcome solve(PushPuzzle puzzle, PushSolveOptions options, Limits limits) {
        return solve(puzzle, options, limits, Progress.none());
    }

    /**
     * Solves: {@link PushSolveMode#DECIDE} races a beam search against the complete search (first conclusive answer
     * wins); {@link PushSolveMode#OPTIMAL} deepens push by push, so the solution found is proved minimal, and
     * reports to {@code progress} the first pushes of each depth searched; with {@link PushSolveOptions#checkpoint}
     * it keeps what it proves there and starts from what is kept. At the deadline of {@code limits} the outcome is
     * {@link PushStatus#TIMEOUT}; when they are cancelled, {@link InterruptedRunException}.
     */
    public static PushOutcome solve(PushPuzzle puzzle, PushSolveOptions options, Limits limits, Progress progress) {
        return solve(puzzle, options, limits, progress, null);
    }

    /**
     * Like {@link #solve(PushPuzzle, PushSolveOptions, Limits, Progress)}, but the optimal search sends each depth's
     * first pushes {@code elsewhere} (null: this process's threads), each a task of its own; the deepening and its
     * beams stay here. The minimum is the same; the solution may be another of that length. Not with a checkpoint.
     */
    public static PushOutcome solve(PushPuzzle puzzle, PushSolveOptions options, Limits limits, Progress progress,
            FirstPushes elsewhere) {
        if (elsewhere != null && options.checkpoint() != null) {
            throw new InvalidInputException("a proof split into tasks keeps no checkpoint: each task starts afresh");
        }
        PushPuzzle p = withOptions(puzzle, options);
        Control control = Control.of(limits, options.threads());
        PushOutcome o;
        if (options.mode() == PushSolveMode.OPTIMAL) {
            OptimalCheckpoint cp = options.checkpoint() == null ? null
                    : OptimalCheckpoint.open(options.checkpoint(), p);
            o = new ExhaustiveSearch().withProgress(progress).withBeamShare(ExhaustiveSearch.BEAM_SHARE)
                    .withCheckpoint(cp).withFirstPushesElsewhere(elsewhere).solve(p, control);
            if (cp != null && cp.unsaved() != null) {
                o = o.withUnsaved(cp.unsaved());
            }
        } else {
            o = new PortfolioSearch().solve(p, control);
        }
        if (o.status() == PushStatus.TIMEOUT && limits.cancelled()) {
            throw new InterruptedRunException(options.checkpoint() == null ? "interrupted before an answer"
                    : o.unsaved() != null ? "interrupted before an answer; the checkpoint was not saved: "
                            + o.unsaved()
                    : "interrupted before an answer; what was proved is kept in " + options.checkpoint()
                            + ", and the same command goes on from there");
        }
        return o;
    }

    /**
     * One task of a proof split by first pushes ({@link FirstPushes}): every sequence of {@code depth} pushes that
     * starts with push number {@code firstPush} of {@link Push#all}, searched on one thread with a table of its own.
     * The answer is complete when the subtree was searched to its end or a solution found in it; a deadline or
     * cancellation of {@code limits} leaves it incomplete.
     */
    public static FirstPushAnswer searchFirstPush(PushPuzzle puzzle, int depth, int firstPush, Limits limits) {
        return SplitRun.searchFirstPush(puzzle, depth, firstPush, limits);
    }

    /** Every solution with at most max_steps pushes, shortest first (the mode of the options plays no part). */
    public static PushSolutions allSolutions(PushPuzzle puzzle, PushSolveOptions options, Limits limits) {
        PushPuzzle p = withOptions(puzzle, options);
        List<List<Push>> all = new ExhaustiveSearch().all(p, Control.of(limits, options.threads()));
        if (all == null) {
            if (limits.cancelled()) {
                throw new InterruptedRunException("interrupted before all solutions were found");
            }
            return new PushSolutions(List.of(), false);
        }
        return new PushSolutions(all, true);
    }

    /**
     * Every solution with the fewest pushes (an empty list: unsatisfiable within max_steps): the optimal search
     * proves the minimum m, then every solution with at most m pushes is listed (all have exactly m). Incomplete
     * when the time limit comes first.
     */
    public static PushSolutions minimumSolutions(PushPuzzle puzzle, PushSolveOptions options, Limits limits) {
        PushPuzzle p = withOptions(puzzle, options);
        Control control = Control.of(limits, options.threads());
        PushOutcome o = new ExhaustiveSearch().withBeamShare(ExhaustiveSearch.BEAM_SHARE).solve(p, control);
        if (o.status() == PushStatus.TIMEOUT) {
            if (limits.cancelled()) {
                throw new InterruptedRunException("interrupted before the minimum was proved");
            }
            return new PushSolutions(List.of(), false);
        }
        if (o.status() == PushStatus.UNSATISFIABLE) {
            return new PushSolutions(List.of(), true);
        }
        List<List<Push>> all = new ExhaustiveSearch().all(p.withMaxSteps(o.pushes().size()), control);
        if (all == null) {
            if (limits.cancelled()) {
                throw new InterruptedRunException("interrupted before all minimum solutions were found");
            }
            return new PushSolutions(List.of(), false);
        }
        return new PushSolutions(all, true);
    }

    private static PushPuzzle withOptions(PushPuzzle puzzle, PushSolveOptions options) {
        return options.maxSteps() >= 0 ? puzzle.withMaxSteps(options.maxSteps()) : puzzle;
    }

    /**
     * Checks pushes in the order given (push k is step k+1). The verdict's details: {@code pushes} (the number
     * given) and, when valid, {@code reason}.
     */
    public static Verdict check(PushPuzzle puzzle, List<Push> pushes) {
        return PushSolutionChecker.check(puzzle, pushes);
    }

    /** Checks a solution as read, its step numbering included (1..t without gaps or repeats). */
    public static Verdict checkSteps(PushPuzzle puzzle, List<PushStep> steps) {
        return PushSolutionChecker.checkSteps(puzzle, steps);
    }

    /** A verdict as one line: {@code VALID: <reason>} or {@code INVALID: <problem>}. */
    public static String describe(Verdict verdict) {
        return PushSolutionChecker.line(verdict);
    }

    /** A random instance; see {@link #generate(PushGenerateOptions, Limits, Progress)}. */
    public static PushPuzzle generate(PushGenerateOptions options) {
        return generate(options, Limits.none(), Progress.none());
    }

    /**
     * A random instance, the same for the same options. With a number of pushes K: a planted board (K pushes solve
     * it, so its minimum is at most K); unless {@code atMost}, the first planted candidate from the seed whose minimum
     * the optimal search proves to be exactly K ({@code progress} counts the candidates). max_steps defaults to K.
     * Cancelled {@code limits} end in an {@link InterruptedRunException}.
     */
    public static PushPuzzle generate(PushGenerateOptions options, Limits limits, Progress progress) {
        if (options.pushes() < 0) {
            return Generator.generate(options.size(), options.seed(), options.maxSteps(), options.density());
        }
        if (options.atMost()) {
            return Generator.planted(options.size(), options.seed(), options.pushes(), options.density(),
                    options.maxSteps());
        }
        progress.start("candidates tried", -1);
        PushPuzzle p = Generator.withMinimum(options.size(), options.seed(), options.pushes(), options.density(),
                options.maxSteps(), Control.of(limits, Runtime.getRuntime().availableProcessors()),
                a -> progress.advance(1));
        if (p == null) {
            throw new InterruptedRunException("interrupted before a board with minimum " + options.pushes()
                    + " was proved");
        }
        return p;
    }

    /**
     * Pictures of the board: the start (fields the avatar can walk to shaded), then one after each push and walk,
     * titled with the push (and "goal" once it is reached). Row N is at the top.
     */
    public static List<Picture> frames(PushPuzzle puzzle, List<Push> pushes) {
        return Frames.frames(puzzle, pushes);
    }

    /**
     * The board after {@code pushes} in order, the avatar walking after each one (not before the first, as in the
     * competition's checker); pushes after the goal was reached are played too.
     */
    public static PushPosition position(PushPuzzle puzzle, List<Push> pushes) {
        TileBoard b = new TileBoard(puzzle);
        for (Push p : pushes) {
            b.push(p.index(puzzle.n()));
            b.walk();
        }
        TileBoard walked = new TileBoard(b);
        walked.walk();
        List<Integer> open = new ArrayList<>();
        List<Integer> avatar = new ArrayList<>();
        List<Integer> walk = new ArrayList<>();
        for (int f = 0; f < puzzle.size(); f++) {
            open.add(b.openings(f));
            if (b.avatarOn(f)) {
                avatar.add(f);
            }
            if (walked.avatarOn(f)) {
                walk.add(f);
            }
        }
        return new PushPosition(puzzle.n(), open, b.goal(), avatar, walk, b.reached());
    }

    /** The instance files of a folder ({@code *.asp}, {@code *.lp}, {@code *.txt}), sorted by name. */
    public static List<Path> benchInstances(Path dir) {
        return BenchRun.instances(dir);
    }

    /**
     * Solves and checks every file, {@code options.jobs()} at a time, each with its own time limit; every row goes
     * to {@code rows} as its instance finishes (one at a time). A file that cannot be read gives a BAD_INPUT row.
     * When {@code limits} are cancelled the instances still running give no row and the run ends in an
     * {@link InterruptedRunException} after the rows already given.
     */
    public static PushBenchReport bench(List<Path> files, PushBenchOptions options, Limits limits, Progress progress,
            Sink<PushBenchRow> rows) {
        List<PushBenchRow> done = BenchRun.run(files, options, limits, progress, rows);
        rows.end();
        if (limits.cancelled()) {
            throw new InterruptedRunException("interrupted after " + done.size() + " of " + files.size()
                    + " instances");
        }
        return new PushBenchReport(done);
    }

    /**
     * One instance of {@link #bench}, for a client that shares the instances out itself (the Spark driver): the file
     * as read by {@link #benchRead}, solved with the time limit of {@code options} and checked, exactly as a bench
     * run does it ({@code options.jobs()} is not used).
     */
    public static PushBenchRow benchInstance(PushBenchInstance instance, PushBenchOptions options, Limits limits) {
        return BenchRun.one(instance, options, limits);
    }

    /**
     * {@link #benchInstance(PushBenchInstance, PushBenchOptions, Limits)} with the optimal search's first pushes
     * searched {@code elsewhere} (a cluster's tasks), one instance split over many workers.
     */
    public static PushBenchRow benchInstance(PushBenchInstance instance, PushBenchOptions options, Limits limits,
            FirstPushes elsewhere) {
        return BenchRun.one(instance, options, limits, elsewhere);
    }

    /** An instance file read for {@link #benchInstance}; a file that cannot be read says why (a BAD_INPUT row). */
    public static PushBenchInstance benchRead(Path file) {
        return BenchRun.read(file);
    }

    /**
     * Reference minima from a CSV whose header names the columns {@code file} and {@code min_pushes} (values
     * {@code 4}, {@code >=5} or empty), like the pool's index.csv; keyed by the file name of {@code file}.
     */
    public static Map<String, PushReference> readReferences(Path csv) {
        return References.parse(csv.toString(), TextFiles.read(csv));
    }

    /** The CSV of benchmark rows with the reference columns, header first, rows sorted by instance name. */
    public static String csv(List<PushBenchRow> rows, Map<String, PushReference> references) {
        StringBuilder sb = new StringBuilder(PushBenchRow.HEADER).append(PushBenchRow.REFERENCE_HEADER).append('\n');
        rows.stream().sorted(Comparator.comparing(PushBenchRow::instance)).forEach(r -> sb.append(
                r.csv(references.get(r.instance()))).append('\n'));
        return sb.toString();
    }

    /** The CSV of benchmark rows, header first, rows sorted by instance name. */
    public static String csv(List<PushBenchRow> rows) {
        StringBuilder sb = new StringBuilder(PushBenchRow.HEADER).append('\n');
        rows.stream().sorted(Comparator.comparing(PushBenchRow::instance)).forEach(r -> sb.append(r.csv())
                .append('\n'));
        return sb.toString();
    }
}
