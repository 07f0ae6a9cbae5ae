package org.gridpuzzles.cli;

import static org.gridpuzzles.cli.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.frontier.FrontierOptions;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.knight.KnightTours;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Checkpoints of the counts on the command line: a damaged one is refused in one line that names the file and what
 * to do (exit 2), never used; a count that goes on from one says so at once. (Push's: PushCliTest.)
 */
public class CheckpointCliTest {

    @TempDir
    Path dir;

    private static void flip(Path file, int at, int bit) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.seek(at);
            int b = f.read();
            f.seek(at);
            f.write(b ^ 1 << bit);
        }
    }

    public static void assertRefused(CommandRun r, Path file, Path folder) {
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
        // besides the room the count announces before it starts, one line
        java.util.List<String> lines = r.err().lines().filter(l -> !l.startsWith("memory: ")).toList();
        assertEquals(1, lines.size(), r.err());
        String line = lines.get(0);
        assertTrue(line.contains(file.toString()) && line.contains("written by an older version or is damaged")
                && line.endsWith("delete " + folder + " or use another folder"), line);
    }

    /** The defect this guards against: bit 4 of byte 23 of a finished pass once gave 111728 for 111712. */
    @Test
    void aLabyrinthCountsDamagedCheckpointIsRefused() throws IOException {
        Path ck = dir.resolve("ck7");
        CommandRun first = run("labyrinth", "count", "--size", "7", "--checkpoint", ck.toString());
        assertEquals("111712\n", first.out(), first.err());
        CommandRun again = run("labyrinth", "count", "--size", "7", "--checkpoint", ck.toString());
        assertEquals("111712\n", again.out(), again.err());
        assertTrue(again.err().contains("pass 1: resuming from step 49 of 49 (checkpoint " + ck + ")"), again.err());
        Path done = ck.resolve("pass-0.done");
        flip(done, 23, 4);
        assertRefused(run("labyrinth", "count", "--size", "7", "--checkpoint", ck.toString()), done, ck);
        flip(done, 23, 4);
        flip(done, 40, 0);
        assertRefused(run("labyrinth", "count", "--size", "7", "--checkpoint", ck.toString()), done, ck);
        // a file of an older version, without a seal
        Files.write(done, new byte[40]);
        assertRefused(run("labyrinth", "count", "--size", "7", "--checkpoint", ck.toString()), done, ck);
    }

    /**
     * A knight count stopped after 17 of its 30 steps (as the command line makes it) goes on from there and says
     * so at once; with its saved states damaged it is refused.
     */
    @Test
    void aKnightCountSaysWhereItResumesAndRefusesDamagedStates() throws IOException {
        String n = run("knight", "count", "--rows", "5", "--cols", "6").out().strip().lines()
                .reduce((a, b) -> b).orElseThrow();
        Path ck = dir.resolve("ck");
        Limits limits = Limits.none();
        Progress stop = new Progress() {
            @Override
            public void start(String task, long total) {
            }

            @Override
            public void done(long steps) {
                if (steps == 17) {
                    limits.cancel();
                }
            }

            @Override
            public void advance(long steps) {
            }

            @Override
            public void close() {
            }
        };
        FrontierOptions o = FrontierOptions.defaults().withPrimes(0, 0).withCheckpoint(ck, 300);
        assertThrows(InterruptedRunException.class, () -> KnightTours.countToursByFrontier(new Grid(5, 6), false,
                null, o, limits, stop));
        Path state = ck.resolve("pass-0.state");
        byte[] saved = Files.readAllBytes(state);
        flip(state, saved.length / 2, 3);
        assertRefused(run("knight", "count", "--rows", "5", "--cols", "6", "--checkpoint", ck.toString()), state, ck);
        Files.write(state, saved);
        CommandRun resumed = run("knight", "count", "--rows", "5", "--cols", "6", "--checkpoint", ck.toString());
        assertEquals(0, resumed.code(), resumed.err());
        assertTrue(resumed.out().endsWith("\n" + n + "\n"), resumed.out());
        assertTrue(resumed.err().startsWith("memory: ") && resumed.err().contains(
                "\npass 1: resuming from step 17 of 30 (checkpoint " + ck + ")\n"), resumed.err());
    }
}
