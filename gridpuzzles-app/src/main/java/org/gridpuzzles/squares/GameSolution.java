package org.gridpuzzles.squares;

import java.util.List;

/**
 * The game solved from a position: its value under perfect play (for the first player), a principal variation (the
 * fields played, in order, each keeping the value), how it ends, the final position, the positions the search
 * expanded and the seconds it took. When a limit was reached first, {@code value} is null ({@link #solved()} is
 * false), the line is empty and the final position is the start.
 */
public record GameSolution(GameValue value, List<Integer> moves, String ending, GamePosition end, long positions,
        double seconds) {

    public GameSolution {
        moves = List.copyOf(moves);
    }

    public boolean solved() {
        return value != null;
    }
}
