package org.gridpuzzles.knight;

/**
 * Warnsdorff's walk on a board too large for one array (more than 2^31 squares with the padding; from m = 46,339
 * on): one byte array per row, padded like {@link KnightBoard}, so Squirrel's tour of a 100,000 x 100,000 board
 * (10^10 squares, 10 GB) can be walked. For tie-breaks that do not look at the board (the move orderings of
 * Squirrel's algorithm): {@link TieBreak#choose} gets no board.
 */
final class RowBoardWalk {

    private static final int PAD = KnightBoard.PAD;
    private static final byte VISITED = KnightBoard.VISITED;

    private RowBoardWalk() {
    }

    /** Lowers the degree of an unvisited square (the knight's square was just visited) and returns it. */
    private static int lower(byte[] line, int j) {
        byte b = line[j];
        if (b != VISITED) {
            line[j] = --b;
        }
        return b;
    }

    static WalkSummary walk(int rows, int cols, TieBreak tieBreak, int startRow, int startCol, TourSink sink) {
        byte[][] deg = new byte[rows + 2 * PAD][];
        for (int i = 0; i < deg.length; i++) {
            byte[] line = new byte[cols + 2 * PAD];
            java.util.Arrays.fill(line, VISITED);
            int r = i - PAD + 1;
            if (r >= 1 && r <= rows) {
                boolean edgeRow = r <= 2 || r > rows - 2;
                for (int c = 1; c <= cols; c++) {
                    line[c - 1 + PAD] = edgeRow || c <= 2 || c > cols - 2 ? (byte) KnightMoves.degree(r, c, rows, cols)
                            : 8;
                }
            }
            deg[i] = line;
        }
        final int[] dr = KnightMoves.D_ROW;
        final int[] dc = KnightMoves.D_COL;
        final int[] tied = new int[8];
        // padded indices: row i = r - 1 + PAD, column j = c - 1 + PAD
        int i = startRow - 1 + PAD;
        int j = startCol - 1 + PAD;
        long visited = 1;
        sink.start(startRow, startCol);
        final int[] d = new int[8];
        while (true) {
            // the four rows a knight reaches, read once a step (move types 1..8: rows -2, -1, 1, 2, 2, 1, -1, -2)
            byte[] up2 = deg[i - 2];
            byte[] up1 = deg[i - 1];
            byte[] down1 = deg[i + 1];
            byte[] down2 = deg[i + 2];
            deg[i][j] = VISITED;
            d[0] = lower(up2, j + 1);
            d[1] = lower(up1, j + 2);
            d[2] = lower(down1, j + 2);
            d[3] = lower(down2, j + 1);
            d[4] = lower(down2, j - 1);
            d[5] = lower(down1, j - 2);
            d[6] = lower(up1, j - 2);
            d[7] = lower(up2, j - 1);
            int r = i - PAD + 1;
            int c = j - PAD + 1;
            tieBreak.arrive(r, c);
            int min = VISITED;
            int n = 0;
            for (int t = 0; t < 8; t++) {
                int dt = d[t];
                if (dt < min) {
                    min = dt;
                    tied[0] = t;
                    n = 1;
                } else if (dt == min && dt != VISITED) {
                    tied[n++] = t;
                }
            }
            if (n == 0) {
                return new WalkSummary(rows, cols, visited, r, c);
            }
            int t = n == 1 ? tied[0] : tied[tieBreak.choose(null, -1, tied, n)];
            i += dr[t];
            j += dc[t];
            visited++;
            sink.move(t + 1, r + dr[t], c + dc[t], n > 1);
        }
    }
}
