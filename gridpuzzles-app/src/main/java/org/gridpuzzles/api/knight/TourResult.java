package org.gridpuzzles.api.knight;

import java.io.IOException;
import java.util.stream.IntStream;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;

import org.gridpuzzles.api.Drawable;
import org.gridpuzzles.api.SchemaAs;
import org.gridpuzzles.knight.KnightTours;
import org.gridpuzzles.knight.Tour;
import org.gridpuzzles.render.Picture;

/**
 * A knight's walk as made: complete when it visited every square, closed when its last square is a knight's move
 * from the first. {@code ties} (when asked for) are the indices into {@code squares} of the squares where
 * Warnsdorff's rule met a tie that the tie-break decided.
 */
@JsonPropertyOrder({"rows", "cols", "start", "complete", "closed", "squares", "ties"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TourResult(int rows, int cols, int[] start, boolean complete, boolean closed, Squares squares,
        int[] ties, @JsonIgnore String title) implements Drawable {

    static TourResult of(Tour tour, boolean markTies, String title) {
        int[] ties = markTies ? IntStream.range(0, tour.length()).filter(i -> tour.tieAt()[i]).toArray() : null;
        return new TourResult(tour.rows(), tour.cols(), new int[] {tour.rowsVisited()[0], tour.colsVisited()[0]},
                tour.complete(), tour.closed(), new Squares(tour), ties, title);
    }

    /** Squares visited. */
    public int length() {
        return squares.tour().length();
    }

    /** The paper's numbered board: each square shows when it was visited, '-' when never. */
    public String board() {
        return KnightTours.board(squares.tour());
    }

    /** The move types 1..8 as digits on one line. */
    public String moves() {
        return KnightTours.moves(squares.tour());
    }

    /**
     * The walk over a checkered board under the request's title; with ties asked for, a ring on every square where a
     * tie was broken.
     */
    @Override
    public Picture picture() {
        return ties != null ? KnightTours.pictureWithTies(squares.tour(), title)
                : KnightTours.picture(squares.tour(), title);
    }

    /** The visited squares as [[row,col],...], written pair by pair: a long walk is not copied into pairs. */
    @JsonSerialize(using = SquaresWriter.class)
    @SchemaAs(int[][].class)
    public record Squares(Tour tour) {
    }

    static final class SquaresWriter extends StdSerializer<Squares> {
        private static final long serialVersionUID = 1L;

        SquaresWriter() {
            super(Squares.class);
        }

        @Override
        public void serialize(Squares value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            KnightTours.writeSquares(value.tour(), gen);
        }
    }
}
