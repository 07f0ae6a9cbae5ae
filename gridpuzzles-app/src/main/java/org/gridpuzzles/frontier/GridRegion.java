package org.gridpuzzles.frontier;

import org.gridpuzzles.core.InvalidInputException;

/**
 * Fields of a grid for counting lines through every one of them from {@code start} to {@code end}, swept row by row:
 * {@code rows} rows of {@code width} fields (field {@code r * width + c}), moves between side-by-side fields. Lines
 * swept this way keep their pieces nested like parentheses, so a frontier slot takes two bits.
 *
 * @param rows rows swept one after another
 * @param width fields across (the frontier holds one slot per field across, plus one)
 * @param free the fields the line must pass (null: all)
 * @param start first field of the line (free)
 * @param end last field of the line (free)
 * @param startDirs the directions the line may leave the start in, as {@code Direction} bits (15: any)
 */
public record GridRegion(int rows, int width, boolean[] free, int start, int end, int startDirs)
        implements java.io.Serializable {

    /** The widest grid a state of 64 bits holds (two bits a slot). */
    public static final int MAX_WIDTH = 30;

    public GridRegion {
        if (rows < 1 || width < 1) {
            throw new InvalidInputException("a grid region needs at least one row and one field across");
        }
        if (width > MAX_WIDTH) {
            throw new InvalidInputException("counting needs the narrow side of the grid to be at most " + MAX_WIDTH
                    + " fields, not " + width);
        }
        int n = rows * width;
        if (free != null && free.length != n) {
            throw new InvalidInputException("the free fields must be given for all " + n + " fields");
        }
        if (start < 0 || start >= n || end < 0 || end >= n) {
            throw new InvalidInputException("the ends of the line must be fields of the grid");
        }
    }

    /** Whether field {@code f} must be passed. */
    public boolean isFree(int f) {
        return free == null || free[f];
    }

    /** The number of fields the line must pass. */
    public int freeCount() {
        if (free == null) {
            return rows * width;
        }
        int k = 0;
        for (boolean b : free) {
            k += b ? 1 : 0;
        }
        return k;
    }
}
