package org.gridpuzzles.squares.proof;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import org.gridpuzzles.core.InvalidInputException;

/**
 * The lines of a certificate, counted, with one-line errors: read as bytes, each line decoded as UTF-8 on its own so
 * that a bad byte is reported with its line. Apart from the checker because reading text safely (long lines, NUL
 * bytes, a byte order mark) has nothing to do with the game's rules.
 */
public final class CertificateLines {
    /** Far beyond a certificate line (a board of 64 fields and a move). */
    static final int MAX_LINE = 1 << 16;
    private final InputStream in;
    final String source;
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    private final byte[] chunk = new byte[1 << 16];
    private int at;
    private int end;
    public byte[] line = new byte[256];
    public int len;
    public int number;

    public CertificateLines(InputStream in, String source) {
        this.in = in;
        this.source = source;
    }

    /** The next line (ended by a line feed, a carriage return before it dropped), or null at the end. */
    String next() {
        return read() ? decode() : null;
    }

    /** Reads the next line's bytes into {@link #line} and {@link #len}; false at the end. */
    public boolean read() {
        try {
            len = 0;
            boolean any = false;
            while (true) {
                if (at == end) {
                    end = in.read(chunk);
                    at = 0;
                    if (end <= 0) {
                        end = 0;
                        if (!any) {
                            return false;
                        }
                        break;
                    }
                }
                any = true;
                byte b = chunk[at++];
                if (b == '\n') {
                    break;
                }
                if (len == line.length) {
                    if (len >= MAX_LINE) {
                        // a certificate's lines are short: this is not one (/dev/zero on standard input)
                        throw new InvalidInputException(source + ":" + (number + 1) + ": a line longer than "
                                + MAX_LINE + " bytes: not a certificate");
                    }
                    line = Arrays.copyOf(line, 2 * len);
                }
                line[len++] = b;
            }
            number++;
            if (len > 0 && line[len - 1] == '\r') {
                len--;
            }
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The line read last as text. */
    String decode() {
        String l;
        try {
            l = utf8.decode(ByteBuffer.wrap(line, 0, len)).toString();
        } catch (CharacterCodingException e) {
            throw new InvalidInputException(source + ":" + number + ": not UTF-8 text");
        }
        if (number == 1 && l.startsWith("\uFEFF")) {
            l = l.substring(1);
        }
        if (l.indexOf('\0') >= 0) {
            throw new InvalidInputException(source + ":" + number + ": not a text file (a NUL byte)");
        }
        return l;
    }
}
