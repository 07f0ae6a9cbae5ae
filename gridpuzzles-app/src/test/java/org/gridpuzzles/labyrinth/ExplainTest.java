package org.gridpuzzles.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.grid.Grid;
import org.junit.jupiter.api.Test;

class ExplainTest {

    private static NextField neighbour(int n, String moves, char move) {
        Labyrinth lab = Labyrinth.cornerToCorner(Grid.square(n));
        Explanation ex = Labyrinths.explain(lab, moves, 5_000);
        return ex.neighbours().stream().filter(nb -> nb.move() == move).findFirst().orElseThrow();
    }

    @Test
    void cShape() {
        // up the second column to 2,2: going right leaves 1,2 with one way out
        NextField r = neighbour(5, "DDDDRUUU", 'R');
        assertEquals("forbidden", r.status());
        assertEquals("C-shape at field 1,2", r.reason());
        assertEquals("available", neighbour(5, "DDDDRUUU", 'U').status());
        assertEquals("taken", neighbour(5, "DDDDRUUU", 'D').reason());
    }

    @Test
    void borderAndTaken() {
        assertEquals("border", neighbour(5, "", 'U').reason());
        assertEquals("border", neighbour(5, "", 'L').reason());
    }

    @Test
    void enclosedAreaWithTheWrongColours() {
        // stepping up from 5,6 closes off the lower right part through the single field 6,7
        NextField u = neighbour(7, "DDRRRDRDR", 'U');
        assertEquals("forbidden", u.status());
        assertTrue(u.reason().startsWith("enclosed area of 20 fields behind field 6,7"), u.reason());
    }

    @Test
    void areaCutOff() {
        NextField d = neighbour(7, "RRRRRRDDDDDLL", 'D');
        assertEquals("forbidden", d.status());
        assertTrue(d.reason().startsWith("area cut off"), d.reason());
    }

    @Test
    void forcedSegmentsIncludeTheCornerNextToTheLine() {
        Labyrinth lab = Labyrinth.cornerToCorner(Grid.square(5));
        Explanation ex = Labyrinths.explain(lab, "RRRRDL", 5_000);
        Grid g = lab.grid();
        // 2,1 has only 1,1's side taken: its two ways left are 2,2 and 3,1
        assertTrue(ex.forced().contains(new ForcedSegment(g.index(2, 1), g.index(2, 2))));
        assertTrue(ex.forced().contains(new ForcedSegment(g.index(2, 1), g.index(3, 1))));
    }
}
