package org.gridpuzzles.squares.game;

import java.util.List;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.GameValue;
import org.gridpuzzles.squares.board.BoardSymmetry;
import org.gridpuzzles.squares.board.SquareGeometry;

/**
 * Negamax with alpha-beta over the three values -1, 0, +1, a transposition table and the board's symmetries: each
 * position is stored under the least of its images (x mask, then o mask), so symmetric positions share one entry.
 * A move that completes one's own square loses at once (value -1); a full board without one is a draw.
 */
final class AlphaBetaSolver implements GameSolver {

    private static final byte EXACT = 1;
    private static final byte LOWER = 2;
    private static final byte UPPER = 3;

    private final long[][] through;
    private final long full;
    /** lookup[s][chunk][byte]: the image under symmetry s of the 8 fields of one chunk. */
    private final long[][][] lookup;
    /** Scratch for the canonical key of the position being looked up. */
    private final long[] key = new long[2];
    private final long[] keyX;
    private final long[] keyO;
    /** value + 2 in bits 0-1, bound kind in bits 2-3; 0 means empty. */
    private final byte[] info;
    private final int mask;
    private final int[] order;
    private long nodes;
    private Limits limits = Limits.none();

    AlphaBetaSolver(int rows, int cols, boolean axisParallel, int tableBits) {
        int n = rows * cols;
        if (n > 64) {
            throw new InvalidInputException("the game solver works on at most 64 fields");
        }
        this.through = SquareGeometry.throughMasks(rows, cols, axisParallel);
        this.full = n == 64 ? -1L : (1L << n) - 1;
        List<int[]> syms = BoardSymmetry.of(rows, cols);
        lookup = BoardSymmetry.byteImages(syms, n);
        int size = 1 << tableBits;
        keyX = new long[size];
        keyO = new long[size];
        info = new byte[size];
        mask = size - 1;
        // centre fields first: they lie on the most squares, so their moves decide the most
        order = new int[n];
        Integer[] idx = new Integer[n];
        for (int i = 0; i < n; i++) {
            idx[i] = i;
        }
        java.util.Arrays.sort(idx, (a, b) -> Integer.compare(through[b].length, through[a].length));
        for (int i = 0; i < n; i++) {
            order[i] = idx[i];
        }
    }

    /**
     * Searches stop at these limits: {@link org.gridpuzzles.core.LimitReachedException} at the deadline,
     * {@link org.gridpuzzles.core.InterruptedRunException} when cancelled.
     */
    void limits(Limits l) {
        this.limits = l;
    }

    @Override
    public long nodes() {
        return nodes;
    }

    @Override
    public int value(GamePosition p) {
        return search(p.x(), p.o(), -1, 1);
    }

    /** The value of the game from the empty board or any position, as a result for the first player. */
    public static GameValue asResult(int valueForMover, int mover) {
        if (valueForMover == 0) {
            return GameValue.DRAW;
        }
        boolean firstWins = (valueForMover > 0) == (mover == 0);
        return firstWins ? GameValue.FIRST_PLAYER_WINS : GameValue.SECOND_PLAYER_WINS;
    }

    private int search(long x, long o, int alpha, int beta) {
        long free = full & ~(x | o);
        if (free == 0) {
            return 0;
        }
        if ((++nodes & 0xFFFF) == 0) {
            limits.check(nodes);
        }
        // canonical key
        BoardSymmetry.canonical(lookup, x, o, key);
        long cx = key[0];
        long co = key[1];
        int slot = (int) (mix(cx, co) & mask);
        byte e = info[slot];
        if (e != 0 && keyX[slot] == cx && keyO[slot] == co) {
            int v = (e & 3) - 2;
            int kind = e >>> 2;
            if (kind == EXACT || (kind == LOWER && v >= beta) || (kind == UPPER && v <= alpha)) {
                return v;
            }
        }
        int alphaIn = alpha;
        boolean xToMove = Long.bitCount(x) == Long.bitCount(o);
        long mine = xToMove ? x : o;
        int best = -1;
        for (int f : order) {
            if ((free >>> f & 1) == 0 || completes(mine, f)) {
                continue;
            }
            long bit = 1L << f;
            int v = xToMove ? -search(x | bit, o, -beta, -alpha) : -search(x, o | bit, -beta, -alpha);
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        byte kind = best <= alphaIn ? UPPER : best >= beta ? LOWER : EXACT;
        keyX[slot] = cx;
        keyO[slot] = co;
        info[slot] = (byte) ((best + 2) | kind << 2);
        return best;
    }

    private boolean completes(long mine, int f) {
        for (long m : through[f]) {
            if ((mine & m) == m) {
                return true;
            }
        }
        return false;
    }

    private static long mix(long a, long b) {
        long h = a * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(b * 0xC2B2AE3D27D4EB4FL, 31);
        return h ^ h >>> 29;
    }

    @Override
    public long[][] through() {
        return through;
    }
}
