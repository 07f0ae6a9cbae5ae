package org.gridpuzzles.api.push;

import java.util.Comparator;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.push.PushBenchRow;
import org.gridpuzzles.push.PushReference;

/**
 * A bench run: a row per instance in the order they finished, the summary lines, the solutions the checker rejected
 * ({@code invalid}) and the rows that contradict their reference ({@code disagreements}).
 */
@JsonPropertyOrder({"rows", "summary", "invalid", "disagreements"})
public record PushBenchResult(List<Row> rows, List<String> summary, long invalid, long disagreements,
        @JsonIgnore String header) {

    /**
     * One instance: its result (SOLVED, UNSATISFIABLE, TIMEOUT, INVALID or BAD_INPUT), pushes of its solution (null
     * for none), seconds, whether the minimum is proved, the checker's verdict; with references, the pushes proved
     * necessary, the reference, how they compare and the pushes of the shortest solution known.
     */
    @JsonPropertyOrder({"instance", "n", "result", "pushes", "seconds", "optimal", "check", "lowerBound",
        "reference", "comparison", "upperBound"})
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Row(String instance, int n, String result, Integer pushes, double seconds, boolean optimal,
            String check, Integer lowerBound, String reference, String comparison, Integer upperBound,
            @JsonIgnore String csv) {

        static Row of(PushBenchRow r, boolean referenced, PushReference ref) {
            return new Row(r.instance(), r.n(), r.result(), r.pushes() < 0 ? null : r.pushes(), r.seconds(),
                    r.optimal(), r.check(), referenced ? r.lowerBound() : null,
                    referenced ? (ref == null ? "" : ref.text()) : null,
                    referenced ? (ref == null ? "" : ref.compare(r)) : null,
                    referenced && r.upperBound() >= 0 ? r.upperBound() : null,
                    referenced ? r.csv(ref) : r.csv());
        }

        /** The row as a CSV line (without line end). */
        public String csv() {
            return csv;
        }
    }

    /** Whether a solution was rejected or a row contradicts its reference (then the bench fails). */
    public boolean failed() {
        return invalid > 0 || disagreements > 0;
    }

    /** The CSV: header, then the rows sorted by instance. */
    public String csv() {
        return csv(header, rows);
    }

    /** The CSV of {@code rows} under {@code header}, rows sorted by instance. */
    public static String csv(String header, List<Row> rows) {
        StringBuilder sb = new StringBuilder(header).append('\n');
        rows.stream().sorted(Comparator.comparing(Row::instance)).forEach(r -> sb.append(r.csv()).append('\n'));
        return sb.toString();
    }
}
