package org.gridpuzzles.api.squares;

import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.api.Drawable;
import org.gridpuzzles.render.Picture;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.GameSolution;

/**
 * A game solved, or not within the limits ({@code value} null): the value under perfect play, a principal variation
 * (fields as [row, col] from 1, x first), how it ends, the final board, the positions searched and the seconds; with
 * a certificate written, the positions of strategy in it (-1: the limits stopped the writing).
 */
@JsonPropertyOrder({"rows", "cols", "axisParallel", "rules", "value", "moves", "ending", "board", "positions",
    "seconds", "proofPositions"})
public record SquaresSolveResult(int rows, int cols, boolean axisParallel, GameRules rules, String value,
        List<List<Integer>> moves, String ending, List<String> board, long positions, double seconds,
        @JsonInclude(JsonInclude.Include.NON_NULL) Long proofPositions, @JsonIgnore Solved solved)
        implements Drawable {

    /** What the text and the picture need: the game, its start, the engine's solution, the certificate's file. */
    public record Solved(Game game, GamePosition start, GameSolution solution, Path proof, Long timeLimit) {
    }

    static SquaresSolveResult of(SquaresSolveRequest q, Solved s, Long proofPositions) {
        GameSolution g = s.solution();
        return new SquaresSolveResult(q.rows(), q.cols(), q.axisParallel(), q.rules(),
                g.solved() ? g.value().toString() : null, GameBoards.cells(s.start(), g.moves()), g.ending(),
                g.end().board().rowTexts(), g.positions(), g.seconds(), proofPositions, s);
    }

    /** Whether the value was found within the limits. */
    public boolean valueFound() {
        return value != null;
    }

    /**
     * The answer in lines, the value last: the board, the principal variation, the end, the final board, the
     * search's size, the rules, the certificate; when not solved, how far the search went and "unknown".
     */
    public String text() {
        GameSolution s = solved.solution();
        if (!valueFound()) {
            return String.format("not solved within %s: %d positions searched (%.0f per second)%n",
                    solved.timeLimit() != null ? solved.timeLimit() + " s" : "the time limit", s.positions(),
                    s.positions() / s.seconds()) + "unknown\n";
        }
        StringBuilder sb = new StringBuilder();
        sb.append("board ").append(rows).append('x').append(cols).append(", ")
                .append(axisParallel ? "axis-parallel squares" : "all squares (tilted too)").append('\n');
        sb.append("principal variation:");
        GamePosition p = solved.start();
        for (int f : s.moves()) {
            sb.append(' ').append(p.mover() == 0 ? 'x' : 'o').append(' ').append(p.name(f));
            p = p.play(f);
        }
        sb.append('\n').append("end: ").append(s.ending()).append('\n');
        sb.append(s.end().board().box());
        sb.append(String.format("positions searched: %d, %.3f s%n", s.positions(), s.seconds()));
        sb.append("rules: ").append(rules == GameRules.ACHIEVE ? "achieve (completing a square of your own wins)"
                : "avoid (completing a square of your own loses)").append('\n');
        if (proofPositions != null) {
            sb.append(proofPositions < 0 ? "proof: not written (the time limit was reached while writing it)"
                    : "proof: " + proofPositions + " positions of strategy written to " + solved.proof()).append('\n');
        }
        return sb.append(value).append('\n').toString();
    }

    /** The principal variation on the final board, each field numbered by its move, the deciding square thick. */
    @Override
    public Picture picture() {
        GameSolution s = solved.solution();
        // (a drawn line's ending already names the value)
        String title = s.ending().endsWith(": " + s.value()) ? s.ending() : s.value() + ": " + s.ending();
        return AvoidTheSquare.picture(solved.game(), s, solved.start(), title);
    }
}
