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

import org.gridpuzzles.core.InvalidInputException;

/**
 * Reads the text files every engine takes (mazes, tours, boards, ASP facts) with one-line errors that name the file
 * and the problem: no such file, a folder, not UTF-8 text (with the line), larger than the reader accepts.
 */
public final class TextFiles {

    /** The largest input file any reader takes: far beyond every real input, small enough to fit in memory. */
    public static final long MAX_BYTES = 1L << 30;

    private TextFiles() {
    }

    /** The whole file as text; "-" reads standard input. */
    public static String read(Path file) {
        return read(file, MAX_BYTES);
    }

    /** The whole file as text, refused when larger than {@code maxBytes}. */
    public static String read(Path file, long maxBytes) {
        String name = file.toString();
        if (Files.isDirectory(file)) {
            throw new InvalidInputException(name + ": is a directory");
        }
        byte[] bytes;
        try {
            if (Files.isRegularFile(file) && Files.size(file) > maxBytes) {
                throw new InvalidInputException(name + ": larger than " + maxBytes + " bytes");
            }
            try (InputStream in = Files.newInputStream(file)) {
                bytes = readAtMost(in, maxBytes, name);
            }
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

    /** Everything from a stream (standard input) as text, refused beyond {@code maxBytes}. */
    public static String read(InputStream in, String name, long maxBytes) {
        try {
            return decode(readAtMost(in, maxBytes, name), name);
        } catch (IOException e) {
            throw new InvalidInputException(name + ": cannot read: " + AtomicFile.reason(e), e);
        }
    }

    private static byte[] readAtMost(InputStream in, long maxBytes, String name) throws IOException {
        byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
        if (bytes.length > maxBytes) {
            throw new InvalidInputException(name + ": larger than " + maxBytes + " bytes");
        }
        return bytes;
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
