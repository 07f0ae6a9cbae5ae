package org.gridpuzzles.squares;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.LimitReachedException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Sink;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.io.InputFiles;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.render.Picture;
import org.gridpuzzles.squares.board.BoardChecker;
import org.gridpuzzles.squares.board.BoardFile;
import org.gridpuzzles.squares.board.BoardPicture;
import org.gridpuzzles.squares.draw.BitBoardSearch;
import org.gridpuzzles.squares.draw.CadicalDrawFinder;
import org.gridpuzzles.squares.draw.SymmetryCount;
import org.gridpuzzles.squares.game.GameLine;
import org.gridpuzzles.squares.game.GameSolver;
import org.gridpuzzles.squares.game.Solvers;
import org.gridpuzzles.squares.largest.LargestSearch;
import org.gridpuzzles.squares.play.MoveAdvisor;
import org.gridpuzzles.squares.proof.StrategyChecker;
import org.gridpuzzles.squares.proof.StrategyWriter;

/**
 * Avoid the square: two (or k) players fill a board and must not complete a square of their own counters. The one
 * entry point of the engine, for drawn final boards (count, table, list, check, the largest board that has one) and
 * for the game (solve, the computer's moves).
 *
 * <pre>{@code
 * DrawCount n = AvoidTheSquare.count(Rules.twoColours(5, 5), CountOptions.defaults());   // 2704
 * GameSolution s = AvoidTheSquare.solve(Game.on(3, 3), Game.on(3, 3).start(), SolveOptions.defaults()); // draw
 * }</pre>
 */
public final class AvoidTheSquare {

    private AvoidTheSquare() {
    }

    // ---- drawn final boards ----

    /** The number of drawn final boards (or of their classes, as the options say). Boards of at most 64 fields. */
    public static DrawCount count(Rules rules, CountOptions options) {
        rules.requireBitBoard("count");
        BitBoardSearch search = new BitBoardSearch(options.threads(), options.limits());
        return switch (options.equivalence()) {
            case NONE -> DrawCount.plain(search.count(rules, options.progress()));
            case SYMMETRY -> new SymmetryCount(search).count(rules, false, options.progress());
            case SYMMETRY_AND_COLOURS -> new SymmetryCount(search).count(rules, true, options.progress());
        };
    }

    /**
     * The counts of n x n boards for n = 1..maxSize under the rules (their size is not used), one row at a time as
     * each is done; with an equivalence other than NONE each row also has the number of classes.
     */
    public static void table(Rules rules, int maxSize, CountOptions options, Sink<TableRow> rows) {
        rules.withSize(maxSize, maxSize).requireBitBoard("the table");
        BitBoardSearch search = new BitBoardSearch(options.threads(), options.limits());
        try {
            for (int n = 1; n <= maxSize; n++) {
                Rules r = rules.withSize(n, n);
                long start = System.nanoTime();
                long count = search.count(r, options.progress());
                long classes = switch (options.equivalence()) {
                    case NONE -> -1;
                    case SYMMETRY -> new SymmetryCount(search).count(r, false, options.progress()).count();
                    case SYMMETRY_AND_COLOURS -> new SymmetryCount(search).count(r, true, options.progress())
                            .count();
                };
                if (!rows.accept(new TableRow(n, count, classes, (System.nanoTime() - start) / 1e9))) {
                    break;
                }
            }
        } finally {
            rows.end();
        }
    }

    /**
     * The drawn final boards in a fixed order (row-major, x before o, ...), one at a time, until the sink wants no
     * more. Boards of at most 64 fields. The limits stop the listing (the search looks at them every 65,536 fields).
     */
    public static void list(Rules rules, Limits limits, Sink<Board> boards) {
        rules.requireBitBoard("list");
        try {
            new BitBoardSearch(1, limits).forEach(rules, boards::accept);
        } finally {
            boards.end();
        }
    }

    /**
     * Checks a final board independently of the search: full, with the counters the rules share out, no
     * one-coloured square. An invalid verdict names every problem, joined by "; " (details: "problems").
     */
    public static Verdict checkFinal(Board board, Rules rules) {
        return BoardChecker.checkFinal(board, rules);
    }

    /** Checks a position (a partial board): only colours the rules have, and no one-coloured square. */
    public static Verdict checkPosition(Board board, Rules rules) {
        return BoardChecker.checkPosition(board, rules);
    }

    /**
     * The boards of a file: JSON as {@code list --format json} writes it (or one {@code {"board": [...]}}), or
     * compact lines. Bad input fails with one line naming the file and the line.
     */
    public static List<Board> readBoards(Path file) {
        return BoardFile.read(file);
    }

    /** The boards of a text read elsewhere (standard input); {@code source} names it in errors. */
    public static List<Board> readBoards(String text, String source) {
        return BoardFile.parse(text, source);
    }

    /** One board written as rows of letters joined by '/' ({@code xox/xxo/oox}; '.' empty). */
    public static Board board(String rows, String source) {
        return Board.parse(rows, source);
    }

    /**
     * The largest n x n board with a drawn final position under the rules (their size is not used), deciding sizes
     * 1, 2, ... in turn; each decision goes to {@code steps} as it is made. The witness has passed the independent
     * check.
     */
    public static LargestBoard largest(Rules rules, LargestOptions options, Sink<SizeDecision> steps) {
        return largest(rules, options, steps, Progress.none());
    }

    /** The same, reporting the cases of a size split by its centre ({@code --cases}) to {@code progress}. */
    public static LargestBoard largest(Rules rules, LargestOptions options, Sink<SizeDecision> steps,
            Progress progress) {
        return new LargestSearch(options, progress).find(rules, options.maxSize(), options.timeLimitSeconds(), steps);
    }

    /** Whether the external SAT solver CaDiCaL ({@code cadical}) is on the PATH for {@code largest}. */
    public static boolean cadicalAvailable() {
        return CadicalDrawFinder.executable() != null;
    }

    /** A board as a picture: x red discs, o blue rings, every one-coloured square outlined, with a legend. */
    public static Picture picture(Board board, Rules rules, String title) {
        return BoardPicture.of(board, rules.axisParallel(), title, List.of(), "", List.of(), -1, List.of());
    }

    /**
     * A solved game's principal variation as a picture: the final board, each field numbered by its move, and the
     * square that ended the game drawn thick.
     */
    public static Picture picture(Game game, GameSolution s, GamePosition start, String title) {
        List<Integer> decisive = List.of();
        if (!s.moves().isEmpty() && !s.ending().startsWith("board full")) {
            int last = s.moves().get(s.moves().size() - 1);
            decisive = BoardPicture.squareThrough(s.end().board(), last, game.axisParallel());
        }
        return BoardPicture.of(s.end().board(), game.axisParallel(), title, decisive,
                game.achieve() ? "winning square" : "losing square", s.moves(), -1, List.of());
    }

    /** Advice as a picture: the position, the computer's move, the fields that lose at once, or the deciding square. */
    public static Picture picture(Game game, MoveAdvice a, String title) {
        return BoardPicture.of(a.position().board(), game.axisParallel(), title, a.square(),
                game.achieve() ? "winning square" : "losing square", List.of(), a.move(), a.losing());
    }

    // ---- the game ----

    /**
     * A position to play or solve from, given as a board: x and o only, no one-coloured square yet, and x with as
     * many counters as o or one more. {@code source} names the board in errors.
     */
    public static GamePosition position(Board board, Game game, String source) {
        if (board.rows() != game.rows() || board.cols() != game.cols()) {
            throw new InvalidInputException(source + " is " + board.rows() + " x " + board.cols() + ", not "
                    + game.rows() + " x " + game.cols());
        }
        if (BoardChecker.firstSquare(board, game.axisParallel()) != null) {
            throw new InvalidInputException(source + " already has a one-coloured square: the game is over");
        }
        GamePosition start = GamePosition.of(board);
        int nx = Long.bitCount(start.x());
        int no = Long.bitCount(start.o());
        if (nx != no && nx != no + 1) {
            throw new InvalidInputException(source + " has " + nx + " x and " + no
                    + " o: x moves first, so x has as many counters as o or one more");
        }
        return start;
    }

    /**
     * The value of the game from a position under perfect play and a principal variation. At the deadline or step
     * budget of the options' limits the value stays unknown ({@link GameSolution#solved()} false); a cancellation
     * ends the run with {@link org.gridpuzzles.core.InterruptedRunException}.
     */
    public static GameSolution solve(Game game, GamePosition start, SolveOptions options) {
        GameSolver solver = solver(game, start, options);
        try {
            return principal(solver, game, start);
        } finally {
            release(solver);
        }
    }

    /** The value and a principal variation by the solver; the value stays unknown when a limit is reached. */
    private static GameSolution principal(GameSolver solver, Game game, GamePosition start) {
        long t0 = System.nanoTime();
        try {
            GameLine line = GameLine.principal(solver, game, start);
            GamePosition p = start;
            for (int f : line.moves()) {
                p = p.play(f);
            }
            return new GameSolution(line.value(), line.moves(), line.ending(), p, solver.nodes(),
                    (System.nanoTime() - t0) / 1e9);
        } catch (LimitReachedException e) {
            return new GameSolution(null, List.of(), "", start, solver.nodes(), (System.nanoTime() - t0) / 1e9);
        }
    }

    /**
     * Solves as {@link #solve} and, when the value is proved, writes its certificate to the file (atomically): the
     * winner's strategy, or for a draw a strategy for each player that secures a draw. Its format is in docs/avoid-the-square.md;
     * {@link #checkProof} checks it independently.
     */
    public static ProvedGame solveWithProof(Game game, GamePosition start, SolveOptions options, Path proof) {
        return solveWithProof(game, start, options, proof, defaultEndgames(game));
    }

    /**
     * As above, leaving out of the certificate the positions with at most {@code endgames} free fields (-1: none
     * left out), which {@link #checkProof} then searches itself.
     */
    public static ProvedGame solveWithProof(Game game, GamePosition start, SolveOptions options, Path proof,
            int endgames) {
        if (endgames < -1 || endgames > game.rows() * game.cols()) {
            throw new InvalidInputException("endgames of " + endgames + " free fields: not -1 to "
                    + game.rows() * game.cols());
        }
        GameSolver solver = solver(game, start, options);
        solver.keepProvedMoves(endgames);
        try {
            return solveWithProof(solver, game, start, proof, endgames);
        } finally {
            release(solver);
        }
    }

    /**
     * The endgames a certificate leaves to the checker by default: positions with at most two fifths of the board's
     * fields free (8 on 4 x 5, 10 on 5 x 5), where the checker's search is quick and most of a strategy's positions lie.
     */
    public static int defaultEndgames(Game game) {
        return game.rows() * game.cols() * 2 / 5;
    }

    private static ProvedGame solveWithProof(GameSolver solver, Game game, GamePosition start, Path proof,
            int endgames) {
        GameSolution s = principal(solver, game, start);
        if (!s.solved()) {
            return new ProvedGame(s, 0);
        }
        long[] written = new long[1];
        try {
            org.gridpuzzles.io.AtomicFile.writeText(proof,
                    w -> written[0] = new StrategyWriter(solver, game, true, endgames).write(start, s.value(), w));
        } catch (LimitReachedException e) {
            // the value stands; the certificate was not finished in time and no file is left
            return new ProvedGame(s, -1);
        }
        return new ProvedGame(s, written[0]);
    }

    /**
     * Checks a certificate of {@code solve --proof} with its own rules and squares: every strategy replayed against
     * every opponent move. Valid (details: value, positions), or invalid with the first failing line; unreadable
     * text fails with {@link InvalidInputException}.
     */
    public static Verdict checkProof(String text, String source) {
        return new StrategyChecker().check(text, source);
    }

    /**
     * The same, read line by line from {@code in} (UTF-8 bytes, or gzip-compressed): certificates of any length
     * (5 x 5 with no endgames left out: over a gigabyte).
     */
    public static Verdict checkProof(InputStream in, String source) {
        return checkProof(in, source, 1);
    }

    /** The same, searching the endgames a certificate leaves out on {@code threads} threads. */
    public static Verdict checkProof(InputStream in, String source, int threads) {
        if (threads < 1) {
            throw new InvalidInputException("at least one thread, not " + threads);
        }
        try {
            return new StrategyChecker(threads).check(InputFiles.gunzipped(in), source);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The value of the game from a position, without a line of play; limits as for {@link #solve}. The seconds
     * include setting up the transposition table.
     */
    public static GameEvaluation evaluate(Game game, GamePosition start, SolveOptions options) {
        // the time includes setting up the table, as the benchmarks have always measured it
        long t0 = System.nanoTime();
        GameSolver solver = solver(game, start, options);
        try {
            int v = solver.value(start);
            return new GameEvaluation(Solvers.value(v, start.mover()), solver.nodes(),
                    (System.nanoTime() - t0) / 1e9);
        } catch (LimitReachedException e) {
            return new GameEvaluation(null, solver.nodes(), (System.nanoTime() - t0) / 1e9);
        } finally {
            release(solver);
        }
    }

    /**
     * The value by depth-first proof-number search instead (avoid rules only): an independent second method, slower
     * where draws must be proved. Limits as for {@link #evaluate}.
     */
    public static GameEvaluation evaluateByProofNumbers(Game game, GamePosition start, SolveOptions options) {
        if (game.achieve()) {
            throw new InvalidInputException("proof-number search is written for the avoid rules");
        }
        long t0 = System.nanoTime();
        GameSolver solver = Solvers.byProofNumbers(game, options);
        try {
            int v = solver.value(start);
            return new GameEvaluation(Solvers.value(v, start.mover()), solver.nodes(),
                    (System.nanoTime() - t0) / 1e9);
        } catch (LimitReachedException e) {
            return new GameEvaluation(null, solver.nodes(), (System.nanoTime() - t0) / 1e9);
        }
    }

    private static GameSolver solver(Game game, GamePosition start, SolveOptions options) {
        return Solvers.of(game, start, options);
    }

    /** Ends a solver's threads, if it has any. */
    private static void release(GameSolver solver) {
        Solvers.release(solver);
    }

    /**
     * The computer as a player: perfect on boards of up to 16 fields and on boards whose solved strategy ships with
     * the program (5 x 5), else a random move (from the seed) that completes no square of its own. One player serves
     * a whole game.
     */
    public static ComputerPlayer computer(Game game, long seed) {
        return new ComputerPlayer(game, seed);
    }

    /**
     * Advice at a board for a player: the computer's move, the moves that lose at once and the value. The stored
     * winning strategy (5 x 5) decides them where it lists the position, at once; else the solver where it finishes
     * within the limits' deadline; beyond, the move is heuristic
     * (seeded) and the value unknown. The board may be a finished game:
     * full (a draw) or with the one-coloured square the last move completed. {@code source} names the board in errors.
     */
    public static MoveAdvice advise(Game game, Board board, String source, long seed, Limits limits) {
        return MoveAdvisor.advise(game, board, source, seed, limits);
    }
}
