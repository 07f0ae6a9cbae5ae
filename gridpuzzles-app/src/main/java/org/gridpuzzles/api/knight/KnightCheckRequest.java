package org.gridpuzzles.api.knight;

import java.nio.file.Path;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.grid.Field;

/**
 * A tour file to check: JSON as {@code knight tour} writes it (its claims checked too), or move types 1..8 (read as
 * a stream: a tour of 10^8 squares is never held).
 *
 * @param file the tour file
 * @param rows rows of the board of a moves file (a JSON tour names its own; given, it must be the file's); null: none
 * @param cols columns of that board
 * @param start where a moves file starts (null: 1,1); a JSON tour must start there when it is given
 * @param closed the tour must be closed
 * @param partial a knight's path that does not visit every square is accepted
 */
public record KnightCheckRequest(Path file, Integer rows, Integer cols, Field start, boolean closed, boolean partial) {

    public KnightCheckRequest {
        Check.given("file", file);
        Check.rangeOrNull("rows", rows, 1, TourRequest.MAX_SIDE);
        Check.rangeOrNull("cols", cols, 1, TourRequest.MAX_SIDE);
        Check.that((rows == null) == (cols == null), rows == null ? "rows" : "cols",
                "rows and cols are given together or not at all");
    }

    /** A complete tour, open or closed, in {@code file}. */
    public static KnightCheckRequest of(Path file) {
        return new KnightCheckRequest(file, null, null, null, false, false);
    }
}
