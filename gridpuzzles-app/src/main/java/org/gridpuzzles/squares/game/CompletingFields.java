package org.gridpuzzles.squares.game;

/**
 * The free fields that complete a square of a player, found over every square or taken from the hint the search
 * leaves just before it enters a child (the child's fields follow from its parent's at the cost of one field's
 * squares). Apart from the bounds because the search, the bounds and the endgame all ask for these fields.
 */
final class CompletingFields {

    private final long[] squares;
    private final long[][] through;

    /** What {@link #find} found: the free fields that complete a square of the mover, of the opponent. */
    long foundMine;
    long foundTheirs;
    /**
     * Set by the search just before it enters a child: the child's position and its completing fields for its mover
     * and for the other player, so that {@link #find} need not find them over every square.
     */
    private boolean hinted;
    private long hintX;
    private long hintO;
    private long hintMover;
    private long hintOther;

    CompletingFields(long[] squares, long[][] through) {
        this.squares = squares;
        this.through = through;
    }

    /** The free fields that complete a square of {@code mine}. */
    long of(long mine, long free) {
        long out = 0;
        for (long q : squares) {
            long m = mine & q;
            if (Long.bitCount(m) == 3) {
                out |= q & ~m & free;
            }
        }
        return out;
    }

    /**
     * The free fields that complete a square of {@code mine} through field {@code f}, which {@code mine} has just
     * taken: the last free corner of each square through f with two other counters of {@code mine}.
     */
    long poisonedAfter(long mine, int f, long free) {
        return EndgameSolver.completedBy(through, mine, f, free);
    }

    /**
     * Finds the free fields completing a square of the mover ({@code me}) and of the opponent ({@code op}) in the
     * position: the hint its parent left when it is about this position, else a pass over the squares.
     */
    void find(long x, long o, long me, long op, long free) {
        if (hinted && x == hintX && o == hintO) {
            foundMine = hintMover;
            foundTheirs = hintOther;
        } else {
            foundMine = of(me, free);
            foundTheirs = of(op, free);
        }
        hinted = false;
    }

    /** Leaves the hint for the child (x, o) about to be searched: its mover's and the other player's fields. */
    void hint(long x, long o, long mover, long other) {
        hinted = true;
        hintX = x;
        hintO = o;
        hintMover = mover;
        hintOther = other;
    }
}
