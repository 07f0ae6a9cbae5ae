package org.gridpuzzles.push;

/**
 * The lines (rows and columns) that touch the avatar's set, and those that touch the goal's component: a line touches
 * a set when it holds one of its fields or borders one that has an opening towards the line. A push on a line that
 * touches neither leaves both sets exactly as they were: the tiles that move are on that line, and the only edges
 * that change join it to its neighbours, at fields with an opening towards it. Mutable, reused from node to node.
 */
final class LineContacts {

    private final int n;
    private final long[] goalSide;
    private final long lineMask;
    private final FieldGeometry geometry;
    long avatarRows;
    long avatarCols;
    long goalRows;
    long goalCols;

    LineContacts(int n) {
        this.n = n;
        this.goalSide = new long[(n * n + 63) >>> 6];
        this.lineMask = n >= 64 ? -1L : (1L << n) - 1;
        this.geometry = FieldGeometry.of(n);
    }

    /** Recomputes the four line sets for a walked board. */
    void of(TileBoard b) {
        b.component(b.goal(), goalSide);
        lines(b.avatar, b.open);
        avatarRows = rows;
        avatarCols = cols;
        lines(goalSide, b.open);
        goalRows = rows;
        goalCols = cols;
    }

    /**
     * The line sets after push {@code p} from the state whose sets are {@code parent}: a set the push does not touch
     * is unchanged (fields, and their openings, stay where they were), so its lines are copied rather than
     * recomputed.
     */
    void after(TileBoard b, LineContacts parent, int p) {
        boolean goalSame = parent.goalQuiet(p);
        if (goalSame) {
            goalRows = parent.goalRows;
            goalCols = parent.goalCols;
            // Copied too, so that goalSide() is always the component of this position.
            System.arraycopy(parent.goalSide, 0, goalSide, 0, goalSide.length);
        } else {
            b.component(b.goal(), goalSide);
            lines(goalSide, b.open);
            goalRows = rows;
            goalCols = cols;
        }
        avatarAfter(b, parent, p);
    }

    /** Like {@link #after} for the avatar's lines alone; the goal's are left as they were. */
    void avatarAfter(TileBoard b, LineContacts parent, int p) {
        if (parent.avatarQuiet(p)) {
            avatarRows = parent.avatarRows;
            avatarCols = parent.avatarCols;
        } else {
            lines(b.avatar, b.open);
            avatarRows = rows;
            avatarCols = cols;
        }
    }

    /** The goal's component (fields as bits), as of the last {@link #of} or {@link #after}; not to be changed. */
    long[] goalSide() {
        return goalSide;
    }

    /** True when push {@code p} touches no field of the goal's component, which then stays as it was. */
    boolean goalQuiet(int p) {
        int line = geometry.lineOf[p];
        long touched = p < 2 * n ? goalRows : goalCols;
        return ((touched >>> line) & 1) == 0;
    }

    /** Rows (bit i: row i, 0-based) whose push could join the two sets at once. */
    long sharedRows() {
        return avatarRows & goalRows;
    }

    long sharedCols() {
        return avatarCols & goalCols;
    }

    /** True when push {@code p} of {@link Push#all} touches neither set, so it changes neither. */
    boolean quiet(int p) {
        int line = geometry.lineOf[p];
        long touched = p < 2 * n ? avatarRows | goalRows : avatarCols | goalCols;
        return ((touched >>> line) & 1) == 0;
    }

    /**
     * True when push {@code p} touches no field of the avatar's set: the set stays closed and unchanged by it (the
     * goal's component may change).
     */
    boolean avatarQuiet(int p) {
        int line = geometry.lineOf[p];
        long touched = p < 2 * n ? avatarRows : avatarCols;
        return ((touched >>> line) & 1) == 0;
    }

    /** The result of {@link #lines}. */
    private long rows;
    private long cols;

    /**
     * Into {@link #rows} and {@link #cols}, in one pass over the set: bit i set when line i (0-based row or column)
     * holds a field of the set, or borders one that has an opening towards it: only then can a push of the line
     * change an edge at the set (a field without that opening has no edge to the line before or after the push).
     */
    private void lines(long[] set, byte[] open) {
        long r = 0;
        long c = 0;
        byte[] rowOf = geometry.row;
        byte[] colOf = geometry.col;
        for (int w = 0; w < set.length; w++) {
            long bits = set[w];
            while (bits != 0) {
                int f = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int x = rowOf[f];
                int y = colOf[f];
                int o = open[f];
                // Shifted by one so that line - 1 stays non-negative; undone below.
                r |= 2L << x;
                c |= 2L << y;
                if ((o & PushPuzzle.NORTH) != 0) {
                    r |= 4L << x;
                }
                if ((o & PushPuzzle.SOUTH) != 0) {
                    r |= 1L << x;
                }
                if ((o & PushPuzzle.EAST) != 0) {
                    c |= 4L << y;
                }
                if ((o & PushPuzzle.WEST) != 0) {
                    c |= 1L << y;
                }
            }
        }
        rows = (r >>> 1) & lineMask;
        cols = (c >>> 1) & lineMask;
    }
}
