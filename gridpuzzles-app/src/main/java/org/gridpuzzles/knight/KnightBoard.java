package org.gridpuzzles.knight;

/**
 * The state of a walk: one byte per square holding its degree (unvisited on-board neighbours), or {@link #VISITED}.
 * The board is padded by two squares on every side, marked visited, so that the hot loop needs no bounds checks.
 * Degrees are updated incrementally when a square is visited, so a step costs a constant number of operations.
 */
final class KnightBoard {

    static final byte VISITED = 9;
    static final int PAD = 2;

    final int rows;
    final int cols;
    final int width;
    final byte[] deg;
    /** Index offsets of move types 1..8 (at {@code type - 1}). */
    final int[] offset = new int[8];

    KnightBoard(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
        this.width = cols + 2 * PAD;
        if (!fits(rows, cols)) {
            throw new org.gridpuzzles.core.InvalidInputException("board " + rows + " x " + cols + " is too large");
        }
        this.deg = new byte[(rows + 2 * PAD) * width];
        java.util.Arrays.fill(deg, VISITED);
        for (int t = 0; t < 8; t++) {
            offset[t] = KnightMoves.D_ROW[t] * width + KnightMoves.D_COL[t];
        }
        for (int r = 1; r <= rows; r++) {
            boolean edgeRow = r <= 2 || r > rows - 2;
            for (int c = 1; c <= cols; c++) {
                if (!edgeRow && c == 3 && cols > 4) {
                    // every square two or more away from the edge has all eight neighbours
                    java.util.Arrays.fill(deg, at(r, 3), at(r, cols - 2) + 1, (byte) 8);
                    c = cols - 2;
                    continue;
                }
                deg[at(r, c)] = (byte) KnightMoves.degree(r, c, rows, cols);
            }
        }
    }

    /** Whether a rows x cols board, padded, fits one array. */
    static boolean fits(int rows, int cols) {
        return (long) (rows + 2 * PAD) * (cols + 2 * PAD) <= Integer.MAX_VALUE - 16;
    }

    /** The padded index of (row, col), both 1-based. */
    int at(int row, int col) {
        return (row - 1 + PAD) * width + (col - 1 + PAD);
    }

    int rowOf(int at) {
        return at / width - PAD + 1;
    }

    int colOf(int at) {
        return at % width - PAD + 1;
    }

    boolean visited(int at) {
        return deg[at] == VISITED;
    }

    /** Degree of an unvisited square: its unvisited neighbours. */
    int degree(int at) {
        return deg[at];
    }

    /** Marks a square visited and lowers the degree of its unvisited neighbours. */
    void visit(int at) {
        deg[at] = VISITED;
        for (int t = 0; t < 8; t++) {
            int n = at + offset[t];
            if (deg[n] != VISITED) {
                deg[n]--;
            }
        }
    }
}
