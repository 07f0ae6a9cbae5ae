package org.gridpuzzles.knight;

import java.util.Arrays;

import org.gridpuzzles.core.InvalidInputException;

/**
 * A move-ordering: a permutation of the move types 1..8, such as 12345678. Among tied candidates the move type that
 * comes first in the ordering wins.
 */
record Ordering(String digits, int[] rank) {

    static final Ordering NATURAL = parse("12345678");

    /** Parses eight distinct digits 1..8; anything else is bad input. */
    static Ordering parse(String text) {
        String s = text.trim();
        int[] rank = new int[8];
        Arrays.fill(rank, -1);
        if (s.length() != 8) {
            throw new InvalidInputException("move-ordering '" + text + "' is not a permutation of 12345678");
        }
        for (int i = 0; i < 8; i++) {
            int t = s.charAt(i) - '1';
            if (t < 0 || t > 7 || rank[t] >= 0) {
                throw new InvalidInputException("move-ordering '" + text + "' is not a permutation of 12345678");
            }
            rank[t] = i;
        }
        return new Ordering(s, rank);
    }

    /** True when the text looks like an ordering (eight digits), right or wrong. */
    static boolean looksLikeOne(String text) {
        return text.trim().matches("[0-9]+");
    }

    /** Position of move type {@code t + 1} in the ordering (0 is first). */
    int rankOf(int t) {
        return rank[t];
    }

    @Override
    public String toString() {
        return digits;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Ordering other && other.digits.equals(digits);
    }

    @Override
    public int hashCode() {
        return digits.hashCode();
    }
}
