package org.gridpuzzles.labyrinth;

import java.math.BigInteger;
import java.util.Map;

/**
 * The exact number of walkthroughs of a labyrinth.
 *
 * @param rows             rows of the grid
 * @param cols             columns of the grid
 * @param count            the number of walkthroughs
 * @param byFirstMove      move letters (R, D, L, U) to the number of walkthroughs starting with that move; empty
 *                         unless asked for
 * @param impossibleReason why the chessboard colours rule out every walkthrough, or null
 * @param peakStates       the most frontier states one step of the count held
 */
public record WalkthroughCount(int rows, int cols, BigInteger count, Map<String, BigInteger> byFirstMove,
        String impossibleReason, long peakStates) {

    public WalkthroughCount {
        byFirstMove = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(byFirstMove));
    }
}
