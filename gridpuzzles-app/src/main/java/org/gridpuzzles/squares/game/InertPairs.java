package org.gridpuzzles.squares.game;

/**
 * Pairs of inert fields that leave an avoid position's value unchanged when filled: a field is inert when every
 * square through it that has another free corner already holds counters of both players, so that neither player's
 * later moves depend on it. Two inert fields safe for both, or one safe only for the mover with one safe only for
 * the opponent, make a pair: whatever a player secures without them, they secure with them by answering the
 * opponent's move in a pair by the other field of the pair (the full board then fills them too).
 */
final class InertPairs {

    private final long[][] through;
    /** For each field, the squares through it as a set of square indices; null with more than 64 squares. */
    private final long[] squaresOf;

    /** The fields {@link #fill} gives the mover and the opponent. */
    long forMover;
    long forOpponent;

    InertPairs(long[][] through, long[] squaresOf) {
        this.through = through;
        this.squaresOf = squaresOf;
    }

    /**
     * Pairs the inert fields of the position ({@code mine} and {@code theirs}: the free fields completing a square of
     * the mover, of the opponent). Sets {@link #forMover} and {@link #forOpponent}; false when there is no pair.
     */
    boolean fill(long x, long o, long free, long mine, long theirs) {
        long inert = inert(x, o, free);
        if (inert == 0) {
            return false;
        }
        long neutral = inert & ~mine & ~theirs;
        long myOwn = inert & theirs & ~mine;
        long theirOwn = inert & mine & ~theirs;
        long addMe = 0;
        long addOp = 0;
        while (Long.bitCount(neutral) >= 2) {
            long a = neutral & -neutral;
            neutral &= ~a;
            long b = neutral & -neutral;
            neutral &= ~b;
            addMe |= a;
            addOp |= b;
        }
        while (myOwn != 0 && theirOwn != 0) {
            long a = myOwn & -myOwn;
            long b = theirOwn & -theirOwn;
            myOwn &= ~a;
            theirOwn &= ~b;
            addMe |= a;
            addOp |= b;
        }
        forMover = addMe;
        forOpponent = addOp;
        return addMe != 0;
    }

    /** The free fields where a move changes nothing but the field itself. */
    private long inert(long x, long o, long free) {
        if (squaresOf != null) {
            return inertBySquareSets(x, o, free);
        }
        long out = 0;
        for (long m = free; m != 0; m &= m - 1) {
            int f = Long.numberOfTrailingZeros(m);
            boolean quiet = true;
            for (long t : through[f]) {
                if ((t & free) != 0 && ((t & x) == 0 || (t & o) == 0)) {
                    quiet = false;
                    break;
                }
            }
            if (quiet) {
                out |= 1L << f;
            }
        }
        return out;
    }

    /**
     * {@link #inert} with the squares as bit sets (at most 64 squares): a free field is not inert when a square through
     * it has two or more free corners and lacks counters of x or of o.
     */
    private long inertBySquareSets(long x, long o, long free) {
        long withX = 0;
        for (long m = x; m != 0; m &= m - 1) {
            withX |= squaresOf[Long.numberOfTrailingZeros(m)];
        }
        long withO = 0;
        for (long m = o; m != 0; m &= m - 1) {
            withO |= squaresOf[Long.numberOfTrailingZeros(m)];
        }
        long once = 0;
        long twice = 0;
        for (long m = free; m != 0; m &= m - 1) {
            long add = squaresOf[Long.numberOfTrailingZeros(m)];
            twice |= once & add;
            once |= add;
        }
        long live = twice & ~(withX & withO);
        long out = 0;
        for (long m = free; m != 0; m &= m - 1) {
            int f = Long.numberOfTrailingZeros(m);
            if ((squaresOf[f] & live) == 0) {
                out |= 1L << f;
            }
        }
        return out;
    }
}
