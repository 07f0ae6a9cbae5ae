package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The upsilon grid's octagons and squares: who meets whom, through which sides, and how they lie in the plane. */
class UpsilonTest {

    @Property(tries = 150)
    void octagonsMeetEightAndSquaresFour(@ForAll @IntRange(min = 1, max = 9) int rows,
            @ForAll @IntRange(min = 1, max = 9) int cols) {
        CellGrid g = CellGrid.of(GridShape.UPSILON, rows, cols);
        for (int c = 0; c < g.cells(); c++) {
            int r = c / cols;
            int k = c % cols;
            boolean octagon = ((r + k) & 1) == 0;
            boolean inner = r > 0 && k > 0 && r < rows - 1 && k < cols - 1;
            int degree = 0;
            for (int s = 0; s < 8; s++) {
                int o = g.neighbour(c, s);
                if (o < 0) {
                    continue;
                }
                degree++;
                assertEquals(c, g.neighbour(o, g.opposite(c, s)), g.name(c) + " slot " + s);
                int or = o / cols;
                int ok = o % cols;
                boolean otherOctagon = ((or + ok) & 1) == 0;
                // beside: an octagon and a square; diagonally: two octagons; never two squares
                assertEquals((s & 1) == 1, octagon && otherOctagon, g.name(c) + " slot " + s);
                assertTrue(octagon || otherOctagon, "two squares meet at " + g.name(c));
                assertEquals(1, Math.max(Math.abs(or - r), Math.abs(ok - k)));
                assertTrue(g.isSide(c, s));
            }
            if (inner) {
                assertEquals(octagon ? 8 : 4, degree, g.name(c));
            }
            for (int s = 1; s < 8 && !octagon; s += 2) {
                assertTrue(!g.isSide(c, s) && g.neighbour(c, s) < 0);
            }
        }
    }

    @Test
    void neighboursShareTheirSideInThePlane() {
        CellGrid g = CellGrid.of(GridShape.UPSILON, 4, 5);
        CellGeometry geometry = new CellGeometry(g);
        for (int c = 0; c < g.cells(); c++) {
            for (int s = 0; s < 8; s++) {
                int o = g.neighbour(c, s);
                double[][] w = geometry.wall(c, s);
                if (!g.isSide(c, s)) {
                    assertNull(w);
                    continue;
                }
                // every side as long as every other: the tiling is of regular polygons
                assertEquals(2 - Math.sqrt(2), Math.hypot(w[0][0] - w[1][0], w[0][1] - w[1][1]), 1e-9);
                if (o >= 0) {
                    double[][] v = geometry.wall(o, g.opposite(c, s));
                    assertEquals(w[0][0], v[1][0], 1e-9);
                    assertEquals(w[0][1], v[1][1], 1e-9);
                    assertEquals(w[1][0], v[0][0], 1e-9);
                    assertEquals(w[1][1], v[0][1], 1e-9);
                }
            }
        }
        // every field lies within the picture
        for (int c = 0; c < g.cells(); c++) {
            for (double[] p : geometry.corners(c)) {
                assertTrue(p[0] > -1e-9 && p[0] < geometry.width() + 1e-9 && p[1] > -1e-9
                        && p[1] < geometry.height() + 1e-9);
            }
        }
    }

    @Test
    void aTwoByTwoHasItsTwoOctagonsJoinedDiagonally() {
        // octagons (1,1) and (2,2), squares (1,2) and (2,1): a cycle of four sides plus the diagonal, 8 trees
        CellGrid g = CellGrid.of(GridShape.UPSILON, 2, 2);
        assertEquals(3, g.neighbour(0, 3));
        assertEquals(BigInteger.valueOf(8), Mazes.count(g, 1, Limits.none()).mazes());
    }

    @Test
    void upsilonHasNoAsciiPicture() {
        CellMaze maze = Mazes.generate(CellGrid.of(GridShape.UPSILON, 3, 3), MazeOptions.defaults()).maze();
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> MazeTesting.ascii(maze));
        assertEquals("an upsilon maze has no ASCII picture: draw it as SVG or PNG", e.getMessage());
    }
}
