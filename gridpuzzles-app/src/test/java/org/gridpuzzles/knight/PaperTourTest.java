package org.gridpuzzles.knight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.core.InvalidInputException;
import org.junit.jupiter.api.Test;

class PaperTourTest {

    /** The tour printed in the introduction of the paper: Warnsdorff with ordering 12345678 from (1,1). */
    private static final int[][] PAPER = {
        {1, 16, 27, 22, 3, 18, 47, 56},
        {26, 23, 2, 17, 46, 57, 4, 19},
        {15, 28, 25, 62, 21, 48, 55, 58},
        {24, 35, 30, 45, 60, 63, 20, 5},
        {29, 14, 61, 34, 49, 44, 59, 54},
        {36, 31, 38, 41, 64, 53, 6, 9},
        {13, 40, 33, 50, 11, 8, 43, 52},
        {32, 37, 12, 39, 42, 51, 10, 7},
    };

    @Test
    void reproducesThePapersTour() {
        Tour t = Tour.of(new Warnsdorff(() -> TieBreaks.parse("12345678", 0)), 8, 8, 1, 1);
        assertEquals(64, t.length());
        for (int i = 0; i < 64; i++) {
            assertEquals(i + 1, PAPER[t.rowsVisited()[i] - 1][t.colsVisited()[i] - 1], "square " + (i + 1));
        }
    }

    @Test
    void moveTypesAreThePapers() {
        int[][] expected = {{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}};
        for (int t = 1; t <= 8; t++) {
            assertEquals(expected[t - 1][0], KnightMoves.dRow(t));
            assertEquals(expected[t - 1][1], KnightMoves.dCol(t));
        }
    }

    @Test
    void boardFormatPrintsTheNumbers() {
        Tour t = Tour.of(new Warnsdorff(() -> TieBreaks.parse("12345678", 0)), 8, 8, 1, 1);
        String first = TourFormats.board(t).lines().findFirst().orElseThrow();
        assertEquals(" 1 16 27 22  3 18 47 56", first);
    }

    @Test
    void orderingsMustBePermutations() {
        assertThrows(InvalidInputException.class, () -> Ordering.parse("1234567"));
        assertThrows(InvalidInputException.class, () -> Ordering.parse("12345677"));
        assertThrows(InvalidInputException.class, () -> Ordering.parse("12345679"));
        assertThrows(InvalidInputException.class, () -> TieBreaks.parse("sideways", 0));
        assertEquals("21345678", Ordering.parse("21345678").digits());
    }

    @Test
    void orderingDecidesTies() {
        // from the corner both first moves have degree 5 on 8 x 8: the ordering picks between type 3 and type 4
        Tour a = Tour.of(new Warnsdorff(() -> TieBreaks.parse("34567812", 0)), 8, 8, 1, 1);
        Tour b = Tour.of(new Warnsdorff(() -> TieBreaks.parse("43567812", 0)), 8, 8, 1, 1);
        assertEquals(3, a.moveTypes()[0]);
        assertEquals(4, b.moveTypes()[0]);
        assertTrue(a.tieAt()[0]);
    }

    @Test
    void jsonHasTheSchema() {
        Tour t = Tour.of(new Warnsdorff(() -> TieBreaks.parse("12345678", 0)), 5, 5, 1, 1);
        String json = TourFormats.json(t);
        // as the build before JSON went through Jackson wrote it
        assertEquals("{\"rows\":5,\"cols\":5,\"start\":[1,1],\"complete\":true,\"closed\":false,"
                + "\"squares\":[[1,1],[2,3],[1,5],[3,4],[5,5],[4,3],[5,1],[3,2],[1,3],[2,5],[4,4],[5,2],[3,1],"
                + "[1,2],[2,4],[4,5],[5,3],[4,1],[2,2],[1,4],[3,5],[5,4],[4,2],[2,1],[3,3]]}\n", json);
        Tour dies = Tour.of(new Warnsdorff(() -> TieBreaks.parse("12345678", 0)), 3, 3, 1, 1);
        // the walk round the rim of 3 x 3, which never reaches the centre
        assertEquals("{\"rows\":3,\"cols\":3,\"start\":[1,1],\"complete\":false,\"closed\":false,"
                + "\"squares\":[[1,1],[2,3],[3,1],[1,2],[3,3],[2,1],[1,3],[3,2]]}\n", TourFormats.json(dies));
    }

    @Test
    void jsonWithTiesAddsTheTieIndicesAtTheEnd() {
        Tour t = Tour.of(new Warnsdorff(() -> TieBreaks.parse("12345678", 0)), 5, 5, 1, 1);
        String json = KnightTours.jsonWithTies(t);
        assertTrue(json.startsWith(TourFormats.json(t).strip().replace("]]}", "]]")), json);
        assertTrue(json.endsWith("[4,2],[2,1],[3,3]],\"ties\":[0,7,8,21]}\n"), json);
    }

    @Test
    void existenceFollowsTheTheorems() {
        assertFalse(TourExistence.whyNoClosed(6, 6) != null);
        assertTrue(TourExistence.whyNoClosed(5, 5) != null);
        assertTrue(TourExistence.whyNoClosed(4, 10) != null);
        assertTrue(TourExistence.whyNoClosed(3, 8) != null);
        assertFalse(TourExistence.whyNoClosed(3, 10) != null);
        assertTrue(TourExistence.whyNoOpen(4, 4) != null);
        assertFalse(TourExistence.whyNoOpen(3, 4) != null);
        assertTrue(TourExistence.whyNoOpen(3, 6) != null);
    }
}
