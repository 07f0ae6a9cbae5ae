package org.gridpuzzles.labyrinth;

import java.math.BigInteger;
import java.util.Arrays;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.LimitReachedException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

/**
 * Counts Hamiltonian paths between two fields of a region of a grid with a frontier (transfer-matrix) dynamic
 * program that sweeps the grid field by field in row order, the narrow side across.
 *
 * <p>The frontier holds one slot per column (the edge going down from the last swept field of that column) and one
 * slot for the edge going right from the last swept field. A slot is 0 (no edge), 1 or 2 (the two ends of a piece of
 * line whose ends are both on the frontier, matched like parentheses) or 3 (the one frontier end of the piece that
 * holds the start or the end field). Two bits per slot, so a state is a long. Counts are exact: unsigned numbers of
 * 62-bit limbs, with one more limb taken whenever the sum of all counts could reach the top limb.
 */
final class FrontierCounter implements PathCounter {

    /** Widest frontier the long state holds; in practice the number of states limits much earlier. */
    static final int MAX_WIDTH = 30;

    private static final long LIMB_MASK = (1L << 62) - 1;

    private final int rows;
    private final int width;
    private final boolean transposed;
    private final boolean[] free;
    private final int start;
    private final int end;
    private final int[] dirMask;
    private final long maxStates;
    private final Limits limits;
    private long peakStates;

    /**
     * @param grid the grid
     * @param free the fields the line must pass (null: all)
     * @param start start field (a free field)
     * @param end end field (a free field)
     * @param startDirs the directions the line may leave the start in (Direction bits; 15 for any)
     * @param maxStates the most frontier states kept at once before giving up with a clear message
     */
    FrontierCounter(Grid grid, boolean[] free, int start, int end, int startDirs, long maxStates) {
        this(grid, free, start, end, startDirs, maxStates, Limits.none());
    }

    /** As above, stopping when {@code limits} are cancelled or run out (checked once per field of the sweep). */
    FrontierCounter(Grid grid, boolean[] free, int start, int end, int startDirs, long maxStates, Limits limits) {
        this.limits = limits;
        this.transposed = grid.cols() > grid.rows();
        this.rows = transposed ? grid.cols() : grid.rows();
        this.width = transposed ? grid.rows() : grid.cols();
        if (width > MAX_WIDTH) {
            throw new InvalidInputException("counting needs the narrow side of the grid to be at most " + MAX_WIDTH
                    + " fields, not " + width);
        }
        int n = grid.size();
        this.free = new boolean[n];
        this.dirMask = new int[n];
        for (int i = 0; i < n; i++) {
            int t = transposed ? map(grid, i) : i;
            this.free[t] = free == null || free[i];
            this.dirMask[t] = 15;
        }
        this.start = transposed ? map(grid, start) : start;
        this.end = transposed ? map(grid, end) : end;
        int dirs = 0;
        for (Direction d : Direction.values()) {
            if ((startDirs & d.bit()) != 0) {
                dirs |= (transposed ? swap(d) : d).bit();
            }
        }
        this.dirMask[this.start] = dirs;
        this.maxStates = maxStates;
    }

    static FrontierCounter of(Labyrinth lab, Limits limits) {
        return new FrontierCounter(lab.grid(), null, lab.start(), lab.end(), 15, defaultMaxStates(), limits);
    }

    /**
     * As many states as the heap holds: two tables (the states swept and the states made), each a key and up to
     * three limbs per slot at a quarter to half load, about 128 bytes per state.
     */
    static long defaultMaxStates() {
        return Math.max(1 << 16, Runtime.getRuntime().maxMemory() / 128);
    }

    /** The most states one step of the last count held. */
    @Override
    public long peakStates() {
        return peakStates;
    }

    private static int map(Grid g, int i) {
        int r = i / g.cols();
        int c = i % g.cols();
        return c * g.rows() + r;
    }

    private static Direction swap(Direction d) {
        return switch (d) {
            case UP -> Direction.LEFT;
            case LEFT -> Direction.UP;
            case RIGHT -> Direction.DOWN;
            case DOWN -> Direction.RIGHT;
        };
    }

    private boolean canRight(int i) {
        int c = i % width;
        return c < width - 1 && free[i + 1] && (dirMask[i] & Direction.RIGHT.bit()) != 0
                && (dirMask[i + 1] & Direction.LEFT.bit()) != 0;
    }

    private boolean canDown(int i) {
        int r = i / width;
        return r < rows - 1 && free[i + width] && (dirMask[i] & Direction.DOWN.bit()) != 0
                && (dirMask[i + width] & Direction.UP.bit()) != 0;
    }

    /** The number of lines from start to end through every free field exactly once. */
    @Override
    public BigInteger count(Progress progress) {
        int n = rows * width;
        if (!free[start] || !free[end]) {
            return BigInteger.ZERO;
        }
        int last = -1;
        int freeCount = 0;
        for (int i = 0; i < n; i++) {
            if (free[i]) {
                last = i;
                freeCount++;
            }
        }
        if (start == end) {
            return freeCount == 1 ? BigInteger.ONE : BigInteger.ZERO;
        }
        final int hSlot = width;
        // order[c] lists the slots in frontier order (left to right) while field column c is swept
        int[][] order = new int[width][width + 1];
        int[][] posOf = new int[width][width + 1];
        for (int c = 0; c < width; c++) {
            int k = 0;
            for (int j = 0; j < c; j++) {
                order[c][k++] = j;
            }
            order[c][k++] = hSlot;
            for (int j = c; j < width; j++) {
                order[c][k++] = j;
            }
            for (int p = 0; p <= width; p++) {
                posOf[c][order[c][p]] = p;
            }
        }
        StateTable cur = new StateTable(1, 1024);
        StateTable next = new StateTable(1, 1024);
        long[] one = {1};
        cur.add(0L, one, 0);
        long[] total = new long[1];
        boolean done = false;
        double bound = 1;
        progress.start("counting", n);
        for (int i = 0; i < n && !done; i++) {
            int c = i % width;
            int[] ord = order[c];
            int[] pos = posOf[c];
            // new counts are at most twice the sum of the old ones: take another limb before they could overflow
            int limbs = cur.limbs;
            bound *= 2;
            if (bound * 4 >= Math.scalb(1.0, 62 * limbs)) {
                bound = cur.sumEstimate() * 2;
                if (bound * 4 >= Math.scalb(1.0, 62 * limbs)) {
                    limbs++;
                }
            }
            next.reset(limbs, Math.max(1024, cur.size));
            if (total.length < limbs) {
                total = Arrays.copyOf(total, limbs);
            }
            boolean isFree = free[i];
            int req = !isFree ? 0 : (i == start || i == end) ? 1 : 2;
            boolean right = isFree && canRight(i);
            boolean down = isFree && canDown(i);
            sweepField(i, c, ord, pos, req, right, down, last, cur, next, total);
            peakStates = Math.max(peakStates, next.size);
            if (next.size > maxStates) {
                String size = transposed ? width + " x " + rows : rows + " x " + width;
                throw new LimitReachedException(LimitReachedException.Limit.STATES, "counting " + size
                        + " needs more than " + maxStates + " frontier states, beyond the memory limit "
                        + "(give the JVM more heap with -Xmx)");
            }
            StateTable t = cur;
            cur = next;
            next = t;
            if (cur.size == 0) {
                done = true;
            }
            if ((i & 15) == 0) {
                progress.done(i + 1);
            }
            if (Thread.currentThread().isInterrupted()) {
                throw new InterruptedRunException("interrupted while counting");
            }
            if (limits.stopped()) {
                limits.check(i);
            }
        }
        progress.done(n);
        return toBig(total, 0, total.length);
    }

    /** One field of the sweep: every state of {@code cur} moves on to {@code next} (finished lines to total). */
    private void sweepField(int i, int c, int[] ord, int[] pos, int req, boolean right, boolean down, int last,
            StateTable cur, StateTable next, long[] total) {
        final int hSlot = width;
        int hShift = 2 * hSlot;
        int cShift = 2 * c;
        long clear = ~((3L << hShift) | (3L << cShift));
        long[] keys = cur.keys;
        long[] vals = cur.vals;
        int cl = cur.limbs;
        for (int slot = 0; slot < keys.length; slot++) {
            long key1 = keys[slot];
            if (key1 == 0) {
                continue;
            }
            long s = key1 - 1;
            int vo = slot * cl;
            int left = (int) (s >>> hShift) & 3;
            int up = (int) (s >>> cShift) & 3;
            long base = s & clear;
            int deg = (left != 0 ? 1 : 0) + (up != 0 ? 1 : 0);
            if (deg > req) {
                continue;
            }
            if (req == 0) {
                next.add(base, vals, vo, cl);
            } else if (deg == req) {
                if (req == 1) {
                    int x = left != 0 ? left : up;
                    int xPos = pos[left != 0 ? hSlot : c];
                    if (x == 3) {
                        if (base == 0 && i == last) {
                            addInto(total, vals, vo, cl);
                        }
                    } else {
                        int p = partner(s, ord, xPos, x);
                        next.add(set(base, ord[p], 3), vals, vo, cl);
                    }
                } else if (left == 3 && up == 3) {
                    if (base == 0 && i == last) {
                        addInto(total, vals, vo, cl);
                    }
                } else if (left == 3 || up == 3) {
                    int y = left == 3 ? up : left;
                    int yPos = pos[left == 3 ? c : hSlot];
                    int p = partner(s, ord, yPos, y);
                    next.add(set(base, ord[p], 3), vals, vo, cl);
                } else if (left == 1 && up == 1) {
                    int p = partner(s, ord, pos[c], 1);
                    next.add(set(base, ord[p], 1), vals, vo, cl);
                } else if (left == 2 && up == 2) {
                    int p = partner(s, ord, pos[hSlot], 2);
                    next.add(set(base, ord[p], 2), vals, vo, cl);
                } else if (left == 2 && up == 1) {
                    next.add(base, vals, vo, cl);
                }
                // left 1, up 2: they are the two ends of one piece; joining them closes a ring
            } else if (deg == 0) {
                if (req == 1) {
                    if (right) {
                        next.add(base | (3L << hShift), vals, vo, cl);
                    }
                    if (down) {
                        next.add(base | (3L << cShift), vals, vo, cl);
                    }
                } else if (right && down) {
                    next.add(base | (1L << cShift) | (2L << hShift), vals, vo, cl);
                }
            } else {
                int x = left != 0 ? left : up;
                if (right) {
                    next.add(base | ((long) x << hShift), vals, vo, cl);
                }
                if (down) {
                    next.add(base | ((long) x << cShift), vals, vo, cl);
                }
            }
        }
    }

    private static long set(long s, int slot, int label) {
        return (s & ~(3L << (2 * slot))) | ((long) label << (2 * slot));
    }

    /** The frontier position of the other end of the piece whose end at {@code p} has label 1 or 2. */
    private static int partner(long s, int[] ord, int p, int label) {
        int depth = 0;
        if (label == 1) {
            for (int q = p + 1; q < ord.length; q++) {
                int l = (int) (s >>> (2 * ord[q])) & 3;
                if (l == 1) {
                    depth++;
                } else if (l == 2) {
                    if (depth == 0) {
                        return q;
                    }
                    depth--;
                }
            }
        } else {
            for (int q = p - 1; q >= 0; q--) {
                int l = (int) (s >>> (2 * ord[q])) & 3;
                if (l == 2) {
                    depth++;
                } else if (l == 1) {
                    if (depth == 0) {
                        return q;
                    }
                    depth--;
                }
            }
        }
        throw new IllegalStateException("unmatched frontier label");
    }

    private static void addInto(long[] dst, long[] src, int off, int len) {
        long carry = 0;
        for (int k = 0; k < dst.length; k++) {
            long v = dst[k] + (k < len ? src[off + k] : 0) + carry;
            dst[k] = v & LIMB_MASK;
            carry = v >>> 62;
        }
    }

    static BigInteger toBig(long[] limbs, int off, int len) {
        BigInteger b = BigInteger.ZERO;
        for (int k = len - 1; k >= 0; k--) {
            b = b.shiftLeft(62).add(BigInteger.valueOf(limbs[off + k]));
        }
        return b;
    }

    /** Open addressing from state (stored plus one, 0 = empty) to a count of {@code limbs} 62-bit limbs. */
    static final class StateTable {
        int limbs;
        long[] keys;
        long[] vals;
        int size;
        int mask;

        StateTable(int limbs, int capacity) {
            this.limbs = limbs;
            int cap = Integer.highestOneBit(Math.max(16, capacity) * 2 - 1);
            keys = new long[cap];
            vals = new long[cap * limbs];
            mask = cap - 1;
        }

        void reset(int newLimbs, int expected) {
            int cap = Integer.highestOneBit(Math.max(16, expected * 2) * 2 - 1);
            cap = Math.max(16, cap / 2);
            if (cap > keys.length || newLimbs != limbs || cap * 4 < keys.length) {
                keys = new long[cap];
                vals = new long[cap * newLimbs];
                mask = cap - 1;
            } else {
                Arrays.fill(keys, 0L);
            }
            limbs = newLimbs;
            size = 0;
        }

        double sumEstimate() {
            double sum = 0;
            for (int slot = 0; slot < keys.length; slot++) {
                if (keys[slot] != 0) {
                    int o = slot * limbs;
                    for (int k = 0; k < limbs; k++) {
                        sum += Math.scalb((double) vals[o + k], 62 * k);
                    }
                }
            }
            return sum;
        }

        void add(long state, long[] src, int off) {
            add(state, src, off, src.length);
        }

        void add(long state, long[] src, int off, int len) {
            long key1 = state + 1;
            int h = hash(key1) & mask;
            while (true) {
                long k = keys[h];
                if (k == key1) {
                    int o = h * limbs;
                    long carry = 0;
                    for (int j = 0; j < limbs; j++) {
                        long v = vals[o + j] + (j < len ? src[off + j] : 0) + carry;
                        vals[o + j] = v & LIMB_MASK;
                        carry = v >>> 62;
                    }
                    return;
                }
                if (k == 0) {
                    keys[h] = key1;
                    int o = h * limbs;
                    for (int j = 0; j < limbs; j++) {
                        vals[o + j] = j < len ? src[off + j] : 0;
                    }
                    if (++size * 2 > keys.length) {
                        grow();
                    }
                    return;
                }
                h = (h + 1) & mask;
            }
        }

        private void grow() {
            long[] oldKeys = keys;
            long[] oldVals = vals;
            keys = new long[oldKeys.length * 2];
            vals = new long[keys.length * limbs];
            mask = keys.length - 1;
            for (int slot = 0; slot < oldKeys.length; slot++) {
                long k = oldKeys[slot];
                if (k != 0) {
                    int h = hash(k) & mask;
                    while (keys[h] != 0) {
                        h = (h + 1) & mask;
                    }
                    keys[h] = k;
                    System.arraycopy(oldVals, slot * limbs, vals, h * limbs, limbs);
                }
            }
        }

        private static int hash(long k) {
            k ^= k >>> 33;
            k *= 0xff51afd7ed558ccdL;
            k ^= k >>> 33;
            k *= 0xc4ceb9fe1a85ec53L;
            k ^= k >>> 33;
            return (int) k;
        }
    }
}
