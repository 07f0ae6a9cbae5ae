package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.cli.common.EngineCommand;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.Goal;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.MoveAdvice;
import org.gridpuzzles.squares.Rules;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code squares move}: one position's advice (the computer's move, the moves that lose at once, the value). */
@Command(name = "move", mixinStandardHelpOptions = true,
        description = "Answers for one position: the computer's move (perfect where the position is solved within "
                + "the time limit, heuristic beyond), the moves that lose at once, the value, and for a finished "
                + "game the loser and the square; the last line is the computer's move (row,col) or 'over'.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares move --position 'xox/..o/.ox'",
            "  gridpuzzles squares move --size 5 --format json",
            "  gridpuzzles squares move --position 'x..../...../..o../...../.....' --time-limit 1 --seed 3"})
@Formats({"text", "json", "svg", "png"})
final class MoveCommand extends EngineCommand {

    @Mixin
    GridOptions grid;

    @Option(names = "--position", paramLabel = "ROWS",
            description = "The position (rows joined by '/', '.' empty); without it the empty board of --size.")
    String position;

    @Option(names = "--axis-parallel", description = "Only squares with sides along the grid count.")
    boolean axisParallel;

    @Option(names = "--rules", paramLabel = "R", defaultValue = "avoid",
            description = "avoid (completing a square of your own loses) or achieve (it wins); default "
                    + "${DEFAULT-VALUE}.")
    Goal rules;

    @Mixin
    SeedOption seed;

    @Option(names = "--time-limit", paramLabel = "S", defaultValue = "2",
            description = "Seconds for solving the position; beyond, the move is heuristic and the value unknown "
                    + "(default ${DEFAULT-VALUE}).")
    long timeLimit;

    @Mixin
    FormatOption format;

    @Mixin
    OutOption out;

    /** The JSON answer: fields as [row, col] counted from 1; null where there is nothing to say. */
    record MoveJson(int rows, int cols, String toMove, List<Integer> move, String player, List<List<Integer>> losing,
            String value, boolean over, String loser, List<List<Integer>> square) {
    }

    @Override
    protected int run() {
        boolean json = format.is("json");
        Board board;
        if (position != null) {
            board = AvoidTheSquare.board(position, "--position");
            if (grid.given() && (grid.grid().rows() != board.rows() || grid.grid().cols() != board.cols())) {
                throw new InvalidInputException("--position is " + board.rows() + " x " + board.cols()
                        + ", not the size given");
            }
        } else {
            var g = grid.grid();
            if (g.size() > 64) {
                throw new InvalidInputException("the game works on boards of at most 64 fields");
            }
            board = Board.empty(g.rows(), g.cols());
        }
        if ((long) board.rows() * board.cols() > 64) {
            throw new InvalidInputException("the game works on boards of at most 64 fields");
        }
        if (timeLimit < 1 || timeLimit > SolveCommand.MAX_SECONDS) {
            throw new InvalidInputException("--time-limit " + timeLimit + " is not between 1 and "
                    + SolveCommand.MAX_SECONDS + " seconds");
        }
        Game game = new Game(board.rows(), board.cols(),
                axisParallel ? Rules.SquareKind.AXIS_PARALLEL : Rules.SquareKind.ALL, rules);
        MoveAdvice a = AvoidTheSquare.advise(game, board, "--position", seed.seed(),
                limits().withTimeout(Duration.ofSeconds(timeLimit)));
        GamePosition p = a.position();
        PrintWriter stdout = out();
        if (format.picture() != null) {
            this.out.picture(AvoidTheSquare.picture(game, a, a.over() ? "game over"
                    : Rules.letter(a.mover()) + " to move"), format.picture(), stdout);
            return Errors.OK;
        }
        PrintWriter out = this.out.buffer(stdout);
        String mover = String.valueOf(Rules.letter(a.mover()));
        if (json) {
            out.print(Json.write(new MoveJson(p.rows(), p.cols(), mover, a.move() < 0 ? null : cell(p, a.move()),
                    a.over() ? null : a.perfect() ? "perfect" : "heuristic", cells(p, a.losing()),
                    a.value() == null ? null : a.value().toString(), a.over(),
                    a.loser() < 0 ? null : String.valueOf(Rules.letter(a.loser())),
                    a.square().isEmpty() ? null : cells(p, a.square()))) + "\n");
            out.flush();
            this.out.commit();
            return Errors.OK;
        }
        if (a.over()) {
            out.println(a.loser() < 0 ? "the board is full without a square: draw"
                    : rules == Goal.ACHIEVE ? Rules.letter(1 - a.loser()) + " completed the square "
                            + names(p, a.square()) + " and won"
                    : Rules.letter(a.loser()) + " completed the square " + names(p, a.square()) + " and lost");
            out.println("over");
            out.flush();
            this.out.commit();
            return Errors.OK;
        }
        out.println(mover + " to move");
        out.println("losing at once: " + (a.losing().isEmpty() ? "none" : names(p, a.losing())));
        out.println("value: " + (a.value() == null ? "unknown (not solved within " + timeLimit + " s)"
                : a.value().toString()));
        out.println("computer (" + (a.perfect() ? "perfect" : "heuristic") + "): " + p.name(a.move()));
        out.println(p.name(a.move()));
        out.flush();
        this.out.commit();
        return Errors.OK;
    }

    private static List<Integer> cell(GamePosition p, int field) {
        return List.of(field / p.cols() + 1, field % p.cols() + 1);
    }

    private static List<List<Integer>> cells(GamePosition p, List<Integer> fields) {
        List<List<Integer>> out = new ArrayList<>();
        fields.forEach(f -> out.add(cell(p, f)));
        return out;
    }

    private static String names(GamePosition p, List<Integer> fields) {
        List<String> out = new ArrayList<>();
        fields.forEach(f -> out.add(p.name(f)));
        return String.join(" ", out);
    }
}
