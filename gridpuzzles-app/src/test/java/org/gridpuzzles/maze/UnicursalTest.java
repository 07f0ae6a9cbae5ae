package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.grid.Grid;
import org.junit.jupiter.api.Test;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** Unicursal labyrinths doubled from perfect mazes: one path through every field, told by the checker. */
class UnicursalTest {

    @Provide
    Arbitrary<MazeAlgorithm> algorithms() {
        return Arbitraries.of(MazeAlgorithm.values());
    }

    @Property(tries = 150)
    void theLabyrinthIsOnePathThroughEveryField(@ForAll @IntRange(min = 1, max = 12) int rows,
            @ForAll @IntRange(min = 1, max = 12) int cols, @ForAll("algorithms") MazeAlgorithm a, @ForAll long seed) {
        MazeResult made = Mazes.generate(CellGrid.of(GridShape.RECT, rows, cols),
                MazeOptions.defaults().algorithm(a).seed(seed).unicursal(true));
        CellMaze lab = made.maze();
        assertEquals(2 * rows, lab.grid().rows());
        assertEquals(2 * cols, lab.grid().cols());
        Verdict v = Mazes.check(lab);
        assertTrue(v.valid(), v.problem());
        assertEquals(0L, v.details().get("loops"));
        assertEquals(true, v.details().get("unicursal"));
        // walked here from one end without the checker: every field once, ending at the other end
        int[] ends = Unicursal.ends(2 * rows, 2 * cols);
        assertEquals(1, lab.degree(ends[0]));
        assertEquals(1, lab.degree(ends[1]));
        boolean[] seen = new boolean[lab.cells()];
        int at = ends[0];
        int before = -1;
        int walked = 1;
        seen[at] = true;
        while (at != ends[1]) {
            int next = -1;
            for (int s = 0; s < 4; s++) {
                int o = lab.grid().neighbour(at, s);
                if (lab.isOpen(at, s) && o != before) {
                    next = o;
                }
            }
            assertTrue(next >= 0 && !seen[next], "the path goes on to a new field");
            seen[next] = true;
            before = at;
            at = next;
            walked++;
        }
        assertEquals(lab.cells(), walked);
        // the perfect maze it was made of is the one the same options give
        MazeResult perfect = Mazes.generate(CellGrid.of(GridShape.RECT, rows, cols),
                MazeOptions.defaults().algorithm(a).seed(seed));
        assertEquals(perfect.maze(), doubledBack(lab, rows, cols));
    }

    /**
     * The perfect maze a labyrinth was made of: two blocks are joined where the lanes cross between them (the upper
     * or left fields of the two facing sides are joined).
     */
    private static CellMaze doubledBack(CellMaze lab, int rows, int cols) {
        CellMaze out = new CellMaze(CellGrid.of(GridShape.RECT, rows, cols));
        int wide = 2 * cols;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int tl = 2 * r * wide + 2 * c;
                if (c + 1 < cols && lab.isOpen(tl + 1, 1)) {
                    out.carveBetween(r * cols + c, r * cols + c + 1);
                }
                if (r + 1 < rows && lab.isOpen(tl + wide, 2)) {
                    out.carveBetween(r * cols + c, (r + 1) * cols + c);
                }
            }
        }
        return out;
    }

    @Test
    void theCheckerTellsUnicursalMazesFromOthers() {
        CellGrid g = CellGrid.of(GridShape.RECT, 2, 2);
        // a ring of four: one loop, unicursal (a cycle); a T: a field of three passages, not
        Verdict ring = CellChecker.check(g, new int[] {0, 1, 1, 3, 3, 2, 2, 0});
        assertEquals(true, ring.details().get("unicursal"));
        assertEquals(1L, ring.details().get("loops"));
        CellGrid row = CellGrid.of(GridShape.RECT, 2, 3);
        Verdict tee = CellChecker.check(row, new int[] {0, 1, 1, 2, 1, 4, 3, 4, 4, 5});
        assertTrue(tee.valid(), tee.problem());
        assertEquals(false, tee.details().get("unicursal"));
        assertEquals("1,2", tee.details().get("branch"));
    }

    @Test
    void otherGridsBraidAndHugeOnesAreRefused() {
        for (GridShape s : List.of(GridShape.HEX, GridShape.POLAR, GridShape.TORUS)) {
            CellGrid g = s == GridShape.POLAR ? CellGrid.polar(3) : CellGrid.of(s, 4, 4);
            InvalidInputException e = assertThrows(InvalidInputException.class,
                    () -> Mazes.requireFits(g, MazeOptions.defaults().unicursal(true), 0));
            assertTrue(e.getMessage().startsWith("unicursal doubles a maze on the plain rectangle"), e.getMessage());
            assertTrue(e.getMessage().endsWith(s.label() + " grid"), e.getMessage());
        }
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> Mazes.generate(CellGrid.of(GridShape.RECT, 4, 4),
                        MazeOptions.defaults().braid(0.5).unicursal(true)));
        assertTrue(e.getMessage().contains("braid would add loops"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> Mazes.generate(new Grid(30_000, 30_000),
                MazeOptions.defaults().unicursal(true)));
        assertTrue(e.getMessage().contains("60000 x 60000"), e.getMessage());
    }
}
