package org.gridpuzzles.squares;

/** Solves the game: the value of a position for the player to move (+1 win, 0 draw, -1 loss). */
public interface GameSolver {

    int value(Position p);

    /** Positions expanded so far. */
    long nodes();
}
