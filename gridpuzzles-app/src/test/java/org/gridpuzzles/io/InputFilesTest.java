package org.gridpuzzles.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.core.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputFilesTest {

    /** An input that never ends, counting what was taken from it. */
    private static final class Endless extends InputStream {
        private final byte fill;
        long taken;

        Endless(char fill) {
            this.fill = (byte) fill;
        }

        @Override
        public int read() {
            taken++;
            return fill & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            java.util.Arrays.fill(b, off, off + len, fill);
            taken += len;
            return len;
        }
    }

    @Test
    void theLimitIsBytesOrANumberWithKMOrG() {
        assertEquals(1000, InputFiles.parseLimit("1000"));
        assertEquals(64L << 10, InputFiles.parseLimit("64k"));
        assertEquals(64L << 20, InputFiles.parseLimit(" 64M "));
        assertEquals(1L << 30, InputFiles.parseLimit("1g"));
        assertEquals(InputFiles.MAX_LIMIT, InputFiles.parseLimit("2047m"));
        for (String bad : new String[] {"", "0", "-1", "2g", "64 m", "1.5g", "lots", "99999999999999"}) {
            String m = assertThrows(InvalidInputException.class, () -> InputFiles.parseLimit(bad)).getMessage();
            assertTrue(m.startsWith(InputFiles.LIMIT_VARIABLE + "=" + bad + ": "), m);
        }
    }

    @Test
    void aFifoOrADeviceIsRefusedWithoutOpeningIt(@TempDir Path dir) throws Exception {
        // opening a FIFO without a writer would block for ever: the refusal comes from its type alone
        Path fifo = Fifos.make(dir);
        assertEquals(fifo + ": not a regular file (a FIFO, device or socket): give a file, or /dev/stdin to read "
                + "standard input", assertThrows(InvalidInputException.class, () -> TextFiles.read(fifo)).getMessage());
        assertThrows(InvalidInputException.class, () -> InputFiles.open(fifo));
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero));
        assertTrue(assertThrows(InvalidInputException.class, () -> TextFiles.read(zero)).getMessage()
                .startsWith("/dev/zero: not a regular file"));
    }

    @Test
    void standardInputByItsNamesIsNotRefused() {
        assertTrue(InputFiles.isStandardInput(Path.of("/dev/stdin")));
        assertTrue(InputFiles.isStandardInput(Path.of("/dev/fd/0")));
        assertTrue(InputFiles.isStandardInput(Path.of("/dev/./stdin")));
        assertTrue(!InputFiles.isStandardInput(Path.of("/dev/stdout")));
        Path stdin = Path.of("/dev/stdin");
        assumeTrue(Files.exists(stdin));
        InputFiles.requireReadable(stdin);
    }

    @Test
    void anEndlessInputIsReadNoFurtherThanTheLimit() {
        Endless letters = new Endless('a');
        assertTrue(assertThrows(InvalidInputException.class, () -> TextFiles.read(letters, "<stdin>", 100_000))
                .getMessage().startsWith("<stdin>: larger than 100000 bytes, the input limit (GRIDPUZZLES_MAX_INPUT"));
        assertTrue(letters.taken <= 100_001 + (1 << 16), "read " + letters.taken);
    }

    @Test
    void zerosStopTheReadingAtOnce() {
        // /dev/zero on standard input: refused at its first byte, not after the limit
        Endless zeros = new Endless('\0');
        assertEquals("<stdin>:1: not a text file (a NUL byte)", assertThrows(InvalidInputException.class,
                () -> TextFiles.read(zeros, "<stdin>", InputFiles.MAX_LIMIT)).getMessage());
        assertTrue(zeros.taken <= 1 << 16, "read " + zeros.taken);
    }

    @Test
    void aFileOverTheLimitIsRefusedBeforeItIsRead(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("big.txt");
        Files.writeString(f, "x".repeat(5000));
        assertTrue(assertThrows(InvalidInputException.class, () -> TextFiles.read(f, 4999)).getMessage()
                .startsWith(f + ": larger than 4999 bytes"));
        assertEquals(5000, TextFiles.read(f, 5000).length());
        Files.writeString(f, "y".repeat(200_000));
        assertEquals(200_000, TextFiles.read(f, 200_000).length());
    }
}
