package org.gridpuzzles.api.squares;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** The times measured: the whole table (best and median over the rounds) and each game solved, by each method. */
@JsonPropertyOrder({"table", "solves"})
public record SquaresBenchResult(Table table, List<Solve> solves) {

    /** The table n = 1..max under the rules, on so many threads: best and median seconds of the rounds. */
    @JsonPropertyOrder({"max", "colours", "axisParallel", "anyBalance", "threads", "best", "median", "rounds"})
    public record Table(int max, int colours, boolean axisParallel, boolean anyBalance, int threads, double best,
            double median, int rounds) {

        public String line() {
            return String.format("table n=1..%d (%s), %d threads: best %.3f s, median %.3f s over %d rounds%n", max,
                    DrawRules.header(colours, axisParallel, anyBalance), threads, best, median, rounds);
        }
    }

    /** How a game was solved. */
    public enum Method {
        @JsonProperty("alpha-beta") ALPHA_BETA("solve %dx%d: "),
        @JsonProperty("df-pn") DF_PN("solve %dx%d by df-pn: "),
        @JsonProperty("proof-number") PROOF_NUMBER("solve %dx%d by plain proof-number search: ");

        private final String head;

        Method(String head) {
            this.head = head;
        }
    }

    /** The n x n game solved by one method: its value (null when a limit stopped it), positions and seconds. */
    @JsonPropertyOrder({"size", "method", "value", "positions", "seconds"})
    public record Solve(int size, Method method, String value, long positions, double seconds) {

        public String line() {
            return String.format(method.head + "%s, %d positions, %.3f s%n", size, size, value, positions, seconds);
        }
    }

    /** The table's line, then a line per game solved. */
    public String text() {
        StringBuilder sb = new StringBuilder(table.line());
        solves.forEach(s -> sb.append(s.line()));
        return sb.toString();
    }
}
