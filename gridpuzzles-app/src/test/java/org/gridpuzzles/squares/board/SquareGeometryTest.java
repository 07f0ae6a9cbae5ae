package org.gridpuzzles.squares.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class SquareGeometryTest {

    @Property(tries = 60)
    void everySquareOnceAndAllAreSquares(@ForAll @IntRange(min = 1, max = 9) int rows,
            @ForAll @IntRange(min = 1, max = 9) int cols, @ForAll boolean axisParallel) {
        List<int[]> squares = SquareGeometry.squares(rows, cols, axisParallel);
        Set<String> seen = new HashSet<>();
        for (int[] q : squares) {
            int[] sorted = q.clone();
            Arrays.sort(sorted);
            assertTrue(seen.add(Arrays.toString(sorted)), "square listed twice");
            assertTrue(isSquare(q, cols, axisParallel));
        }
        // brute force over all quadruples of distinct fields (small boards only)
        int n = rows * cols;
        if (n <= 20) {
            int expected = 0;
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    for (int c = b + 1; c < n; c++) {
                        for (int d = c + 1; d < n; d++) {
                            if (anyOrderSquare(new int[] {a, b, c, d}, cols, axisParallel)) {
                                expected++;
                            }
                        }
                    }
                }
            }
            assertEquals(expected, squares.size());
        }
    }

    @Property(tries = 10)
    void squareBoardsHaveTheKnownNumber(@ForAll @IntRange(min = 1, max = 12) int n) {
        assertEquals(n * n * (n * n - 1) / 12, SquareGeometry.squares(n, n, false).size());
        int axis = 0;
        for (int k = 1; k < n; k++) {
            axis += (n - k) * (n - k);
        }
        assertEquals(axis, SquareGeometry.squares(n, n, true).size());
    }

    /** Corners in cyclic order: four equal sides and equal diagonals. */
    private static boolean isSquare(int[] q, int cols, boolean axisParallel) {
        long s = dist(q[0], q[1], cols);
        boolean sides = s > 0 && dist(q[1], q[2], cols) == s && dist(q[2], q[3], cols) == s
                && dist(q[3], q[0], cols) == s && dist(q[0], q[2], cols) == 2 * s && dist(q[1], q[3], cols) == 2 * s;
        boolean parallel = q[0] / cols == q[1] / cols || q[0] % cols == q[1] % cols;
        return sides && (!axisParallel || parallel);
    }

    private static boolean anyOrderSquare(int[] q, int cols, boolean axisParallel) {
        int[][] orders = {{0, 1, 2, 3}, {0, 1, 3, 2}, {0, 2, 1, 3}};
        for (int[] o : orders) {
            if (isSquare(new int[] {q[o[0]], q[o[1]], q[o[2]], q[o[3]]}, cols, axisParallel)) {
                return true;
            }
        }
        return false;
    }

    private static long dist(int a, int b, int cols) {
        long dr = a / cols - b / cols;
        long dc = a % cols - b % cols;
        return dr * dr + dc * dc;
    }
}
