package org.gridpuzzles.squares;

/** Solves the game: the value of a position for the player to move (+1 win, 0 draw, -1 loss). */
interface GameSolver {

    int value(GamePosition p);

    /** Positions expanded so far. */
    long nodes();
}
