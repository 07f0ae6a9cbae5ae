package org.gridpuzzles.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.atomic.AtomicLong;

import org.gridpuzzles.core.InvalidInputException;

/**
 * Writes a file completely or not at all: the content goes to a temporary file beside the target
 * ({@code .NAME.PID.N.part}), which is renamed over the target only when everything was written. A reader never sees
 * half a file, and an interrupted run leaves the old file (or none) in place.
 *
 * <p>What is not a regular file is never replaced: a device, a FIFO or a socket ({@code /dev/null},
 * {@code /dev/stdout}) is written through, and a symbolic link is followed, its target replaced atomically. Part files
 * left by a process that was killed outright ({@code kill -9}) are removed by the next write into the same folder.
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

    private static final AtomicLong SEQUENCE = new AtomicLong();
    private static final int MAX_LINKS = 40;

    private AtomicFile() {
    }

    /**
     * Checks before any work that {@code target} can be written: not empty, not a folder, in a folder that exists.
     * Commands call this for every output path first, so that a long run never ends in "cannot write".
     */
    public static void requireWritable(Path target) {
        if (target == null) {
            return;
        }
        Path real = resolve(target);
        if (Files.isDirectory(real)) {
            throw new InvalidInputException("cannot write " + shown(target) + ": is a directory");
        }
        if (Files.exists(real) && !Files.isRegularFile(real)) {
            if (!Files.isWritable(real)) {
                throw new InvalidInputException("cannot write " + shown(target) + ": permission denied");
            }
            return;
        }
        Path dir = real.toAbsolutePath().getParent();
        if (dir != null && !Files.isDirectory(dir)) {
            throw new InvalidInputException("cannot write " + shown(target) + ": folder " + dir
                    + (Files.exists(dir) ? " is not a folder" : " does not exist"));
        }
        if (dir != null && !Files.isWritable(dir)) {
            throw new InvalidInputException("cannot write " + shown(target) + ": folder " + dir
                    + " is not writable");
        }
        if (Files.exists(real) && !Files.isWritable(real)) {
            throw new InvalidInputException("cannot write " + shown(target) + ": permission denied");
        }
    }

    public static void write(Path target, Body body) {
        requireWritable(target);
        Path real = resolve(target);
        if (Files.exists(real) && !Files.isRegularFile(real)) {
            writeThrough(target, real, body);
            return;
        }
        Path absolute = real.toAbsolutePath();
        Path dir = absolute.getParent();
        removeStaleParts(dir);
        Path temp = null;
        Path created = null;
        try {
            String name = absolute.getFileName().toString();
            temp = Interruptions.createTracked(() -> newTemp(dir, name));
            created = temp;
            // opened without CREATE: a stop that removed the file meanwhile must not get it created again
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(temp, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING), 1 << 16)) {
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
            throw cannotWrite(shown(target), e);
        } catch (UncheckedIOException e) {
            throw cannotWrite(shown(target), e.getCause());
        } finally {
            if (created != null) {
                Interruptions.untrack(created);
            }
            if (temp != null) {
                try {
                    Files.deleteIfExists(temp);
                } catch (IOException ignored) {
                    // the temporary file is hidden and named .part; the next write here removes it
                }
            }
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

    /** A device, FIFO or socket: written in place, never renamed over. */
    private static void writeThrough(Path target, Path real, Body body) {
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(real, StandardOpenOption.WRITE),
                1 << 16)) {
            body.writeTo(out);
        } catch (IOException e) {
            throw cannotWrite(shown(target), e);
        } catch (UncheckedIOException e) {
            throw cannotWrite(shown(target), e.getCause());
        }
    }

    /** The path a symbolic link leads to (through chains of links, even to a file that does not exist yet). */
    private static Path resolve(Path target) {
        if (target.toString().isEmpty()) {
            throw new InvalidInputException("cannot write '': the file name is empty");
        }
        Path p;
        try {
            p = target.toAbsolutePath();
        } catch (InvalidPathException e) {
            throw new InvalidInputException("cannot write " + target + ": not a valid path");
        }
        for (int i = 0; i < MAX_LINKS && Files.isSymbolicLink(p); i++) {
            try {
                Path link = Files.readSymbolicLink(p);
                p = p.getParent() == null ? link : p.getParent().resolve(link).normalize();
            } catch (IOException e) {
                throw new InvalidInputException("cannot write " + shown(target) + ": " + reason(e), e);
            }
        }
        if (Files.isSymbolicLink(p)) {
            throw new InvalidInputException("cannot write " + shown(target) + ": too many levels of symbolic links");
        }
        return p;
    }

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
                    return Files.createFile(p, PosixFilePermissions.asFileAttribute(
                            PosixFilePermissions.fromString("rw-------")));
                } catch (UnsupportedOperationException e) {
                    return Files.createFile(p);
                }
            } catch (java.nio.file.FileAlreadyExistsException e) {
                // left by an earlier process with the same id: take the next number
            }
        }
    }

    /** Removes {@code .NAME.PID.N.part} files of processes that no longer run (killed before they could clean up). */
    static void removeStaleParts(Path dir) {
        if (dir == null) {
            return;
        }
        long self = ProcessHandle.current().pid();
        try (DirectoryStream<Path> parts = Files.newDirectoryStream(dir, ".*.part")) {
            for (Path p : parts) {
                long pid = partOwner(p.getFileName().toString());
                if (pid > 0 && pid != self && ProcessHandle.of(pid).isEmpty()
                        && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                    try {
                        Files.deleteIfExists(p);
                    } catch (IOException ignored) {
                        // someone else's folder rights: leave it
                    }
                }
            }
        } catch (IOException | SecurityException ignored) {
            // an unreadable folder: the write itself reports what matters
        }
    }

    /** The process id in a part file's name {@code .NAME.PID.N.part}, or -1 when the name is not one. */
    static long partOwner(String name) {
        if (!name.startsWith(".") || !name.endsWith(".part")) {
            return -1;
        }
        String core = name.substring(0, name.length() - ".part".length());
        int n = core.lastIndexOf('.');
        int p = n > 0 ? core.lastIndexOf('.', n - 1) : -1;
        if (p <= 0) {
            return -1;
        }
        String pid = core.substring(p + 1, n);
        String seq = core.substring(n + 1);
        if (pid.isEmpty() || seq.isEmpty() || pid.length() > 18 || seq.length() > 18
                || !pid.chars().allMatch(Character::isDigit) || !seq.chars().allMatch(Character::isDigit)) {
            return -1;
        }
        return Long.parseLong(pid);
    }

    /** Temporary files are private; the finished file gets the usual rw-r--r-- where the file system has modes. */
    private static void readableByAll(Path file) {
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        } catch (UnsupportedOperationException | IOException e) {
            // not a POSIX file system: keep what it gave
        }
    }

    private static String shown(Path target) {
        return target.toString();
    }

    /**
     * The one line for an output that could not be written ("cannot write out.svg: no space left on device"), the
     * same for every file and for standard output, however the writer wrapped the failure.
     */
    public static InvalidInputException cannotWrite(String what, IOException e) {
        return new InvalidInputException("cannot write " + what + ": " + reason(e), e);
    }

    /** The reason of an I/O failure in a few words, never the name of a temporary file. */
    public static String reason(IOException outer) {
        IOException e = outer;
        // libraries wrap the system's reason ("I/O error writing PNG file!" around "No space left on device")
        while (e.getCause() instanceof IOException inner && inner != e) {
            e = inner;
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason().toLowerCase(java.util.Locale.ROOT);
        }
        String m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : m.toLowerCase(java.util.Locale.ROOT);
    }
}
