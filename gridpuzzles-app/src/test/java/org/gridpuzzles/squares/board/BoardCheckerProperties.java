package org.gridpuzzles.squares.board;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.SplittableRandom;

import net.jqwik.api.ForAll;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzles.squares.Board;

class BoardCheckerProperties {

    /** The checker names the same square as the plain search over every ordered pair of fields. */
    @Property(tries = 500, edgeCases = EdgeCasesMode.MIXIN)
    void namesTheSquareThatAllPairsFindFirst(@ForAll @IntRange(min = 1, max = 8) int rows,
            @ForAll @IntRange(min = 1, max = 8) int cols, @ForAll @IntRange(min = 1, max = 4) int colours,
            @ForAll boolean axisParallel, @ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] cells = new int[rows * cols];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = random.nextInt(colours + 1) - 1;
        }
        Board board = new Board(rows, cols, cells);
        assertArrayEquals(allPairs(board, axisParallel), BoardChecker.firstSquare(board, axisParallel),
                board.compact());
    }

    private static int[] allPairs(Board board, boolean axisParallel) {
        int rows = board.rows();
        int cols = board.cols();
        for (int r1 = 1; r1 <= rows; r1++) {
            for (int c1 = 1; c1 <= cols; c1++) {
                int v = board.at(r1, c1);
                if (v == Board.EMPTY) {
                    continue;
                }
                for (int r2 = 1; r2 <= rows; r2++) {
                    for (int c2 = 1; c2 <= cols; c2++) {
                        if ((r2 == r1 && c2 == c1) || board.at(r2, c2) != v) {
                            continue;
                        }
                        int dr = r2 - r1;
                        int dc = c2 - c1;
                        if (axisParallel && dr != 0 && dc != 0) {
                            continue;
                        }
                        int r3 = r2 - dc;
                        int c3 = c2 + dr;
                        int r4 = r1 - dc;
                        int c4 = c1 + dr;
                        if (r3 >= 1 && r3 <= rows && c3 >= 1 && c3 <= cols && r4 >= 1 && r4 <= rows && c4 >= 1
                                && c4 <= cols && board.at(r3, c3) == v && board.at(r4, c4) == v) {
                            return new int[] {r1, c1, r2, c2, r3, c3, r4, c4};
                        }
                    }
                }
            }
        }
        return null;
    }
}
