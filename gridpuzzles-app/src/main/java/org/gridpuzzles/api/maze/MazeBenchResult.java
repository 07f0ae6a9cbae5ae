package org.gridpuzzles.api.maze;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Algorithms timed side by side: the grid, each size's grid and fields, and for each algorithm the best time at each
 * size (and on grids of the general model the best CPU time of the timing thread), in seconds.
 */
public record MazeBenchResult(String grid, List<Size> sizes, List<Row> rows) {

    /** A size of the table: its grid as written in the header, and its fields. */
    public record Size(String name, long fields) {
    }

    /** An algorithm's times, one per size. */
    public record Row(String algorithm, List<Time> times) {
    }

    /** The best of the timed runs: wall seconds, and CPU seconds where measured. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Time(double seconds, Double cpuSeconds) {
    }

    /** The markdown table's two header lines. */
    public String header() {
        boolean cpu = !grid.equals("rect");
        StringBuilder header = new StringBuilder("| algorithm |");
        StringBuilder rule = new StringBuilder("|---|");
        for (Size s : sizes) {
            header.append(' ').append(s.name()).append(cpu ? " (" + s.fields() + " fields) fields/s | seconds | "
                    + "fields per CPU second | CPU seconds |" : " fields/s | seconds |");
            rule.append(cpu ? "---:|---:|---:|---:|" : "---:|---:|");
        }
        return header + "\n" + rule + "\n";
    }

    /** An algorithm's line of the markdown table. */
    public String line(Row row) {
        StringBuilder line = new StringBuilder("| " + row.algorithm() + " |");
        for (int i = 0; i < sizes.size(); i++) {
            long fields = sizes.get(i).fields();
            Time t = row.times().get(i);
            line.append(String.format(" %.1f M | %.3f |", fields / t.seconds() / 1e6, t.seconds()));
            if (t.cpuSeconds() != null) {
                line.append(String.format(" %.1f M | %.3f |", fields / t.cpuSeconds() / 1e6, t.cpuSeconds()));
            }
        }
        return line.toString();
    }

    /** The whole markdown table. */
    public String text() {
        StringBuilder sb = new StringBuilder(header());
        rows.forEach(r -> sb.append(line(r)).append('\n'));
        return sb.toString();
    }
}
