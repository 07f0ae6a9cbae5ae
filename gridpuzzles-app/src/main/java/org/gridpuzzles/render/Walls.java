package org.gridpuzzles.render;

import org.gridpuzzles.grid.Direction;

/**
 * Which sides of the fields are open. Only the right and bottom side of each field are asked; the outer border is
 * closed unless {@link #openBorder} says otherwise.
 */
public interface Walls {

    /** Is there a passage from field {@code index} to its right neighbour? */
    boolean openRight(int index);

    /** Is there a passage from field {@code index} to the field below? */
    boolean openDown(int index);

    /** Is the outer wall of border field {@code index} open on side {@code side}: an entrance or an exit? */
    default boolean openBorder(int index, Direction side) {
        return false;
    }

    /** Walls everywhere: a plain board. */
    Walls CLOSED = new Walls() {
        @Override
        public boolean openRight(int index) {
            return false;
        }

        @Override
        public boolean openDown(int index) {
            return false;
        }
    };
}
