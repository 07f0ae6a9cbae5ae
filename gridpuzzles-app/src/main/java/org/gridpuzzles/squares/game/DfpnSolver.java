package org.gridpuzzles.squares.game;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.Goal;
import org.gridpuzzles.squares.board.SquareGeometry;

/**
 * Depth-first proof-number search (df-pn) for the avoid game, with everything the alpha-beta solver knows without a
 * search: the question at a node is "does the player to move reach at least t?"; a child answers "at least 1 - t?"
 * for its own mover, and the node succeeds when some child fails. Each node keeps a proof number (how many leaves
 * must still succeed to prove it) and a disproof number; the search expands the most proving child within thresholds
 * (with the 1 + 1/4 rule for the second-best child, so that it does not switch back and forth), and a child's first
 * numbers count the moves its mover has (a player with few safe moves is quick to refute). Positions are decided
 * without children by {@link PositionAnalysis#staticBounds} (ends, pairing bounds, race of supplies, inert pairs
 * filled) and stored under {@link PositionAnalysis#canonical}'s keys (the position's future, least image under
 * symmetry), both as the alpha-beta solver has them.
 *
 * <p>Unlike alpha-beta, a failed try at a move of the proving player costs only what was spent before another move
 * looked more promising, which is what the questions "does x avoid losing?" and "does o avoid losing?" need on
 * boards where most tries fail.
 */
final class DfpnSolver implements GameSolver {

    private static final int INF = 1_000_000_000;

    private final PositionAnalysis oracle;
    private final int fields;
    private final long full;
    private final long[] squares;
    private final long[] keyA;
    private final long[] keyB;
    /** The question's target + 2 (1, 2 or 3); 0 marks an empty slot. */
    private final byte[] target;
    private final int[] proof;
    private final int[] disproof;
    /** Positions below the entry (log2), to keep the costlier of two in a bucket. */
    private final byte[] work;
    private final int mask;
    /** Per depth: the children and their numbers. */
    private final long[][] childX;
    private final long[][] childO;
    private final int[][] childP;
    private final int[][] childD;
    private final int[] pd = new int[2];
    private long nodes;
    private Limits limits = Limits.none();

    public DfpnSolver(int rows, int cols, boolean axisParallel, int tableBits) {
        this.fields = rows * cols;
        if (fields > 64) {
            throw new IllegalArgumentException("the game solver works on at most 64 fields");
        }
        this.full = fields == 64 ? -1L : (1L << fields) - 1;
        this.oracle = new PositionAnalysis(rows, cols, axisParallel, Goal.AVOID, false, true, DrawnFinals.DEFAULT_CAP);
        var sq = SquareGeometry.squares(rows, cols, axisParallel);
        squares = new long[sq.size()];
        for (int i = 0; i < squares.length; i++) {
            for (int f : sq.get(i)) {
                squares[i] |= 1L << f;
            }
        }
        int size = 1 << tableBits;
        keyA = new long[size];
        keyB = new long[size];
        target = new byte[size];
        proof = new int[size];
        disproof = new int[size];
        work = new byte[size];
        mask = size - 2;
        childX = new long[fields + 1][fields];
        childO = new long[fields + 1][fields];
        childP = new int[fields + 1][fields];
        childD = new int[fields + 1][fields];
    }

    public void limits(Limits l) {
        this.limits = l;
    }

    @Override
    public long nodes() {
        return nodes;
    }

    /** Whether the player to move reaches at least {@code t} (-1, 0 or 1). */
    @Override
    public boolean atLeast(GamePosition p, int t) {
        if (t <= -1) {
            return true;
        }
        if (t >= 2) {
            return false;
        }
        mid(p.x(), p.o(), t, INF - 1, INF - 1);
        if (pd[0] != 0 && pd[1] != 0) {
            throw new IllegalStateException("proof-number search ended undecided");
        }
        return pd[0] == 0;
    }

    /** The safe move whose child is proved (or closest to being proved) to keep the opponent below 1 - t. */
    @Override
    public int suggest(GamePosition p, int t) {
        long x = p.x();
        long o = p.o();
        long free = full & ~(x | o);
        boolean xToMove = p.mover() == 0;
        long moves = free & ~completing(xToMove ? x : o, free);
        int best = -1;
        int bestD = Integer.MAX_VALUE;
        for (long m = moves; m != 0; m &= m - 1) {
            long bit = m & -m;
            estimate(xToMove ? x | bit : x, xToMove ? o : o | bit, 1 - t);
            if (pd[1] < bestD) {
                bestD = pd[1];
                best = Long.numberOfTrailingZeros(bit);
            }
        }
        return best;
    }

    @Override
    public long[][] through() {
        return oracle.through;
    }

    private long completing(long mine, long free) {
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
     * Whether the static bounds already decide "mover reaches at least t" (numbers left in {@link #pd}); if not, the
     * oracle holds the position reduced.
     */
    private boolean settledByBounds(long x, long o, int t) {
        int b = oracle.staticBounds(x, o);
        if ((b & 3) - 1 >= t) {
            pd[0] = 0;
            pd[1] = INF;
            return true;
        }
        if ((b >>> 2) - 1 < t) {
            pd[0] = INF;
            pd[1] = 0;
            return true;
        }
        return false;
    }

    /**
     * Numbers of a position for "mover reaches at least t" without expanding it: decided ones, stored ones, or the
     * first estimates (proof 1, disproof the number of the mover's safe moves). Leaves them in {@link #pd}.
     */
    private void estimate(long x, long o, int t) {
        if (settledByBounds(x, o, t)) {
            return;
        }
        x = oracle.reducedX;
        o = oracle.reducedO;
        int k = find(x, o, t);
        if (k >= 0) {
            pd[0] = proof[k];
            pd[1] = disproof[k];
            return;
        }
        long free = full & ~(x | o);
        long me = Long.bitCount(x) == Long.bitCount(o) ? x : o;
        pd[0] = 1;
        pd[1] = Math.max(1, Long.bitCount(free & ~completing(me, free)));
    }

    /** The slot of a (reduced) position and target in the table, or -1; leaves the key in the oracle's key. */
    private int find(long x, long o, int t) {
        oracle.canonical(x, o);
        long a = oracle.key[0];
        long b = oracle.key[1];
        int bucket = bucket(a, b, t);
        for (int k = bucket; k < bucket + 2; k++) {
            if (target[k] == t + 2 && keyA[k] == a && keyB[k] == b) {
                return k;
            }
        }
        return -1;
    }

    private int bucket(long a, long b, int t) {
        long h = a * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(b * 0xC2B2AE3D27D4EB4FL, 31) ^ t * 0x632BE59BD9B4E019L;
        return (int) ((h ^ h >>> 29) & mask);
    }

    private void store(long x, long o, int t, int p, int d, long spent) {
        int k = find(x, o, t);
        long a = oracle.key[0];
        long b = oracle.key[1];
        int w = 64 - Long.numberOfLeadingZeros(Math.max(1, spent));
        if (k < 0) {
            int bucket = bucket(a, b, t);
            k = target[bucket] == 0 ? bucket
                    : target[bucket + 1] == 0 ? bucket + 1 : work[bucket] <= work[bucket + 1] ? bucket : bucket + 1;
        } else {
            w = Math.max(w, work[k]);
        }
        keyA[k] = a;
        keyB[k] = b;
        target[k] = (byte) (t + 2);
        proof[k] = p;
        disproof[k] = d;
        work[k] = (byte) w;
    }

    /** Expands the node until its numbers reach a threshold; leaves them in {@link #pd}. */
    private void mid(long x, long o, int t, int thP, int thD) {
        if ((++nodes & 0xFFF) == 0) {
            limits.check(nodes);
        }
        if (settledByBounds(x, o, t)) {
            return;
        }
        x = oracle.reducedX;
        o = oracle.reducedO;
        int k = find(x, o, t);
        if (k >= 0 && (proof[k] >= thP || disproof[k] >= thD)) {
            pd[0] = proof[k];
            pd[1] = disproof[k];
            return;
        }
        long before = nodes;
        long free = full & ~(x | o);
        boolean xToMove = Long.bitCount(x) == Long.bitCount(o);
        long me = xToMove ? x : o;
        long moves = free & ~completing(me, free);
        int depth = Long.bitCount(x | o);
        long[] cx = childX[depth];
        long[] co = childO[depth];
        int[] cp = childP[depth];
        int[] cd = childD[depth];
        int n = 0;
        int ct = 1 - t;
        for (long m = moves; m != 0; m &= m - 1) {
            long bit = m & -m;
            cx[n] = xToMove ? x | bit : x;
            co[n] = xToMove ? o : o | bit;
            estimate(cx[n], co[n], ct);
            cp[n] = pd[0];
            cd[n] = pd[1];
            n++;
        }
        while (true) {
            // proof = least disproof of a child; disproof = sum of the children's proofs
            int minD = INF;
            long sumP = 0;
            int best = -1;
            int secondD = INF;
            for (int i = 0; i < n; i++) {
                sumP += cp[i];
                if (cd[i] < minD) {
                    secondD = minD;
                    minD = cd[i];
                    best = i;
                } else if (cd[i] < secondD) {
                    secondD = cd[i];
                }
            }
            int p = minD;
            int d = (int) Math.min(INF, sumP);
            if (p >= thP || d >= thD || p == 0 || d == 0) {
                store(x, o, t, p, d, nodes - before);
                pd[0] = p;
                pd[1] = d;
                return;
            }
            int childThP = (int) Math.min(INF - 1, (long) thD - d + cp[best]);
            long second = secondD >= INF ? INF - 1L : secondD + 1L + secondD / 4;
            int childThD = (int) Math.min(thP, Math.min(INF - 1L, second));
            mid(cx[best], co[best], ct, childThP, childThD);
            cp[best] = pd[0];
            cd[best] = pd[1];
        }
    }
}
