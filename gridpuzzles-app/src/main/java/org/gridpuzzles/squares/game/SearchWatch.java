package org.gridpuzzles.squares.game;

import java.util.concurrent.atomic.AtomicLong;

import org.gridpuzzles.core.Limits;

/**
 * Watches one thread's search: every 2^16 positions it checks the limits (with the positions of the whole team when
 * the solve has several threads) and stops the thread when another of its team has answered the question; and it
 * says which share of the first position's moves the thread tries first, so that the threads begin apart.
 */
final class SearchWatch {

    private Limits limits = Limits.none();
    /** The positions of all the threads of one solve, when it has several (see {@link ParallelGameSolver}). */
    private AtomicLong teamNodes;
    /** Set when another thread of the solve has answered the question: this one stops. */
    private volatile boolean stop;
    /** Which share of the first position's moves this thread tries first, of {@link #turns}. */
    private int turn;
    private int turns = 1;
    /** The positions counted when the limits were last checked. */
    private long reported;

    void limits(Limits l) {
        this.limits = l;
    }

    /**
     * Makes the search one thread of a team of {@code turns} that answer the same questions over one table: it
     * tries the first position's moves from share {@code turn} on, so the threads begin in different subtrees and
     * meet each other's results in the table; {@code team} counts their positions for the limits.
     */
    void joinTeam(int turn, int turns, AtomicLong team) {
        this.turn = turn;
        this.turns = turns;
        this.teamNodes = team;
    }

    /** Stops this thread's current question (it ends with {@link Stopped}), or lets the next one run. */
    void stop(boolean value) {
        this.stop = value;
    }

    /** Whether the search is one of several threads (which take the first position's moves in turns). */
    boolean inTeam() {
        return turns > 1;
    }

    /** Where this thread starts among the {@code count} moves of the first position. */
    int firstMove(int count) {
        return turn * count / turns;
    }

    /** Told the positions so far: every 2^16 of them, stops when another thread has answered, and checks the limits. */
    void counted(long nodes) {
        if (nodes - reported >= 0x10000) {
            if (stop) {
                throw new Stopped();
            }
            limits.check(teamNodes == null ? nodes : teamNodes.addAndGet(nodes - reported));
            reported = nodes;
        }
    }

    /** Thrown by a thread of a team when another has answered first. */
    static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super(null, null, false, false);
        }
    }
}
