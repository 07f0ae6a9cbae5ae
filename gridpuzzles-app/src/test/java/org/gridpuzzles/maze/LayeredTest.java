package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The 3d grid: levels joined up and down, its names, its count, and its stairs in the ASCII picture. */
class LayeredTest {

    @Property(tries = 100)
    void neighboursAreMutualAndCountedByTheBox(@ForAll @IntRange(min = 1, max = 4) int levels,
            @ForAll @IntRange(min = 1, max = 6) int rows, @ForAll @IntRange(min = 1, max = 6) int cols) {
        CellGrid g = CellGrid.layered(levels, rows, cols);
        assertEquals(levels * rows * cols, g.cells());
        int degrees = 0;
        for (int c = 0; c < g.cells(); c++) {
            for (int s = 0; s < 6; s++) {
                int o = g.neighbour(c, s);
                if (o >= 0) {
                    degrees++;
                    assertEquals(c, g.neighbour(o, g.opposite(c, s)), g.name(c) + " slot " + s);
                    assertEquals(1, Layered.steps(g, c, o));
                }
            }
            assertEquals(c, g.parse(g.name(c), "field"));
        }
        // walls: along the rows and columns of every level, and between levels
        long walls = (long) levels * (rows * (cols - 1) + cols * (rows - 1)) + (long) (levels - 1) * rows * cols;
        assertEquals(2 * walls, degrees);
    }

    @Test
    void aCubeOfEightHasTheCubesSpanningTrees() {
        // the 2 x 2 x 2 grid is the cube graph, whose spanning trees are 384
        assertEquals(BigInteger.valueOf(384), Mazes.count(CellGrid.layered(2, 2, 2), 1, Limits.none()).mazes());
    }

    @Test
    void fieldsAreNamedByLevelRowAndColumn() {
        CellGrid g = CellGrid.layered(3, 4, 5);
        assertEquals("2,3,4", g.name(g.parse("2,3,4", "from")));
        assertEquals(g.parse("2,3,4", "from") + 20, g.neighbour(g.parse("2,3,4", "from"), Layered.UP));
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> g.parse("4,1,1", "to"));
        assertEquals("to 4,1,1 is outside the 3 x 4 x 5 grid (levels x rows x cols)", e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> g.parse("1,1", "to"));
        assertEquals("to '1,1' is not level,row,col", e.getMessage());
        assertEquals(-1, g.borderSlot(g.parse("2,2,2", "f")), "up and down are no outer wall");
    }

    @Test
    void theAsciiPictureMarksEveryStairOnBothLevels() {
        CellGrid g = CellGrid.layered(3, 5, 6);
        CellMaze maze = Mazes.generate(g, MazeOptions.defaults().algorithm(MazeAlgorithm.WILSON).seed(7)).maze();
        List<String> lines = MazeTesting.ascii(maze).lines().toList();
        assertEquals("level 1", lines.get(0).substring(0, 7));
        int block = 4 * 6 + 1 + 2;
        for (int c = 0; c < g.cells(); c++) {
            int y = 2 * Layered.row(g, c) + 2;
            int x = Layered.level(g, c) * block + 4 * Layered.col(g, c) + 2;
            char at = x < lines.get(y).length() ? lines.get(y).charAt(x) : ' ';
            boolean up = maze.isOpen(c, Layered.UP);
            boolean down = maze.isOpen(c, Layered.DOWN);
            assertEquals(up && down ? 'x' : up ? 'u' : down ? 'd' : ' ', at, g.name(c));
            if (up) {
                assertTrue(maze.isOpen(g.neighbour(c, Layered.UP), Layered.DOWN));
            }
        }
    }
}
