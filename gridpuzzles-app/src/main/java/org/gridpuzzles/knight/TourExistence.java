package org.gridpuzzles.knight;

/**
 * Which boards have knight's tours. Closed: Schwenk's theorem (m <= n has one unless m and n are both odd, m is 1,
 * 2 or 4, or m = 3 and n is 4, 6 or 8). Open: every board except m = 1 or 2 (beyond 1 x 1), 3 x 3, 3 x 5, 3 x 6
 * and 4 x 4 (Conrad, Hindrichs, Morsy and Wegener).
 */
final class TourExistence {

    private TourExistence() {
    }

    /** Why an m x n board has no closed tour, or null when it has one. */
    static String whyNoClosed(int rows, int cols) {
        int m = Math.min(rows, cols);
        int n = Math.max(rows, cols);
        if (m * (long) n == 1) {
            return "a 1 x 1 board has no closed tour (there is no move)";
        }
        if (m % 2 == 1 && n % 2 == 1) {
            return "a closed tour alternates colours, so it needs an even number of squares, and "
                    + rows + " x " + cols + " has an odd number";
        }
        if (m == 1 || m == 2 || m == 4) {
            return "no " + m + " x n board has a closed tour (Schwenk)";
        }
        if (m == 3 && (n == 4 || n == 6 || n == 8)) {
            return "a 3 x " + n + " board has no closed tour (Schwenk)";
        }
        return null;
    }

    /** Why an m x n board has no open tour, or null when it has one. */
    static String whyNoOpen(int rows, int cols) {
        int m = Math.min(rows, cols);
        int n = Math.max(rows, cols);
        if (m == 1 && n == 1) {
            return null;
        }
        if (m == 1 || m == 2) {
            return "a knight cannot visit every square of a " + rows + " x " + cols + " board";
        }
        if (m == 3 && (n == 3 || n == 5 || n == 6)) {
            return "a " + rows + " x " + cols + " board has no knight's tour";
        }
        if (m == 4 && n == 4) {
            return "a 4 x 4 board has no knight's tour";
        }
        return null;
    }
}
