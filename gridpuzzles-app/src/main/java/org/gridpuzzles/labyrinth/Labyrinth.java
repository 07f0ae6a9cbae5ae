package org.gridpuzzles.labyrinth;

import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;

/**
 * A one-way labyrinth: a grid, the start field and the end field. A walkthrough is a line that starts at the start,
 * moves up, down, left or right, passes every field exactly once and ends at the end.
 */
public record Labyrinth(Grid grid, int start, int end) {

    /** Largest side accepted where a walkthrough is asked for: keeps drawing within a few hundred megabytes. */
    public static final int MAX_SIDE = 1001;

    /** Corner to corner: upper left to lower right. */
    public static Labyrinth cornerToCorner(Grid grid) {
        return new Labyrinth(grid, 0, grid.size() - 1);
    }

    public static Labyrinth of(Grid grid, Field start, Field end) {
        int s = start == null ? 0 : grid.index(grid.require(start, "start"));
        int e = end == null ? grid.size() - 1 : grid.index(grid.require(end, "end"));
        return new Labyrinth(grid, s, e);
    }

    public boolean isBlack(int field) {
        return ((grid.rowOf(field) + grid.colOf(field)) & 1) == 0;
    }

    /**
     * Why no walkthrough can exist, by the chessboard colours alone, or null when the colours allow one. A line of
     * k fields alternates colours, so with an even number of fields start and end differ in colour, and with an odd
     * number both lie on the colour that has one field more.
     */
    public String impossibleReason() {
        int n = grid.size();
        if (start == end) {
            return n == 1 ? null : "start and end are the same field " + grid.field(start);
        }
        boolean sb = isBlack(start);
        boolean eb = isBlack(end);
        if (n % 2 == 0 && sb == eb) {
            return "start " + grid.field(start) + " and end " + grid.field(end) + " have the same chessboard colour "
                    + "but a line through an even number of fields (" + n + ") ends on the other colour";
        }
        if (n % 2 == 1) {
            int blacks = (n + 1) / 2;
            // (1,1) is black; with an odd number of fields black has the extra field
            if (!sb || !eb) {
                Field bad = !sb ? grid.field(start) : grid.field(end);
                return "a line through an odd number of fields (" + n + ") starts and ends on the colour with the "
                        + "extra field (black, " + blacks + " fields), but " + bad + " is white";
            }
        }
        return null;
    }

    public Field startField() {
        return grid.field(start);
    }

    public Field endField() {
        return grid.field(end);
    }
}
