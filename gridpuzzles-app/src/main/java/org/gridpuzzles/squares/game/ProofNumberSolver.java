package org.gridpuzzles.squares.game;

import java.util.List;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.board.BoardSymmetry;
import org.gridpuzzles.squares.board.SquareGeometry;

/**
 * Depth-first proof-number search (df-pn, Nagai's formulation in negamax form) for the avoid game: the question at a
 * node is "does the player to move reach at least t?" (t = 0: a draw or better; t = 1: a win); a child answers the
 * question "at least 1 - t?" for its own mover, and the node succeeds when some child fails. Each node keeps a proof
 * number (how many leaves must still succeed to prove it) and a disproof number, and the search always expands the
 * most proving child within thresholds, so a win with a narrow strategy is proved without exploring the rest. The
 * table stores both numbers for the canonical position (least image under the board's symmetries) and t.
 *
 * <p>It shares the game's pruning with {@link PruningSolver}: poisoned fields are never played, a player with only
 * poisoned fields loses, and a move after which the opponent has only poisoned fields wins at once.
 */
final class ProofNumberSolver implements GameSolver {

    private static final int INF = 100_000_000;

    private final int fields;
    private final long full;
    private final long[] squares;
    private final boolean useRace;
    private final SupplyRace race;
    private final long[][][] lookup;
    /** Scratch for the canonical key of the position being looked up. */
    private final long[] key = new long[2];
    private final long[] keyX;
    private final long[] keyO;
    private final int[] proof;
    private final int[] disproof;
    private final int mask;
    private long nodes;
    private Limits limits = Limits.none();

    public ProofNumberSolver(int rows, int cols, boolean axisParallel, int tableBits) {
        this(rows, cols, axisParallel, tableBits, true);
    }

    /** With {@code useRace} false, only the game's own ends are decided without children. */
    ProofNumberSolver(int rows, int cols, boolean axisParallel, int tableBits, boolean useRace) {
        this.useRace = useRace;
        this.fields = rows * cols;
        if (fields > 63) {
            throw new IllegalArgumentException("proof-number search works on at most 63 fields");
        }
        this.full = (1L << fields) - 1;
        List<int[]> sq = SquareGeometry.squares(rows, cols, axisParallel);
        squares = new long[sq.size()];
        for (int i = 0; i < squares.length; i++) {
            for (int f : sq.get(i)) {
                squares[i] |= 1L << f;
            }
        }
        race = new SupplyRace(squares, SquareGeometry.throughMasks(rows, cols, axisParallel));
        List<int[]> syms = BoardSymmetry.of(rows, cols);
        lookup = BoardSymmetry.byteImages(syms, fields);
        int size = 1 << tableBits;
        keyX = new long[size];
        keyO = new long[size];
        proof = new int[size];
        disproof = new int[size];
        mask = size - 1;
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
        int[] pd = new int[2];
        mid(p.x(), p.o(), t, INF - 1, INF - 1, pd);
        if (pd[0] != 0 && pd[1] != 0) {
            throw new IllegalStateException("proof-number search ended undecided");
        }
        return pd[0] == 0;
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
     * Whether a node is decided without children for the question "at least t": 1 yes, 0 no, -1 not decided; the
     * game's own ends first, then the race of supplies ({@link SupplyRace}).
     */
    private int decided(long x, long o, int t) {
        int q = quick(x, o);
        if (q != 2) {
            return q >= t ? 1 : 0;
        }
        if (!useRace) {
            return -1;
        }
        long free = full & ~(x | o);
        boolean xToMove = Long.bitCount(x) == Long.bitCount(o);
        long me = xToMove ? x : o;
        long op = xToMove ? o : x;
        int b = race.bounds(me, op, free & ~completing(me, free), free & ~completing(op, free), free,
                Long.bitCount(free));
        if ((b & 3) - 1 >= t) {
            return 1;
        }
        if ((b >>> 2) - 1 < t) {
            return 0;
        }
        return -1;
    }

    /** The value of a node decided without children: 1 (mover wins), -1, 0 (draw), or 2 when not decided. */
    private int quick(long x, long o) {
        long free = full & ~(x | o);
        if (free == 0) {
            return 0;
        }
        boolean xToMove = Long.bitCount(x) == Long.bitCount(o);
        long me = xToMove ? x : o;
        long op = xToMove ? o : x;
        long safe = free & ~completing(me, free);
        if (safe == 0) {
            return -1;
        }
        long theirSafe = free & ~completing(op, free);
        if (Long.bitCount(free) >= 2 && (theirSafe == 0
                || (Long.bitCount(theirSafe) == 1 && (theirSafe & safe) != 0))) {
            return 1;
        }
        return 2;
    }

    private long lastX;
    private long lastO;

    /** The table slot of a position and target (the target in the key's top bit): k if stored there, else -1 - k. */
    private int slot(long x, long o, int t) {
        BoardSymmetry.canonical(lookup, x, o, key);
        long cx = key[0];
        long co = key[1];
        co |= (long) t << 63;
        lastX = cx;
        lastO = co;
        long h = cx * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(co * 0xC2B2AE3D27D4EB4FL, 31);
        int k = (int) ((h ^ h >>> 29) & mask);
        return keyX[k] == cx && keyO[k] == co && (proof[k] | disproof[k]) != 0 ? k : -1 - k;
    }

    /** Proof and disproof numbers of a node for "mover reaches at least t", from the table or first estimates. */
    private void lookupNumbers(long x, long o, int t, int[] pd) {
        int q = decided(x, o, t);
        if (q >= 0) {
            boolean ok = q == 1;
            pd[0] = ok ? 0 : INF;
            pd[1] = ok ? INF : 0;
            return;
        }
        int s = slot(x, o, t);
        if (s >= 0) {
            pd[0] = proof[s];
            pd[1] = disproof[s];
            return;
        }
        // first estimates: a node with few safe moves is quick to refute or prove
        pd[0] = 1;
        pd[1] = 1;
    }

    private void store(long x, long o, int t, int p, int d) {
        int s = slot(x, o, t);
        int k = s >= 0 ? s : -1 - s;
        keyX[k] = lastX;
        keyO[k] = lastO;
        proof[k] = p;
        disproof[k] = d;
    }

    /** Multiple iterative deepening: expands the node until its numbers reach a threshold; leaves them in pd. */
    private void mid(long x, long o, int t, int thP, int thD, int[] pd) {
        if ((++nodes & 0xFFF) == 0) {
            limits.check(nodes);
        }
        int q = decided(x, o, t);
        if (q >= 0) {
            boolean ok = q == 1;
            pd[0] = ok ? 0 : INF;
            pd[1] = ok ? INF : 0;
            return;
        }
        long free = full & ~(x | o);
        boolean xToMove = Long.bitCount(x) == Long.bitCount(o);
        long me = xToMove ? x : o;
        long moves = free & ~completing(me, free);
        int n = Long.bitCount(moves);
        long[] cx = new long[n];
        long[] co = new long[n];
        int k = 0;
        for (long m = moves; m != 0; m &= m - 1) {
            long bit = m & -m;
            cx[k] = xToMove ? x | bit : x;
            co[k] = xToMove ? o : o | bit;
            k++;
        }
        int ct = 1 - t;
        int[] cp = new int[n];
        int[] cd = new int[n];
        int[] tmp = new int[2];
        for (int i = 0; i < n; i++) {
            lookupNumbers(cx[i], co[i], ct, tmp);
            cp[i] = tmp[0];
            cd[i] = tmp[1];
        }
        while (true) {
            // node: proof = min over children of their disproof; disproof = sum of their proofs (the numbers a child
            // search returned are kept here, so a table entry overwritten meanwhile cannot stall the loop)
            int minD = INF;
            long sumP = 0;
            int best = -1;
            int secondD = INF;
            for (int i = 0; i < n; i++) {
                tmp[0] = cp[i];
                tmp[1] = cd[i];
                sumP += tmp[0];
                if (tmp[1] < minD) {
                    secondD = minD;
                    minD = tmp[1];
                    best = i;
                } else if (tmp[1] < secondD) {
                    secondD = tmp[1];
                }
            }
            int p = minD;
            int d = (int) Math.min(INF, sumP);
            if (p >= thP || d >= thD || p == 0 || d == 0) {
                store(x, o, t, p, d);
                pd[0] = p;
                pd[1] = d;
                return;
            }
            // the child's thresholds: its disproof below ours, its proof below what keeps our disproof under thD
            int childThP = (int) Math.min(INF - 1, (long) thD - d + cp[best]);
            int childThD = Math.min(thP, secondD == INF ? INF - 1 : secondD + 1);
            mid(cx[best], co[best], ct, childThP, childThD, tmp);
            cp[best] = tmp[0];
            cd[best] = tmp[1];
        }
    }
}
