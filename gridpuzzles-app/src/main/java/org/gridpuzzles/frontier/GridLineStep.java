package org.gridpuzzles.frontier;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.io.Fingerprint;

/**
 * The step rule for lines on a grid region swept field by field in row order: lines from the start to the end field,
 * or closed lines (Hamiltonian cycles of a whole grid). The frontier holds one slot per column
 * (the edge going down from the last swept field of that column) and one slot for the edge going right from the last
 * swept field. A slot is 0 (no edge), 1 or 2 (the two ends of a piece of line whose ends are both on the frontier,
 * matched like parentheses) or 3 (the one frontier end of the piece that holds the start or the end field). Two bits a
 * slot, no relabelling: far cheaper per state than the general rule, which must rename pieces after every step. A
 * closed line has no 3: its pieces all have both ends on the frontier, and the two ends of one piece may be joined only
 * at the last field, when nothing else is left, so every closed line is counted once, where it is closed.
 */
final class GridLineStep implements StepRule {

    private final GridRegion region;
    private final boolean closed;
    private final int width;
    private final int steps;
    private final int last;
    private final int hSlot;
    /** order[c]: the slots in frontier order (left to right) while a field of column c is swept; posOf the inverse. */
    private final int[][] order;
    private final int[][] posOf;
    /** Per step: the edges the field needs (0 not free, 1 an end, 2 otherwise). */
    private final byte[] need;
    private final boolean[] right;
    private final boolean[] down;

    GridLineStep(GridRegion region) {
        this(region, false);
    }

    /** The rule for the closed lines through every field of a whole grid, {@code rows} rows {@code width} across. */
    static GridLineStep cycles(int rows, int width) {
        return new GridLineStep(new GridRegion(rows, width, null, 0, 0, 15), true);
    }

    private GridLineStep(GridRegion region, boolean closed) {
        this.region = region;
        this.closed = closed;
        this.width = region.width();
        int n = region.rows() * width;
        int lastFree = -1;
        for (int i = 0; i < n; i++) {
            if (region.isFree(i)) {
                lastFree = i;
            }
        }
        this.last = lastFree;
        this.steps = lastFree + 1;
        this.hSlot = width;
        order = new int[width][width + 1];
        posOf = new int[width][width + 1];
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
        need = new byte[steps];
        right = new boolean[steps];
        down = new boolean[steps];
        for (int i = 0; i < steps; i++) {
            boolean f = region.isFree(i);
            need[i] = (byte) (!f ? 0 : !closed && (i == region.start() || i == region.end()) ? 1 : 2);
            right[i] = f && allowed(i, i % width < width - 1 ? i + 1 : -1, Direction.RIGHT);
            down[i] = f && allowed(i, i / width < region.rows() - 1 ? i + width : -1, Direction.DOWN);
        }
    }

    /** Whether the line may use the edge from field i to field j (in direction d from i). */
    private boolean allowed(int i, int j, Direction d) {
        if (j < 0 || !region.isFree(j)) {
            return false;
        }
        if (i == region.start() && (region.startDirs() & d.bit()) == 0) {
            return false;
        }
        Direction back = d == Direction.RIGHT ? Direction.LEFT : Direction.UP;
        return j != region.start() || (region.startDirs() & back.bit()) != 0;
    }

    /** Whether the rule counts closed lines (else lines between two fields). */
    boolean closed() {
        return closed;
    }

    /** Fields across. */
    int width() {
        return width;
    }

    /** Rows swept. */
    int rows() {
        return region.rows();
    }

    /**
     * The first field from which every field before the last row follows the rule of its column in a middle row (all
     * of them free, neither end among them), or -1 when there is none in the first row or fewer than three rows: from
     * there on a row's steps repeat, and {@link RowTables} may sweep them by tables made once.
     */
    int repeatsFrom() {
        int rows = region.rows();
        if (rows < 3 || width < 2 || steps != rows * width) {
            return -1;
        }
        int lastRow = (rows - 1) * width;
        int from = lastRow;
        while (from > 0 && sameAsMiddle(from - 1)) {
            from--;
        }
        return from < width ? from : -1;
    }

    /** Whether field i's rule is that of its column in row 1. */
    private boolean sameAsMiddle(int i) {
        int m = width + i % width;
        return need[i] == 2 && need[m] == 2 && right[i] == right[m] && down[i] == down[m] && i != last
                && m != last;
    }

    @Override
    public int steps() {
        return steps;
    }

    @Override
    public int fanout(int v) {
        return 2;
    }

    @Override
    public long[] foreseenStates() {
        // those of the whole board: fields taken out only lower them
        return closed ? ClosedGrowth.states(region.rows(), width) : GridGrowth.states(region.rows(), width);
    }

    @Override
    public int keyBits() {
        return 2 * (width + 1);
    }

    /**
     * The key bits of the column slots that steps {@code from} to {@code to - 1} do not sweep. A step writes only the
     * slot of its column and the slot of the edge going right; elsewhere it may relabel a piece's other end but never
     * empties or fills a slot, so states that these steps bring together agreed before them on which of these slots
     * hold an edge ({@link #occupied}).
     */
    long unsweptSlots(int from, int to) {
        long mask = (1L << (2 * width)) - 1;
        for (int v = from; v < to && v < from + width; v++) {
            mask &= ~(3L << (2 * (v % width)));
        }
        return mask;
    }

    /** Which slots of {@code mask} hold an edge in {@code key}: the low bit of each slot, the label dropped. */
    static long occupied(long key, long mask) {
        long x = key & mask;
        return (x | (x >>> 1)) & mask & 0x5555555555555555L;
    }

    @Override
    public long fingerprint() {
        long h = 0x6772696c696e6573L; // "grilines"
        h = Fingerprint.mix(h, region.rows());
        h = Fingerprint.mix(h, width);
        for (int i = 0; i < region.rows() * width; i++) {
            h = Fingerprint.mix(h, region.isFree(i) ? 1 : 0);
        }
        if (closed) {
            return Fingerprint.mix(h, 0x636c6f736564L); // "closed": no ends
        }
        h = Fingerprint.mix(h, region.start());
        h = Fingerprint.mix(h, region.end());
        return Fingerprint.mix(h, region.startDirs());
    }

    @Override
    public StepRule copy() {
        return this; // no scratch space: every thread may share it
    }

    @Override
    public void expand(int i, long s, Sink sink) {
        expand(i, s, sink, null, 0, false);
    }

    @Override
    public void expand(int i, long s, Sink sink, byte[] memo, int at, boolean again) {
        int c = i % width;
        int[] ord = order[c];
        int[] pos = posOf[c];
        int hShift = 2 * hSlot;
        int cShift = 2 * c;
        int left = (int) (s >>> hShift) & 3;
        int up = (int) (s >>> cShift) & 3;
        long base = s & ~((3L << hShift) | (3L << cShift));
        int deg = (left != 0 ? 1 : 0) + (up != 0 ? 1 : 0);
        int req = need[i];
        if (deg > req) {
            return;
        }
        boolean isLast = i == last;
        if (req == 0) {
            sink.next(base);
        } else if (deg == req) {
            if (req == 1) {
                int x = left != 0 ? left : up;
                if (x == 3) {
                    if (base == 0 && isLast) {
                        sink.complete();
                    }
                } else if (!isLast) {
                    int p = again ? memo[at] : remember(memo, at, partner(frontier(s, c), pos[left != 0 ? hSlot : c], x));
                    sink.next(set(base, ord[p], 3));
                }
            } else if (left == 3 && up == 3) {
                if (base == 0 && isLast) {
                    sink.complete();
                }
            } else if (isLast) {
                if (closed && left == 1 && up == 2 && base == 0) {
                    sink.complete(); // the two ends of the one piece left, joined at the last field
                }
                // otherwise pieces left over at the last field: no line through every field
            } else if (left == 3 || up == 3) {
                int y = left == 3 ? up : left;
                int p = again ? memo[at] : remember(memo, at, partner(frontier(s, c), pos[left == 3 ? c : hSlot], y));
                sink.next(set(base, ord[p], 3));
            } else if (left == 1 && up == 1) {
                int p = again ? memo[at] : remember(memo, at, partner(frontier(s, c), pos[c], 1));
                sink.next(set(base, ord[p], 1));
            } else if (left == 2 && up == 2) {
                int p = again ? memo[at] : remember(memo, at, partner(frontier(s, c), pos[hSlot], 2));
                sink.next(set(base, ord[p], 2));
            } else if (left == 2 && up == 1) {
                sink.next(base);
            }
            // left 1, up 2: joining the two ends of one piece closes a ring (too early but at a closed line's end)
        } else if (deg == 0) {
            if (req == 1) {
                if (right[i]) {
                    sink.next(base | (3L << hShift));
                }
                if (down[i]) {
                    sink.next(base | (3L << cShift));
                }
            } else if (right[i] && down[i]) {
                sink.next(base | (1L << cShift) | (2L << hShift));
            }
        } else {
            int x = left != 0 ? left : up;
            if (right[i]) {
                sink.next(base | ((long) x << hShift));
            }
            if (down[i]) {
                sink.next(base | ((long) x << cShift));
            }
        }
    }

    /** Keeps a piece's other end found for a state expanded twice (positions are below 64: one byte). */
    private static int remember(byte[] memo, int at, int p) {
        if (memo != null) {
            memo[at] = (byte) p;
        }
        return p;
    }

    private static long set(long s, int slot, int label) {
        return (s & ~(3L << (2 * slot))) | ((long) label << (2 * slot));
    }

    /**
     * The slots in frontier order as one word: slot at position p in bits 2p and 2p + 1 (the columns before c, the
     * slot of the edge going right, the columns from c on), so that a piece's other end is found a byte at a time.
     */
    private long frontier(long s, int c) {
        long lowMask = (1L << (2 * c)) - 1;
        long h = (s >>> (2 * hSlot)) & 3;
        long rest = (s & ((1L << (2 * hSlot)) - 1)) >>> (2 * c);
        return (s & lowMask) | (h << (2 * c)) | (rest << (2 * c + 2));
    }

    /** Per byte of four slots: the labels 1 in it less the labels 2. */
    private static final byte[] NET = new byte[256];
    /** Per depth d below 4 and byte: the first slot (0 to 3) closing a piece opened d deep before it, or -1. */
    private static final byte[] CLOSE = new byte[4 * 256];
    /** Per depth d below 4 and byte, read from its slot 3 down: the first slot opening a piece d deep, or -1. */
    private static final byte[] OPEN = new byte[4 * 256];

    static {
        for (int b = 0; b < 256; b++) {
            int net = 0;
            for (int q = 0; q < 4; q++) {
                int l = (b >>> (2 * q)) & 3;
                net += l == 1 ? 1 : l == 2 ? -1 : 0;
            }
            NET[b] = (byte) net;
            for (int d = 0; d < 4; d++) {
                CLOSE[d * 256 + b] = (byte) match(b, d, 0, 1, 1, 2);
                OPEN[d * 256 + b] = (byte) match(b, d, 3, -1, 2, 1);
            }
        }
    }

    /** The slot of byte b where, from slot {@code q} on by {@code dq}, label {@code shut} meets depth 0, or -1. */
    private static int match(int b, int depth, int q, int dq, int deeper, int shut) {
        for (int i = 0; i < 4; i++, q += dq) {
            int l = (b >>> (2 * q)) & 3;
            if (l == deeper) {
                depth++;
            } else if (l == shut) {
                if (depth == 0) {
                    return q;
                }
                depth--;
            }
        }
        return -1;
    }

    /**
     * The frontier position of the other end of the piece whose end at position {@code p} has label 1 (its other
     * end, a 2, lies after it) or 2 (its 1 lies before it), in {@code f} as {@link #frontier} gives it.
     */
    private int partner(long f, int p, int label) {
        int depth = 0;
        if (label == 1) {
            for (int q = p + 1; q <= hSlot; q += 4) {
                int b = (int) (f >>> (2 * q)) & 255;
                if (depth < 4) {
                    int r = CLOSE[depth * 256 + b];
                    if (r >= 0) {
                        return q + r;
                    }
                }
                depth += NET[b];
            }
        } else {
            for (int q = p - 4; q > -4; q -= 4) {
                int b = (int) (q >= 0 ? f >>> (2 * q) : f << (-2 * q)) & 255;
                if (depth < 4) {
                    int r = OPEN[depth * 256 + b];
                    if (r >= 0) {
                        return q + r;
                    }
                }
                depth -= NET[b];
            }
        }
        throw new IllegalStateException("unmatched frontier label");
    }
}
