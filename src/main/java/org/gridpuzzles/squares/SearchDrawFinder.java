package org.gridpuzzles.squares;

import org.gridpuzzles.core.Limits;

/** Existence by the bit-board search (boards of at most 64 fields); runs to the end, no time limit. */
final class SearchDrawFinder implements DrawFinder {

    @Override
    public DrawOutcome find(Rules rules, long timeLimitSeconds, Limits limits) {
        return new DrawOutcome(new BitBoardSearch(1).first(rules), true);
    }

    @Override
    public String name() {
        return "exhaustive search";
    }
}
