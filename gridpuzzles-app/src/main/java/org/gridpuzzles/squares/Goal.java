package org.gridpuzzles.squares;

/** What completing a square of one's own counters does in the game. */
public enum Goal {
    /** Completing a square of your own loses (the game of the MPMP10 puzzle); a full board without one is a draw. */
    AVOID,
    /** Completing a square of your own wins; a full board without one is a draw. */
    ACHIEVE
}
