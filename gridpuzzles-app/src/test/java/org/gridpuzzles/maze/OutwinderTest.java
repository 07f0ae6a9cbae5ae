package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/**
 * The rectangle's outwinder is the general model's winder walked the inwinder article's way: its rings clockwise
 * from a random field, a corner offering both of its outward neighbours to the run, the article's statistics. The
 * maze of a seed is the one the rectangle's own outwinder carved before it went (pinned here field by field).
 */
class OutwinderTest {

    @Test
    void aSeedsMazeAndStatisticsAreTheRectanglesOutwinders() {
        MazeResult r = Mazes.generate(CellGrid.of(GridShape.RECT, 7, 11),
                MazeOptions.defaults().algorithm(MazeAlgorithm.OUTWINDER).seed(3));
        assertArrayEquals(new String[] {"6aeeaaeaaec", "7c17ec3a815", "512913aa86d", "546868442d5", "793c5457855",
            "542bbf97815", "13aaababaa9"}, openings(r.maze()));
        Map<String, Long> stats = new LinkedHashMap<>();
        stats.put("visits", 5L);
        stats.put("cells", 77L);
        stats.put("passages", 76L);
        stats.put("tiers", 4L);
        stats.put("onward", 53L);
        stats.put("outward", 23L);
        assertEquals(stats, r.statistics());
        assertEquals("[visits, cells, passages, tiers, onward, outward]", r.statistics().keySet().toString());
    }

    @Test
    void everyRectangleGetsAPerfectMazeTheArticlesWay() {
        for (int rows = 1; rows <= 9; rows++) {
            for (int cols = 1; cols <= 9; cols++) {
                for (long seed = 0; seed < 4; seed++) {
                    Statistics s = new Statistics();
                    CellGrid grid = CellGrid.of(GridShape.RECT, rows, cols);
                    CellMaze maze = new CellMaze(grid);
                    new CellWinder(false, RunChoice.RANDOM, 0.5, true).carve(maze, new SplittableRandom(seed), s);
                    assertTrue(Mazes.check(maze).valid(), rows + " x " + cols);
                    assertEquals(rows * cols - 1L, s.get("onward") + s.get("outward"));
                    assertEquals(0, s.get("joined"));
                }
            }
        }
    }

    private static String[] openings(CellMaze maze) {
        String[] rows = new String[maze.grid().rows()];
        for (int r = 0; r < rows.length; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < maze.grid().cols(); c++) {
                sb.append(Character.forDigit(maze.openings(r * maze.grid().cols() + c), 16));
            }
            rows[r] = sb.toString();
        }
        return rows;
    }
}
