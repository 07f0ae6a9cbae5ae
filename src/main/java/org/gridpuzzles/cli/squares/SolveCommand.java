package org.gridpuzzles.cli.squares;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.squares.AlphaBetaSolver;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.GameLine;
import org.gridpuzzles.squares.Position;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code squares solve}: the value of the game under perfect play, with a principal variation. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "The value of the game under perfect play (first player wins, second player wins or draw) and "
                + "a principal variation; the last line is the value.",
        footerHeading = "%nExamples:%n",
        footer = {"  gridpuzzles squares solve --size 3", "  gridpuzzles squares solve --size 4",
            "  gridpuzzles squares solve --size 3 --position 'xox/..o/.ox'"})
public final class SolveCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GridOptions grid;

    @Option(names = "--axis-parallel", description = "Only squares with sides along the grid count.")
    boolean axisParallel;

    @Option(names = "--position", paramLabel = "ROWS", description = "Start from this position (rows joined by '/').")
    String position;

    @Option(names = "--table-bits", paramLabel = "B", defaultValue = "22",
            description = "Transposition table of 2^B entries, 17 bytes each (default ${DEFAULT-VALUE}).")
    int tableBits;

    @Option(names = "--time-limit", paramLabel = "S", description = "Give up after S seconds (exit 3).")
    Long timeLimit;

    @Override
    public Integer call() {
        Position start;
        if (position != null) {
            Board b = Board.parse(position, "--position");
            if (grid.given() && (grid.grid().rows() != b.rows() || grid.grid().cols() != b.cols())) {
                throw new InvalidInputException("--position is " + b.rows() + " x " + b.cols()
                        + ", not the size given");
            }
            if (b.rows() * b.cols() > 64) {
                throw new InvalidInputException("the game solver works on at most 64 fields");
            }
            if (org.gridpuzzles.squares.BoardVerifier.firstSquare(b, axisParallel) != null) {
                throw new InvalidInputException("--position already has a one-coloured square: the game is over");
            }
            start = Position.of(b);
            int nx = Long.bitCount(start.x());
            int no = Long.bitCount(start.o());
            if (nx != no && nx != no + 1) {
                throw new InvalidInputException("--position has " + nx + " x and " + no
                        + " o: x moves first, so x has as many counters as o or one more");
            }
        } else {
            var g = grid.grid();
            if (g.size() > 64) {
                throw new InvalidInputException("the game solver works on at most 64 fields");
            }
            start = Position.empty(g.rows(), g.cols());
        }
        if (tableBits < 10 || tableBits > 28) {
            throw new InvalidInputException("--table-bits " + tableBits + " is not between 10 and 28");
        }
        AlphaBetaSolver solver = new AlphaBetaSolver(start.rows(), start.cols(), axisParallel, tableBits);
        long t0 = System.nanoTime();
        if (timeLimit != null) {
            if (timeLimit < 1) {
                throw new InvalidInputException("--time-limit " + timeLimit + " is not a positive number of seconds");
            }
            solver.deadline(t0 + timeLimit * 1_000_000_000L);
        }
        GameLine line;
        try {
            line = GameLine.principal(solver, start);
        } catch (org.gridpuzzles.squares.TimeLimitReached e) {
            PrintWriter out = spec.commandLine().getOut();
            out.printf("not solved within %d s: %d positions searched (%.0f per second)%n", timeLimit,
                    solver.nodes(), solver.nodes() / ((System.nanoTime() - t0) / 1e9));
            out.println("unknown");
            out.flush();
            return Errors.TIME_LIMIT;
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        PrintWriter out = spec.commandLine().getOut();
        out.println("board " + start.rows() + "x" + start.cols() + ", "
                + (axisParallel ? "axis-parallel squares" : "all squares (tilted too)"));
        StringBuilder pv = new StringBuilder("principal variation:");
        Position p = start;
        for (int f : line.moves()) {
            pv.append(' ').append(p.mover() == 0 ? 'x' : 'o').append(' ').append(f / p.cols() + 1).append(',')
                    .append(f % p.cols() + 1);
            p = p.play(f);
        }
        out.println(pv);
        out.println("end: " + line.ending());
        out.print(p.board().box());
        out.printf("positions searched: %d, %.3f s%n", solver.nodes(), secs);
        out.println(line.value());
        out.flush();
        return Errors.OK;
    }
}
