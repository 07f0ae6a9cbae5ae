package org.gridpuzzles.io;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Every one-bit flip and every cut of a file, one at a time, made in place (a file rewritten whole costs a
 * millisecond on some disks, a byte written far less) and undone after each trial.
 */
public final class FileDamage {

    /** One trial with the file changed as {@code what} says ("bit 12 flipped", "cut at 3"). */
    @FunctionalInterface
    public interface Trial {
        void run(String what) throws IOException;
    }

    private FileDamage() {
    }

    /**
     * Runs {@code trial} once for each bit of {@code file} flipped and for each length it can be cut to; the file is
     * put back after each trial unless the trial replaced it (then the trial puts it back itself).
     */
    public static void each(Path file, Trial trial) throws IOException {
        byte[] good = Files.readAllBytes(file);
        for (int i = 0; i < 9 * good.length; i++) {
            boolean flip = i < 8 * good.length;
            int at = flip ? i >>> 3 : i - 8 * good.length;
            try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
                if (flip) {
                    f.seek(at);
                    f.write(good[at] ^ 1 << (i & 7));
                } else {
                    f.setLength(at);
                }
            }
            trial.run(flip ? "bit " + i + " flipped" : "cut at " + at);
            try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
                f.seek(at);
                f.write(good, at, flip ? 1 : good.length - at);
                f.setLength(good.length);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
