package org.gridpuzzles.maze;

/**
 * The upsilon grid, as Walter Pullen's Daedalus calls it: the truncated square tiling of octagons and squares, turned
 * a quarter of a right angle so that its squares stand upright. Position (row, col) is an octagon where row + col is
 * even and a square where it is odd, like the colours of a chessboard. Slots go clockwise from up: 0 up, 1 up-right,
 * 2 right, 3 down-right, 4 down, 5 down-left, 6 left, 7 up-left. An octagon meets the four squares beside it (even
 * slots) and the four octagons diagonally beside it (odd slots, across the octagons' slanted sides); a square meets
 * only the four octagons beside it, and has no odd slots.
 * <p>
 * In the plane, neighbours beside each other are one unit apart, diagonal ones the square root of two; so an octagon
 * is regular with apothem {@code 1/sqrt 2} and sides {@code 2 - sqrt 2}, and a square has those sides too.
 */
final class Upsilon {

    /** An octagon's apothem: half the way to the octagon diagonally beside it. */
    static final double APOTHEM = Math.sqrt(0.5);
    /** How far an octagon at the edge reaches past its position's unit square. */
    static final double PAD = APOTHEM - 0.5;

    private static final int[] DR = {-1, -1, 0, 1, 1, 1, 0, -1};
    private static final int[] DC = {0, 1, 1, 1, 0, -1, -1, -1};

    private Upsilon() {
    }

    static boolean octagon(int row, int col) {
        return ((row + col) & 1) == 0;
    }

    static int neighbour(CellGrid grid, int cell, int slot) {
        int cols = grid.cols();
        int row = cell / cols;
        int col = cell - row * cols;
        if ((slot & 1) == 1 && !octagon(row, col)) {
            return -1;
        }
        return grid.cellAt(row + DR[slot], col + DC[slot]);
    }

    /** Is the slot one of the field's sides (a square has no odd slots)? */
    static boolean isSide(CellGrid grid, int cell, int slot) {
        int row = cell / grid.cols();
        return (slot & 1) == 0 || octagon(row, cell - row * grid.cols());
    }

    static double width(CellGrid grid) {
        return grid.cols() + 2 * PAD;
    }

    static double height(CellGrid grid) {
        return grid.rows() + 2 * PAD;
    }

    static double[] centre(int row, int col) {
        return new double[] {col + 0.5 + PAD, row + 0.5 + PAD};
    }

    /**
     * The corners clockwise: an octagon's corner k begins the side of slot k (corner 0 the left end of the top
     * side); a square's corner k (upper left, upper right, lower right, lower left) begins the side of slot 2k.
     */
    static double[][] corners(int row, int col) {
        double[] c = centre(row, col);
        if (octagon(row, col)) {
            double radius = APOTHEM / Math.cos(Math.PI / 8);
            double[][] out = new double[8][];
            for (int k = 0; k < 8; k++) {
                double a = -Math.PI / 2 - Math.PI / 8 + k * Math.PI / 4;
                out[k] = new double[] {c[0] + radius * Math.cos(a), c[1] + radius * Math.sin(a)};
            }
            return out;
        }
        double h = 1 - APOTHEM;
        return new double[][] {{c[0] - h, c[1] - h}, {c[0] + h, c[1] - h}, {c[0] + h, c[1] + h}, {c[0] - h, c[1] + h}};
    }

    /** The two corners of a side, or null for a square's odd slot (no side there). */
    static double[][] wall(int row, int col, int slot) {
        double[][] c = corners(row, col);
        if (octagon(row, col)) {
            return new double[][] {c[slot], c[(slot + 1) & 7]};
        }
        if ((slot & 1) == 1) {
            return null;
        }
        int k = slot >> 1;
        return new double[][] {c[k], c[(k + 1) & 3]};
    }
}
