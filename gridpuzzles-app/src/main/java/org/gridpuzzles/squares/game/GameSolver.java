package org.gridpuzzles.squares.game;

import org.gridpuzzles.squares.GamePosition;

/** Solves the game: the value of a position for the player to move (+1 win, 0 draw, -1 loss). */
public interface GameSolver {

    /** The value, by default from two questions (see {@link #byQuestions}). */
    default int value(GamePosition p) {
        return byQuestions(this, p);
    }

    /** Whether the value for the player to move is at least {@code t}. */
    default boolean atLeast(GamePosition p, int t) {
        return value(p) >= t;
    }

    /** The value from two questions, "at least a draw?" then "a win?" (for solvers that answer questions). */
    static int byQuestions(GameSolver s, GamePosition p) {
        if (s.atLeast(p, 0)) {
            return s.atLeast(p, 1) ? 1 : 0;
        }
        return -1;
    }

    /** A move that probably keeps at least {@code t} for the player to move (to be checked), or -1. */
    default int suggest(GamePosition p, int t) {
        return -1;
    }

    /**
     * A move that the search proved to keep at least {@code t} (0 or 1) for the player to move, or -1: kept only after
     * {@link #keepProvedMoves}.
     */
    default int provedMove(GamePosition p, int t) {
        return -1;
    }

    /**
     * From now on, keeps every move the search proves in a position with more than {@code minFree} free fields (for
     * a certificate), where the solver can.
     */
    default void keepProvedMoves(int minFree) {
    }

    /**
     * Solvers for writing a certificate on several threads, one for each thread: they answer from what this solver
     * has learnt (its table and proved moves), each keeping for itself the moves it proves next. By default this
     * solver alone.
     */
    default java.util.List<GameSolver> writers() {
        return java.util.List.of(this);
    }

    /** For each field, the masks of the other three corners of every square through it. */
    default long[][] through() {
        throw new UnsupportedOperationException("this solver does not keep the squares");
    }

    /** Positions expanded so far. */
    long nodes();
}
