package org.gridpuzzles.push;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

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

    /** Rows whose minimum was proved. */
    public long proved() {
        return rows.stream().filter(r -> r.result().equals("SOLVED") && r.optimal()).count();
    }

    /** One line for the optimal mode: proved count, median and maximum time of the proved rows. */
    public String provedSummary() {
        double[] t = rows.stream().filter(r -> r.result().equals("SOLVED") && r.optimal())
                .mapToDouble(PushBenchRow::seconds).sorted().toArray();
        double median = t.length == 0 ? 0 : t.length % 2 == 1 ? t[t.length / 2]
                : (t[t.length / 2 - 1] + t[t.length / 2]) / 2;
        double max = t.length == 0 ? 0 : t[t.length - 1];
        return String.format(Locale.ROOT, "minimum proved on %d of %d; proved ones: median %.3f s, max %.3f s",
                t.length, rows.size(), median, max);
    }

    /** Rows that contradict their reference. */
    public long disagreements(Map<String, PushReference> references) {
        return rows.stream().filter(r -> references.containsKey(r.instance())
                && references.get(r.instance()).compare(r).equals(PushReference.DISAGREES)).count();
    }

    /** One line: how the rows compare with the references, by kind of comparison. */
    public String referenceSummary(Map<String, PushReference> references) {
        Map<String, Long> by = new java.util.TreeMap<>();
        long without = 0;
        for (PushBenchRow r : rows) {
            PushReference ref = references.get(r.instance());
            if (ref == null) {
                without++;
            } else {
                by.merge(ref.compare(r), 1L, Long::sum);
            }
        }
        return String.format(Locale.ROOT, "against the references: %d equal (exact minimum proved), %d respect a "
                + "lower bound, %d consistent (lower bound not above the exact minimum), %d open, %d DISAGREE; "
                + "%d without a reference", by.getOrDefault("equal", 0L), by.getOrDefault("respects", 0L),
                by.getOrDefault("consistent", 0L), by.getOrDefault("open", 0L),
                by.getOrDefault(PushReference.DISAGREES, 0L), without);
    }
}
