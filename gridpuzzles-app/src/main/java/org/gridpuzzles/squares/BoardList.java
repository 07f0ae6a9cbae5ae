package org.gridpuzzles.squares;

import java.util.ArrayList;
import java.util.List;

/** JSON form of a list of boards: each board is its rows of letters (x, o, ..., '.' for empty). */
public record BoardList(int rows, int cols, int colours, boolean axisParallel, boolean anyBalance,
        List<List<String>> boards) {

    /** The boards with the rules they were listed under. */
    public static BoardList of(Rules rules, List<Board> boards) {
        List<List<String>> rows = new ArrayList<>();
        boards.forEach(b -> rows.add(b.rowTexts()));
        return new BoardList(rules.rows(), rules.cols(), rules.colours(), rules.axisParallel(), rules.anyBalance(),
                rows);
    }
}
