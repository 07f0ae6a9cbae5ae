package org.gridpuzzles.grid;

/** A displacement on the grid, such as one step of a direction or a knight's jump. */
public record Move(int dRow, int dCol) {

    public static Move of(Direction d) {
        return new Move(d.dRow(), d.dCol());
    }
}
