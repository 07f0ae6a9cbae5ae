package org.gridpuzzles.squares;

import java.util.List;

/**
 * What the game says about a position, for a player at a board: who is to move, the field the computer would play
 * (-1 when the game is over) and whether that choice is perfect (the position was solved within the time given) or
 * heuristic, the free fields that would complete a square of the mover's own at once, the value under perfect play
 * (null when not solved in time), and for a finished game the loser (0 x, 1 o, -1 for a draw) with the corners of the
 * square that decided it (fields, row-major; empty for a draw or a game still running).
 */
public record MoveAdvice(GamePosition position, int mover, int move, boolean perfect, List<Integer> losing,
        GameValue value, boolean over, int loser, List<Integer> square) {

    public MoveAdvice {
        losing = List.copyOf(losing);
        square = List.copyOf(square);
    }
}
