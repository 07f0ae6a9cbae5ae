package org.gridpuzzles.squares;

/**
 * The value of a position under perfect play (for the first player) without a line of play, the positions the search
 * expanded and the seconds it took; {@code value} is null when a limit was reached first.
 */
public record GameEvaluation(GameValue value, long positions, double seconds) {
}
