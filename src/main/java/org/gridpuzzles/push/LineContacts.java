package org.gridpuzzles.push;

/**
 * The lines (rows and columns) that hold or border a field of the avatar's set, and those that hold or border a field
 * of the goal's component. A push on a line that is in neither leaves both sets exactly as they were: the tiles that
 * move and the edges that change are all on that line or next to it. Mutable, reused from node to node.
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
        avatarRows = lines(b.avatar, true);
        avatarCols = lines(b.avatar, false);
        goalRows = lines(goalSide, true);
        goalCols = lines(goalSide, false);
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

    /** Bit i set when line i (0-based row or column) holds or borders a field of the set. */
    private long lines(long[] set, boolean rows) {
        long m = 0;
        for (int w = 0; w < set.length; w++) {
            long bits = set[w];
            while (bits != 0) {
                int f = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int line = rows ? f / n : f % n;
                m |= 7L << line;
            }
        }
        // 7 << line marks line-1..line+1 shifted by one; undo the shift and drop lines beyond the board.
        return (m >>> 1) & lineMask;
    }
}
