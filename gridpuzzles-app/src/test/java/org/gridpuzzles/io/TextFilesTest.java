package org.gridpuzzles.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.core.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TextFilesTest {

    @Test
    void readsUtf8AndDropsAByteOrderMark(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("a.txt");
        Files.write(f, "\uFEFFgrün\n".getBytes(StandardCharsets.UTF_8));
        assertEquals("grün\n", TextFiles.read(f));
    }

    @Test
    void errorsNameTheFileAndTheProblem(@TempDir Path dir) throws IOException {
        assertEquals(dir + ": is a directory",
                assertThrows(InvalidInputException.class, () -> TextFiles.read(dir)).getMessage());
        Path missing = dir.resolve("missing.txt");
        assertEquals(missing + ": no such file",
                assertThrows(InvalidInputException.class, () -> TextFiles.read(missing)).getMessage());
        Path binary = dir.resolve("b.bin");
        Files.write(binary, new byte[] {'o', 'k', '\n', 'x', (byte) 0xC3, (byte) 0x28, '\n'});
        assertEquals(binary + ":2: not UTF-8 text (byte 5)",
                assertThrows(InvalidInputException.class, () -> TextFiles.read(binary)).getMessage());
        Path nul = dir.resolve("n.bin");
        Files.write(nul, new byte[] {'a', '\n', '\n', 0, 'b'});
        assertEquals(nul + ":3: not a text file (a NUL byte)",
                assertThrows(InvalidInputException.class, () -> TextFiles.read(nul)).getMessage());
        Path big = dir.resolve("big.txt");
        Files.writeString(big, "x".repeat(100));
        assertTrue(assertThrows(InvalidInputException.class, () -> TextFiles.read(big, 99)).getMessage()
                .startsWith(big + ": larger than 99 bytes, the input limit"));
    }

    @Test
    void standardInputIsBoundedToo() {
        byte[] bytes = "abcdef".getBytes(StandardCharsets.UTF_8);
        assertEquals("abcdef", TextFiles.read(new ByteArrayInputStream(bytes), "-", 6));
        assertTrue(assertThrows(InvalidInputException.class,
                () -> TextFiles.read(new ByteArrayInputStream(bytes), "-", 5)).getMessage()
                .startsWith("-: larger than 5 bytes"));
    }

    /** A large input that is not text is refused from its beginning, before the rest is read. */
    @Test
    void binaryIsRefusedFromItsBeginning() {
        byte[] bytes = new byte[8 << 20];
        java.util.Arrays.fill(bytes, (byte) 'a');
        bytes[70_000] = (byte) 0xff; // after the first 64 KiB: found only by reading on
        bytes[5] = (byte) 0xc3; // a lead byte without its continuation, on line 1
        bytes[1_000_000] = '\n';
        ByteArrayInputStream in = new ByteArrayInputStream(bytes);
        assertEquals("-:1: not UTF-8 text (byte 6)", assertThrows(InvalidInputException.class,
                () -> TextFiles.read(in, "-", bytes.length)).getMessage());
        assertTrue(bytes.length - in.available() <= 1 << 16, "read " + (bytes.length - in.available()) + " bytes");

        bytes[5] = 'a';
        assertEquals("-:1: not UTF-8 text (byte 70001)", assertThrows(InvalidInputException.class,
                () -> TextFiles.read(new ByteArrayInputStream(bytes), "-", bytes.length)).getMessage());
    }
}
