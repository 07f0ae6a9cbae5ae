package org.gridpuzzles.squares;

/**
 * One size decided (or not) by {@code largest}: whether an n x n drawn board exists, whether that was decided within
 * the time limit, the method (e.g. "SAT (Sat4j), any balance"), the seconds it took, and a witness when one exists.
 */
public record SizeDecision(int size, boolean exists, boolean decided, String method, double seconds, Board witness) {
}
