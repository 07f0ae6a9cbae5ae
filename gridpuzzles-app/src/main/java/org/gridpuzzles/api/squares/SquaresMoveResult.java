package org.gridpuzzles.api.squares;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.api.Drawable;
import org.gridpuzzles.render.Picture;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.MoveAdvice;
import org.gridpuzzles.squares.Rules;

/**
 * The answer for one position, fields as [row, col] counted from 1: who is to move, the computer's move and whether
 * it is perfect or heuristic, the moves that lose at once, the value (null when not solved in time), and for a
 * finished game the loser and the square; null where there is nothing to say. {@code shortSquares} lists the
 * squares (of the game's kind) one counter short: three corners of one player's and the fourth free, corners in
 * order round the square.
 */
@JsonPropertyOrder({"rows", "cols", "toMove", "move", "player", "losing", "value", "over", "loser", "square",
        "shortSquares"})
public record SquaresMoveResult(int rows, int cols, String toMove, List<Integer> move, String player,
        List<List<Integer>> losing, String value, boolean over, String loser, List<List<Integer>> square,
        List<OneShort> shortSquares, @JsonIgnore Advised advised) implements Drawable {

    /**
     * A square one counter short.
     *
     * @param player x or o, whose counters are on three of its corners
     * @param corners its four corners as [row, col], in order round the square
     */
    @JsonPropertyOrder({"player", "corners"})
    public record OneShort(String player, List<List<Integer>> corners) {
    }

    /** What drawing and the text need: the game, the engine's advice and the thinking time. */
    public record Advised(Game game, MoveAdvice advice, long timeLimit) {
    }

    static SquaresMoveResult of(Game game, MoveAdvice a, long timeLimit) {
        GamePosition p = a.position();
        return new SquaresMoveResult(p.rows(), p.cols(), String.valueOf(Rules.letter(a.mover())),
                a.move() < 0 ? null : GameBoards.cell(p, a.move()),
                a.over() ? null : a.perfect() ? "perfect" : "heuristic", GameBoards.cells(p, a.losing()),
                a.value() == null ? null : a.value().toString(), a.over(),
                a.loser() < 0 ? null : String.valueOf(Rules.letter(a.loser())),
                a.square().isEmpty() ? null : GameBoards.cells(p, a.square()),
                game.shortSquares(p).stream().map(q -> new OneShort(String.valueOf(Rules.letter(q.player())),
                        GameBoards.cells(p, q.corners()))).toList(), new Advised(game, a, timeLimit));
    }

    /**
     * The answer in lines: for a game going on, who is to move, the moves that lose at once, the value and the
     * computer's move, the last line the move alone (row,col); for a finished game how it ended, then "over".
     */
    public String text() {
        MoveAdvice a = advised.advice();
        GamePosition p = a.position();
        StringBuilder sb = new StringBuilder();
        if (a.over()) {
            sb.append(a.loser() < 0 ? "the board is full without a square: draw"
                    : advised.game().achieve() ? Rules.letter(1 - a.loser()) + " completed the square "
                            + GameBoards.names(p, a.square()) + " and won"
                    : Rules.letter(a.loser()) + " completed the square " + GameBoards.names(p, a.square())
                            + " and lost").append('\n');
            return sb.append("over\n").toString();
        }
        sb.append(toMove).append(" to move\n");
        sb.append("losing at once: ").append(a.losing().isEmpty() ? "none" : GameBoards.names(p, a.losing()))
                .append('\n');
        sb.append("value: ").append(a.value() == null ? "unknown (not solved within " + advised.timeLimit() + " s)"
                : a.value().toString()).append('\n');
        sb.append("computer (").append(a.perfect() ? "perfect" : "heuristic").append("): ").append(p.name(a.move()))
                .append('\n');
        return sb.append(p.name(a.move())).append('\n').toString();
    }

    /** The position with the computer's move and the fields that lose at once, or the square that decided it. */
    @Override
    public Picture picture() {
        MoveAdvice a = advised.advice();
        return AvoidTheSquare.picture(advised.game(), a, a.over() ? "game over" : toMove + " to move");
    }
}
