package org.gridpuzzles.api.squares;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** The table of drawn n x n boards, a row for each size, and the seconds of the whole table. */
@JsonPropertyOrder({"max", "colours", "axisParallel", "anyBalance", "upToSymmetry", "rows", "seconds"})
public record SquaresTableResult(int max, int colours, boolean axisParallel, boolean anyBalance, boolean upToSymmetry,
        List<Row> rows, double seconds, @JsonIgnore String heading) {

    /** One size: the drawn boards, their classes (when asked for) and the seconds of the row. */
    @JsonPropertyOrder({"size", "count", "classes", "seconds"})
    public record Row(int size, long count, @JsonInclude(JsonInclude.Include.NON_NULL) Long classes,
            double seconds) {

        /** The row as a line of the table: size, count, classes, seconds, tab-separated. */
        public String line() {
            return String.format("%d\t%d%s\t%.3f%n", size, count, classes != null ? "\t" + classes : "", seconds);
        }
    }

    /** The table's last line. */
    public String total() {
        return String.format("# total %.3f s%n", seconds);
    }

    /** The whole table as the command writes it. */
    public String text() {
        StringBuilder sb = new StringBuilder(heading);
        rows.forEach(r -> sb.append(r.line()));
        return sb.append(total()).toString();
    }
}
