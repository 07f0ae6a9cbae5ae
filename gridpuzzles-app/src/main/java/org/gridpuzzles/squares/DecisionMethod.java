package org.gridpuzzles.squares;

/** How {@code largest} decides whether a size has a drawn board. */
public enum DecisionMethod {
    /** Exhaustive search up to 64 fields, SAT beyond. */
    AUTO,
    /** Exhaustive bit-board search (boards of at most 64 fields). */
    SEARCH,
    /** SAT with Sat4j, under the time limit per size. */
    SAT
}
