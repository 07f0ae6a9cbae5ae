package org.gridpuzzles.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.core.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A sealed file reads back what was written, and a file changed in any bit or cut at any length is refused. */
class SealedFileTest {

    private static final SealedFile.Kind KIND = new SealedFile.Kind("test", "checkpoint",
            "belongs to another count: use another folder");

    private static long[] readLongs(Path f, long print) {
        return SealedFile.read(f, KIND, print, in -> {
            int n = in.readInt();
            // a reader checks what it decodes before it makes anything of it
            if (n < 0 || n > 100) {
                throw new InvalidInputException("n " + n);
            }
            long[] v = new long[n];
            for (int i = 0; i < v.length; i++) {
                v[i] = in.readLong();
            }
            return v;
        });
    }

    private static void writeLongs(Path f, long print, long... v) {
        SealedFile.write(f, KIND, print, out -> {
            var data = new java.io.DataOutputStream(out);
            data.writeInt(v.length);
            for (long x : v) {
                data.writeLong(x);
            }
            data.flush();
        });
    }

    @Test
    void whatIsWrittenIsReadBack(@TempDir Path dir) {
        Path f = dir.resolve("a");
        writeLongs(f, 42, 1, -2, Long.MAX_VALUE);
        assertArrayEquals(new long[] {1, -2, Long.MAX_VALUE}, readLongs(f, 42));
    }

    @Test
    void everyBitFlippedAndEveryCutIsRefused(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("a");
        writeLongs(f, 42, 3, 5, 7);
        FileDamage.each(f, what -> {
            InvalidInputException e = assertThrows(InvalidInputException.class, () -> readLongs(f, 42), what);
            assertTrue(e.getMessage().startsWith("checkpoint " + f + " was written by an older version or is "
                    + "damaged (") && e.getMessage().endsWith("): delete " + dir + " or use another folder"),
                    e.getMessage());
        });
    }

    @Test
    void aFileOfAnotherRequestOrAnOlderVersionIsNamedSo(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("a");
        writeLongs(f, 42, 1);
        InvalidInputException other = assertThrows(InvalidInputException.class, () -> readLongs(f, 43));
        assertEquals("checkpoint " + f + " belongs to another count: use another folder", other.getMessage());
        Files.write(f, new byte[] {0, 0, 0, 0, 0x47, 0x50, 0x46, 0x43, 0x31, 0, 0, 0, 0, 0, 0, 0});
        InvalidInputException old = assertThrows(InvalidInputException.class, () -> readLongs(f, 42));
        assertEquals("checkpoint " + f + " was written by an older version or is damaged (it has no seal): delete "
                + dir + " or use another folder", old.getMessage());
    }

    @Test
    void aContentReadThatStopsShortOrRunsOverIsRefused(@TempDir Path dir) {
        Path f = dir.resolve("a");
        writeLongs(f, 42, 1, 2);
        InvalidInputException shortRead = assertThrows(InvalidInputException.class,
                () -> SealedFile.read(f, KIND, 42, in -> in.readInt()));
        assertTrue(shortRead.getMessage().contains("more content than it holds"), shortRead.getMessage());
        InvalidInputException over = assertThrows(InvalidInputException.class,
                () -> SealedFile.read(f, KIND, 42, in -> in.readNBytes(100).length == 100 ? 1 : in.readLong()));
        assertTrue(over.getMessage().contains("it ends early"), over.getMessage());
    }

    @Test
    void aSealedTextKeepsItsLinesAndRefusesEveryChange(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("t.txt");
        String text = "# a text\nrefuted 2\n";
        Files.writeString(f, SealedFile.sealText(text));
        assertTrue(Files.readString(f).matches("# a text\nrefuted 2\ncrc32c [0-9a-f]{8}\n"), Files.readString(f));
        assertEquals(text, SealedFile.readText(f, KIND, 1000));
        FileDamage.each(f, what -> assertThrows(InvalidInputException.class,
                () -> SealedFile.readText(f, KIND, 1000), what));
        Files.writeString(f, text);
        InvalidInputException old = assertThrows(InvalidInputException.class,
                () -> SealedFile.readText(f, KIND, 1000));
        assertEquals("checkpoint " + f + " was written by an older version or is damaged (no checksum line at its "
                + "end): delete " + dir + " or use another folder", old.getMessage());
        Files.write(f, SealedFile.sealText(text).getBytes(StandardCharsets.UTF_8));
        assertThrows(InvalidInputException.class, () -> SealedFile.readText(f, KIND, 10));
    }
}
