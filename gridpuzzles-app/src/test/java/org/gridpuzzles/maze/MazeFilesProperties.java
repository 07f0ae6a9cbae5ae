package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.SplittableRandom;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Grid;

class MazeFilesProperties {

    @Property(tries = 200)
    void asciiParsesBackToTheSameMaze(@ForAll @IntRange(min = 1, max = 25) int rows,
            @ForAll @IntRange(min = 1, max = 25) int cols, @ForAll long seed, @ForAll boolean labels) {
        CellMaze maze = MazeTesting.generate(MazeTesting.rect(MazeAlgorithm.KRUSKAL, MazeOptions.defaults()), new Grid(rows, cols),
                new SplittableRandom(seed));
        String[] shown = labels ? new String[maze.cells()] : null;
        for (int i = 0; labels && i < maze.cells(); i++) {
            shown[i] = Integer.toString(i % 1000);
        }
        StringBuilder text = new StringBuilder();
        MazeAscii.write(maze, shown, null, -1, -1, false, text);
        MazeFiles.Openings o = MazeFiles.readAscii(text.toString(), "test");
        assertEquals(maze, MazeFiles.toMaze(o));
        assertArrayEquals(MazeTesting.openings(maze), o.openings());
    }

    @Property(tries = 100)
    void jsonParsesBackToTheSameMaze(@ForAll @IntRange(min = 1, max = 30) int rows,
            @ForAll @IntRange(min = 1, max = 30) int cols, @ForAll long seed) throws Exception {
        CellMaze maze = MazeTesting.generate(new Inwinder(), new Grid(rows, cols), new SplittableRandom(seed));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Mazes.writeJson(new MazeResult(maze, MazeAlgorithm.INWINDER, seed, Map.of("cells", (long) rows * cols)),
                out);
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(maze, Mazes.read(text, "test"));
        // the one maze JSON: read by the reader of every grid too, as the same passages
        assertEquals(maze, Mazes.readGrid(text, "test"));
    }

    @Property(tries = 50)
    void theArticlesAsciiStyleIsKept(@ForAll @IntRange(min = 1, max = 10) int rows,
            @ForAll @IntRange(min = 1, max = 10) int cols) {
        CellMaze maze = MazeTesting.generate(new Sidewinder(), new Grid(rows, cols), new SplittableRandom(1));
        String[] lines = MazeTesting.ascii(maze).split("\n");
        assertEquals(2 * rows + 1, lines.length);
        assertEquals("+" + "---+".repeat(cols), lines[0]);
        assertEquals("+" + "---+".repeat(cols), lines[lines.length - 1]);
        for (int r = 1; r < lines.length; r += 2) {
            assertEquals(4 * cols + 1, lines[r].length());
        }
    }

    @Property(tries = 200)
    void aPictureWithoutItsLastLinesIsRefused(@ForAll @IntRange(min = 1, max = 12) int rows,
            @ForAll @IntRange(min = 1, max = 12) int cols, @ForAll long seed,
            @ForAll @IntRange(min = 1, max = 24) int dropped) {
        Assume.that(dropped < 2 * rows + 1);
        CellMaze maze = MazeTesting.generate(MazeTesting.rect(MazeAlgorithm.WILSON, MazeOptions.defaults()), new Grid(rows, cols),
                new SplittableRandom(seed));
        String[] lines = MazeTesting.ascii(maze).split("\n");
        String cut = String.join("\n", java.util.Arrays.copyOf(lines, lines.length - dropped)) + "\n";
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> MazeFiles.readAscii(cut, "cut"));
        assertTrue(e.getMessage().startsWith("cut:"), e.getMessage());
    }

    @Property(tries = 200)
    void aPictureWithOneBorderCharacterRemovedIsRefused(@ForAll @IntRange(min = 1, max = 8) int rows,
            @ForAll @IntRange(min = 1, max = 8) int cols, @ForAll long seed, @ForAll @IntRange(min = 0) int pick) {
        CellMaze maze = MazeTesting.generate(MazeTesting.rect(MazeAlgorithm.KRUSKAL, MazeOptions.defaults()), new Grid(rows, cols),
                new SplittableRandom(seed));
        String[] lines = MazeTesting.ascii(maze).split("\n");
        // a character of the outer border: the top or bottom wall, or the first or last of a row of fields
        int line = pick % lines.length;
        boolean wallLine = line == 0 || line == lines.length - 1;
        int at = wallLine ? (pick / lines.length) % lines[line].length()
                : ((pick / lines.length) % 2 == 0 ? 0 : lines[line].length() - 1);
        lines[line] = lines[line].substring(0, at) + " " + lines[line].substring(at + 1);
        String damaged = String.join("\n", lines) + "\n";
        assertThrows(InvalidInputException.class, () -> MazeFiles.readAscii(damaged, "damaged"));
    }
}
