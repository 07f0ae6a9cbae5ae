package org.gridpuzzles.cli.maze;

import static org.gridpuzzles.cli.CommandRun.run;
import static org.gridpuzzles.cli.maze.MazeCliTest.badInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.cli.CommandRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** maze generate --unicursal: the labyrinth, its check, its solution through the outer wall, and the refusals. */
class UnicursalCliTest {

    @TempDir
    Path dir;

    @Test
    void aLabyrinthIsCheckedAsUnicursalAndSolvedThroughEveryField() throws Exception {
        Path json = dir.resolve("lab.json");
        CommandRun made = run("maze", "generate", "--unicursal", "--rows", "5", "--cols", "7", "-a", "wilson",
                "--seed", "2", "--format", "json", "--out", json.toString());
        assertEquals(0, made.code(), made.err());
        assertTrue(Files.readString(json).startsWith("{\"grid\":\"rect\",\"cells\":140,\"rows\":10,\"cols\":14,"));
        CommandRun check = run("maze", "check", "--unicursal", json.toString());
        assertEquals(0, check.code(), check.err());
        assertEquals(json + ": perfect: 140 fields, 139 passages, connected, no loop\n"
                + "unicursal: yes, one path through every field\n", check.out().replace("\r", ""));
        CommandRun solve = run("maze", "solve", "--maze", json.toString(), "--ends", "border");
        assertEquals(0, solve.code(), solve.err());
        assertTrue(solve.out().startsWith("bfs: entrance 10,7 (bottom) -> exit 10,8 (bottom): 139 passages")
                || solve.out().startsWith("bfs: entrance 10,8 (bottom) -> exit 10,7 (bottom): 139 passages"),
                solve.out());
        // an ordinary maze is not unicursal: exit 1 when asked, with the field where it branches
        Path plain = dir.resolve("plain.json");
        assertEquals(0, run("maze", "generate", "--size", "6", "--format", "json", "--out", plain.toString()).code());
        CommandRun other = run("maze", "check", "--unicursal", plain.toString());
        assertEquals(1, other.code(), other.out());
        assertTrue(other.out().contains("\nunicursal: no, field "), other.out());
        assertTrue(other.out().contains(" has more than two passages"), other.out());
        assertEquals(0, run("maze", "check", plain.toString()).code());
    }

    @Test
    void otherGridsBraidMazeFilesAndCarvingAreRefused() {
        badInput(run("maze", "generate", "--unicursal", "--grid", "hex", "--size", "4"),
                "unicursal doubles a maze on the plain rectangle (each field into 2 x 2): not on a hex grid");
        badInput(run("maze", "generate", "--unicursal", "--size", "4", "--braid", "0.3"), "braid would add loops");
        badInput(run("maze", "generate", "--unicursal", "--size", "4", "--carving", "--format", "json"),
                "carving records how the perfect maze was carved");
    }
}
