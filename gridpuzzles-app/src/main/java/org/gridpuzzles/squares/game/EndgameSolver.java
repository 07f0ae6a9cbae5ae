package org.gridpuzzles.squares.game;

/**
 * The last moves of an avoid game, searched plainly: negamax over -1/0/+1 with alpha-beta, no symmetry, no static
 * bounds and no shared table. Near the end of the game a position is cheap to search and rarely met again, so the
 * full solver's work per position (the race of supplies, the eight images of the board, a look-up in a table much
 * larger than the processor's caches) costs more than the few positions it saves: on 5 x 5 the value takes about half
 * the time with this search below 10 free fields, though it visits 2.7 times the positions (BENCHMARKS.md).
 *
 * <p>Each player's completing fields (a field that completes a square of theirs, which they never play) are carried
 * down as masks and updated by each move. Tried first: the move that last ended a search with as many free fields,
 * then the fields the opponent could still use. Bounds are kept in a small direct-mapped table of this thread's own
 * that stays in the processor's caches; an entry replaces the one in its slot.
 */
final class EndgameSolver {

    /** 2^18 entries: 2 MB up to 25 fields, 4.5 MB beyond. */
    private static final int BITS = 18;

    private final long full;
    private final long[][] through;
    /** Up to 25 fields: x | o << 25 | (lo + 1) << 50 | (hi + 1) << 52 | 1 << 60; else null. */
    private final long[] packed;
    private final long[] keyX;
    private final long[] keyO;
    /** Beyond 25 fields: (lo + 1) | (hi + 1) << 2 | 16, 0 for an empty slot. */
    private final byte[] bounds;
    /** For each number of free fields, the mover's move that last ended a search there. */
    private final int[] killer = new int[65];
    private long positions;

    EndgameSolver(int fields, long[][] through) {
        this.full = fields == 64 ? -1L : (1L << fields) - 1;
        this.through = through;
        int size = 1 << BITS;
        if (fields <= 25) {
            packed = new long[size];
            keyX = null;
            keyO = null;
            bounds = null;
        } else {
            packed = null;
            keyX = new long[size];
            keyO = new long[size];
            bounds = new byte[size];
        }
    }

    /** The positions searched since the last call. */
    long takePositions() {
        long p = positions;
        positions = 0;
        return p;
    }

    /**
     * The value for the mover of the position (x and o as masks, not over), fail-soft within (alpha, beta), given the
     * free fields that complete a square of the mover ({@code mine}) and of the opponent ({@code theirs}).
     */
    int search(long x, long o, long mine, long theirs, int alpha, int beta) {
        positions++;
        long free = full & ~(x | o);
        long moves = free & ~mine;
        if (moves == 0) {
            // only fields that complete a square of the mover's are left: one must be played
            return -1;
        }
        int n = Long.bitCount(free);
        if (n == 1) {
            return 0;
        }
        long theirSafe = free & ~theirs;
        if (theirSafe == 0 || (Long.bitCount(theirSafe) == 1 && (theirSafe & moves) != 0)) {
            // after this move (the opponent's last safe field, when there is one) the opponent must complete a square
            return 1;
        }
        int slot = slot(x, o);
        int lo = -1;
        int hi = 1;
        int stored = stored(slot, x, o);
        if (stored >= 0) {
            lo = (stored & 3) - 1;
            hi = (stored >>> 2) - 1;
            if (lo >= beta || lo == hi) {
                return lo;
            }
            if (hi <= alpha) {
                return hi;
            }
            alpha = Math.max(alpha, lo);
            beta = Math.min(beta, hi);
        }
        int alphaStart = alpha;
        boolean xToMove = Long.bitCount(x) == Long.bitCount(o);
        long me = xToMove ? x : o;
        long contested = moves & theirSafe;
        int first = (moves >>> killer[n] & 1) != 0 ? killer[n] : -1;
        int best = -2;
        for (long rest = moves; rest != 0;) {
            int f = first >= 0 ? first
                    : Long.numberOfTrailingZeros((rest & contested) != 0 ? rest & contested : rest);
            first = -1;
            long bit = 1L << f;
            rest &= ~bit;
            // the opponent's completing fields lose the field taken; the mover's gain the last free corner of each
            // square through it that now holds three of the mover's counters
            int v = -search(xToMove ? x | bit : x, xToMove ? o : o | bit, theirs & ~bit,
                    mine | completedBy(through, me, f, free & ~bit), -beta, -alpha);
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) {
                        killer[n] = f;
                        break;
                    }
                }
            }
        }
        int b = boundsAfter(lo, hi, best, alphaStart, beta);
        store(slot, x, o, (b & 3) - 1, (b >>> 2) - 1);
        return best;
    }

    /**
     * The bounds {@code (lo + 1) | (hi + 1) << 2} of a position known to lie in [lo, hi] after a fail-soft search
     * within (alphaStart, beta) returned {@code best}: an upper bound when it failed low, a lower one when it failed
     * high, else the exact value.
     */
    static int boundsAfter(int lo, int hi, int best, int alphaStart, int beta) {
        if (best <= alphaStart) {
            hi = Math.min(hi, best);
        } else if (best >= beta) {
            lo = Math.max(lo, best);
        } else {
            lo = best;
            hi = best;
        }
        return (lo + 1) | (hi + 1) << 2;
    }

    /**
     * The free fields that complete a square of {@code mine} through field {@code f}, which mine has just taken: the
     * last free corner of each square through f ({@code through[f]}: its other corners) with two other counters of
     * mine.
     */
    static long completedBy(long[][] through, long mine, int f, long free) {
        long out = 0;
        for (long t : through[f]) {
            long m = t & mine;
            if (Long.bitCount(m) == 2) {
                out |= t & ~m;
            }
        }
        return out & free;
    }

    private static int slot(long x, long o) {
        long h = (x * 0x9E3779B97F4A7C15L) ^ Long.rotateLeft(o * 0xC2B2AE3D27D4EB4FL, 29);
        return (int) (h >>> (64 - BITS));
    }

    /** The slot's bounds as (lo + 1) | (hi + 1) << 2 when it holds the position, else -1. */
    private int stored(int slot, long x, long o) {
        if (packed != null) {
            long e = packed[slot];
            return e != 0 && (e & (1L << 50) - 1) == (x | o << 25) ? (int) (e >>> 50 & 15) : -1;
        }
        return bounds[slot] != 0 && keyX[slot] == x && keyO[slot] == o ? bounds[slot] & 15 : -1;
    }

    private void store(int slot, long x, long o, int lo, int hi) {
        int b = (lo + 1) | (hi + 1) << 2;
        if (packed != null) {
            packed[slot] = x | o << 25 | (long) b << 50 | 1L << 60;
            return;
        }
        keyX[slot] = x;
        keyO[slot] = o;
        bounds[slot] = (byte) (b | 16);
    }
}
