package org.gridpuzzles.squares.game;

/**
 * The moves a search proved, kept when a strategy is to be written: this thread's own, and those it shared with the
 * other threads of a solve. Apart from the search because a search that writes no strategy never touches them.
 */
final class KeptMoves {

    /** The moves proved in positions with more than {@link #minFree} free fields, or null when not kept. */
    private ProvedMoves proved;
    private int minFree;
    /** The moves proved before {@link #share}, read by every thread from then on; else null. */
    private ProvedMoves shared;

    /** Keeps from now on the moves proved in positions with more than {@code minFree} free fields. */
    void keep(int minFree) {
        proved = new ProvedMoves();
        this.minFree = minFree;
    }

    /** Whether moves are kept. */
    boolean kept() {
        return proved != null;
    }

    /** Keeps, when asked to, that the move (canonical) reaches at least {@code lower} in the position. */
    void put(long cx, long co, int lower, int move, long free) {
        if (proved != null && lower >= 0 && Long.bitCount(free) > minFree) {
            proved.put(cx, co, lower, move);
        }
    }

    /** This thread's proved move (canonical) that reaches at least {@code t} in the position, or -1. */
    int move(long cx, long co, int t) {
        return proved == null ? -1 : proved.move(cx, co, t);
    }

    /** The shared proved move (canonical) that reaches at least {@code t} in the position, or -1. */
    int sharedMove(long cx, long co, int t) {
        return shared == null ? -1 : shared.move(cx, co, t);
    }

    /**
     * Shares the moves proved so far with other threads, which read them from now on; the moves proved next are kept
     * apart, for this thread.
     */
    void share() {
        if (proved != null && shared == null) {
            shared = proved;
            proved = new ProvedMoves();
        }
    }
}
