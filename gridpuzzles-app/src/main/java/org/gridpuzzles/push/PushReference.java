package org.gridpuzzles.push;

/**
 * A minimum number of pushes published for an instance: exact ({@code 4}) or only a lower bound ({@code >=5}), as
 * the pool's index.csv gives them.
 */
public record PushReference(String instance, int minimum, boolean exact) {

    /** The comparison of a row that contradicts the reference (a bug on one side or the other). */
    public static final String DISAGREES = "DISAGREES";

    /** As index.csv writes it. */
    public String text() {
        return exact ? Integer.toString(minimum) : ">=" + minimum;
    }

    /**
     * How a benchmark row compares: {@code equal} (proved minimum = exact reference), {@code respects} (proved
     * minimum at least the reference's lower bound), {@code consistent} (a lower bound, from a time limit or from the
     * decision mode, not above the exact reference, and no solution known shorter than the reference), {@code open}
     * (nothing to compare), or {@link #DISAGREES}.
     */
    public String compare(PushBenchRow row) {
        boolean provedMinimum = row.result().equals("SOLVED") && row.optimal();
        if (row.result().equals("UNSATISFIABLE")) {
            return exact ? DISAGREES : "open";
        }
        if (row.result().equals("INVALID") || row.result().equals("BAD_INPUT")) {
            return "open";
        }
        if (provedMinimum) {
            if (exact) {
                return row.pushes() == minimum ? "equal" : DISAGREES;
            }
            return row.pushes() >= minimum ? "respects" : DISAGREES;
        }
        if (row.upperBound() >= 0 && row.upperBound() < minimum) {
            // a checked solution shorter than the reference says any can be
            return DISAGREES;
        }
        if (exact) {
            return row.lowerBound() <= minimum ? "consistent" : DISAGREES;
        }
        return "open";
    }
}
