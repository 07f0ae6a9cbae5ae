package org.gridpuzzles.api.knight;

import org.gridpuzzles.api.Check;

/**
 * The m x m boards on which to run the raw Table 1 of Squirrel's algorithm.
 *
 * @param from the smallest board side, 5 or more
 * @param to the largest board side
 */
public record VerifySquirrelRequest(int from, int to) {

    public VerifySquirrelRequest {
        Check.range("from", from, 5, Integer.MAX_VALUE);
        Check.range("to", to, from, Integer.MAX_VALUE);
    }

    /** The boards of the range. */
    public long count() {
        return (long) to - from + 1;
    }
}
