package org.gridpuzzles.squares;

/** Which boards a count takes as one. */
public enum Equivalence {
    /** Every board counts. */
    NONE,
    /** Boards that are rotations or reflections of one another count once (8 symmetries on a square board, 4 on a
     * rectangle). */
    SYMMETRY,
    /** As {@link #SYMMETRY}, and also renamings of colours that keep the numbers of counters (x and o when both have
     * as many). */
    SYMMETRY_AND_COLOURS
}
