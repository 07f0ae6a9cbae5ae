package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;

import org.gridpuzzles.core.InvalidInputException;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The Moebius strip and the Klein bottle: who meets whom across the twisted side, and what the fields' degrees are. */
class TwistedGridsTest {

    private static int cell(CellGrid g, int row, int col) {
        return g.cellAt(row, col);
    }

    @Test
    void theTwistedSideMeetsTheMirroredRow() {
        CellGrid m = CellGrid.of(GridShape.MOEBIUS, 5, 4);
        for (int r = 0; r < 5; r++) {
            assertEquals(cell(m, 4 - r, 0), m.neighbour(cell(m, r, 3), 1), "right of row " + r);
            assertEquals(cell(m, 4 - r, 3), m.neighbour(cell(m, r, 0), 3), "left of row " + r);
        }
        // top and bottom stay open on a strip, joined plainly on a bottle
        assertEquals(-1, m.neighbour(cell(m, 0, 2), 0));
        assertEquals(-1, m.neighbour(cell(m, 4, 2), 2));
        CellGrid k = CellGrid.of(GridShape.KLEIN, 5, 4);
        assertEquals(cell(k, 4, 2), k.neighbour(cell(k, 0, 2), 0));
        assertEquals(cell(k, 0, 2), k.neighbour(cell(k, 4, 2), 2));
        assertEquals(cell(k, 3, 0), k.neighbour(cell(k, 1, 3), 1));
        // the upper right corner of the bottle, by the names the options use: right across the twist, up plainly
        assertEquals("5,1", k.name(k.neighbour(k.parse("1,4", "f"), 1)));
        assertEquals("5,4", k.name(k.neighbour(k.parse("1,4", "f"), 0)));
    }

    @Property(tries = 200)
    void neighboursAreMutualThroughTheOppositeSlot(@ForAll @IntRange(min = 1, max = 9) int rows,
            @ForAll @IntRange(min = 3, max = 9) int cols, @ForAll boolean klein) {
        CellGrid g = CellGrid.of(klein ? GridShape.KLEIN : GridShape.MOEBIUS, klein ? Math.max(3, rows) : rows, cols);
        Set<Long> edges = new HashSet<>();
        int degrees = 0;
        for (int c = 0; c < g.cells(); c++) {
            Set<Integer> seen = new HashSet<>();
            for (int s = 0; s < 4; s++) {
                int o = g.neighbour(c, s);
                if (o < 0) {
                    continue;
                }
                degrees++;
                assertTrue(o != c, g + ": " + g.name(c) + " is its own neighbour");
                assertTrue(seen.add(o), g + ": " + g.name(c) + " meets " + g.name(o) + " twice");
                assertEquals(c, g.neighbour(o, g.opposite(c, s)), g + ": " + g.name(c) + " slot " + s);
                assertEquals((s + 2) & 3, g.opposite(c, s));
                edges.add((long) Math.min(c, o) * g.cells() + Math.max(c, o));
            }
        }
        int rowsNow = g.rows();
        // every field has four neighbours, but on a strip the top and bottom rows lack one (both, in one row)
        int expected = klein ? 4 * g.cells() : 4 * g.cells() - 2 * cols;
        assertEquals(expected, degrees, g.toString());
        assertEquals(expected / 2, edges.size());
        // the walls: a row of cols fields has cols of them round its circle, and rows - 1 (+1 on a bottle) between rows
        assertEquals((long) rowsNow * cols + (long) (klein ? rowsNow : rowsNow - 1) * cols, edges.size());
    }

    @Test
    void tooNarrowTwistsAreRefused() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> CellGrid.of(GridShape.MOEBIUS, 4,
                2));
        assertTrue(e.getMessage().contains("at least 3 columns"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> CellGrid.of(GridShape.KLEIN, 2, 5));
        assertTrue(e.getMessage().contains("klein: joining top and bottom needs at least 3 rows"), e.getMessage());
    }

    @Test
    void aKleinBottleHasNoOutsideForTheWindersAndAStripHasOne() {
        assertTrue(Generators.whyNot(MazeAlgorithm.INWINDER, GridShape.KLEIN, false).contains("Klein bottle has no "
                + "outside"));
        assertEquals(null, Generators.whyNot(MazeAlgorithm.OUTWINDER, GridShape.MOEBIUS, false));
        // a strip's border is one circle: the top row runs on into the bottom row across the twist
        CellRings rings = CellRings.of(CellGrid.of(GridShape.MOEBIUS, 4, 5));
        assertEquals(2, rings.rings());
        assertEquals(10, rings.size(0));
    }
}
