package org.gridpuzzles.maze;

import org.gridpuzzles.core.InvalidInputException;

/**
 * The names of a grid's fields as the options and files write them ("row,col", "ring,k"), and their reading, refused
 * in one line.
 */
final class CellNames {

    private CellNames() {
    }

    /** A cell as the options name it: "row,col" from 1 (polar: "ring,k", ring 1 the centre, k from 1). */
    static String name(CellGrid g, int cell) {
        if (g.shape() == GridShape.POLAR) {
            int r = g.ring(cell);
            return (r + 1) + "," + (cell - g.ringStart(r) + 1);
        }
        if (g.shape() == GridShape.LEVELS) {
            return Layered.name(g, cell);
        }
        int p = g.position(cell);
        return (p / g.cols() + 1) + "," + (p % g.cols() + 1);
    }

    /** The pair of numbers of {@link CellGrid#name(int)}, for JSON. */
    static int[] coordinates(CellGrid g, int cell) {
        String[] s = name(g, cell).split(",");
        int[] out = new int[s.length];
        for (int i = 0; i < s.length; i++) {
            out[i] = Integer.parseInt(s[i]);
        }
        return out;
    }

    /**
     * The cell named "a,b" (see {@link CellGrid#name(int)}); a one-line error names the field asked for
     * ({@code what}) when there is none.
     */
    static int parse(CellGrid g, String text, String what) {
        if (g.rectFormats()) {
            return RectFormats.parse(g, text, what);
        }
        String[] parts = text.trim().split("\\s*,\\s*");
        if (g.shape() == GridShape.LEVELS) {
            return Layered.parse(g, parts, text, what);
        }
        int a;
        int b;
        try {
            if (parts.length != 2) {
                throw new NumberFormatException();
            }
            a = Integer.parseInt(parts[0]);
            b = Integer.parseInt(parts[1]);
        } catch (NumberFormatException e) {
            throw new InvalidInputException(what + " '" + text + "' is not "
                    + (g.shape() == GridShape.POLAR ? "ring,k" : "row,col"));
        }
        if (g.shape() == GridShape.POLAR) {
            if (a < 1 || a > g.rows() || b < 1 || b > g.ringSize(a - 1)) {
                throw new InvalidInputException(what + " " + a + "," + b + " is not on the grid: rings 1.."
                        + g.rows() + (a >= 1 && a <= g.rows() ? ", ring " + a + " has " + g.ringSize(a - 1) + " fields"
                        : ""));
            }
            return g.ringStart(a - 1) + b - 1;
        }
        int c = g.cellAt(a - 1, b - 1);
        if (c < 0) {
            throw new InvalidInputException(what + " " + a + "," + b
                    + (a < 1 || b < 1 || a > g.rows() || b > g.cols() ? " is outside the " + g.rows() + " x "
                    + g.cols() + " grid" : " is left out by the mask"));
        }
        return c;
    }

    /** Masked grids: the mask, one string per row, X where there is no field, . where there is one. */
    static String[] maskRows(CellGrid g) {
        String[] out = new String[g.rows()];
        for (int r = 0; r < g.rows(); r++) {
            StringBuilder sb = new StringBuilder(g.cols());
            for (int c = 0; c < g.cols(); c++) {
                sb.append(g.cellAt(r, c) < 0 ? 'X' : '.');
            }
            out[r] = sb.toString();
        }
        return out;
    }
}
