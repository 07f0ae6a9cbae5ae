package org.gridpuzzles.knight;

/**
 * The eight move types of the knight, numbered 1..8 exactly as in the paper: type 1 is two rows up and one column
 * right, then clockwise. Arrays are indexed by {@code type - 1}.
 */
final class KnightMoves {

    /** Row change of move type {@code t + 1}. */
    static final int[] D_ROW = {-2, -1, 1, 2, 2, 1, -1, -2};
    /** Column change of move type {@code t + 1}. */
    static final int[] D_COL = {1, 2, 2, 1, -1, -2, -2, -1};

    private KnightMoves() {
    }

    static int dRow(int type) {
        return D_ROW[type - 1];
    }

    static int dCol(int type) {
        return D_COL[type - 1];
    }

    /** The squares a knight reaches from (r, c) on an empty rows x cols board, both 1-based. */
    static int degree(int r, int c, int rows, int cols) {
        int d = 0;
        for (int t = 0; t < 8; t++) {
            int rr = r + D_ROW[t];
            int cc = c + D_COL[t];
            if (rr >= 1 && rr <= rows && cc >= 1 && cc <= cols) {
                d++;
            }
        }
        return d;
    }

    /** The move type leading from (r1,c1) to (r2,c2), or 0 when they are not a knight's move apart. */
    static int typeOf(int r1, int c1, int r2, int c2) {
        int dr = r2 - r1;
        int dc = c2 - c1;
        for (int t = 0; t < 8; t++) {
            if (D_ROW[t] == dr && D_COL[t] == dc) {
                return t + 1;
            }
        }
        return 0;
    }
}
