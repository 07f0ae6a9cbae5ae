package org.gridpuzzles.cli.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.gridpuzzles.cli.GridPuzzles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A large instance file is read in memory of a small multiple of its size. */
class PushLargeInputTest {

    @TempDir
    Path dir;

    @Test
    void fourMegabytesOfFactsAreReadIn64MegabytesOfHeap() throws Exception {
        // Before, every fact kept a string per position: this file needed over 64 MiB and ended in "out of memory".
        Path f = dir.resolve("large.lp");
        Files.writeString(f, "connect(1,1,n).\n".repeat(250_000));
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx64m", "-cp", System.getProperty("java.class.path"), GridPuzzles.class.getName(), "push", "solve",
                f.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(2, p.exitValue(), out);
        assertEquals(List.of("gridpuzzles push solve: " + f + ": no field facts: the board is empty"),
                out.lines().toList());
    }
}
