package org.gridpuzzles.labyrinth;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

import org.gridpuzzles.core.Sink;

/**
 * Writes move strings as ASCII lines to a stream, through a buffer of its own (enumeration writes millions of lines a
 * second, so a line costs one copy and no locking). {@link #end()} writes out what is buffered. Made by
 * {@link #to(OutputStream)}, where a failed write is an error, or {@link #toPipe(OutputStream)}, where a reader that
 * went away ({@code | head}) simply ends the stream: the writer then asks for no more lines.
 */
public final class MoveLineWriter implements Sink<CharSequence> {

    private final OutputStream out;
    private final boolean stopOnError;
    private final byte[] buffer = new byte[1 << 16];
    private int used;
    private boolean closed;
    private long lines;

    private MoveLineWriter(OutputStream out, boolean stopOnError) {
        this.out = out;
        this.stopOnError = stopOnError;
    }

    /** A writer whose failed writes are thrown ({@link UncheckedIOException}). */
    public static MoveLineWriter to(OutputStream out) {
        return new MoveLineWriter(out, false);
    }

    /** A writer that stops quietly when the stream fails (a closed pipe). */
    public static MoveLineWriter toPipe(OutputStream out) {
        return new MoveLineWriter(out, true);
    }

    @Override
    public boolean accept(CharSequence moves) {
        if (moves instanceof MoveChars m) {
            return write(m.array(), m.length());
        }
        int n = moves.length();
        char[] c = new char[n];
        for (int i = 0; i < n; i++) {
            c[i] = moves.charAt(i);
        }
        return write(c, n);
    }

    /** Lines written (or buffered) so far. */
    public long lines() {
        return lines;
    }

    /** One line; false once the stream has gone away. */
    boolean write(char[] moves, int length) {
        if (closed) {
            return false;
        }
        try {
            if (used + length + 1 > buffer.length) {
                flushBuffer();
                if (closed) {
                    return false;
                }
            }
            lines++;
            if (length + 1 > buffer.length) {
                for (int i = 0; i < length; i++) {
                    out.write(moves[i]);
                }
                out.write('\n');
                return true;
            }
            for (int i = 0; i < length; i++) {
                buffer[used++] = (byte) moves[i];
            }
            buffer[used++] = '\n';
            return true;
        } catch (IOException e) {
            return failed(e);
        }
    }

    /** Writes out the buffer and flushes the stream. */
    public void flush() {
        flushBuffer();
    }

    @Override
    public void end() {
        flushBuffer();
    }

    private void flushBuffer() {
        if (closed) {
            return;
        }
        try {
            out.write(buffer, 0, used);
            used = 0;
            out.flush();
        } catch (IOException e) {
            failed(e);
        }
    }

    private boolean failed(IOException e) {
        if (!stopOnError) {
            throw new UncheckedIOException(e);
        }
        closed = true;
        used = 0;
        return false;
    }
}
