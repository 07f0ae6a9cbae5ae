package org.gridpuzzles.push;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** The rows of a benchmark run in file order, and its summary. */
public record PushBenchReport(List<PushBenchRow> rows) {

    public PushBenchReport {
        rows = List.copyOf(rows);
    }

    public long count(String result) {
        return rows.stream().filter(r -> r.result().equals(result)).count();
    }

    /** Instances whose solution the checker rejected (a bug in a search). */
    public long invalid() {
        return count("INVALID");
    }

    /** One line: counts by result, median and maximum time. */
    public String summary() {
        long solved = count("SOLVED");
        long unsat = count("UNSATISFIABLE");
        long opt = rows.stream().filter(PushBenchRow::optimal).count();
        double[] t = rows.stream().mapToDouble(PushBenchRow::seconds).sorted().toArray();
        double median = t.length == 0 ? 0 : t.length % 2 == 1 ? t[t.length / 2]
                : (t[t.length / 2 - 1] + t[t.length / 2]) / 2;
        double max = Arrays.stream(t).max().orElse(0);
        return String.format(Locale.ROOT, "%d instances: %d solved (%d proved minimal), %d unsatisfiable, "
                + "%d timeouts, %d invalid; median %.3f s, max %.3f s", rows.size(), solved, opt, unsat,
                rows.size() - solved - unsat - invalid(), invalid(), median, max);
    }
}
