package org.gridpuzzles.squares.draw;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.squares.Rules;

/** Existence by the bit-board search (boards of at most 64 fields): no time limit per size; it stops with the run. */
public final class SearchDrawFinder implements DrawFinder {

    @Override
    public DrawOutcome find(Rules rules, long timeLimitSeconds, Limits limits) {
        return new DrawOutcome(new BitBoardSearch(1, limits).first(rules), true);
    }

    @Override
    public String name() {
        return "exhaustive search";
    }
}
