package org.gridpuzzles.cli;

import static org.gridpuzzles.cli.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where --out may and may not write, through a real command. */
class OutputPathsTest {


    private static void oneLine(CommandRun r) {
        assertEquals(1, r.err().lines().count(), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void anEmptyPathIsRefusedBeforeAnyWork() {
        CommandRun r = run("labyrinth", "count", "--size", "3", "--out", "");
        assertEquals(2, r.code());
        oneLine(r);
        assertTrue(r.err().contains("cannot write '': the file name is empty"), r.err());
    }

    @Test
    void aFolderThatDoesNotExistIsNamed(@TempDir Path dir) {
        Path target = dir.resolve("nonexistent/dir/c.txt");
        CommandRun r = run("labyrinth", "count", "--size", "3", "--out", target.toString());
        assertEquals(2, r.code());
        oneLine(r);
        assertTrue(r.err().contains("cannot write " + target + ": folder "), r.err());
        assertTrue(r.err().contains("does not exist"), r.err());
    }

    @Test
    void aDirectoryIsNamedSo(@TempDir Path dir) {
        CommandRun r = run("labyrinth", "count", "--size", "3", "--out", dir.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("cannot write " + dir + ": is a directory"), r.err());
    }

    @Test
    void procIsRefusedWithTheUsersPathAndAReason() {
        assumeTrue(Files.isDirectory(Path.of("/proc")), "a Linux /proc");
        CommandRun r = run("labyrinth", "count", "--size", "3", "--out", "/proc/m.txt");
        assertEquals(2, r.code());
        oneLine(r);
        assertTrue(r.err().contains("cannot write /proc/m.txt: "), r.err());
        assertFalse(r.err().contains(".part"), r.err());
    }

    @Test
    void aFullDeviceIsExitTwoAndStaysADevice() {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.exists(full) && Files.isWritable(full), "a Linux /dev/full");
        CommandRun r = run("maze", "generate", "--size", "5", "--seed", "1", "--format", "png", "--out", "/dev/full");
        assertEquals(2, r.code(), r.err());
        oneLine(r);
        assertTrue(r.err().contains("cannot write /dev/full: no space left on device"), r.err());
        assertFalse(Files.isRegularFile(full));
    }

    @Test
    void aSymlinkedOutputReplacesItsTarget(@TempDir Path dir) throws Exception {
        Path real = dir.resolve("real.json");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.json"), real.getFileName());
        CommandRun r = run("labyrinth", "count", "--size", "5", "--format", "json", "--out", link.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("{\"rows\":5,\"cols\":5,\"count\":\"104\"}\n", Files.readString(real));
    }
}
