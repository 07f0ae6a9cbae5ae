package org.gridpuzzles.cli.common;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;

/**
 * The command's output writer as a stream of ASCII bytes, for engines that stream lines or digits (labyrinth lines,
 * tour moves); a writer that failed (a closed pipe) fails the flush, so the producer stops.
 */
public final class AsciiOutput extends OutputStream {

    private final PrintWriter out;
    private char[] chars = new char[1 << 16];

    public AsciiOutput(PrintWriter out) {
        this.out = out;
    }

    @Override
    public void write(int b) {
        out.write((char) (b & 0xff));
    }

    @Override
    public void write(byte[] b, int off, int len) {
        if (chars.length < len) {
            chars = new char[len];
        }
        for (int i = 0; i < len; i++) {
            chars[i] = (char) (b[off + i] & 0xff);
        }
        out.write(chars, 0, len);
    }

    @Override
    public void flush() throws IOException {
        if (closed(out)) {
            throw new IOException("standard output is closed");
        }
    }

    /**
     * Flushes {@code out} and tells whether the reader has gone away ({@code | head}). The writer of the command line
     * wraps standard output in layers that keep the failure to themselves, so standard output is asked too.
     */
    public static boolean closed(PrintWriter out) {
        return out.checkError() || System.out.checkError();
    }
}
