package org.gridpuzzles.frontier;

/** Small test graphs in row-major numbering. */
final class Graphs {

    private Graphs() {
    }

    static FrontierGraph grid(int rows, int cols) {
        int[][] nb = new int[rows * cols][];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int[] t = new int[4];
                int k = 0;
                if (r > 0) {
                    t[k++] = (r - 1) * cols + c;
                }
                if (c > 0) {
                    t[k++] = r * cols + c - 1;
                }
                if (c + 1 < cols) {
                    t[k++] = r * cols + c + 1;
                }
                if (r + 1 < rows) {
                    t[k++] = (r + 1) * cols + c;
                }
                nb[r * cols + c] = java.util.Arrays.copyOf(t, k);
            }
        }
        return new FrontierGraph(nb);
    }

    /** King graph (grid with diagonals) numbered column by column: counts grow fast on a narrow frontier. */
    static FrontierGraph king(int rows, int cols) {
        int[][] nb = new int[rows * cols][];
        for (int c = 0; c < cols; c++) {
            for (int r = 0; r < rows; r++) {
                int[] t = new int[8];
                int k = 0;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        int rr = r + dr;
                        int cc = c + dc;
                        if ((dr != 0 || dc != 0) && rr >= 0 && rr < rows && cc >= 0 && cc < cols) {
                            t[k++] = cc * rows + rr;
                        }
                    }
                }
                nb[c * rows + r] = java.util.Arrays.copyOf(t, k);
            }
        }
        return new FrontierGraph(nb);
    }

    /** Knight graph numbered column by column. */
    static FrontierGraph knight(int rows, int cols) {
        int[] dr = {-2, -1, 1, 2, 2, 1, -1, -2};
        int[] dc = {1, 2, 2, 1, -1, -2, -2, -1};
        int[][] nb = new int[rows * cols][];
        for (int c = 0; c < cols; c++) {
            for (int r = 0; r < rows; r++) {
                int[] t = new int[8];
                int k = 0;
                for (int d = 0; d < 8; d++) {
                    int rr = r + dr[d];
                    int cc = c + dc[d];
                    if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) {
                        t[k++] = cc * rows + rr;
                    }
                }
                nb[c * rows + r] = java.util.Arrays.copyOf(t, k);
            }
        }
        return new FrontierGraph(nb);
    }

    /**
     * The symmetries of a rows x cols board other than the identity, as permutations of {@code index(r, c)}: the
     * reflections and the half turn, and on a square board also the quarter turns and diagonal reflections.
     */
    static int[][] boardSymmetries(int rows, int cols, java.util.function.IntBinaryOperator index) {
        java.util.List<int[]> out = new java.util.ArrayList<>();
        int kinds = rows == cols ? 8 : 4;
        for (int s = 1; s < kinds; s++) {
            int[] p = new int[rows * cols];
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    int rr = (s & 1) != 0 ? rows - 1 - r : r;
                    int cc = (s & 2) != 0 ? cols - 1 - c : c;
                    if ((s & 4) != 0) {
                        int t = rr;
                        rr = cc;
                        cc = t;
                    }
                    p[index.applyAsInt(r, c)] = index.applyAsInt(rr, cc);
                }
            }
            out.add(p);
        }
        return out.toArray(new int[0][]);
    }
}
