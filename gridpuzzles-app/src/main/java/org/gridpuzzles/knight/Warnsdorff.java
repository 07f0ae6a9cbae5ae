package org.gridpuzzles.knight;

import java.util.function.Supplier;

/**
 * Warnsdorff's rule: always move to an unvisited neighbour of minimal degree, where degrees are counted after the
 * current square is marked visited; ties go to a {@link TieBreak}. The walk stops when no unvisited neighbour is
 * left. Linear in the number of squares.
 */
final class Warnsdorff implements TourAlgorithm {

    private final Supplier<TieBreak> tieBreaks;

    /** A fresh tie-break is drawn for every walk, since tie-breaks may keep state. */
    Warnsdorff(Supplier<TieBreak> tieBreaks) {
        this.tieBreaks = tieBreaks;
    }

    @Override
    public WalkSummary walk(int rows, int cols, int startRow, int startCol, TourSink sink) {
        return walk(new KnightBoard(rows, cols), tieBreaks.get(), startRow, startCol, sink);
    }

    static WalkSummary walk(KnightBoard board, TieBreak tieBreak, int startRow, int startCol, TourSink sink) {
        final byte[] deg = board.deg;
        final int[] offset = board.offset;
        final int[] tied = new int[8];
        int r = startRow;
        int c = startCol;
        int at = board.at(r, c);
        long visited = 1;
        sink.start(r, c);
        while (true) {
            board.visit(at);
            tieBreak.arrive(r, c);
            int min = KnightBoard.VISITED;
            int n = 0;
            for (int t = 0; t < 8; t++) {
                int d = deg[at + offset[t]];
                if (d < min) {
                    min = d;
                    tied[0] = t;
                    n = 1;
                } else if (d == min && d != KnightBoard.VISITED) {
                    tied[n++] = t;
                }
            }
            if (n == 0) {
                return new WalkSummary(board.rows, board.cols, visited, r, c);
            }
            int t = n == 1 ? tied[0] : tied[tieBreak.choose(board, at, tied, n)];
            at += offset[t];
            r += KnightMoves.D_ROW[t];
            c += KnightMoves.D_COL[t];
            visited++;
            sink.move(t + 1, r, c, n > 1);
        }
    }
}
