package org.gridpuzzles.api.labyrinth;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.core.Sink;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.Labyrinths;
import org.gridpuzzles.labyrinth.MoveLineWriter;
import org.gridpuzzles.render.Picture;

/**
 * {@code labyrinth enumerate} and {@code labyrinth draw} as streams: each walkthrough is handed on as soon as it is
 * found or drawn, so that millions of them are never held, and a reader that goes away ends the work.
 */
public final class LabyrinthLines {

    private LabyrinthLines() {
    }

    /**
     * Writes the walkthroughs, one move string a line in left-first order, to {@code out}; returns how many. Into a
     * pipe ({@code pipe}), a reader that goes away ({@code | head}) simply ends the enumeration; elsewhere a failed
     * write is thrown.
     */
    public static long enumerate(LabyrinthEnumerateRequest request, OutputStream out, boolean pipe,
            RunContext context) throws IOException {
        Labyrinth lab = solvable(request.board());
        try {
            return Labyrinths.enumerate(lab, EnumerateOperation.options(request, context),
                    pipe ? MoveLineWriter.toPipe(out) : MoveLineWriter.to(out));
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /**
     * Gives each walkthrough (up to the request's limit) to {@code pictures}, drawn with its moves as the title, in
     * left-first order; returns how many. The sink's false ends the enumeration.
     */
    public static long pictures(LabyrinthEnumerateRequest request, RunContext context, Sink<Picture> pictures) {
        Labyrinth lab = solvable(request.board());
        return Labyrinths.enumerate(lab, EnumerateOperation.options(request, context.withThreads(1)), m -> {
            String moves = m.toString();
            return pictures.accept(Labyrinths.picture(lab, Labyrinths.fields(lab, moves), moves));
        });
    }

    /**
     * Gives the moves of each drawn line to {@code lines} as soon as it is drawn and checked; the sink's false ends
     * the drawing.
     */
    public static void draw(LabyrinthDrawRequest request, RunContext context, Sink<String> lines) {
        Labyrinth lab = solvable(request.board());
        Labyrinths.draw(lab, DrawOperation.options(request, context), line -> lines.accept(line.moves()));
    }

    private static Labyrinth solvable(LabyrinthBoard board) {
        board.requireSolvable();
        return board.labyrinth();
    }
}
