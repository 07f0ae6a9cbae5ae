package org.gridpuzzles.api.knight;

import java.io.IOException;
import java.io.OutputStream;

import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.knight.KnightTours;
import org.gridpuzzles.knight.WalkSummary;

/**
 * {@code knight tour} as a stream of move types: each move is written as it is made, so a board of 10^8 squares is
 * never held as a list of squares. The result says how far the walk went.
 */
public final class TourMoves {

    private TourMoves() {
    }

    /** How far a streamed walk went. */
    public record Walked(int rows, int cols, long visited) {

        public boolean complete() {
            return visited == (long) rows * cols;
        }
    }

    public static Walked write(TourRequest request, OutputStream out, RunContext context) throws IOException {
        WalkSummary w = KnightTours.writeMoves(TourOperation.options(request), out, context.progress());
        return new Walked(w.rows(), w.cols(), w.visited());
    }
}
