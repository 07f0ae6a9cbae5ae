package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The number of perfect mazes against OEIS, against a dense exact determinant and against enumeration, on every
 * shape; and which algorithms draw each maze with the same chance, by a chi-square test against that number.
 */
class MazeCountProperties {

    private static BigInteger count(CellGrid grid) {
        return Mazes.count(grid, 2, Limits.none()).mazes();
    }

    /** OEIS A007341: spanning trees of the n x n grid. */
    @Test
    void squaresAsOeisA007341() {
        long[] a007341 = {1, 4, 192, 100352, 557568000L, 32565539635200L};
        for (int n = 1; n <= a007341.length; n++) {
            assertEquals(BigInteger.valueOf(a007341[n - 1]), count(CellGrid.of(GridShape.RECT, n, n)), n + " x " + n);
        }
    }

    /** Every shape but weave, against a fraction-free determinant of the whole Laplacian minor, written here. */
    @Property(tries = 80)
    void everyShapeAsADenseDeterminant(@ForAll @IntRange(min = 1, max = 7) int rows,
            @ForAll @IntRange(min = 1, max = 8) int cols, @ForAll("shapes") GridShape shape) {
        // joining the sides needs three columns (and three rows on a torus)
        CellGrid grid = switch (shape) {
            case POLAR -> CellGrid.polar(Math.min(rows, 4));
            case CYLINDER, MOEBIUS -> CellGrid.of(shape, rows, Math.max(cols, 3));
            case TORUS, KLEIN -> CellGrid.of(shape, Math.max(rows, 3), Math.max(cols, 3));
            // in one column of triangles every other row is cut off
            case TRIANGLE -> CellGrid.of(shape, rows, Math.max(cols, 2));
            case LEVELS -> CellGrid.layered(1 + rows % 3, Math.min(rows, 4), Math.min(cols, 4));
            default -> CellGrid.of(shape, rows, cols);
        };
        assertEquals(bareiss(grid), count(grid), grid.toString());
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<GridShape> shapes() {
        return net.jqwik.api.Arbitraries.of(GridShape.RECT, GridShape.POLAR, GridShape.HEX, GridShape.TRIANGLE,
                GridShape.CYLINDER, GridShape.TORUS, GridShape.MOEBIUS, GridShape.KLEIN, GridShape.UPSILON,
                GridShape.LEVELS);
    }

    /** Small grids of every shape and a masked one: every set of fields - 1 walls that joins all fields, counted. */
    @Test
    void smallGridsAsEnumeration() {
        List<CellGrid> grids = List.of(CellGrid.of(GridShape.RECT, 3, 4), CellGrid.polar(2),
                CellGrid.of(GridShape.HEX, 3, 3), CellGrid.of(GridShape.TRIANGLE, 2, 5),
                CellGrid.of(GridShape.CYLINDER, 2, 4), CellGrid.of(GridShape.TORUS, 3, 3),
                CellGrid.of(GridShape.MOEBIUS, 2, 4), CellGrid.of(GridShape.MOEBIUS, 3, 3),
                CellGrid.of(GridShape.KLEIN, 3, 3), CellGrid.of(GridShape.KLEIN, 3, 4),
                CellGrid.of(GridShape.UPSILON, 3, 3), CellGrid.of(GridShape.UPSILON, 3, 4),
                CellGrid.of(GridShape.UPSILON, 2, 5), CellGrid.layered(2, 2, 2), CellGrid.layered(2, 2, 3),
                CellGrid.layered(3, 1, 3),
                CellGrid.masked(GridShape.RECT, 3, 4, new boolean[] {true, true, true, false, true, false, true, true,
                    true, true, true, true}));
        for (CellGrid g : grids) {
            assertEquals(BigInteger.valueOf(enumerated(g)), count(g), g.toString());
        }
    }

    /**
     * A 30 x 40 rectangle (1,200 fields, a number of 1,400 digits or so) against the eigenvalue product of the grid
     * graph in floating point: the logarithms agree to many digits. A weave grid is refused.
     */
    @Test
    void aLargeRectangleAsTheEigenvalueProductAndAWeaveGridRefused() {
        int m = 30;
        int n = 40;
        MazeCount c = Mazes.count(CellGrid.of(GridShape.RECT, m, n), 2, Limits.none());
        double expected = -Math.log(m * n);
        for (int j = 0; j < m; j++) {
            for (int k = 0; k < n; k++) {
                if (j != 0 || k != 0) {
                    expected += Math.log(4 - 2 * Math.cos(Math.PI * j / m) - 2 * Math.cos(Math.PI * k / n));
                }
            }
        }
        int shift = Math.max(0, c.mazes().bitLength() - 60);
        double actual = Math.log(c.mazes().shiftRight(shift).doubleValue()) + shift * Math.log(2);
        assertEquals(expected, actual, 1e-9 * expected);
        assertTrue(c.mazes().bitLength() < c.boundBits(), "within the proved bound");
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> Mazes.count(CellGrid.of(GridShape.WEAVE, 4, 4), 1, Limits.none()));
        assertTrue(e.getMessage().contains("weave"), e.getMessage());
    }

    /**
     * Wilson and Aldous-Broder draw every maze of a small grid with the same chance (chi-square far within its bound);
     * the recursive backtracker does not (far beyond it).
     */
    @Test
    void uniformAlgorithmsByChiSquare() {
        CellGrid grid = CellGrid.of(GridShape.RECT, 3, 3);
        int mazes = count(grid).intValueExact();
        assertEquals(192, mazes);
        int draws = 60 * mazes;
        for (MazeAlgorithm a : new MazeAlgorithm[] {MazeAlgorithm.WILSON, MazeAlgorithm.ALDOUS_BRODER}) {
            double chi = chiSquare(grid, a, draws, mazes);
            // chi-square with 191 degrees of freedom: above 300 has a chance below one in a million
            assertTrue(chi < 300, a + ": chi-square " + chi);
        }
        double biased = chiSquare(grid, MazeAlgorithm.RECURSIVE_BACKTRACKER, draws, mazes);
        assertTrue(biased > 1000, "recursive backtracker: chi-square " + biased);
        CellGrid hex = CellGrid.of(GridShape.HEX, 2, 3);
        int hexMazes = count(hex).intValueExact();
        assertTrue(chiSquare(hex, MazeAlgorithm.WILSON, 60 * hexMazes, hexMazes) < hexMazes - 1
                + 5.5 * Math.sqrt(2.0 * (hexMazes - 1)) + 20);
    }

    /**
     * Wilson and Aldous-Broder on a small grid of every other shape that has a count (a weave has none), masks too:
     * 60 draws per maze, 20 on the 3 x 3 torus and Klein bottle (the smallest they can be: 11,664 and 12,096 mazes).
     */
    @Test
    void uniformOnASmallGridOfEveryShape() {
        List<CellGrid> grids = List.of(CellGrid.polar(2), CellGrid.of(GridShape.TRIANGLE, 2, 3),
                CellGrid.of(GridShape.CYLINDER, 2, 3), CellGrid.of(GridShape.MOEBIUS, 2, 3),
                CellGrid.of(GridShape.UPSILON, 2, 3), CellGrid.layered(2, 2, 2),
                CellGrid.masked(GridShape.RECT, 3, 3, new boolean[] {true, true, true, true, true, true, true, true,
                    false}), CellGrid.of(GridShape.TORUS, 3, 3), CellGrid.of(GridShape.KLEIN, 3, 3));
        for (CellGrid grid : grids) {
            int mazes = count(grid).intValueExact();
            assertTrue(mazes > 1 && mazes <= 20_000, grid.shape() + ": " + mazes);
            double bound = mazes - 1 + 5.5 * Math.sqrt(2.0 * (mazes - 1)) + 20;
            int perMaze = mazes > 1000 ? 20 : 60;
            for (MazeAlgorithm a : new MazeAlgorithm[] {MazeAlgorithm.WILSON, MazeAlgorithm.ALDOUS_BRODER}) {
                double chi = chiSquare(grid, a, perMaze * mazes, mazes);
                assertTrue(chi < bound, grid.shape() + " " + a + ": chi-square " + chi + " of " + mazes + " mazes");
            }
        }
    }

    private static double chiSquare(CellGrid grid, MazeAlgorithm algorithm, int draws, int mazes) {
        Map<String, Integer> seen = new HashMap<>();
        SplittableRandom seeds = new SplittableRandom(20261203L);
        for (int i = 0; i < draws; i++) {
            CellMaze m = Mazes.generate(grid, MazeOptions.defaults().algorithm(algorithm).seed(seeds.nextLong()))
                    .maze();
            StringBuilder key = new StringBuilder();
            for (int c = 0; c < grid.cells(); c++) {
                for (int s = 0; s < grid.slots(); s++) {
                    key.append(m.isOpen(c, s) ? '1' : '0');
                }
            }
            seen.merge(key.toString(), 1, Integer::sum);
        }
        assertTrue(seen.size() <= mazes, algorithm + " drew " + seen.size() + " different mazes of " + mazes);
        double expected = (double) draws / mazes;
        double chi = (mazes - seen.size()) * expected;
        for (int k : seen.values()) {
            chi += (k - expected) * (k - expected) / expected;
        }
        return chi;
    }

    /** The Laplacian minor's determinant, by Bareiss's fraction-free elimination with row swaps. */
    private static BigInteger bareiss(CellGrid grid) {
        int n = grid.cells();
        if (n == 1) {
            return BigInteger.ONE;
        }
        int[] out = new int[grid.slots()];
        BigInteger[][] a = new BigInteger[n - 1][n - 1];
        for (BigInteger[] row : a) {
            java.util.Arrays.fill(row, BigInteger.ZERO);
        }
        for (int v = 0; v < n - 1; v++) {
            java.util.Arrays.fill(out, -1);
            grid.neighbours(v, out);
            for (int w : out) {
                if (w >= 0 && w != v) {
                    a[v][v] = a[v][v].add(BigInteger.ONE);
                    if (w < n - 1) {
                        a[v][w] = a[v][w].subtract(BigInteger.ONE);
                    }
                }
            }
        }
        int m = n - 1;
        BigInteger prev = BigInteger.ONE;
        int sign = 1;
        for (int k = 0; k < m; k++) {
            int pivot = k;
            while (pivot < m && a[pivot][k].signum() == 0) {
                pivot++;
            }
            if (pivot == m) {
                return BigInteger.ZERO;
            }
            if (pivot != k) {
                BigInteger[] t = a[pivot];
                a[pivot] = a[k];
                a[k] = t;
                sign = -sign;
            }
            for (int i = k + 1; i < m; i++) {
                for (int j = k + 1; j < m; j++) {
                    a[i][j] = a[i][j].multiply(a[k][k]).subtract(a[i][k].multiply(a[k][j])).divide(prev);
                }
            }
            prev = a[k][k];
        }
        BigInteger det = a[m - 1][m - 1];
        return sign < 0 ? det.negate() : det;
    }

    /** Spanning trees by trying every set of fields - 1 walls (each wall once, with its multiplicity). */
    private static long enumerated(CellGrid grid) {
        int n = grid.cells();
        List<int[]> walls = new ArrayList<>();
        int[] out = new int[grid.slots()];
        for (int v = 0; v < n; v++) {
            java.util.Arrays.fill(out, -1);
            grid.neighbours(v, out);
            for (int w : out) {
                if (w > v) {
                    walls.add(new int[] {v, w});
                }
            }
        }
        return choose(walls, 0, n - 1, new int[n - 1], 0, n);
    }

    private static long choose(List<int[]> walls, int from, int left, int[] picked, int k, int n) {
        if (left == 0) {
            int[] parent = new int[n];
            for (int i = 0; i < n; i++) {
                parent[i] = i;
            }
            for (int i = 0; i < k; i++) {
                int a = find(parent, walls.get(picked[i])[0]);
                int b = find(parent, walls.get(picked[i])[1]);
                if (a == b) {
                    return 0;
                }
                parent[a] = b;
            }
            return 1;
        }
        long total = 0;
        for (int i = from; i <= walls.size() - left; i++) {
            picked[k] = i;
            total += choose(walls, i + 1, left - 1, picked, k + 1, n);
        }
        return total;
    }

    private static int find(int[] parent, int x) {
        while (parent[x] != x) {
            x = parent[x] = parent[parent[x]];
        }
        return x;
    }
}
