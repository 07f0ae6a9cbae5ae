package org.gridpuzzles.knight;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

import org.gridpuzzles.io.Progress;

/** Streams a walk as move-type digits, one byte per move, through a small buffer. */
final class MovesWriter implements TourSink {

    private final OutputStream out;
    private final Progress progress;
    private final byte[] buffer = new byte[1 << 16];
    private int n;
    private long moves;

    MovesWriter(OutputStream out, Progress progress) {
        this.out = out;
        this.progress = progress;
    }

    @Override
    public void start(int row, int col) {
    }

    @Override
    public void move(int type, int row, int col, boolean tie) {
        buffer[n++] = (byte) ('0' + type);
        if (n == buffer.length) {
            moves += n;
            flushBuffer();
            progress.done(moves);
        }
    }

    private void flushBuffer() {
        try {
            out.write(buffer, 0, n);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        n = 0;
    }

    /** Writes what is left and the closing newline. */
    void finish() {
        buffer[n++] = '\n';
        flushBuffer();
    }
}
