package org.gridpuzzles.api.squares;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonProperty;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.api.Interactive;
import org.gridpuzzles.grid.Field;

/**
 * One step of a game of a person against the computer: the game so far, and the next move (the person's, or the
 * computer's), or none to see the position.
 *
 * @param rows rows of the board
 * @param cols columns of the board
 * @param axisParallel only squares with sides along the grid count
 * @param rules avoid (completing a square of your own loses) or achieve (it wins)
 * @param seed the seed of the computer's random choices (one seeded sequence over the whole game)
 * @param first who plays x and moves first: human or computer
 * @param moves the moves so far, x first, each {"row":r,"col":c} or "r,c"
 * @param move the person's move now
 * @param computer the computer makes the next move instead
 */
public record SquaresPlayRequest(int rows, int cols, boolean axisParallel, GameRules rules, long seed, First first,
        List<Field> moves, Field move, boolean computer) implements Interactive {

    /** Who plays x and moves first. */
    public enum First {
        @JsonProperty("human") HUMAN,
        @JsonProperty("computer") COMPUTER
    }

    public SquaresPlayRequest {
        GameBoards.size(rows, cols, null);
        rules = rules == null ? GameRules.AVOID : rules;
        first = first == null ? First.HUMAN : first;
        moves = moves == null ? List.of() : List.copyOf(moves);
        for (Field f : moves) {
            Check.that(onBoard(f, rows, cols), "moves", f + " is off the board (rows 1.." + rows + ", columns 1.."
                    + cols + ")");
        }
        Check.that(move == null || !computer, "move", "give either move or computer, not both");
        Check.that(move == null || onBoard(move, rows, cols), "move", move + " is off the board (rows 1.." + rows
                + ", columns 1.." + cols + ")");
    }

    /** The same game with one more move played. */
    public SquaresPlayRequest next(List<Field> played, Field personsMove, boolean computersMove) {
        return new SquaresPlayRequest(rows, cols, axisParallel, rules, seed, first, played, personsMove, computersMove);
    }

    /** The letter the computer plays. */
    public char computerLetter() {
        return first == First.HUMAN ? 'o' : 'x';
    }

    private static boolean onBoard(Field f, int rows, int cols) {
        return f.row() >= 1 && f.row() <= rows && f.col() >= 1 && f.col() <= cols;
    }
}
