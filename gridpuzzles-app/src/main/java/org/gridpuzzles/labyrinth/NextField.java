package org.gridpuzzles.labyrinth;

/**
 * One neighbour of the live end and what the line may do there.
 *
 * @param move   the move letter that leads there (U, R, D, L)
 * @param field  the field as "r,c", or "-" beyond the border
 * @param status available, forbidden or undecided
 * @param reason why, in the puzzle's words (taken, border, C-shape at field r,c, ...)
 */
public record NextField(char move, String field, String status, String reason) {

    public boolean available() {
        return status.equals("available");
    }

    /** Forbidden by a reason about the rest of the grid (not merely taken or beyond the border). */
    public boolean forbiddenByReason() {
        return status.equals("forbidden") && !reason.equals("taken") && !reason.equals("border");
    }
}
