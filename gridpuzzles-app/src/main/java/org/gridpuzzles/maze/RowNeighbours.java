package org.gridpuzzles.maze;

/**
 * The neighbours of fields laid out in rows (rect and the grids that join its sides, weave, hex, triangle), worked
 * out from a field's row and column; {@link CellGrid} documents the slots.
 */
final class RowNeighbours {

    private RowNeighbours() {
    }

    /**
     * Every slot's neighbour of a cell at once into {@code out}: the row and column are worked out once, which the hot
     * loops of the algorithms need.
     */
    static void all(CellGrid g, int cell, int[] out) {
        switch (g.shape()) {
            case HEX -> {
                int p = g.position(cell);
                int r = p / g.cols();
                int c = p - r * g.cols();
                int odd = r & 1;
                out[0] = g.cellAt(r, c + 1);
                out[1] = g.cellAt(r + 1, c + odd);
                out[2] = g.cellAt(r + 1, c - 1 + odd);
                out[3] = g.cellAt(r, c - 1);
                out[4] = g.cellAt(r - 1, c - 1 + odd);
                out[5] = g.cellAt(r - 1, c + odd);
            }
            case TRIANGLE -> {
                int p = g.position(cell);
                int r = p / g.cols();
                int c = p - r * g.cols();
                out[0] = g.cellAt(r, c + 1);
                out[1] = ((r + c) & 1) == 0 ? g.cellAt(r + 1, c) : g.cellAt(r - 1, c);
                out[2] = g.cellAt(r, c - 1);
            }
            case RECT, CYLINDER, TORUS, MOEBIUS, KLEIN -> {
                if (!g.masked() && g.shape() == GridShape.RECT) {
                    int c = cell % g.cols();
                    out[0] = cell >= g.cols() ? cell - g.cols() : -1;
                    out[1] = c + 1 < g.cols() ? cell + 1 : -1;
                    out[2] = cell + g.cols() < g.cells() ? cell + g.cols() : -1;
                    out[3] = c > 0 ? cell - 1 : -1;
                } else {
                    for (int s = 0; s < 4; s++) {
                        out[s] = square(g, cell, s);
                    }
                }
            }
            default -> {
                for (int s = 0; s < g.slots(); s++) {
                    out[s] = g.neighbour(cell, s);
                }
            }
        }
    }

    private static final int[] DR = {-1, 0, 1, 0};
    private static final int[] DC = {0, 1, 0, -1};

    /** A square field's neighbour in direction {@code dir} (0 up, 1 right, 2 down, 3 left), across joined sides. */
    static int square(CellGrid g, int cell, int dir) {
        int p = g.position(cell);
        int r = p / g.cols() + DR[dir];
        int c = p % g.cols() + DC[dir];
        if ((c < 0 || c == g.cols()) && g.shape().joinsSides()) {
            c = c < 0 ? g.cols() - 1 : 0;
            if (g.shape().twisted()) {
                r = g.rows() - 1 - r;
            }
        }
        if (g.shape().joinsEnds()) {
            r = r < 0 ? g.rows() - 1 : r == g.rows() ? 0 : r;
        }
        return g.cellAt(r, c);
    }

    /** Weave: the field beyond the neighbour in direction {@code dir}, reached under it. */
    static int under(CellGrid g, int cell, int dir) {
        int r = cell / g.cols() + 2 * DR[dir];
        int c = cell % g.cols() + 2 * DC[dir];
        return g.cellAt(r, c);
    }

    /** A hex field's neighbour in a slot (odd rows shifted half a field right), or -1. */
    static int hex(CellGrid g, int cell, int slot) {
        int p = g.position(cell);
        int r = p / g.cols();
        int c = p % g.cols();
        int odd = r & 1;
        return switch (slot) {
            case 0 -> g.cellAt(r, c + 1);
            case 1 -> g.cellAt(r + 1, c + odd);
            case 2 -> g.cellAt(r + 1, c - 1 + odd);
            case 3 -> g.cellAt(r, c - 1);
            case 4 -> g.cellAt(r - 1, c - 1 + odd);
            case 5 -> g.cellAt(r - 1, c + odd);
            default -> -1;
        };
    }

    /** A triangle's neighbour in a slot (the base below an upward one, above a downward one), or -1. */
    static int triangle(CellGrid g, int cell, int slot) {
        int p = g.position(cell);
        int r = p / g.cols();
        int c = p % g.cols();
        return switch (slot) {
            case 0 -> g.cellAt(r, c + 1);
            case 1 -> ((r + c) & 1) == 0 ? g.cellAt(r + 1, c) : g.cellAt(r - 1, c);
            case 2 -> g.cellAt(r, c - 1);
            default -> -1;
        };
    }
}
