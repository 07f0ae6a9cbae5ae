package org.gridpuzzles.squares;

/** Existence by the bit-board search (boards of at most 64 fields); runs to the end, no time limit. */
public final class SearchDrawFinder implements DrawFinder {

    @Override
    public Outcome find(Rules rules, long timeLimitSeconds) {
        return new Outcome(new BitBoardSearch(1).first(rules), true);
    }

    @Override
    public String name() {
        return "exhaustive search";
    }
}
