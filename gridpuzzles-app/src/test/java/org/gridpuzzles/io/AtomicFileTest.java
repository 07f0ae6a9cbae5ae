package org.gridpuzzles.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.gridpuzzles.core.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aFileIsReplacedWholeAndNoPartIsLeft(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("a.txt");
        Files.writeString(f, "old");
        AtomicFile.writeString(f, "new");
        assertEquals("new", Files.readString(f));
        assertEquals(List.of("a.txt"), names(dir));
    }

    @Test
    void aFailingWriterLeavesTheOldFileUntouched(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("a.txt");
        Files.writeString(f, "old");
        assertThrows(InvalidInputException.class, () -> AtomicFile.write(f, out -> {
            out.write("half".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk on fire");
        }));
        assertEquals("old", Files.readString(f));
        assertEquals(List.of("a.txt"), names(dir));
    }

    @Test
    void aSymbolicLinkIsFollowedAndItsTargetReplaced(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("real.txt");
        Files.writeString(target, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.txt"), Path.of("real.txt"));
        AtomicFile.writeString(link, "new");
        assertTrue(Files.isSymbolicLink(link), "the link is still a link");
        assertEquals("new", Files.readString(target));
        assertEquals(List.of("link.txt", "real.txt"), names(dir));
    }

    @Test
    void aDanglingLinkCreatesItsTarget(@TempDir Path dir) throws IOException {
        Path link = Files.createSymbolicLink(dir.resolve("link.txt"), Path.of("later.txt"));
        AtomicFile.writeString(link, "made");
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("made", Files.readString(dir.resolve("later.txt")));
    }

    @Test
    void devNullStaysADevice() {
        Path devNull = Path.of("/dev/null");
        assumeTrue(Files.exists(devNull) && !Files.isRegularFile(devNull), "a POSIX system with /dev/null");
        AtomicFile.writeString(devNull, "gone");
        assertFalse(Files.isRegularFile(devNull), "/dev/null is still a device");
    }

    @Test
    void aFullDeviceIsAnErrorNamingTheReason() {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.exists(full) && Files.isWritable(full), "a Linux system with /dev/full");
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> AtomicFile.writeString(full, "x".repeat(1 << 17)));
        assertTrue(e.getMessage().startsWith("cannot write /dev/full: "), e.getMessage());
        assertTrue(e.getMessage().contains("space"), e.getMessage());
        assertFalse(Files.isRegularFile(full), "/dev/full is still a device");
    }

    @Test
    void aFifoIsWrittenThroughNotReplaced(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("pipe");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mk.waitFor(10, TimeUnit.SECONDS) && mk.exitValue() == 0, "mkfifo is available");
        CompletableFuture<String> reader = CompletableFuture.supplyAsync(() -> {
            try (InputStream in = Files.newInputStream(fifo)) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        AtomicFile.writeString(fifo, "through the pipe");
        assertEquals("through the pipe", reader.get(30, TimeUnit.SECONDS));
        assertFalse(Files.isRegularFile(fifo), "the FIFO is still a FIFO");
        assertEquals(List.of("pipe"), names(dir));
    }

    @Test
    void badPathsNameThePathAndTheReason(@TempDir Path dir) throws IOException {
        InvalidInputException empty = assertThrows(InvalidInputException.class,
                () -> AtomicFile.writeString(Path.of(""), "x"));
        assertEquals("cannot write '': the file name is empty", empty.getMessage());
        InvalidInputException folder = assertThrows(InvalidInputException.class,
                () -> AtomicFile.writeString(dir, "x"));
        assertEquals("cannot write " + dir + ": is a directory", folder.getMessage());
        Path missing = dir.resolve("no/such/a.txt");
        InvalidInputException noFolder = assertThrows(InvalidInputException.class,
                () -> AtomicFile.requireWritable(missing));
        assertTrue(noFolder.getMessage().startsWith("cannot write " + missing + ": folder "), noFolder.getMessage());
        assertFalse(noFolder.getMessage().contains(".part"), noFolder.getMessage());
    }

    @Test
    void procIsRefusedWithTheUsersPath() {
        Path proc = Path.of("/proc/m.txt");
        assumeTrue(Files.isDirectory(Path.of("/proc")), "a Linux /proc");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> AtomicFile.writeString(proc, "x"));
        assertTrue(e.getMessage().startsWith("cannot write /proc/m.txt: "), e.getMessage());
        assertFalse(e.getMessage().contains(".part"), e.getMessage());
    }

    @Test
    void partFilesOfDeadProcessesAreRemovedByTheNextWrite(@TempDir Path dir) throws Exception {
        Process p = new ProcessBuilder("true").start();
        p.waitFor(10, TimeUnit.SECONDS);
        long dead = p.pid();
        assumeTrue(ProcessHandle.of(dead).isEmpty(), "the finished process is gone");
        Path stale = dir.resolve(".a.txt." + dead + ".3.part");
        Files.writeString(stale, "left by kill -9");
        long alive = ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(1L);
        Path live = dir.resolve(".b.txt." + alive + ".1.part");
        Files.writeString(live, "still being written");
        Path other = dir.resolve(".notes.part");
        Files.writeString(other, "not ours");
        AtomicFile.writeString(dir.resolve("a.txt"), "x");
        assertFalse(Files.exists(stale), "the dead process's part file is removed");
        assertTrue(Files.exists(live), "a live process's part file stays");
        assertTrue(Files.exists(other), "a file not named like ours stays");
    }

    @Test
    void partOwnerReadsOnlyOurNames() {
        assertEquals(123, AtomicFile.partOwner(".maze.svg.123.7.part"));
        assertEquals(5, AtomicFile.partOwner("..5.1.part"));
        assertEquals(-1, AtomicFile.partOwner(".maze.svg.part"));
        assertEquals(-1, AtomicFile.partOwner("maze.svg.123.7.part"));
        assertEquals(-1, AtomicFile.partOwner(".maze.svg.12x.7.part"));
        assertEquals(-1, AtomicFile.partOwner(".a.99999999999999999999.1.part"));
    }
}
