package org.gridpuzzles.squares;

import java.util.List;

/** JSON form of a list of boards: each board is its rows of letters (x, o, ..., '.' for empty). */
public record BoardList(int rows, int cols, int colours, boolean axisParallel, boolean anyBalance,
        List<List<String>> boards) {
}
