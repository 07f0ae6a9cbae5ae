package org.gridpuzzles.labyrinth;

import java.math.BigInteger;

/**
 * What the drawing knows about a next field: available (a completion is known, or the exact count is positive),
 * forbidden (with the reason in the puzzle's words) or undecided (neither proved nor refuted within the budget).
 */
record FieldVerdict(int field, Kind kind, String reason, BigInteger completions) {

    public enum Kind { AVAILABLE, FORBIDDEN, UNDECIDED }

    public boolean available() {
        return kind == Kind.AVAILABLE;
    }
}
