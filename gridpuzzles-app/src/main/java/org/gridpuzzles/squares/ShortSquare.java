package org.gridpuzzles.squares;

import java.util.List;

/**
 * A square one counter short: three of its corners hold the counters of {@code player} (0 x, 1 o) and the fourth is
 * free, so that the player who fills it completes the square. Corners are fields (row-major), in order round the
 * square.
 */
public record ShortSquare(int player, List<Integer> corners) {

    public ShortSquare {
        corners = List.copyOf(corners);
    }
}
