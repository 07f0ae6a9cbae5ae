package org.gridpuzzles.squares.game;

import org.gridpuzzles.squares.GamePosition;

/**
 * What an avoid position's value is known to be without a search: the game's own ends, the pairing bounds
 * ({@link PairingBounds}), the race of supplies ({@link SupplyRace}), and the pairs of inert fields that can be filled
 * first ({@link InertPairs}). Apart from the search because df-pn asks the same bounds, and because these rules are
 * the game's theory while the search is only the order it asks them in. This class is the order the bounds are
 * tried in and what they leave for the search.
 */
final class StaticBounds {

    private final long full;
    private final CompletingFields completing;
    private final PairingBounds pairing;
    /** Null when pairs of inert fields are not filled. */
    private final InertPairs inert;
    private final SupplyRace race;
    /** The drawn final boards that agree with the positions on the search path, or null when not kept. */
    private final DrawnFinals.Path finals;

    StaticBounds(int fields, CompletingFields completing, PairingBounds pairing, InertPairs inert, SupplyRace race,
            DrawnFinals.Path finals) {
        this.full = fields == 64 ? -1L : (1L << fields) - 1;
        this.completing = completing;
        this.pairing = pairing;
        this.inert = inert;
        this.race = race;
        this.finals = finals;
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
        long moves = free & ~completing.of(me, free);
        if (moves == 0) {
            return null;
        }
        boolean drawGone = finals != null && !finals.drawPossible(p.x(), p.o());
        int r = race.bounds(me, op, moves, free & ~completing.of(op, free), free, Long.bitCount(free), drawGone);
        return new int[] {(r & 3) - 1, (r >>> 2) - 1};
    }

    /**
     * For a position with x to move, what o's answers by point reflection make sure of: -1 that x loses, 0 that x
     * does not win, 1 nothing (see {@link PairingBounds#mirrorAnswers}).
     */
    int mirrorBound(GamePosition p) {
        long free = full & ~(p.x() | p.o());
        return pairing.mirrorAnswers(p.x(), p.o(), free, completing.of(p.x(), free));
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
        completing.find(x, o, me, op, free);
        long mine = completing.foundMine;
        long theirs = completing.foundTheirs;
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
        int pair = pairing.of(x, o, free, xToMove, me, op, mine, theirs, moves, noDraw);
        if (pair == PairingBounds.LOST) {
            return 0;
        }
        int lo = (pair & 3) - 1;
        int hi = (pair >>> 2) - 1;
        if (lo == -1 && hi == 1 && inert != null && inert.fill(x, o, free, mine, theirs)) {
            // (only where no pairing bound holds: filling fields would hide the symmetry it rests on)
            long addMe = inert.forMover;
            long addOp = inert.forOpponent;
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
}
