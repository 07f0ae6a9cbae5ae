package org.gridpuzzles.api.knight;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.knight.TourBenchRow;

/** The best time of one tour per size: the walk only, nothing written. */
public record KnightBenchResult(List<Row> rows) {

    /** The header of the CSV lines. */
    public static final String CSV_HEADER = TourBenchRow.CSV_HEADER;

    /** One size: the squares of the board, those the walk visited, the best time and the time per square. */
    @JsonPropertyOrder({"method", "size", "squares", "visited", "bestSeconds", "nsPerSquare"})
    public record Row(String method, int size, long squares, long visited, double bestSeconds, double nsPerSquare,
            @JsonIgnore String csv) {

        static Row of(TourBenchRow r) {
            return new Row(r.method(), r.size(), r.squares(), r.visited(), r.bestSeconds(), r.nanosPerSquare(),
                    r.csv());
        }

        /** One CSV line (no line end). */
        public String csv() {
            return csv;
        }
    }
}
