package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.core.InvalidInputException;
import org.junit.jupiter.api.Test;

class RectFormatsTest {

    private static final CellGrid RECT = CellGrid.of(GridShape.RECT, 8, 13);
    private static final CellGrid CYLINDER = CellGrid.of(GridShape.CYLINDER, 8, 13);

    @Test
    void onlyTheUnmaskedRectangleHasItsFormats() {
        assertTrue(RECT.rectFormats());
        assertFalse(CYLINDER.rectFormats());
        assertFalse(CellGrid.masked(GridShape.RECT, 1, 2, new boolean[] {true, true}).rectFormats());
    }

    @Test
    void fieldsAreNamedOnceAndRefusedInEachGridsWords() {
        assertEquals(1 * 13 + 2, RECT.parse(" 2, 3", "from"));
        assertEquals(1 * 13 + 2, CYLINDER.parse("2,3", "from"));
        assertEquals("from 9,1 is off the 8 x 13 grid",
                assertThrows(InvalidInputException.class, () -> RECT.parse("9,1", "from")).getMessage());
        assertEquals("field 'a,b' is not of the form row,col",
                assertThrows(InvalidInputException.class, () -> RECT.parse("a,b", "from")).getMessage());
        assertEquals("from 9,1 is outside the 8 x 13 grid",
                assertThrows(InvalidInputException.class, () -> CYLINDER.parse("9,1", "from")).getMessage());
    }

    @Test
    void defaultEndsAndSidesFollowTheFormats() {
        assertArrayEquals(new int[] {7 * 13, 12}, Mazes.defaultEnds(RECT));
        assertArrayEquals(new int[] {0, 8 * 13 - 1}, Mazes.defaultEnds(CYLINDER));
        assertEquals("top", Mazes.side(RECT, 0));
        assertEquals("left", Mazes.side(RECT, 3));
        assertEquals(0, Mazes.side(CYLINDER, 0));
        assertNull(Mazes.side(RECT, -1));
    }
}
