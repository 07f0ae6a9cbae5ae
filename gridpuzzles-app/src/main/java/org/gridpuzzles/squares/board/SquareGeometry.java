package org.gridpuzzles.squares.board;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.squares.GamePosition;

/**
 * All squares whose corners are fields of a {@code rows x cols} board, tilted ones included. A square is a corner
 * p and a side vector v = (dRow, dCol); the other corners are p + v, p + v + w and p + w with w = v turned by a
 * right angle. Of the four sides of a square exactly one has dRow >= 1 and dCol >= 0, so that side names it once.
 */
public final class SquareGeometry {

    private SquareGeometry() {
    }

    /** Corners (dense field indices, row-major) of every square, each square once. */
    public static List<int[]> squares(int rows, int cols, boolean axisParallel) {
        List<int[]> out = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                for (int dr = 1; dr < Math.max(rows, cols); dr++) {
                    for (int dc = 0; dc < (axisParallel ? 1 : Math.max(rows, cols)); dc++) {
                        // w = (dc, -dr): v turned by a right angle
                        int r1 = r + dr;
                        int c1 = c + dc;
                        int r2 = r1 + dc;
                        int c2 = c1 - dr;
                        int r3 = r + dc;
                        int c3 = c - dr;
                        if (inside(rows, cols, r1, c1) && inside(rows, cols, r2, c2) && inside(rows, cols, r3, c3)) {
                            out.add(new int[] {r * cols + c, r1 * cols + c1, r2 * cols + c2, r3 * cols + c3});
                        }
                    }
                }
            }
        }
        return out;
    }

    /**
     * Whether the player to move in {@code p} completes a square of their own by playing on the field;
     * {@code through} as {@link #throughMasks} gives it.
     */
    public static boolean completes(GamePosition p, int field, long[][] through) {
        long mine = p.mover() == 0 ? p.x() : p.o();
        for (long m : through[field]) {
            if ((mine & m) == m) {
                return true;
            }
        }
        return false;
    }

    /** An empty list of masks for each field; masks are longs, so at most 64 fields. */
    private static List<List<Long>> listPerField(int rows, int cols) {
        int n = rows * cols;
        if (n > 64) {
            throw new IllegalArgumentException("bit masks need at most 64 fields");
        }
        List<List<Long>> lists = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            lists.add(new ArrayList<>());
        }
        return lists;
    }

    private static boolean inside(int rows, int cols, int r, int c) {
        return r >= 0 && r < rows && c >= 0 && c < cols;
    }

    /**
     * For each field, the masks of the other three corners of the squares whose highest-numbered corner it is: when
     * fields are filled in index order, these are the squares that field completes.
     */
    public static long[][] completingMasks(int rows, int cols, boolean axisParallel) {
        List<List<Long>> lists = listPerField(rows, cols);
        for (int[] q : squares(rows, cols, axisParallel)) {
            int top = Math.max(Math.max(q[0], q[1]), Math.max(q[2], q[3]));
            long mask = 0;
            for (int f : q) {
                if (f != top) {
                    mask |= 1L << f;
                }
            }
            lists.get(top).add(mask);
        }
        return toArrays(lists);
    }

    /** For each field, the masks of the other three corners of every square through it (for the game). */
    public static long[][] throughMasks(int rows, int cols, boolean axisParallel) {
        List<List<Long>> lists = listPerField(rows, cols);
        for (int[] q : squares(rows, cols, axisParallel)) {
            long all = 0;
            for (int f : q) {
                all |= 1L << f;
            }
            for (int f : q) {
                lists.get(f).add(all & ~(1L << f));
            }
        }
        return toArrays(lists);
    }

    private static long[][] toArrays(List<List<Long>> lists) {
        long[][] out = new long[lists.size()][];
        for (int i = 0; i < out.length; i++) {
            List<Long> l = lists.get(i);
            out[i] = new long[l.size()];
            for (int j = 0; j < l.size(); j++) {
                out[i][j] = l.get(j);
            }
        }
        return out;
    }
}
