package org.gridpuzzles.push;

import java.util.Locale;

/**
 * One instance of a benchmark run, one CSV row. {@code result}: SOLVED, UNSATISFIABLE, TIMEOUT, INVALID (a solution
 * the checker rejected) or BAD_INPUT; {@code pushes} is -1 without a solution; {@code check} is the checker's verdict
 * and the solution (or why the file was refused); {@code lowerBound} the pushes the search proved necessary (see
 * {@link PushOutcome#lowerBound()}; 0 for BAD_INPUT); {@code upperBound} the pushes of the shortest solution known
 * that passed the checker (at a time limit of the optimal search, the best one found, which {@code check} then
 * checks), -1 when none.
 */
public record PushBenchRow(String instance, int n, String result, int pushes, double seconds, boolean optimal,
        String check, int lowerBound, int upperBound) implements java.io.Serializable {

    /** The CSV header line. */
    public static final String HEADER = "instance,N,result,pushes,seconds,optimal,check";

    /** The columns added when the rows are compared with reference minima ({@link PushReference}). */
    public static final String REFERENCE_HEADER = ",lowerBound,reference,comparison,upperBound";

    /** A row without a lower bound beyond what its result says. */
    public PushBenchRow(String instance, int n, String result, int pushes, double seconds, boolean optimal,
            String check) {
        this(instance, n, result, pushes, seconds, optimal, check, optimal ? pushes : 0);
    }

    /** A row whose only known solution is its own ({@code pushes}, -1 for none). */
    public PushBenchRow(String instance, int n, String result, int pushes, double seconds, boolean optimal,
            String check, int lowerBound) {
        this(instance, n, result, pushes, seconds, optimal, check, lowerBound, pushes);
    }

    /** The row as a CSV line (without line end). */
    public String csv() {
        return instance + "," + n + "," + result + "," + (pushes < 0 ? "" : pushes) + ","
                + String.format(Locale.ROOT, "%.3f", seconds) + "," + optimal + ",\"" + check + "\"";
    }

    /**
     * The row with the reference columns: the lower bound, the reference minimum ("" if none), the comparison and the
     * upper bound ("" if none).
     */
    public String csv(PushReference reference) {
        return csv() + "," + lowerBound + "," + (reference == null ? "" : reference.text()) + ","
                + (reference == null ? "" : reference.compare(this)) + "," + (upperBound < 0 ? "" : upperBound);
    }
}
