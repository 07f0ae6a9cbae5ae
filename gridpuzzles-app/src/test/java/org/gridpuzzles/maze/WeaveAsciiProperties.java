package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import org.junit.jupiter.api.Test;

import org.gridpuzzles.core.InvalidInputException;

/** The ASCII picture of a weave maze reads back to the same maze; a masked maze's picture is refused. */
class WeaveAsciiProperties {

    @Property(tries = 200)
    void aWeavePictureReadsBackToTheSameMaze(@ForAll @IntRange(min = 1, max = 14) int rows,
            @ForAll @IntRange(min = 1, max = 14) int cols, @ForAll @IntRange(min = 0, max = 6) int algorithm,
            @ForAll long seed) {
        MazeAlgorithm a = Generators.available(GridShape.WEAVE, false).get(algorithm);
        CellGrid grid = CellGrid.of(GridShape.WEAVE, rows, cols);
        CellMaze maze = new CellMaze(grid);
        Generators.create(a, MazeOptions.defaults().algorithm(a), grid)
                .carve(maze, new SplittableRandom(seed), new Statistics());
        String picture = MazeTesting.ascii(maze);
        boolean bridges = false;
        for (int c = 0; c < grid.cells(); c++) {
            bridges |= maze.crossed(c);
        }
        assertEquals(bridges, WeaveAscii.isWeave(picture), picture);
        if (bridges) {
            CellMaze read = Mazes.readGrid(picture, "maze.txt");
            assertEquals(maze, read, a + "\n" + picture);
            assertTrue(Mazes.check(picture, "maze.txt").valid());
        } else {
            // without a bridge the picture is a rectangle's, read as one
            assertTrue(Mazes.check(picture, "maze.txt").valid(), picture);
        }
    }

    @Test
    void aRectanglePictureIsNoWeave() {
        String rect = """
                +---+---+
                | *   * |
                +---+   +
                |       |
                +---+---+
                """;
        assertFalse(WeaveAscii.isWeave(rect));
    }

    @Test
    void aBridgeWithoutAPassageUnderItIsBadInput() {
        String broken = """
                +---+---+---+
                |   || |    |
                +---+   +---+
                |           |
                +---+---+---+
                """;
        assertTrue(WeaveAscii.isWeave(broken));
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Mazes.readGrid(broken, "m.txt"));
        assertTrue(e.getMessage().contains("the bridge at 1,2 has no passage under it"), e.getMessage());
    }

    @Test
    void aMaskedPictureWithFieldsLeftOutAtItsEdgeIsRefused() {
        String masked = """
                    +---+---+
                    |       |
                +---+   +---+
                |       |
                +---+---+
                """;
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Mazes.check(masked, "m.txt"));
        assertTrue(e.getMessage().startsWith("m.txt:"), e.getMessage());
        assertTrue(e.getMessage().contains("the ASCII picture of a masked maze cannot be read back"), e.getMessage());
        assertTrue(e.getMessage().endsWith("use its JSON"), e.getMessage());
    }
}
