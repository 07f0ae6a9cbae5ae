package org.gridpuzzles.knight;

import java.io.IOException;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;

import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.render.Colour;
import org.gridpuzzles.render.LegendEntry;
import org.gridpuzzles.render.Line;
import org.gridpuzzles.render.Mark;
import org.gridpuzzles.render.Picture;

/** The text forms of a tour (the paper's numbered board, move-type digits, JSON) and its picture. */
final class TourFormats {

    private static final Colour PALE_BLUE = new Colour(0x9ecae1);

    private TourFormats() {
    }

    /** The numbered board of the paper: each square shows when it was visited, '-' when it never was. */
    static String board(Tour tour) {
        int[][] number = new int[tour.rows()][tour.cols()];
        for (int i = 0; i < tour.length(); i++) {
            number[tour.rowsVisited()[i] - 1][tour.colsVisited()[i] - 1] = i + 1;
        }
        int width = Integer.toString(tour.rows() * tour.cols()).length();
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < tour.rows(); r++) {
            for (int c = 0; c < tour.cols(); c++) {
                String s = number[r][c] == 0 ? "-" : Integer.toString(number[r][c]);
                if (c > 0) {
                    sb.append(' ');
                }
                sb.append(" ".repeat(width - s.length())).append(s);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** The move types as digits, one line. */
    static String moves(Tour tour) {
        StringBuilder sb = new StringBuilder(tour.length() + 1);
        for (int t : tour.moveTypes()) {
            sb.append((char) ('0' + t));
        }
        return sb.append('\n').toString();
    }

    /** {"rows":R,"cols":C,"start":[r,c],"complete":bool,"closed":bool,"squares":[[r,c],...]}, one line. */
    static String json(Tour tour) {
        return json(tour, false);
    }

    /**
     * As {@link #json(Tour)}; with {@code ties} also {@code "ties":[i,...]}, the indices into {@code squares} of the
     * squares from which a tie was broken (left out otherwise, so that the plain form stays as it was).
     */
    static String json(Tour tour, boolean ties) {
        int[] tieIndices = null;
        if (ties) {
            tieIndices = java.util.stream.IntStream.range(0, tour.length()).filter(i -> tour.tieAt()[i]).toArray();
        }
        return Json.write(new Document(tour.rows(), tour.cols(),
                new int[] {tour.rowsVisited()[0], tour.colsVisited()[0]}, tour.complete(), tour.closed(),
                new Squares(tour), tieIndices)) + "\n";
    }

    @JsonPropertyOrder({"rows", "cols", "start", "complete", "closed", "squares", "ties"})
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private record Document(int rows, int cols, int[] start, boolean complete, boolean closed, Squares squares,
            int[] ties) {
    }

    /** The visited squares as [[r,c],...], written pair by pair: a tour is not copied into a list of pairs. */
    @JsonSerialize(using = SquaresWriter.class)
    private record Squares(Tour tour) {
    }

    private static final class SquaresWriter extends StdSerializer<Squares> {
        private static final long serialVersionUID = 1L;

        SquaresWriter() {
            super(Squares.class);
        }

        @Override
        public void serialize(Squares value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            writeSquares(value.tour(), gen);
        }
    }

    /** The visited squares as [[r,c],...], pair by pair. */
    static void writeSquares(Tour t, JsonGenerator gen) throws IOException {
        gen.writeStartArray();
        for (int i = 0; i < t.length(); i++) {
            gen.writeStartArray();
            gen.writeNumber(t.rowsVisited()[i]);
            gen.writeNumber(t.colsVisited()[i]);
            gen.writeEndArray();
        }
        gen.writeEndArray();
    }

    /** The tour drawn as a line over a checkered board; start and end marked, ties optionally marked. */
    static Picture picture(Tour tour, boolean markTies, String title) {
        Grid grid = new Grid(tour.rows(), tour.cols());
        Picture p = new Picture(grid).board().checkerboard(true);
        int[] fields = new int[tour.length()];
        for (int i = 0; i < fields.length; i++) {
            fields[i] = grid.index(tour.rowsVisited()[i], tour.colsVisited()[i]);
        }
        // where squares are numbered the line is pale, so that the numbers on it stay legible
        boolean numbered = grid.size() <= 400;
        p.line(new Line(fields, numbered ? PALE_BLUE : Colour.BLUE, 0.08, '*', tour.closed()));
        if (markTies) {
            for (int i = 0; i < fields.length; i++) {
                if (tour.tieAt()[i]) {
                    p.mark(fields[i], new Mark(Mark.Shape.RING, Colour.ORANGE, 'o'));
                }
            }
        }
        p.mark(fields[0], new Mark(Mark.Shape.DISC, Colour.GREEN, 'S'));
        if (fields.length > 1) {
            p.mark(fields[fields.length - 1], new Mark(Mark.Shape.DISC, Colour.RED, 'E'));
        }
        if (numbered) {
            for (int i = 0; i < fields.length; i++) {
                p.label(fields[i], Integer.toString(i + 1));
            }
        }
        p.legend(LegendEntry.mark(new Mark(Mark.Shape.DISC, Colour.GREEN, 'S'), "first square"));
        if (fields.length > 1) {
            p.legend(LegendEntry.mark(new Mark(Mark.Shape.DISC, Colour.RED, 'E'), "last square"));
        }
        if (markTies) {
            p.legend(LegendEntry.mark(new Mark(Mark.Shape.RING, Colour.ORANGE, 'o'), "a tie was broken here"));
        }
        return p.title(title);
    }
}
