package org.gridpuzzles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where --out may and may not write, through a real command. */
class OutputPathsTest {

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = GridPuzzles.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(code, out.toString(), err.toString());
    }

    private static void oneLine(Run r) {
        assertEquals(1, r.err().lines().count(), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void anEmptyPathIsRefusedBeforeAnyWork() {
        Run r = run("labyrinth", "count", "--size", "3", "--out", "");
        assertEquals(2, r.code());
        oneLine(r);
        assertTrue(r.err().contains("cannot write '': the file name is empty"), r.err());
    }

    @Test
    void aFolderThatDoesNotExistIsNamed(@TempDir Path dir) {
        Path target = dir.resolve("nonexistent/dir/c.txt");
        Run r = run("labyrinth", "count", "--size", "3", "--out", target.toString());
        assertEquals(2, r.code());
        oneLine(r);
        assertTrue(r.err().contains("cannot write " + target + ": folder "), r.err());
        assertTrue(r.err().contains("does not exist"), r.err());
    }

    @Test
    void aDirectoryIsNamedSo(@TempDir Path dir) {
        Run r = run("labyrinth", "count", "--size", "3", "--out", dir.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("cannot write " + dir + ": is a directory"), r.err());
    }

    @Test
    void procIsRefusedWithTheUsersPathAndAReason() {
        assumeTrue(Files.isDirectory(Path.of("/proc")), "a Linux /proc");
        Run r = run("labyrinth", "count", "--size", "3", "--out", "/proc/m.txt");
        assertEquals(2, r.code());
        oneLine(r);
        assertTrue(r.err().contains("cannot write /proc/m.txt: "), r.err());
        assertFalse(r.err().contains(".part"), r.err());
    }

    @Test
    void aFullDeviceIsExitTwoAndStaysADevice() {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.exists(full) && Files.isWritable(full), "a Linux /dev/full");
        Run r = run("maze", "generate", "--size", "5", "--seed", "1", "--format", "png", "--out", "/dev/full");
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
        Run r = run("labyrinth", "count", "--size", "5", "--format", "json", "--out", link.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("{\"rows\":5,\"cols\":5,\"count\":\"104\"}\n", Files.readString(real));
    }
}
