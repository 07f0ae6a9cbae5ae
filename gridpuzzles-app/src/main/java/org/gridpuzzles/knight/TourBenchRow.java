package org.gridpuzzles.knight;

import java.util.Locale;

/** The best time of one tour on an m x m board: the walk only, nothing written. */
public record TourBenchRow(String method, int size, long squares, long visited, double bestSeconds) {

    /** The header of {@link #csv()} lines. */
    public static final String CSV_HEADER = "method,size,squares,visited,best_seconds,ns_per_square";

    public double nanosPerSquare() {
        return bestSeconds * 1e9 / squares;
    }

    /** One csv line (no newline). */
    public String csv() {
        return String.format(Locale.ROOT, "%s,%d,%d,%d,%.3f,%.1f", method, size, squares, visited, bestSeconds,
                nanosPerSquare());
    }
}
