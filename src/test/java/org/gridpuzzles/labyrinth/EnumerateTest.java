package org.gridpuzzles.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

class EnumerateTest {

    @Test
    void enumerationAgreesWithCountOnEveryRectangleUpToSixBySix() {
        for (int r = 1; r <= 6; r++) {
            for (int c = 1; c <= 6; c++) {
                Labyrinth lab = Labyrinth.cornerToCorner(new Grid(r, c));
                long n = new Enumerator(lab).run(-1, null);
                assertEquals(Counting.count(lab, false, Progress.none()).count().longValueExact(), n, r + "x" + c);
            }
        }
    }

    @Test
    void enumerationAgreesWithCountOnSevenBySeven() {
        Labyrinth lab = Labyrinth.cornerToCorner(Grid.square(7));
        assertEquals(111712, new Enumerator(lab).run(-1, null));
    }

    /** Rank of a move relative to the heading: left 0, straight 1, right 2. */
    private static int rank(char heading, char move) {
        String cw = "URDL";
        int h = cw.indexOf(heading);
        int m = cw.indexOf(move);
        return switch ((m - h + 4) % 4) {
            case 3 -> 0;
            case 0 -> 1;
            case 1 -> 2;
            default -> 3;
        };
    }

    private static int compareLeftFirst(String a, String b) {
        char heading = 'D';
        for (int i = 0; i < Math.min(a.length(), b.length()); i++) {
            if (a.charAt(i) != b.charAt(i)) {
                return Integer.compare(rank(heading, a.charAt(i)), rank(heading, b.charAt(i)));
            }
            heading = a.charAt(i);
        }
        return Integer.compare(a.length(), b.length());
    }

    @Test
    void walkthroughsComeInLeftFirstOrderAndAreValid() {
        Labyrinth lab = Labyrinth.cornerToCorner(Grid.square(5));
        List<String> lines = new ArrayList<>();
        new Enumerator(lab).run(-1, (m, len) -> lines.add(new String(m, 0, len)));
        assertEquals(104, lines.size());
        // the first heading is down, so left is R: the first line starts with R
        assertTrue(lines.get(0).startsWith("R"));
        for (int i = 0; i < lines.size(); i++) {
            assertNull(WalkthroughVerifier.problem(lab, lines.get(i)));
            if (i > 0) {
                assertTrue(compareLeftFirst(lines.get(i - 1), lines.get(i)) < 0, lines.get(i));
            }
        }
    }

    @Test
    void limitStopsEarly() {
        Labyrinth lab = Labyrinth.cornerToCorner(Grid.square(7));
        assertEquals(10, new Enumerator(lab).run(10, null));
    }
}
