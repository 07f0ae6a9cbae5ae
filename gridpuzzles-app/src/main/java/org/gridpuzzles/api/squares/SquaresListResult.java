package org.gridpuzzles.api.squares;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.api.Drawable;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.render.Picture;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.BoardList;

/** Drawn final boards with the rules they were listed under; each board is its rows of letters. */
public record SquaresListResult(int rows, int cols, int colours, boolean axisParallel, boolean anyBalance,
        List<List<String>> boards) implements Drawable {

    static SquaresListResult of(SquaresListRequest q, List<Board> boards) {
        BoardList l = BoardList.of(DrawRules.rules(q.rows(), q.cols(), q.colours(), q.axisParallel(),
                q.anyBalance()), boards);
        return new SquaresListResult(l.rows(), l.cols(), l.colours(), l.axisParallel(), l.anyBalance(), l.boards());
    }

    /** The first board, its one-coloured squares outlined (none: it is drawn). */
    @Override
    public Picture picture() {
        if (boards.isEmpty()) {
            throw new InvalidInputException("no drawn board on " + rows + " x " + cols + " to draw");
        }
        Board first = AvoidTheSquare.board(String.join("/", boards.get(0)), "board 1");
        return AvoidTheSquare.picture(first, DrawRules.rules(rows, cols, colours, axisParallel, anyBalance),
                "drawn board " + rows + "x" + cols);
    }

    static List<Board> collect(SquaresListRequest q, org.gridpuzzles.core.Limits limits) {
        List<Board> out = new ArrayList<>();
        ListBoards.each(q, limits, out::add);
        return out;
    }
}
