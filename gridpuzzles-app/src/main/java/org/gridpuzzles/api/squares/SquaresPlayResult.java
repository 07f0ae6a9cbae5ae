package org.gridpuzzles.api.squares;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.api.Drawable;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.render.Picture;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.GameSolution;

/**
 * The game after one step: every move so far (x first, fields as [row, col] from 1), the move just played (null
 * when none), by whom and whether by the computer, whether it completed a square, whether the board is full, whether
 * the game is over and how it ended, who is to move, the board's rows, and whether the computer plays perfectly
 * (small boards) or by a seeded heuristic.
 */
@JsonPropertyOrder({"rows", "cols", "moves", "played", "by", "computer", "completed", "full", "over", "ending",
    "toMove", "board", "perfect"})
public record SquaresPlayResult(int rows, int cols, List<List<Integer>> moves, List<Integer> played, String by,
        boolean computer, boolean completed, boolean full, boolean over, String ending, String toMove,
        List<String> board, boolean perfect, @JsonIgnore Played game) implements Drawable {

    /** What the text and the picture need: the game, the position and the fields played in order. */
    public record Played(Game game, GamePosition position, List<Integer> fields) {
    }

    /** The moves so far as fields, for the next step's request. */
    public List<Field> fieldsPlayed() {
        return moves.stream().map(m -> new Field(m.get(0), m.get(1))).toList();
    }

    /** The move just played as "row,col". */
    public String playedName() {
        return played == null ? null : played.get(0) + "," + played.get(1);
    }

    /** The position as a box of text. */
    public String box() {
        return game.position().board().box();
    }

    /** The finished game: its final board, each field numbered by its move, the deciding square thick. */
    @Override
    public Picture picture() {
        if (!over) {
            throw new InvalidInputException("the game is not over: there is no finished game to draw");
        }
        Game g = game.game();
        return AvoidTheSquare.picture(g, new GameSolution(null, game.fields(), ending, game.position(), 0, 0),
                g.start(), ending);
    }
}
