package org.gridpuzzles.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.gridpuzzles.grid.InvalidInputException;

/**
 * Writes a file completely or not at all: the content goes to a temporary file beside the target, which is renamed
 * over the target only when everything was written. A reader never sees half a file, and an interrupted run leaves
 * the old file (or none) in place.
 */
public final class AtomicFile {

    /** Produces the bytes of a file. */
    @FunctionalInterface
    public interface Body {
        void writeTo(OutputStream out) throws IOException;
    }

    /** Produces the text of a file. */
    @FunctionalInterface
    public interface TextBody {
        void writeTo(Writer out) throws IOException;
    }

    /** Temporary files being written; removed if the program is stopped (Ctrl-C) before they are renamed. */
    private static final java.util.Set<Path> IN_FLIGHT = java.util.concurrent.ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            for (Path p : IN_FLIGHT) {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException ignored) {
                    // best effort while the program stops
                }
            }
        }, "gridpuzzles-cleanup"));
    }

    private AtomicFile() {
    }

    public static void write(Path target, Body body) {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        if (dir != null && !Files.isDirectory(dir)) {
            throw new InvalidInputException("cannot write " + target + ": folder " + dir + " does not exist");
        }
        Path temp = null;
        Path created = null;
        try {
            temp = newTemp(dir == null ? absolute.getRoot() : dir, absolute.getFileName().toString());
            created = temp;
            IN_FLIGHT.add(created);
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(temp), 1 << 16)) {
                body.writeTo(out);
            }
            readableByAll(temp);
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
            temp = null;
        } catch (IOException e) {
            throw new InvalidInputException("cannot write " + target + ": " + e.getMessage(), e);
        } finally {
            if (created != null) {
                IN_FLIGHT.remove(created);
            }
            if (temp != null) {
                try {
                    Files.deleteIfExists(temp);
                } catch (IOException ignored) {
                    // the temporary file is hidden and named .part; nothing more to do
                }
            }
        }
    }

    private static final java.util.concurrent.atomic.AtomicLong SEQUENCE = new java.util.concurrent.atomic.AtomicLong();

    /**
     * A new private file next to the target, named after it, this process and a counter (Files.createTempFile's
     * random names start SecureRandom, which costs a noticeable part of a short command's start-up).
     */
    private static Path newTemp(Path dir, String name) throws IOException {
        long pid = ProcessHandle.current().pid();
        while (true) {
            Path p = dir.resolve("." + name + "." + pid + "." + SEQUENCE.incrementAndGet() + ".part");
            try {
                try {
                    return Files.createFile(p, java.nio.file.attribute.PosixFilePermissions.asFileAttribute(
                            java.nio.file.attribute.PosixFilePermissions.fromString("rw-------")));
                } catch (UnsupportedOperationException e) {
                    return Files.createFile(p);
                }
            } catch (java.nio.file.FileAlreadyExistsException e) {
                // left by an earlier process with the same id: take the next number
            }
        }
    }

    /** Temporary files are private; the finished file gets the usual rw-r--r-- where the file system has modes. */
    private static void readableByAll(Path file) {
        try {
            Files.setPosixFilePermissions(file, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
        } catch (UnsupportedOperationException | IOException e) {
            // not a POSIX file system: keep what it gave
        }
    }

    public static void writeText(Path target, TextBody body) {
        write(target, out -> {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            body.writeTo(w);
            w.flush();
        });
    }

    public static void writeString(Path target, String text) {
        writeText(target, w -> w.write(text));
    }
}
