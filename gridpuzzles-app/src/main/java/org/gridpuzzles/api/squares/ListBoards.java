package org.gridpuzzles.api.squares;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;

import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Sink;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Board;

/**
 * {@code squares list} as text, each board written as soon as it is found: lists of millions of boards are never
 * held in memory.
 */
public final class ListBoards {

    /** How each board is written. */
    public enum Style {
        /** A box of text per board, the number of boards at the end. */
        BOX,
        /** One line per board, rows joined by '/'. */
        COMPACT
    }

    private ListBoards() {
    }

    /**
     * Writes the boards to {@code w}; returns how many. A writer's failure (a full disk, a closed pipe) ends the
     * listing with it.
     */
    public static long write(SquaresListRequest q, Style style, Writer w, RunContext context) throws IOException {
        long[] n = {0};
        try {
            each(q, context.limits(), b -> {
                try {
                    w.write(style == Style.BOX ? b.box() : b.compact());
                    w.write('\n');
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                n[0]++;
                return true;
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        if (style == Style.BOX) {
            w.write(n[0] + " board" + (n[0] == 1 ? "" : "s") + "\n");
        }
        w.flush();
        return n[0];
    }

    /** Each board of the request, up to its limit. */
    static void each(SquaresListRequest q, Limits limits, Sink<Board> each) {
        long max = q.limit() == null ? Long.MAX_VALUE : q.limit();
        if (max == 0) {
            return;
        }
        long[] n = {0};
        AvoidTheSquare.list(DrawRules.rules(q.rows(), q.cols(), q.colours(), q.axisParallel(), q.anyBalance()),
                limits, b -> {
                    each.accept(b);
                    return ++n[0] < max;
                });
    }
}
