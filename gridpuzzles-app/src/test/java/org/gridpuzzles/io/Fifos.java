package org.gridpuzzles.io;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Named pipes for the tests of inputs that are not regular files. */
public final class Fifos {

    private Fifos() {
    }

    /** A new FIFO in {@code dir} (made by mkfifo; the test is skipped where there is none). */
    public static Path make(Path dir) throws IOException, InterruptedException {
        Path f = dir.resolve("in.fifo");
        Process p;
        try {
            p = new ProcessBuilder("mkfifo", f.toString()).inheritIO().start();
        } catch (IOException e) {
            assumeTrue(false, "no mkfifo here");
            throw e;
        }
        assumeTrue(p.waitFor() == 0 && Files.exists(f), "mkfifo failed");
        return f;
    }
}
