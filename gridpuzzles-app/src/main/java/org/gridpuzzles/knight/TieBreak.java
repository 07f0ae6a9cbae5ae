package org.gridpuzzles.knight;

/**
 * How Warnsdorff's rule chooses among candidates of equal minimal degree. Implementations may keep state (a random
 * generator, the current move-ordering of Squirrel's algorithm) and so are used for one walk at a time.
 */
interface TieBreak {

    /** Called when the knight lands on a square, after it is marked visited and before the move out of it. */
    default void arrive(int row, int col) {
    }

    /**
     * Chooses one of {@code n >= 2} tied move types {@code types[0..n)} (0-based, in increasing type order) from
     * the padded square {@code at} (no board and -1 on the row-by-row board of huge walks, which only the move
     * orderings use); returns the index into {@code types}.
     */
    int choose(KnightBoard board, int at, int[] types, int n);

    /** A short name, as given on the command line. */
    String name();
}
