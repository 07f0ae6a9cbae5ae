package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import org.gridpuzzles.grid.Grid;
import org.junit.jupiter.api.Test;

class InwinderTest {

    @Test
    void statisticsOfTheArticlesExampleGrid() {
        Statistics s = new Statistics();
        MazeTesting.generate(new Inwinder(), new Grid(8, 13), new SplittableRandom(1), s);
        assertEquals(5, s.get("visits"));
        assertEquals(104, s.get("cells"));
        assertEquals(103, s.get("passages"));
        assertEquals(4, s.get("tiers"));
        assertEquals(56, s.get("onward"));
        assertEquals(47, s.get("inward"));
        assertEquals(0, s.get("backward"));
    }

    @Test
    void nineByNineHasFiveTiersAndSixVisits() {
        Statistics s = new Statistics();
        MazeTesting.generate(new Inwinder(), new Grid(9, 9), new SplittableRandom(5), s);
        assertEquals(6, s.get("visits"));
        assertEquals(81, s.get("cells"));
        assertEquals(80, s.get("passages"));
        assertEquals(5, s.get("tiers"));
    }

    @Property(tries = 300)
    void statisticsAlwaysAddUp(@ForAll @IntRange(min = 1, max = 50) int rows,
            @ForAll @IntRange(min = 1, max = 50) int cols, @ForAll long seed) {
        Statistics s = new Statistics();
        CellMaze maze = MazeTesting.generate(new Inwinder(), new Grid(rows, cols), new SplittableRandom(seed), s);
        assertEquals((long) rows * cols, s.get("cells"));
        assertEquals(rows * cols - 1L, s.get("passages"));
        assertEquals(s.get("passages"), s.get("onward") + s.get("inward") + s.get("backward"));
        assertEquals(maze.passages(), s.get("passages"));
        assertEquals((Math.min(rows, cols) + 1) / 2, s.get("tiers"));
        assertEquals(s.get("tiers") + 1, s.get("visits"));
        // each ring but the innermost closes at least one run inward
        assertTrue(s.get("inward") >= s.get("tiers") - 1);
    }

    @Test
    void backwardHappensAndOnlyWhenTheLastFieldIsACorner() {
        long backward = 0;
        for (int seed = 0; seed < 400; seed++) {
            Statistics s = new Statistics();
            MazeTesting.generate(new Inwinder(RunChoice.LAST, 0.5), new Grid(9, 9), new SplittableRandom(seed), s);
            backward += s.get("backward");
            // at most one backward passage per outer ring: only the last field of a ring can carve backward
            assertTrue(s.get("backward") <= s.get("tiers") - 1);
        }
        assertTrue(backward > 0, "a last corner with a closed run should occur in 400 mazes");
    }

    @Test
    void innermostRingsHaveTheShapesOfTheArticlesTable() {
        // m = n odd: one field; m = n even: 2 x 2; m < n odd: one row of n - m + 1 fields (the inwinder article's table says
        // n - m + 2, which is off by one: 9 x 13 has 5 fields in its centre row); m < n even: 2 x (n - m + 2)
        assertShape(9, 9, 1, 1);
        assertShape(8, 8, 2, 2);
        assertShape(9, 13, 1, 5);
        assertShape(8, 13, 2, 7);
        assertShape(13, 9, 5, 1);
        assertShape(13, 8, 7, 2);
        assertShape(1, 7, 1, 7);
        assertShape(2, 7, 2, 7);
    }

    private static void assertShape(int rows, int cols, int h, int w) {
        Grid g = new Grid(rows, cols);
        Ring inner = new Ring(rows, cols, g.ringCount() - 1);
        assertTrue(inner.isInnermost());
        assertEquals(h, inner.height, "innermost height of " + g);
        assertEquals(w, inner.width, "innermost width of " + g);
        for (int k = 0; k < g.ringCount() - 1; k++) {
            assertTrue(!new Ring(rows, cols, k).isInnermost(), "ring " + k + " of " + g + " is not innermost");
        }
        // the grid's ring index of every field agrees with the ring walk
        int fields = 0;
        for (int k = 0; k < g.ringCount(); k++) {
            Ring ring = new Ring(rows, cols, k);
            for (int p = 0; p < ring.length; p++) {
                int f = ring.field(p);
                assertEquals(k, g.ring(g.rowOf(f), g.colOf(f)));
                fields++;
            }
        }
        assertEquals(g.size(), fields);
    }

    @Test
    void innermostRingIsOnePath() {
        // the centre of an odd square is a single field; of an even square a 2 x 2 path of three passages
        for (int seed = 0; seed < 50; seed++) {
            CellMaze m = MazeTesting.generate(new Inwinder(), new Grid(8, 8), new SplittableRandom(seed));
            Grid g = MazeTesting.grid(m);
            int inner = 0;
            for (int r = 4; r <= 5; r++) {
                for (int c = 4; c <= 5; c++) {
                    int i = g.index(r, c);
                    if (r == 4 && m.isOpen(i, org.gridpuzzles.grid.Direction.DOWN.ordinal())) {
                        inner++;
                    }
                    if (c == 4 && m.isOpen(i, org.gridpuzzles.grid.Direction.RIGHT.ordinal())) {
                        inner++;
                    }
                }
            }
            assertEquals(3, inner);
        }
    }

    @Test
    void whichLastPicksTheLastMemberOfEveryRun() {
        // with bias 1 every non-corner field closes its own run, so first and last carve the same maze
        Grid g = new Grid(11, 14);
        assertEquals(MazeTesting.generate(new Inwinder(RunChoice.FIRST, 1), g, new SplittableRandom(3)),
                MazeTesting.generate(new Inwinder(RunChoice.LAST, 1), g, new SplittableRandom(3)));
    }
}
