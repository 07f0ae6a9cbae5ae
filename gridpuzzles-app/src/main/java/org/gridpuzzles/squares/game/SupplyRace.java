package org.gridpuzzles.squares.game;

/**
 * The race of supplies in the avoid game: bounds of a position's value from counting the moves each player is sure of
 * and the most the other can still make, without search. Shared by the game solvers.
 */
final class SupplyRace {

    private final long[] squares;
    private final long[][] through;
    /** Scratch for {@link #maxMoves}: the squares with two, three and four free corners. */
    private final long[] two;
    private final long[] three;
    private final long[] four;

    /**
     * Over the squares as field masks and, per field, the masks of the other three corners of each square through it.
     */
    SupplyRace(long[] squares, long[][] through) {
        this.squares = squares;
        this.through = through;
        this.two = new long[squares.length];
        this.three = new long[squares.length];
        this.four = new long[squares.length];
        if (squares.length <= 64) {
            squaresOf = squaresOf(squares);
            allSquares = squares.length == 64 ? -1L : (1L << squares.length) - 1;
        } else {
            squaresOf = null;
            allSquares = 0;
        }
        long corners = 0;
        for (long q : squares) {
            corners |= q;
        }
        cornerFields = corners;
    }

    /** For each field, the squares through it as a set of square indices; null with more than 64 squares. */
    long[] squaresOf() {
        return squaresOf;
    }

    /** Scratch for {@link #countCorners}. */
    private final long[] corners = new long[2];

    /**
     * How many corners each square has among {@code fields}, modulo 4, bit-sliced over the squares as sets (at most
     * 64 squares): {@code counts[0]} the squares with an odd count, {@code counts[1]} those with 2 or 3.
     */
    static void countCorners(long[] squaresOf, long fields, long[] counts) {
        long c0 = 0;
        long c1 = 0;
        for (long m = fields; m != 0; m &= m - 1) {
            long add = squaresOf[Long.numberOfTrailingZeros(m)];
            c1 ^= c0 & add;
            c0 ^= add;
        }
        counts[0] = c0;
        counts[1] = c1;
    }

    /** For each field, the squares through it as a set of square indices (of at most 64 squares). */
    private static long[] squaresOf(long[] squares) {
        long[] of = new long[64];
        for (int i = 0; i < squares.length; i++) {
            for (long m = squares[i]; m != 0; m &= m - 1) {
                of[Long.numberOfTrailingZeros(m)] |= 1L << i;
            }
        }
        return of;
    }

    /** The fields that are a corner of some square. */
    private final long cornerFields;

    /** For each field, the squares through it as a set of square indices (when there are at most 64 squares). */
    private final long[] squaresOf;
    private final long allSquares;

    /**
     * Bounds of the value from a race of moves (avoid), as {@code (lo + 1) | (hi + 1) << 2}. Whether a move completes
     * a square of a player depends only on that player's own counters, so a player who keeps to a set of fields that,
     * added to their counters, holds no square of theirs (a supply, found greedily) never completes one; the fields of
     * the supply that the opponent may not play (they would complete the opponent's square) are the player's own, the
     * rest are shared. The opponent's moves outside the supply are bounded from above by {@link #maxMoves}. Both
     * players racing for the shared fields is then a game of counters ({@link #RACE}): if the player with the supply
     * is not the first to run out even there, the opponent cannot win; if the board cannot be full by the time the
     * opponent runs out (a field poisoned for both is never filled, or there are more free fields than moves), the
     * player wins. Taken once for the mover's supply and once for the opponent's.
     */
    int bounds(long me, long op, long mySafe, long theirSafe, long free, int nFree) {
        return bounds(me, op, mySafe, theirSafe, free, nFree, false);
    }

    /**
     * As {@link #bounds(long, long, long, long, long, int)}, told whether the board is known never to be full
     * without a square (no drawn final board agrees with the position, see {@link DrawnFinals}): then, as with a
     * field safe for neither player, there is no draw and a player who does not run out first wins.
     */
    int bounds(long me, long op, long mySafe, long theirSafe, long free, int nFree, boolean noDraw) {
        int v = exact(me, op, mySafe, theirSafe, free, noDraw);
        if (v != NONE) {
            return (v + 1) | (v + 1) << 2;
        }
        int lo = lower(me, op, mySafe, theirSafe, free, nFree, noDraw);
        int hi = upper(me, op, mySafe, theirSafe, free, nFree, noDraw);
        if (lo > hi) {
            throw new IllegalStateException("race bounds cross");
        }
        return (lo + 1) | (hi + 1) << 2;
    }

    /** {@link #exact}'s answer when the position is not the counting game. */
    static final int NONE = 2;

    /**
     * The value when neither player can make another field unsafe for themselves (the counting game, {@link
     * #COUNTING}), else {@link #NONE}.
     */
    int exact(long me, long op, long mySafe, long theirSafe, long free, boolean noDraw) {
        if (live(op, free, mySafe) || live(me, free, theirSafe)) {
            return NONE;
        }
        int both = Math.min(64, Long.bitCount(mySafe & theirSafe));
        int mine = Math.min(64, Long.bitCount(mySafe & ~theirSafe));
        int theirs = Math.min(64, Long.bitCount(theirSafe & ~mySafe));
        return COUNTING[both][mine][theirs][dead(mySafe, theirSafe, free, noDraw) ? 1 : 0];
    }

    /** Whether the board can no longer be full: no drawn final board is left, or a field is safe for neither. */
    private static boolean dead(long mySafe, long theirSafe, long free, boolean noDraw) {
        return noDraw || (free & ~mySafe & ~theirSafe) != 0;
    }

    /** The lower bound from the mover's supply against the opponent's moves outside it: -1, 0 or 1. */
    int lower(long me, long op, long mySafe, long theirSafe, long free, int nFree, boolean noDraw) {
        long mine = supplySet(me, mySafe & ~theirSafe, mySafe & theirSafe);
        long shared = mine & theirSafe;
        int theirMax = maxMoves(op, me, theirSafe & ~mine);
        int own = Long.bitCount(mine & ~theirSafe);
        int sh = Long.bitCount(shared);
        if (wins(sh, own, theirMax)) {
            return dead(mySafe, theirSafe, free, noDraw) || nFree > 2 * (theirMax + sh) + 1 ? 1 : 0;
        }
        return -1;
    }

    /** The upper bound from the opponent's supply against the mover's moves outside it (the opponent moves second). */
    int upper(long me, long op, long mySafe, long theirSafe, long free, int nFree, boolean noDraw) {
        long theirs = supplySet(op, theirSafe & ~mySafe, mySafe & theirSafe);
        long shared2 = theirs & mySafe;
        int myMax = maxMoves(me, op, mySafe & ~theirs);
        int own2 = Long.bitCount(theirs & ~mySafe);
        int sh2 = Long.bitCount(shared2);
        if (!wins(sh2, myMax, own2)) {
            return dead(mySafe, theirSafe, free, noDraw) || nFree > 2 * (myMax + sh2) ? -1 : 0;
        }
        return 1;
    }

    /**
     * Whether some move of the player whose safe fields are {@code safe} can still make another field unsafe for them:
     * a square without counters of {@code opponent} whose free corners (two or more) are all safe for the player.
     * When neither player has such a square, every safe field stays safe until it is taken, and the game is the
     * counting game {@link #COUNTING}.
     */
    private boolean live(long opponent, long free, long safe) {
        for (long q : squares) {
            long f = q & free;
            if ((q & opponent) == 0 && Long.bitCount(f) >= 2 && (f & ~safe) == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The counting game: {@code a} fields safe for both, {@code b} only for the player to move, {@code c} only for
     * the other, and {@code d} 1 when some free field is safe for neither (so the board is never full). A player with
     * no safe field on their turn loses, unless the board is full (a draw). {@code COUNTING[a][b][c][d]} is the value
     * for the player to move.
     */
    private static final byte[][][][] COUNTING = counting();

    private static byte[][][][] counting() {
        byte[][][][] v = new byte[65][65][65][2];
        for (int sum = 0; sum <= 3 * 64; sum++) {
            for (int a = 0; a <= 64; a++) {
                for (int b = 0; b <= 64; b++) {
                    int c = sum - a - b;
                    if (c < 0 || c > 64) {
                        continue;
                    }
                    for (int d = 0; d < 2; d++) {
                        int best;
                        if (a + b == 0) {
                            best = c == 0 && d == 0 ? 0 : -1;
                        } else {
                            best = -2;
                            if (a > 0) {
                                best = Math.max(best, -v[a - 1][c][b][d]);
                            }
                            if (b > 0) {
                                best = Math.max(best, -v[a][c][b - 1][d]);
                            }
                        }
                        v[a][b][c][d] = (byte) best;
                    }
                }
            }
        }
        return v;
    }

    /** Whether the player to move, with {@code own} fields of their own against {@code theirs}, outlasts the other. */
    private static boolean wins(int shared, int own, int theirs) {
        return RACE[Math.min(shared, 64)][Math.min(own, 64)][Math.min(theirs, 64)];
    }

    /**
     * The race: the player to move has {@code b} fields of their own, the other {@code c}, and {@code a} are shared;
     * a player with no field left on their turn has lost. {@code RACE[a][b][c]}: the player to move wins.
     */
    private static final boolean[][][] RACE = race();

    private static boolean[][][] race() {
        boolean[][][] w = new boolean[65][65][65];
        for (int sum = 0; sum <= 3 * 64; sum++) {
            for (int a = 0; a <= 64; a++) {
                for (int b = 0; b <= 64; b++) {
                    int c = sum - a - b;
                    if (c < 0 || c > 64) {
                        continue;
                    }
                    w[a][b][c] = (a > 0 && !w[a - 1][c][b]) || (b > 0 && !w[a][c][b - 1]);
                }
            }
        }
        return w;
    }

    /** A set of fields the player can fill together without completing a square: greedily, {@code first} first. */
    long supplySet(long mine, long first, long then) {
        if (squaresOf != null) {
            return supplyBySquareSets(mine, first, then);
        }
        return supplyByLoop(mine, first, then);
    }

    /** {@link #supplySet} by a pass over the squares through each field (boards with more than 64 squares). */
    long supplyByLoop(long mine, long first, long then) {
        long have = mine;
        for (long m = first; m != 0; m &= m - 1) {
            int f = Long.numberOfTrailingZeros(m);
            if (!completes(have, f)) {
                have |= 1L << f;
            }
        }
        for (long m = then; m != 0; m &= m - 1) {
            int f = Long.numberOfTrailingZeros(m);
            if (!completes(have, f)) {
                have |= 1L << f;
            }
        }
        return have & ~mine;
    }

    /**
     * {@link #supplySet} with the squares as bit sets: the corners each square has in the set so far are counted
     * bit-sliced, and a field completes a square when a square through it has three.
     */
    private long supplyBySquareSets(long mine, long first, long then) {
        countCorners(squaresOf, mine, corners);
        long c0 = corners[0];
        long c1 = corners[1];
        long have = mine;
        for (int pass = 0; pass < 2; pass++) {
            for (long m = pass == 0 ? first : then; m != 0; m &= m - 1) {
                int f = Long.numberOfTrailingZeros(m);
                long add = squaresOf[f];
                // no square through f has three corners in the set yet (so none has four after)
                if ((add & c0 & c1) == 0) {
                    have |= 1L << f;
                    c1 ^= c0 & add;
                    c0 ^= add;
                }
            }
        }
        return have & ~mine;
    }

    /**
     * An upper bound on the moves a player can still make: their safe fields, less one for each of a set of disjoint
     * squares (counting only their free corners) that have no opponent counter and only safe free corners, since the
     * player must leave at least one free corner of each such square unplayed.
     */
    int maxMoves(long mine, long op, long safe) {
        if (squaresOf == null) {
            return maxMovesByLoop(mine, op, safe);
        }
        int bound = Long.bitCount(safe);
        // the squares that count have every corner the player's or safe: none among the other fields
        long out = 0;
        for (long m = cornerFields & ~(mine | safe); m != 0; m &= m - 1) {
            out |= squaresOf[Long.numberOfTrailingZeros(m)];
        }
        long counting = allSquares & ~out;
        if (counting == 0) {
            return bound;
        }
        // how many corners of each such square are the player's, counted bit-sliced (up to 4 in three bits)
        long c0 = 0;
        long c1 = 0;
        long c2 = 0;
        for (long m = mine; m != 0; m &= m - 1) {
            long add = squaresOf[Long.numberOfTrailingZeros(m)] & counting;
            long carry0 = c0 & add;
            c0 ^= add;
            long carry1 = c1 & carry0;
            c1 ^= carry0;
            c2 |= carry1;
        }
        // smallest first, each kind in the order of the squares, as the loop over the squares takes them
        long used = 0;
        for (int free = 2; free <= 4; free++) {
            // two free corners: two of the player's; three: one; four: none
            long kind = free == 2 ? c1 & ~c0 & ~c2 : free == 3 ? c0 & ~c1 & ~c2 : ~(c0 | c1 | c2);
            for (long m = kind & counting; m != 0; m &= m - 1) {
                long sq = squares[Long.numberOfTrailingZeros(m)] & ~mine;
                if ((sq & used) == 0) {
                    used |= sq;
                    bound--;
                }
            }
        }
        return bound;
    }

    /** {@link #maxMoves} by a pass over the squares (boards with more than 64 squares). */
    int maxMovesByLoop(long mine, long op, long safe) {
        int bound = Long.bitCount(safe);
        // one pass collects the squares that count, by their number of free corners; then smallest first
        int n2 = 0;
        int n3 = 0;
        int n4 = 0;
        for (long q : squares) {
            if ((q & op) != 0) {
                continue;
            }
            long s = q & ~mine;
            if ((s & ~safe) != 0) {
                continue;
            }
            switch (Long.bitCount(s)) {
                case 2 -> two[n2++] = s;
                case 3 -> three[n3++] = s;
                case 4 -> four[n4++] = s;
                default -> {
                }
            }
        }
        long used = 0;
        for (int i = 0; i < n2; i++) {
            if ((two[i] & used) == 0) {
                used |= two[i];
                bound--;
            }
        }
        for (int i = 0; i < n3; i++) {
            if ((three[i] & used) == 0) {
                used |= three[i];
                bound--;
            }
        }
        for (int i = 0; i < n4; i++) {
            if ((four[i] & used) == 0) {
                used |= four[i];
                bound--;
            }
        }
        return bound;
    }

    private boolean completes(long have, int f) {
        for (long t : through[f]) {
            if ((have & t) == t) {
                return true;
            }
        }
        return false;
    }
}
