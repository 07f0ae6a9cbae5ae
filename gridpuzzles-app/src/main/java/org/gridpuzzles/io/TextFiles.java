package org.gridpuzzles.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;

import org.gridpuzzles.core.InvalidInputException;

/**
 * Reads the text files every engine takes (mazes, tours, boards, ASP facts) with one-line errors that name the file
 * and the problem: no such file, a folder, not a regular file, not UTF-8 text (with the line), larger than the input
 * limit ({@link InputFiles#maxBytes()}).
 */
public final class TextFiles {

    private TextFiles() {
    }

    /** The whole file as text, within the input limit. */
    public static String read(Path file) {
        return read(file, InputFiles.maxBytes());
    }

    /**
     * The whole file as text, refused when larger than {@code maxBytes}: a regular file by its size before it is
     * read, standard input after at most {@code maxBytes + 1} bytes.
     */
    public static String read(Path file, long maxBytes) {
        String name = file.toString();
        byte[] bytes;
        try (InputStream in = InputFiles.open(file, maxBytes)) {
            bytes = readAtMost(in, maxBytes, name, Files.isRegularFile(file) ? Files.size(file) : 0);
        } catch (IOException e) {
            throw unreadable(file, e);
        }
        return decode(bytes, name);
    }

    /** The one-line failure of a file that could not be read: no such file, permission denied, or the reason. */
    public static InvalidInputException unreadable(Path file, IOException e) {
        if (e instanceof NoSuchFileException) {
            return new InvalidInputException(file + ": no such file");
        }
        if (e instanceof AccessDeniedException) {
            return new InvalidInputException(file + ": permission denied");
        }
        return new InvalidInputException(file + ": cannot read: " + AtomicFile.reason(e), e);
    }

    /** Everything from a stream (standard input) as text, within the input limit. */
    public static String read(InputStream in, String name) {
        return read(in, name, InputFiles.maxBytes());
    }

    /** Everything from a stream (standard input) as text, refused beyond {@code maxBytes}. */
    public static String read(InputStream in, String name, long maxBytes) {
        try {
            return decode(readAtMost(in, maxBytes, name, 0), name);
        } catch (IOException e) {
            throw new InvalidInputException(name + ": cannot read: " + AtomicFile.reason(e), e);
        }
    }

    /**
     * At most {@code maxBytes} bytes, read in chunks: past the limit, or at a NUL byte (no text has one; it is how
     * {@code /dev/zero} on standard input begins), the reading stops at once with a one-line failure.
     * {@code expected} is the size when it is known (0: not known), so a regular file is read into one array.
     */
    private static byte[] readAtMost(InputStream in, long maxBytes, String name, long expected)
            throws IOException {
        long cap = Math.min(InputFiles.MAX_LIMIT, maxBytes);
        byte[] buf = new byte[(int) Math.min(cap + 1, Math.max(expected, 1 << 16))];
        int len = 0;
        while (true) {
            if (len == buf.length) {
                if (len > cap) {
                    throw InputFiles.tooLarge(name, maxBytes);
                }
                int next = in.read();
                if (next < 0) {
                    return buf;
                }
                buf = Arrays.copyOf(buf, (int) Math.min(cap + 1, 2L * len));
                buf[len++] = (byte) next;
                requireNoNul(buf, len - 1, len, name);
                continue;
            }
            // the prefix first, on its own, so that it is checked before the rest is read
            int n = in.read(buf, len, len < PREFIX ? Math.min(PREFIX, buf.length) - len : buf.length - len);
            if (n < 0) {
                return Arrays.copyOf(buf, len);
            }
            requireNoNul(buf, len, len + n, name);
            if (len < PREFIX && len + n >= PREFIX) {
                requireTextPrefix(buf, name);
            }
            len += n;
        }
    }

    /** How much of an input is checked for UTF-8 before the rest is read. */
    private static final int PREFIX = 1 << 16;

    /**
     * Refuses an input whose first {@link #PREFIX} bytes are not UTF-8 before reading on: a large binary file is
     * refused at once, not after it was read whole. A character cut at the end of the prefix is not an error.
     */
    private static void requireTextPrefix(byte[] bytes, String name) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, 0, PREFIX);
        if (decoder.decode(in, CharBuffer.allocate(PREFIX), false).isError()) {
            decode(Arrays.copyOf(bytes, in.position() + 1), name);
        }
    }

    /** At a NUL byte, the failure the whole input would have: the first of a byte that is not UTF-8 and the NUL. */
    private static void requireNoNul(byte[] bytes, int from, int to, String name) {
        for (int i = from; i < to; i++) {
            if (bytes[i] == 0) {
                decode(Arrays.copyOf(bytes, i + 1), name);
            }
        }
    }

    /** UTF-8 text, or a line that says where the first byte that is not UTF-8 is. */
    public static String decode(byte[] bytes, String name) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            CharBuffer chars = decoder.decode(ByteBuffer.wrap(bytes));
            String text = chars.toString();
            int nul = text.indexOf('\0');
            if (nul >= 0) {
                throw new InvalidInputException(name + ":" + lineOf(bytes, nul) + ": not a text file (a NUL byte)");
            }
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            int at = firstBadByte(bytes);
            throw new InvalidInputException(name + ":" + lineOf(bytes, at) + ": not UTF-8 text (byte " + (at + 1)
                    + ")");
        }
    }

    private static int firstBadByte(byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(Math.max(16, bytes.length));
        decoder.decode(in, out, true);
        return in.position();
    }

    /** The 1-based line of a byte (or character) offset, counting newlines before it. */
    private static int lineOf(byte[] bytes, int offset) {
        int line = 1;
        for (int i = 0; i < offset && i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                line++;
            }
        }
        return line;
    }
}
