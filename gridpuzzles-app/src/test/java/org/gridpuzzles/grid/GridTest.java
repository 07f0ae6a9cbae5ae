package org.gridpuzzles.grid;

import org.gridpuzzles.core.InvalidInputException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import org.junit.jupiter.api.Test;

class GridTest {

    @Test
    void ringsCountFromTheBorder() {
        Grid g = new Grid(8, 13);
        assertEquals(0, g.ring(1, 1));
        assertEquals(3, g.ring(4, 4));
        assertEquals(3, g.ring(5, 10));
        assertEquals(2, g.ring(6, 11));
        assertEquals(4, g.ringCount());
        assertEquals(5, new Grid(9, 9).ringCount());
    }

    @Test
    void badSizesAreRejectedWithTheLimit() {
        assertThrows(InvalidInputException.class, () -> new Grid(0, 3));
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> new Grid(100_000, 100_000));
        assertTrue(e.getMessage().contains("limit"));
    }

    @Test
    void fieldsParseAndKnowTheirColour() {
        assertEquals(new Field(3, 4), Field.parse(" 3, 4"));
        assertThrows(InvalidInputException.class, () -> Field.parse("3"));
        assertThrows(InvalidInputException.class, () -> Field.parse("a,b"));
        assertTrue(new Field(1, 1).isBlack());
        assertFalse(new Field(1, 2).isBlack());
    }

    @Property
    void neighboursAreOnTheGridAndSymmetric(@ForAll @IntRange(min = 1, max = 20) int rows,
            @ForAll @IntRange(min = 1, max = 20) int cols) {
        Grid g = new Grid(rows, cols);
        for (int i = 0; i < g.size(); i++) {
            assertEquals(g.field(i), new Field(g.rowOf(i), g.colOf(i)));
            assertEquals(i, g.index(g.field(i)));
            for (Direction d : Direction.values()) {
                int n = g.neighbour(i, d);
                Field f = g.field(i).step(d);
                assertEquals(g.contains(f), n >= 0);
                if (n >= 0) {
                    assertEquals(i, g.neighbour(n, d.opposite()));
                    assertEquals(n, g.target(i, Move.of(d)));
                }
            }
        }
    }

    @Test
    void directionsTurn() {
        assertEquals(Direction.RIGHT, Direction.UP.clockwise());
        assertEquals(Direction.LEFT, Direction.UP.counterclockwise());
        assertEquals(Direction.DOWN, Direction.UP.opposite());
        assertEquals(Direction.LEFT, Direction.ofLetter('l'));
    }
}
