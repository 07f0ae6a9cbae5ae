package org.gridpuzzles.squares;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;

/**
 * How to solve the game: a transposition table of 2^{@code tableBits} entries (17 bytes each for alpha-beta, 8 on boards of up
 * to 25 fields, 26 for
 * proof-number search; 10 to 28), the method, the limits of the search (at the deadline or the step budget the
 * value stays unknown; a cancellation stops the run) and the threads of an alpha-beta search (they share the table;
 * the value is the same for any number, the positions searched are not).
 */
public record SolveOptions(int tableBits, Limits limits, GameMethod method, int threads) {

    public static final int MIN_TABLE_BITS = 10;
    public static final int MAX_TABLE_BITS = 28;

    public SolveOptions {
        if (tableBits < MIN_TABLE_BITS || tableBits > MAX_TABLE_BITS) {
            throw new InvalidInputException("a table of 2^" + tableBits + " entries: " + tableBits
                    + " is not between " + MIN_TABLE_BITS + " and " + MAX_TABLE_BITS);
        }
        if (limits == null || method == null) {
            throw new IllegalArgumentException("solve options need limits and a method");
        }
        if (threads < 1) {
            throw new InvalidInputException("at least one thread, not " + threads);
        }
    }

    /** On one thread. */
    public SolveOptions(int tableBits, Limits limits, GameMethod method) {
        this(tableBits, limits, method, 1);
    }

    /** With the default method, alpha-beta. */
    public SolveOptions(int tableBits, Limits limits) {
        this(tableBits, limits, GameMethod.ALPHA_BETA);
    }

    /** A table of 2^22 entries (about 70 MB; 32 MB on boards of up to 25 fields), no limits, one thread. */
    public static SolveOptions defaults() {
        return new SolveOptions(22, Limits.none());
    }

    public SolveOptions withTableBits(int bits) {
        return new SolveOptions(bits, limits, method, threads);
    }

    public SolveOptions with(Limits l) {
        return new SolveOptions(tableBits, l, method, threads);
    }

    public SolveOptions with(GameMethod m) {
        return new SolveOptions(tableBits, limits, m, threads);
    }

    public SolveOptions withThreads(int t) {
        return new SolveOptions(tableBits, limits, method, t);
    }
}
