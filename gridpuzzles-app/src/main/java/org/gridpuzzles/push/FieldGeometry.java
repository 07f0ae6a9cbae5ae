package org.gridpuzzles.push;

/**
 * What the hot loops need to know about the places of an N x N board, worked out once per size: the directions that
 * lead to a field inside the board, each field's row and column (no division per field), and for each column the
 * fields of it and of the columns beside it. Immutable and shared by every board of the size.
 */
final class FieldGeometry {

    private static final FieldGeometry[] BY_SIZE = new FieldGeometry[PushPuzzle.MAX_SIZE + 1];

    /** Bit set of {@link PushPuzzle#NORTH} etc.: the directions from a field that stay on the board. */
    final byte[] inside;
    final byte[] row;
    final byte[] col;
    /** For column y: the fields of columns y - 1 to y + 1 (those on the board), as a bit set. */
    final long[][] nearColumn;
    /** For push number p of {@link Push#all}: its line (p mod N), its direction group (p div N), its inverse. */
    final byte[] lineOf;
    final byte[] dirOf;
    final short[] inverse;
    /**
     * For push p: the first and last field of its line (a row from its west end, a column from its bottom), the step
     * between two fields of it (1 or N), and whether its tiles move towards the last field (east and north).
     */
    final short[] firstOf;
    final short[] lastOf;
    final byte[] strideOf;
    final boolean[] forward;

    private FieldGeometry(int n) {
        int fields = n * n;
        inside = new byte[fields];
        row = new byte[fields];
        col = new byte[fields];
        nearColumn = new long[n][(fields + 63) >>> 6];
        lineOf = new byte[4 * n];
        dirOf = new byte[4 * n];
        inverse = new short[4 * n];
        firstOf = new short[4 * n];
        lastOf = new short[4 * n];
        strideOf = new byte[4 * n];
        forward = new boolean[4 * n];
        for (int p = 0; p < 4 * n; p++) {
            int line = p % n;
            boolean isRow = p / n < 2;
            lineOf[p] = (byte) line;
            dirOf[p] = (byte) (p / n);
            inverse[p] = (short) ((p / n) % 2 == 0 ? p + n : p - n);
            firstOf[p] = (short) (isRow ? line * n : line);
            strideOf[p] = (byte) (isRow ? 1 : n);
            lastOf[p] = (short) (firstOf[p] + (n - 1) * strideOf[p]);
            forward[p] = (p / n) % 2 == 0;
        }
        for (int f = 0; f < fields; f++) {
            int x = f / n;
            int y = f % n;
            row[f] = (byte) x;
            col[f] = (byte) y;
            int d = 0;
            if (x < n - 1) {
                d |= PushPuzzle.NORTH;
            }
            if (x > 0) {
                d |= PushPuzzle.SOUTH;
            }
            if (y < n - 1) {
                d |= PushPuzzle.EAST;
            }
            if (y > 0) {
                d |= PushPuzzle.WEST;
            }
            inside[f] = (byte) d;
            for (int line = Math.max(0, y - 1); line <= Math.min(n - 1, y + 1); line++) {
                TileBoard.set(nearColumn[line], f);
            }
        }
    }

    static FieldGeometry of(int n) {
        FieldGeometry g = BY_SIZE[n];
        if (g == null) {
            // Racing threads may each build one; they are equal, and the last one stays.
            g = new FieldGeometry(n);
            BY_SIZE[n] = g;
        }
        return g;
    }
}
