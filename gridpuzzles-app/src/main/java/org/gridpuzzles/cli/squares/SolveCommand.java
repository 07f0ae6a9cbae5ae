package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.ThreadsOption;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.AtomicFile;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.GameSolution;
import org.gridpuzzles.squares.Goal;
import org.gridpuzzles.squares.ProvedGame;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.GameMethod;
import org.gridpuzzles.squares.SolveOptions;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code squares solve}: the value of the game under perfect play, with a principal variation. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solves the game: its value under perfect play (first player wins, second player wins or "
                + "draw) and a principal variation; the last line is the value.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares solve --size 3", "  gridpuzzles squares solve --size 4",
            "  gridpuzzles squares solve --size 3 --position 'xox/..o/.ox'",
            "  gridpuzzles squares solve --size 4 --proof 4x4.txt && gridpuzzles squares check-proof 4x4.txt",
            "  gridpuzzles squares solve --rows 3 --cols 4 --rules achieve --axis-parallel"})
@Formats({"text", "svg", "png"})
final class SolveCommand extends EngineCommand {

    @Mixin
    FormatOption format;

    @Mixin
    OutOption outOption;


    /** The longest --time-limit that counts: far beyond any run, small enough to count in nanoseconds. */
    static final long MAX_SECONDS = 100L * 365 * 24 * 3600;

    @Mixin
    GridOptions grid;

    @Option(names = "--axis-parallel", description = "Only squares with sides along the grid count.")
    boolean axisParallel;

    @Option(names = "--position", paramLabel = "ROWS", description = "Start from this position (rows joined by '/').")
    String position;

    @Option(names = "--table-bits", paramLabel = "B", defaultValue = "22",
            description = "Transposition table of 2^B entries, 17 bytes each, 8 on boards of up to 25 fields "
                    + "(26 for proof-number search; "
                    + "default ${DEFAULT-VALUE}).")
    int tableBits;

    @Option(names = "--time-limit", paramLabel = "S", description = "Give up after S seconds (exit 3).")
    Long timeLimit;

    @Option(names = "--rules", paramLabel = "R", defaultValue = "avoid",
            description = "avoid (completing a square of your own loses) or achieve (it wins); default "
                    + "${DEFAULT-VALUE}.")
    Goal rules;

    @Option(names = "--method", paramLabel = "M", defaultValue = "alpha-beta",
            description = "alpha-beta (both rule sets) or proof-number (depth-first proof-number search, the avoid "
                    + "rules only; slower on the boards measured); default ${DEFAULT-VALUE}.")
    GameMethod method;

    @Mixin
    ThreadsOption threads;

    @Option(names = "--proof", paramLabel = "FILE", description = "Write a certificate of the value (the winner's "
            + "strategy, or both players' for a draw) for 'squares check-proof'.")
    void proof(Path p) {
        try {
            AtomicFile.requireWritable(p);
        } catch (InvalidInputException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        proof = p;
    }

    Path proof;

    @Option(names = "--proof-endgames", paramLabel = "N", description = "Leave the positions with at most N free "
            + "fields out of the certificate: check-proof searches them itself (default: two fifths of the fields; "
            + "-1 lists every position).")
    Integer proofEndgames;

    @Spec
    CommandSpec spec;

    @Override
    protected int run() {
        Rules.SquareKind kind = axisParallel ? Rules.SquareKind.AXIS_PARALLEL : Rules.SquareKind.ALL;
        Game game;
        GamePosition start;
        if (position != null) {
            Board b = AvoidTheSquare.board(position, "--position");
            if (grid.given() && (grid.grid().rows() != b.rows() || grid.grid().cols() != b.cols())) {
                throw new InvalidInputException("--position is " + b.rows() + " x " + b.cols()
                        + ", not the size given");
            }
            if ((long) b.rows() * b.cols() > 64) {
                throw new InvalidInputException("the game solver works on at most 64 fields");
            }
            game = new Game(b.rows(), b.cols(), kind, rules);
            start = AvoidTheSquare.position(b, game, "--position");
        } else {
            var g = grid.grid();
            if (g.size() > 64) {
                throw new InvalidInputException("the game solver works on at most 64 fields");
            }
            game = new Game(g.rows(), g.cols(), kind, rules);
            start = game.start();
        }
        if (tableBits < SolveOptions.MIN_TABLE_BITS || tableBits > SolveOptions.MAX_TABLE_BITS) {
            throw new InvalidInputException("--table-bits " + tableBits + " is not between "
                    + SolveOptions.MIN_TABLE_BITS + " and " + SolveOptions.MAX_TABLE_BITS);
        }
        Limits limits = limits();
        if (timeLimit != null) {
            if (timeLimit < 1) {
                throw new InvalidInputException("--time-limit " + timeLimit + " is not a positive number of seconds");
            }
            // beyond a century is no limit at all, and a nanosecond deadline would overflow
            limits = limits.withTimeout(Duration.ofSeconds(Math.min(timeLimit, MAX_SECONDS)));
        }
        // read before the first line is written, so that a bad value gives nothing but its error
        int t = threads.threads();
        SolveOptions options = new SolveOptions(tableBits, limits, method, method == GameMethod.PROOF_NUMBER ? 1 : t);
        int endgames = proofEndgames != null ? proofEndgames : AvoidTheSquare.defaultEndgames(game);
        if (endgames < -1 || endgames > game.rows() * game.cols()) {
            throw new InvalidInputException("--proof-endgames " + endgames + " is not between -1 and "
                    + game.rows() * game.cols());
        }
        ProvedGame proved = proof == null ? null
                : AvoidTheSquare.solveWithProof(game, start, options, proof, endgames);
        GameSolution s = proved != null ? proved.solution() : AvoidTheSquare.solve(game, start, options);
        PrintWriter stdout = out();
        PrintWriter out = format.picture() != null ? stdout : outOption.buffer(stdout);
        if (!s.solved()) {
            out.printf("not solved within %s: %d positions searched (%.0f per second)%n",
                    timeLimit != null ? timeLimit + " s" : "the time limit", s.positions(),
                    s.positions() / s.seconds());
            out.println("unknown");
            out.flush();
            outOption.commit();
            return Errors.TIME_LIMIT;
        }
        if (format.picture() != null) {
            // (a drawn line's ending already names the value)
            String title = s.ending().endsWith(": " + s.value()) ? s.ending() : s.value() + ": " + s.ending();
            outOption.picture(AvoidTheSquare.picture(game, s, start, title), format.picture(), out);
            return Errors.OK;
        }
        out.println("board " + start.rows() + "x" + start.cols() + ", "
                + (axisParallel ? "axis-parallel squares" : "all squares (tilted too)"));
        StringBuilder pv = new StringBuilder("principal variation:");
        GamePosition p = start;
        for (int f : s.moves()) {
            pv.append(' ').append(p.mover() == 0 ? 'x' : 'o').append(' ').append(p.name(f));
            p = p.play(f);
        }
        out.println(pv);
        out.println("end: " + s.ending());
        out.print(s.end().board().box());
        out.printf("positions searched: %d, %.3f s%n", s.positions(), s.seconds());
        out.println("rules: " + (rules == Goal.ACHIEVE ? "achieve (completing a square of your own wins)"
                : "avoid (completing a square of your own loses)"));
        if (proved != null) {
            out.println(proved.strategyPositions() < 0
                    ? "proof: not written (the time limit was reached while writing it)"
                    : "proof: " + proved.strategyPositions() + " positions of strategy written to " + proof);
        }
        out.println(s.value());
        out.flush();
        outOption.commit();
        return Errors.OK;
    }
}
