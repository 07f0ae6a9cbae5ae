package org.gridpuzzles.squares;

/**
 * One size decided (or not) by {@code largest}: whether an n x n drawn board exists, whether that was decided within
 * the time limit, the method (e.g. "SAT (Sat4j), any balance"), the seconds it took, a witness when one exists, and how
 * it was decided (solver, size of the formula, proof and its check).
 */
public record SizeDecision(int size, boolean exists, boolean decided, String method, double seconds, Board witness,
        String how) {

    public SizeDecision(int size, boolean exists, boolean decided, String method, double seconds, Board witness) {
        this(size, exists, decided, method, seconds, witness, method);
    }
}
