package org.gridpuzzles.squares;

/**
 * What an avoid position's value is known to be without a search: the game's own ends, the pairing bounds (a
 * symmetry that pairs up the fields, the centre's point reflection), the race of supplies, and the pairs of inert
 * fields that can be filled first. Apart from the search because df-pn asks the same bounds, and because these
 * rules are the game's theory while the search is only the order it asks them in.
 */
final class StaticBounds {

    private final long full;
    private final int centre;
    private final long[] squares;
    private final long[][] through;
    /** For each field, the squares through it as a set of square indices; null with more than 64 squares. */
    private final long[] squaresOf;
    private final SupplyRace race;
    private final long[][][] lookup;
    /** The symmetries that pair up the fields (involutions without a fixed field), for the mirror strategy. */
    private final int[] mirrors;
    /** The drawn final boards that agree with the positions on the search path, or null when not kept. */
    private final DrawnFinals.Path finals;
    /** Whether pairs of inert fields are filled (see {@link #fillInert}). */
    private final boolean reduceInert;

    StaticBounds(int fields, int centre, long[] squares, long[][] through, SupplyRace race, PositionKeys keys,
            DrawnFinals.Path finals, boolean reduceInert) {
        this.full = fields == 64 ? -1L : (1L << fields) - 1;
        this.centre = centre;
        this.squares = squares;
        this.through = through;
        this.race = race;
        this.squaresOf = race.squaresOf();
        this.lookup = keys.lookup;
        this.mirrors = keys.mirrors();
        this.finals = finals;
        this.reduceInert = reduceInert;
    }

    /**
     * The race's bounds of the value of an avoid position for its mover, {@code {lo, hi}} (each -1, 0 or 1), or null
     * when the mover has no safe field; told, as in the search, whether a drawn final board still agrees with it.
     */
    int[] raceBounds(GamePosition p) {
        long free = full & ~(p.x() | p.o());
        boolean xToMove = p.mover() == 0;
        long me = xToMove ? p.x() : p.o();
        long op = xToMove ? p.o() : p.x();
        long moves = free & ~completing(me, free);
        if (moves == 0) {
            return null;
        }
        boolean drawGone = finals != null && !finals.drawPossible(p.x(), p.o());
        int r = race.bounds(me, op, moves, free & ~completing(op, free), free, Long.bitCount(free), drawGone);
        return new int[] {(r & 3) - 1, (r >>> 2) - 1};
    }

    /**
     * For a position with x to move, what o's answers by point reflection make sure of: -1 that x loses, 0 that x
     * does not win, 1 nothing (see {@link #mirrorAnswers}).
     */
    int mirrorBound(GamePosition p) {
        long free = full & ~(p.x() | p.o());
        return mirrorAnswers(p.x(), p.o(), free, completing(p.x(), free));
    }

    /**
     * The free fields that complete a square of {@code mine} through field {@code f}, which {@code mine} has just
     * taken: the last free corner of each square through f with two other counters of {@code mine}.
     */
    long poisonedAfter(long mine, int f, long free) {
        return EndgameSolver.completedBy(through, mine, f, free);
    }

    /** The free fields that complete a square of {@code mine}. */
    long completing(long mine, long free) {
        long out = 0;
        for (long q : squares) {
            long m = mine & q;
            if (Long.bitCount(m) == 3) {
                out |= q & ~m & free;
            }
        }
        return out;
    }

    /** What {@link #findCompleting} found: the free fields that complete a square of the mover, of the opponent. */
    long foundMine;
    long foundTheirs;

    /**
     * Finds the free fields completing a square of the mover ({@code me}) and of the opponent ({@code op}) in the
     * position: the hint its parent left when it is about this position, else a pass over the squares.
     */
    void findCompleting(long x, long o, long me, long op, long free) {
        if (hinted && x == hintX && o == hintO) {
            foundMine = hintMover;
            foundTheirs = hintOther;
        } else {
            foundMine = completing(me, free);
            foundTheirs = completing(op, free);
        }
        hinted = false;
    }

    /** The position {@link #of} reduced to (the same one when no inert pair was filled). */
    long reducedX;
    long reducedO;
    /** Whether {@link #of} found no drawn final board agreeing with the reduced position. */
    boolean noDraw;
    /**
     * The free fields of the reduced position that complete a square of its mover and of the other player, when
     * {@link #of} bounded it by neither the end of the game nor the mover's lack of safe fields.
     */
    long reducedMine;
    long reducedTheirs;
    /**
     * Set by the search just before it enters a child: the child's position and its completing fields for its mover
     * and for the other player, so that {@link #of} need not find them over every square.
     */
    private boolean hinted;
    private long hintX;
    private long hintO;
    private long hintMover;
    private long hintOther;

    /** Leaves the hint for the child (x, o) about to be searched: its mover's and the other player's fields. */
    void hint(long x, long o, long mover, long other) {
        hinted = true;
        hintX = x;
        hintO = o;
        hintMover = mover;
        hintOther = other;
    }

    /**
     * What an avoid position's value is known to be without a search, as {@code (lo + 1) | (hi + 1) << 2} for the
     * player to move: the game's own ends, the pairing bounds and the race of supplies. Pairs of inert fields are
     * filled first where no pairing bound holds; the position the bounds are about is left in {@link #reducedX} and
     * {@link #reducedO} (same value, same player to move).
     */
    int of(long x, long o) {
        return of(x, o, -2, 2);
    }

    /**
     * As {@link #of(long, long)}, for a search with the window (alpha, beta): the bounds may be left wider
     * once they settle that window's question (a lower bound of at least beta, an upper one of at most alpha).
     */
    int of(long x, long o, int alpha, int beta) {
        reducedX = x;
        reducedO = o;
        long free = full & ~(x | o);
        if (free == 0) {
            noDraw = false;
            return 1 | 1 << 2;
        }
        noDraw = finals != null && !finals.drawPossible(x, o);
        boolean xToMove = Long.bitCount(x) == Long.bitCount(o);
        long me = xToMove ? x : o;
        long op = xToMove ? o : x;
        findCompleting(x, o, me, op, free);
        long mine = foundMine;
        long theirs = foundTheirs;
        reducedMine = mine;
        reducedTheirs = theirs;
        long moves = free & ~mine;
        if (moves == 0) {
            return 0;
        }
        long theirSafe = free & ~theirs;
        int nFree = Long.bitCount(free);
        if (nFree >= 2 && (theirSafe == 0
                || (Long.bitCount(theirSafe) == 1 && (theirSafe & moves) != 0))) {
            // after this move the opponent must complete a square
            return 2 | 2 << 2;
        }
        int lo = -1;
        int hi = 1;
        for (int s : mirrors) {
            // the pairing strategy: a player who answers every move by its image under a symmetry that pairs up
            // the fields never completes a square first (the opponent would have completed its image before)
            long img = BoardSymmetry.image(lookup[s], op);
            if (img == me) {
                hi = Math.min(hi, 0);
            } else if ((me & ~img) == 0 && Long.bitCount(img & ~me) == 1 && (img & ~me & free) != 0) {
                lo = Math.max(lo, 0);
            }
        }
        if (centre >= 0 && (x >>> centre & 1) != 0) {
            // x holds the centre and answers by point reflection: safe as long as every square through the
            // centre keeps a corner that is x's or that o may never play
            long cbit = 1L << centre;
            long img = BoardSymmetry.image(lookup[1], o);
            if (xToMove) {
                long m = img & ~x;
                if (Long.bitCount(m) == 1 && ((x & ~cbit) & ~img) == 0 && (m & moves) != 0
                        && centreBlocked(x | m, theirs)) {
                    lo = Math.max(lo, 0);
                }
            } else if ((x & ~cbit) == img && centreBlocked(x, mine)) {
                hi = Math.min(hi, 0);
            }
        }
        if (xToMove) {
            // o answering by point reflection: x does not win, and loses when the board can no longer be full
            int m = mirrorAnswers(x, o, free, mine);
            if (m < 0 || (m == 0 && noDraw)) {
                return 0;
            }
            if (m == 0) {
                hi = Math.min(hi, 0);
            }
        }
        if (lo == -1 && hi == 1 && reduceInert && fillInert(x, o, free, mine, theirs)) {
            // (only where no pairing bound holds: filling fields would hide the symmetry it rests on)
            long addMe = inertMe;
            long addOp = inertOp;
            return of(xToMove ? x | addMe : x | addOp, xToMove ? o | addOp : o | addMe, alpha, beta);
        }
        int known = settled(lo, hi);
        if ((known & 3) - 1 >= beta || (known >>> 2) - 1 <= alpha) {
            return known;
        }
        // the race's two sides, the one that settled the question more often at this window first: once the bounds
        // settle the null-window question (alpha, beta), the other side is not needed
        int w = Math.max(0, Math.min(3, beta + 1));
        boolean lowerFirst = lowerSettled[w] >= upperSettled[w];
        for (int side = 0; side < 2; side++) {
            if (lowerFirst == (side == 0)) {
                lo = Math.max(lo, race.lower(me, op, moves, theirSafe, free, nFree, noDraw));
            } else {
                hi = Math.min(hi, race.upper(me, op, moves, theirSafe, free, nFree, noDraw));
            }
            int b = settled(lo, hi);
            int sLo = (b & 3) - 1;
            int sHi = (b >>> 2) - 1;
            if (sLo >= beta || sHi <= alpha || sLo == sHi) {
                if (lowerFirst == (side == 0)) {
                    lowerSettled[w]++;
                } else {
                    upperSettled[w]++;
                }
                return b;
            }
        }
        // the counting game last: the race's sides often settle the question first, saving its passes over the squares
        int v = race.exact(me, op, moves, theirSafe, free, noDraw);
        if (v != SupplyRace.NONE) {
            return settled(Math.max(lo, v), Math.min(hi, v));
        }
        return settled(lo, hi);
    }

    /** For each window (by beta), how often the race's lower side and its upper side settled a question. */
    private final long[] lowerSettled = new long[4];
    private final long[] upperSettled = new long[4];

    /**
     * The bounds packed; with no drawn final board left (see {@link #noDraw}), at least a draw is a win and at most a
     * draw a loss.
     */
    private int settled(int lo, int hi) {
        if (noDraw) {
            lo = lo >= 0 ? 1 : lo;
            hi = hi <= 0 ? -1 : hi;
        }
        return (lo + 1) | (hi + 1) << 2;
    }

    /**
     * Whether o, answering every move of x (to move) by its point reflection, never completes a square first: -1 when
     * moreover some field stays free for ever (so x loses), 0 when the board may still end full, 1 when not known.
     * o must already answer every counter of x (the centre aside); o's other counters (extras) must not matter (each
     * square through one holds a counter of x or a field that stays free); and x must never be able to play a field
     * whose reflection o cannot answer (the free centre, the reflection of an extra): those fields must be poisoned
     * for x now (they stay so). o's answer is then always free, and it completes a square of o only if x's move
     * completed the reflected square of x first.
     */
    private int mirrorAnswers(long x, long o, long free, long poisonedForX) {
        long cbit = centre >= 0 ? 1L << centre : 0;
        long rx = BoardSymmetry.image(lookup[1], x & ~cbit);
        if ((rx & ~o) != 0) {
            return 1;
        }
        long extra = o & ~rx;
        long forbidden = (cbit | BoardSymmetry.image(lookup[1], extra)) & free;
        if ((forbidden & ~poisonedForX) != 0) {
            return 1;
        }
        for (long m = extra; m != 0; m &= m - 1) {
            for (long t : through[Long.numberOfTrailingZeros(m)]) {
                if ((t & x) == 0 && (t & forbidden) == 0) {
                    return 1;
                }
            }
        }
        return forbidden != 0 ? -1 : 0;
    }

    /** The fields {@link #fillInert} gives the mover and the opponent. */
    private long inertMe;
    private long inertOp;

    /**
     * Pairs of inert fields ({@link #inert}) that leave the value unchanged when filled: two safe for both, or one
     * safe only for the mover with one safe only for the opponent. Whatever a player secures without them, they
     * secure with them by answering the opponent's move in a pair by the other field of the pair (the full board
     * then fills them too). Sets {@link #inertMe} and {@link #inertOp}; false when there is no pair.
     */
    private boolean fillInert(long x, long o, long free, long mine, long theirs) {
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
        inertMe = addMe;
        inertOp = addOp;
        return addMe != 0;
    }

    /**
     * The free fields where a move changes nothing but the field itself: every square through the field that has
     * another free corner already holds counters of both players (so neither player's later moves depend on it).
     */
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

    /** Whether every square through the centre has another corner of x or one that o may never play. */
    private boolean centreBlocked(long x, long poisonedForO) {
        long block = x | poisonedForO;
        for (long t : through[centre]) {
            if ((t & block) == 0) {
                return false;
            }
        }
        return true;
    }
}
