package org.gridpuzzles.cli.maze;

import static org.gridpuzzles.cli.CommandRun.run;
import static org.gridpuzzles.cli.maze.MazeCliTest.badInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gridpuzzles.cli.CommandRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MazeSolveCliTest {

    /** The 4 x 5 inwinder maze of seed 1. */
    static final String PERFECT_PATH = """
            astar: 4,1 -> 1,5: 7 passages, 9 fields visited
            +---+---+---+---+---+
            |       | *   *   * |
            +---+   +   +---+   +
            |     *   *     |   |
            +---+   +---+---+---+
            |     *             |
            +---+   +---+---+---+
            | *   *             |
            +---+---+---+---+---+
            """;

    @Test
    void astarDrawsThePathOfAPerfectMaze() {
        CommandRun r = run("maze", "solve", "--rows", "4", "--cols", "5", "--seed", "1", "--method", "astar");
        assertEquals(0, r.code(), r.err());
        assertEquals(PERFECT_PATH, r.out());
    }

    @Test
    void aPictureOnStandardOutputIsTheWholeOutputAndTheSummaryGoesToStandardError() {
        String[][] commands = {
            {"maze", "solve", "--rows", "4", "--cols", "5", "--seed", "1", "--method", "astar", "--format", "svg"},
            {"maze", "path", "--rows", "4", "--cols", "5", "--seed", "1", "--format", "svg"},
            {"maze", "solve", "--grid", "polar", "--rings", "4", "--seed", "1"},
            {"maze", "path", "--grid", "hex", "--size", "5", "--seed", "1", "--format", "svg"},
        };
        for (String[] args : commands) {
            CommandRun r = run(args);
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().startsWith("<?xml") && r.out().trim().endsWith("</svg>"), String.join(" ", args));
            assertTrue(r.err().matches("(astar: |bfs: |path )[0-9,]+ -> [0-9,]+: \\d+ passages[^\n]*\n"),
                    String.join(" ", args) + ": " + r.err());
        }
        CommandRun ascii = run("maze", "path", "--rows", "4", "--cols", "5", "--seed", "1");
        assertTrue(ascii.out().startsWith("path 4,1 -> 1,5: 7 passages\n"), ascii.out());
        assertEquals("", ascii.err());
    }

    @Test
    void braidOneLeavesNoDeadEndAndStatsCountTheLoopsLast() {
        CommandRun r = run("maze", "stats", "--rows", "4", "--cols", "5", "--seed", "1", "--braid", "1");
        assertEquals(0, r.code(), r.err());
        assertEquals("fields 20\npassages 24\ndead-ends 0\nstraight 6\nturning 8\njunctions 4\ncrossings 2\n"
                + "longest-path 9\nlongest-path-from 4,5\nlongest-path-to 1,5\nloops 5\n", r.out());
        CommandRun json = run("maze", "stats", "--rows", "4", "--cols", "5", "--seed", "1", "--braid", "1",
                "--format", "json");
        assertTrue(json.out().endsWith(",\"loops\":5}\n"), json.out());
    }

    @Test
    void everyMethodOnABraidMaze() {
        List<String> expected = List.of(
                "bfs: 4,1 -> 1,5: 7 passages, 20 fields visited",
                "dijkstra: 4,1 -> 1,5: 7 passages, 20 fields visited",
                "astar: 4,1 -> 1,5: 7 passages, 10 fields visited",
                "wall-follower: 4,1 -> 1,5: 13 passages, 14 fields visited",
                "dead-end-filling: 4,1 -> 1,5: 7 passages, 20 fields visited",
                "tremaux: 4,1 -> 1,5: 9 passages, 10 fields visited");
        for (String line : expected) {
            String method = line.substring(0, line.indexOf(':'));
            CommandRun r = run("maze", "solve", "--rows", "4", "--cols", "5", "--seed", "1", "--braid", "1",
                    "--method", method);
            assertEquals(0, r.code(), r.err());
            assertEquals(line, r.out().lines().findFirst().orElseThrow());
        }
    }

    @Test
    void borderEndsOpenTheOuterWall() {
        CommandRun r = run("maze", "solve", "--rows", "4", "--cols", "5", "--seed", "1", "--braid", "1", "--ends",
                "border", "--method", "wall-follower");
        assertEquals(0, r.code(), r.err());
        assertEquals("""
                wall-follower: entrance 4,5 (bottom) -> exit 1,5 (top): 9 passages, 10 fields visited
                +---+---+---+---+   +
                |       |         * |
                +   +   +   +---+   +
                |     *   *   *   * |
                +   +   +---+---+---+
                |     *   *   *   * |
                +   +   +---+---+   +
                |                 * |
                +---+---+---+---+   +
                """, r.out());
    }

    @Test
    void hardestEndsInJson() {
        CommandRun r = run("maze", "solve", "--rows", "4", "--cols", "5", "--seed", "1", "--braid", "1", "--ends",
                "hardest", "--format", "json");
        assertEquals(0, r.code(), r.err());
        assertEquals("{\"grid\":\"rect\",\"cells\":20,\"rows\":4,\"cols\":5,\"method\":\"bfs\",\"from\":[4,5],\"to\":[1,5],\"fromSide\":null,"
                + "\"toSide\":null,\"found\":true,\"length\":9,\"visited\":20,\"path\":[[4,5],[3,5],[3,4],[3,3],"
                + "[3,2],[2,2],[2,3],[1,3],[1,4],[1,5]],\"pathCells\":[19,14,13,12,11,6,7,2,3,4]}\n", r.out());
    }

    @Test
    void solutionFileHasThePathAndTheOutputThePlainMaze(@TempDir Path dir) throws Exception {
        Path solved = dir.resolve("solved.txt");
        CommandRun r = run("maze", "solve", "--rows", "4", "--cols", "5", "--seed", "1", "--method", "astar",
                "--solution", solved.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(PERFECT_PATH.replace("*", " "), r.out());
        assertEquals(PERFECT_PATH.substring(PERFECT_PATH.indexOf('\n') + 1), Files.readString(solved));
    }

    @Test
    void checkSaysConnectedWithLoopsForABraidMazeAndPerfectForBraidZero(@TempDir Path dir) throws Exception {
        Path braid = dir.resolve("braid.json");
        Path perfect = dir.resolve("perfect.json");
        assertEquals(0, run("maze", "generate", "--size", "12", "--seed", "5", "--braid", "0.5", "--format", "json",
                "--out", braid.toString()).code());
        assertEquals(0, run("maze", "generate", "--size", "12", "--seed", "5", "--braid", "0", "--format", "json",
                "--out", perfect.toString()).code());
        CommandRun b = run("maze", "check", braid.toString());
        assertEquals(0, b.code(), b.err());
        assertTrue(b.out().startsWith(braid + ": connected, with loops: 144 fields, "), b.out());
        CommandRun p = run("maze", "check", perfect.toString());
        assertEquals(perfect + ": perfect: 144 fields, 143 passages, connected, no loop\n", p.out());
    }

    @Test
    void theWallFollowerGoesRoundALoopFromAnInnerField() {
        CommandRun r = run("maze", "solve", "--size", "5", "--seed", "1", "--braid", "1", "--method", "wall-follower",
                "--from", "3,3", "--to", "1,1");
        assertEquals(1, r.code(), r.err());
        assertEquals("wall-follower: 3,3 -> 1,1: no path found: the wall follower went round a loop or the maze is "
                + "not connected (it needs a perfect maze or both ends on the border), 10 fields visited\n", r.out());
    }

    @Test
    void badInputIsOneLine() {
        badInput(run("maze", "solve", "--size", "4", "--method", "dfs"), "unknown method dfs");
        badInput(run("maze", "solve", "--size", "4", "--braid", "-0.1"), "braid -0.1 is not a probability");
        badInput(run("maze", "generate", "--size", "4", "--braid", "1.5"), "braid 1.5 is not a probability");
        badInput(run("maze", "solve", "--size", "4", "--from", "5,1"), "from 5,1 is off the 4 x 4 grid");
        badInput(run("maze", "solve", "--size", "4", "--to", "1,0"), "to 1,0 is off the 4 x 4 grid");
        badInput(run("maze", "solve", "--size", "4", "--ends", "middle"), "unknown --ends middle");
        badInput(run("maze", "solve", "--size", "4", "--ends", "border", "--from", "1,1"), "give either --ends or --from, not both");
    }

    /**
     * The rectangle's ASCII as scripts read it: every line to its full width (an exit opened on the right leaves a
     * blank at the end), the ends shown with the path, fields widened to their labels.
     */
    @Test
    void theRectanglesAsciiKeepsItsColumns() {
        CommandRun labelled = run("maze", "generate", "--rows", "3", "--cols", "7", "--seed", "1", "--labels",
                "distance");
        assertEquals(0, labelled.code(), labelled.err());
        assertEquals(String.join("\n", List.of(
                "+----+----+----+----+----+----+----+",
                "|  0    1 |  4    5    6 |  7 | 10 |",
                "+----+    +    +----+----+    +    +",
                "|  3    2    3    4    5    6 |  9 |",
                "+    +    +    +----+    +----+    +",
                "|  4 |  3 |  4 |  7    6    7    8 |",
                "+----+----+----+----+----+----+----+")) + "\n", labelled.out());
        CommandRun border = run("maze", "solve", "--rows", "10", "--cols", "10", "--seed", "1", "--ends", "border");
        assertEquals(0, border.code(), border.err());
        assertEquals(String.join("\n", List.of(
                "bfs: entrance 8,10 (right) -> exit 3,1 (left): 24 passages, 100 fields visited",
                "+---+---+---+---+---+---+---+---+---+---+",
                "| *   *     |   |       |   |   |       |",
                "+   +   +---+   +   +---+   +   +   +   +",
                "| * | *     |       |   |       |   |   |",
                "+   +   +---+---+   +   +---+   +   +---+",
                "  * | *   *   * |   |   |   | *   *     |",
                "+---+---+   +   +   +   +   +   +   +---+",
                "|           | *   * |   | *   * | *     |",
                "+---+---+---+---+   +   +   +---+   +---+",
                "|   |             * | *   *     | * |   |",
                "+   +---+---+---+   +   +   +   +   +   +",
                "|   |             *   * |   |   | *   * |",
                "+   +   +---+   +   +   +---+---+   +   +",
                "|       |       |   |       |   |   | * |",
                "+---+   +   +---+---+   +   +   +---+   +",
                "|       |   |           |           | *  ",
                "+---+   +---+   +   +---+   +---+   +---+",
                "|           |   |       |   |           |",
                "+   +   +   +   +---+---+   +   +---+---+",
                "|   |   |   |   |           |           |",
                "+---+---+---+---+---+---+---+---+---+---+")) + "\n", border.out());
    }

    @Test
    void aKleinBottleIsNamedSoWhenItHasNoOuterWall() {
        CommandRun cli = run("maze", "solve", "--grid", "klein", "--rows", "5", "--cols", "6", "--seed", "1",
                "--ends", "border");
        assertEquals(2, cli.code());
        assertEquals("gridpuzzles maze solve: a Klein bottle has no outer wall to open: give from and to, or ends "
                + "hardest\n", cli.err());
    }
}
