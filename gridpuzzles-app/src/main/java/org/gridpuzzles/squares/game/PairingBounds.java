package org.gridpuzzles.squares.game;

import org.gridpuzzles.squares.board.BoardSymmetry;

/**
 * The pairing bounds of an avoid position: a player who answers every move by its image under a symmetry that pairs
 * up the fields never completes a square first (the opponent would have completed its image before), and the
 * centre's point reflection, for x holding the centre or for o answering x.
 */
final class PairingBounds {

    /** What {@link #of} returns when o's answers by point reflection make sure that x, to move, loses. */
    static final int LOST = 0;

    private final int centre;
    private final long[][] through;
    private final long[][][] lookup;
    /** The symmetries that pair up the fields (involutions without a fixed field), for the mirror strategy. */
    private final int[] mirrors;

    PairingBounds(int centre, long[][] through, PositionKeys keys) {
        this.centre = centre;
        this.through = through;
        this.lookup = keys.lookup;
        this.mirrors = keys.mirrors();
    }

    /**
     * The bounds for the player to move as {@code (lo + 1) | (hi + 1) << 2}, or {@link #LOST}. {@code me} and
     * {@code op} are the mover's and the opponent's counters, {@code mine} and {@code theirs} the free fields
     * completing a square of each, {@code moves} the mover's safe fields; {@code noDraw}: no drawn final board agrees
     * with the position.
     */
    int of(long x, long o, long free, boolean xToMove, long me, long op, long mine, long theirs, long moves,
            boolean noDraw) {
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
                return LOST;
            }
            if (m == 0) {
                hi = Math.min(hi, 0);
            }
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
    int mirrorAnswers(long x, long o, long free, long poisonedForX) {
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
