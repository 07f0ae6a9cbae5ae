package org.gridpuzzles.push;

import java.util.Locale;

/**
 * One instance of a benchmark run, one CSV row. {@code result}: SOLVED, UNSATISFIABLE, TIMEOUT, INVALID (a solution
 * the checker rejected) or BAD_INPUT; {@code pushes} is -1 without a solution; {@code check} is the checker's verdict
 * and the solution (or why the file was refused).
 */
public record PushBenchRow(String instance, int n, String result, int pushes, double seconds, boolean optimal,
        String check) {

    /** The CSV header line. */
    public static final String HEADER = "instance,N,result,pushes,seconds,optimal,check";

    /** The row as a CSV line (without line end). */
    public String csv() {
        return instance + "," + n + "," + result + "," + (pushes < 0 ? "" : pushes) + ","
                + String.format(Locale.ROOT, "%.3f", seconds) + "," + optimal + ",\"" + check + "\"";
    }
}
