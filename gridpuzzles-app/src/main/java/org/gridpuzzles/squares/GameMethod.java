package org.gridpuzzles.squares;

/** How {@code solve} searches the game tree. */
public enum GameMethod {
    /** Depth-first proof-number search (avoid rules; achieve falls back to alpha-beta). */
    PROOF_NUMBER,
    /** Negamax with null windows, a transposition table and the game's pruning (both rule sets). */
    ALPHA_BETA
}
