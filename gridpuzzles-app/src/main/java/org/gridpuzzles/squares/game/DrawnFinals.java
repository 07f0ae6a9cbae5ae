package org.gridpuzzles.squares.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.gridpuzzles.core.LimitReachedException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.draw.BitBoardSearch;

/**
 * The drawn final boards of a game (full, no one-coloured square, x holding ceil(n/2) of the n counters) as bitsets:
 * a game can end in a draw only on a final board that agrees with every counter already placed, so a position whose
 * set of such boards is empty can no longer be drawn (under both goals: a draw is a full board without a square).
 * For each field and colour, the set of final boards with that colour there; the set of a position is the AND over
 * its counters. Boards with few drawn finals (5 x 5: 2704, 4 x 5: 7236) keep it in a few dozen words.
 *
 * <p>{@link Path} keeps the set along the search path, one row per number of counters, each row derived from a
 * shorter position it contains by ANDing the fields added since: no allocation during the search.
 */
final class DrawnFinals {

    /** Boards with more drawn finals than this (3 x 7: 49,854; 5 x 5 axis-parallel: 228,614) do without them. */
    static final int DEFAULT_CAP = 1 << 14;
    /** Fields placed by the enumeration before it gives up (about two seconds at most). */
    private static final long ENUMERATION_STEPS = 10_000_000L;

    private static final Map<String, DrawnFinals> CACHE = new ConcurrentHashMap<>();
    /** Marks a size whose finals are more than the cap (the map holds no nulls). */
    private static final DrawnFinals TOO_MANY = new DrawnFinals(0, 0, new long[0]);

    final int fields;
    /** Number of final boards. */
    final int count;
    /** Words per set. */
    final int words;
    /** {@code compat[(colour * fields + field) * words + w]}: the boards with that colour on that field. */
    final long[] compat;

    private DrawnFinals(int fields, int count, long[] compat) {
        this.fields = fields;
        this.count = count;
        this.words = (count + 63) >>> 6;
        this.compat = compat;
    }

    /** The drawn finals of the board, or null when there are more than {@code cap} of them. */
    static DrawnFinals of(int rows, int cols, boolean axisParallel, int cap) {
        String key = rows + "x" + cols + (axisParallel ? "a" : "t") + ":" + cap;
        DrawnFinals f = CACHE.computeIfAbsent(key, k -> enumerate(rows, cols, axisParallel, cap));
        return f == TOO_MANY ? null : f;
    }

    private static DrawnFinals enumerate(int rows, int cols, boolean axisParallel, int cap) {
        Rules rules = Rules.twoColours(rows, cols)
                .with(axisParallel ? Rules.SquareKind.AXIS_PARALLEL : Rules.SquareKind.ALL);
        List<long[]> boards = new ArrayList<>();
        boolean[] over = new boolean[1];
        BitBoardSearch search = new BitBoardSearch(1, Limits.none().withSteps(ENUMERATION_STEPS));
        try {
            search.forEach(rules, b -> {
                if (boards.size() >= cap) {
                    over[0] = true;
                    return false;
                }
                boards.add(masks(b));
                return true;
            });
        } catch (LimitReachedException e) {
            // a board whose drawn finals take long to find does without them
            return TOO_MANY;
        }
        if (over[0]) {
            return TOO_MANY;
        }
        int fields = rows * cols;
        int n = boards.size();
        int words = (n + 63) >>> 6;
        long[] compat = new long[2 * fields * words];
        for (int i = 0; i < n; i++) {
            long[] b = boards.get(i);
            for (int c = 0; c < 2; c++) {
                for (long m = b[c]; m != 0; m &= m - 1) {
                    int f = Long.numberOfTrailingZeros(m);
                    compat[(c * fields + f) * words + (i >>> 6)] |= 1L << i;
                }
            }
        }
        return new DrawnFinals(fields, n, compat);
    }

    /** The fields of x and of o of a full board. */
    private static long[] masks(Board b) {
        long x = 0;
        long o = 0;
        int[] cells = b.cells();
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == 0) {
                x |= 1L << i;
            } else {
                o |= 1L << i;
            }
        }
        return new long[] {x, o};
    }

    /** The drawn finals that agree with a position, counted from scratch (for tests). */
    int countCompatible(long x, long o) {
        int n = 0;
        for (int w = 0; w < words; w++) {
            long set = w == words - 1 && (count & 63) != 0 ? (1L << (count & 63)) - 1 : -1L;
            for (long m = x; m != 0; m &= m - 1) {
                set &= compat[Long.numberOfTrailingZeros(m) * words + w];
            }
            for (long m = o; m != 0; m &= m - 1) {
                set &= compat[(fields + Long.numberOfTrailingZeros(m)) * words + w];
            }
            n += Long.bitCount(set);
        }
        return n;
    }

    /** The sets along a search path: one row per number of counters. */
    static final class Path {
        private final DrawnFinals finals;
        private final int words;
        private final long[] rows;
        private final long[] rowX;
        private final long[] rowO;
        /** Words [from, to) of the row may be non-zero; from == to: no final board left. */
        private final int[] from;
        private final int[] to;

        Path(DrawnFinals finals) {
            this.finals = finals;
            this.words = finals.words;
            int depths = finals.fields + 1;
            rows = new long[depths * words];
            rowX = new long[depths];
            rowO = new long[depths];
            from = new int[depths];
            to = new int[depths];
            java.util.Arrays.fill(rowX, -1L);
            // row 0: the empty board, every final board
            for (int w = 0; w < words; w++) {
                rows[w] = w == words - 1 && (finals.count & 63) != 0 ? (1L << (finals.count & 63)) - 1 : -1L;
            }
            rowX[0] = 0;
            rowO[0] = 0;
            from[0] = 0;
            to[0] = words;
        }

        /**
         * Whether some drawn final board agrees with the position. Leaves its set in the row of its number of
         * counters, derived from the longest stored position it contains (usually its parent).
         */
        boolean drawPossible(long x, long o) {
            int d = Long.bitCount(x | o);
            if (rowX[d] == x && rowO[d] == o) {
                return from[d] < to[d];
            }
            int k = d - 1;
            while ((rowX[k] & ~x) != 0 || (rowO[k] & ~o) != 0) {
                k--;
            }
            rowX[d] = x;
            rowO[d] = o;
            int lo = from[k];
            int hi = to[k];
            if (lo < hi) {
                long[] compat = finals.compat;
                int base = d * words;
                int src = k * words;
                System.arraycopy(rows, src + lo, rows, base + lo, hi - lo);
                int fields = finals.fields;
                long addX = x & ~rowX[k];
                long addO = o & ~rowO[k];
                for (long m = addX | addO; m != 0 && lo < hi; m &= m - 1) {
                    int f = Long.numberOfTrailingZeros(m);
                    int c = (addX >>> f & 1) != 0 ? f : fields + f;
                    int cb = c * words;
                    for (int w = lo; w < hi; w++) {
                        rows[base + w] &= compat[cb + w];
                    }
                    while (lo < hi && rows[base + lo] == 0) {
                        lo++;
                    }
                    while (hi > lo && rows[base + hi - 1] == 0) {
                        hi--;
                    }
                }
            }
            from[d] = lo;
            to[d] = hi;
            return lo < hi;
        }

        /** How many drawn finals agree with the position {@link #drawPossible} last set for this number of counters. */
        int count(int counters) {
            int n = 0;
            int base = counters * words;
            for (int w = from[counters]; w < to[counters]; w++) {
                n += Long.bitCount(rows[base + w]);
            }
            return n;
        }

        /** How many of the finals of the row agree with one more counter of the given colour (0 x, 1 o) on a field. */
        int countWith(int counters, int colour, int field) {
            int n = 0;
            int base = counters * words;
            int cb = (colour * finals.fields + field) * words;
            long[] compat = finals.compat;
            for (int w = from[counters]; w < to[counters]; w++) {
                n += Long.bitCount(rows[base + w] & compat[cb + w]);
            }
            return n;
        }
    }
}
