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
    long avatarRows;
    long avatarCols;
    long goalRows;
    long goalCols;

    LineContacts(int n) {
        this.n = n;
        this.goalSide = new long[(n * n + 63) >>> 6];
        this.lineMask = n >= 64 ? -1L : (1L << n) - 1;
    }

    /** Recomputes the four line sets for a walked board. */
    void of(TileBoard b) {
        b.component(b.goal(), goalSide);
        avatarRows = lines(b.avatar, true, b.open);
        avatarCols = lines(b.avatar, false, b.open);
        goalRows = lines(goalSide, true, b.open);
        goalCols = lines(goalSide, false, b.open);
    }

    /**
     * The line sets after push {@code p} from the state whose sets are {@code parent}: a set the push does not touch
     * is unchanged (fields, and their openings, stay where they were), so its lines are copied rather than
     * recomputed.
     */
    void after(TileBoard b, LineContacts parent, int p) {
        boolean avatarSame = parent.avatarQuiet(p);
        boolean goalSame = parent.goalQuiet(p);
        if (goalSame) {
            goalRows = parent.goalRows;
            goalCols = parent.goalCols;
        } else {
            b.component(b.goal(), goalSide);
            goalRows = lines(goalSide, true, b.open);
            goalCols = lines(goalSide, false, b.open);
        }
        if (avatarSame) {
            avatarRows = parent.avatarRows;
            avatarCols = parent.avatarCols;
        } else {
            avatarRows = lines(b.avatar, true, b.open);
            avatarCols = lines(b.avatar, false, b.open);
        }
    }

    /** True when push {@code p} touches no field of the goal's component, which then stays as it was. */
    boolean goalQuiet(int p) {
        int line = p % n;
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
        int line = p % n;
        long touched = p < 2 * n ? avatarRows | goalRows : avatarCols | goalCols;
        return ((touched >>> line) & 1) == 0;
    }

    /**
     * True when push {@code p} touches no field of the avatar's set: the set stays closed and unchanged by it (the
     * goal's component may change).
     */
    boolean avatarQuiet(int p) {
        int line = p % n;
        long touched = p < 2 * n ? avatarRows : avatarCols;
        return ((touched >>> line) & 1) == 0;
    }

    /**
     * Bit i set when line i (0-based row or column) holds a field of the set, or borders one that has an opening
     * towards it: only then can a push of the line change an edge at the set (a field without that opening has no
     * edge to the line before or after the push).
     */
    private long lines(long[] set, boolean rows, byte[] open) {
        long m = 0;
        int up = rows ? PushPuzzle.NORTH : PushPuzzle.EAST;
        int down = rows ? PushPuzzle.SOUTH : PushPuzzle.WEST;
        for (int w = 0; w < set.length; w++) {
            long bits = set[w];
            while (bits != 0) {
                int f = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int line = rows ? f / n : f % n;
                int o = open[f];
                // Shifted by one so that line - 1 stays non-negative; undone below.
                m |= 2L << line;
                if ((o & up) != 0) {
                    m |= 4L << line;
                }
                if ((o & down) != 0) {
                    m |= 1L << line;
                }
            }
        }
        return (m >>> 1) & lineMask;
    }
}
