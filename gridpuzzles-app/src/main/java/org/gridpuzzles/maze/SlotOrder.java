package org.gridpuzzles.maze;

/**
 * The order of a field's slots on each grid: the turns clockwise and anticlockwise (the wall follower's), and the
 * side a border field opens on; {@link CellGrid} documents the slots.
 */
final class SlotOrder {

    private SlotOrder() {
    }

    /** The next slot clockwise around a cell (the wall follower's turn). */
    static int next(CellGrid g, int cell, int slot) {
        return switch (g.shape()) {
            case RECT, CYLINDER, TORUS, MOEBIUS, KLEIN -> (slot + 1) & 3;
            case WEAVE, UPSILON -> (slot + 1) & 7;
            case LEVELS -> slot == 5 ? 0 : slot + 1;
            case HEX -> slot == 5 ? 0 : slot + 1;
            case TRIANGLE -> {
                int p = g.position(cell);
                boolean up = ((p / g.cols() + p % g.cols()) & 1) == 0;
                yield up ? (slot == 2 ? 0 : slot + 1) : (slot == 0 ? 2 : slot - 1);
            }
            case POLAR -> g.ring(cell) == 0 ? (slot + 1) % Math.max(1, g.rows() > 1 ? g.ringSize(1) : 1)
                    : (slot == 4 ? 0 : slot + 1);
        };
    }

    /** The next slot anticlockwise around a cell (the wall follower's right turn): undoes {@link #next}. */
    static int previous(CellGrid g, int cell, int slot) {
        return switch (g.shape()) {
            case RECT, CYLINDER, TORUS, MOEBIUS, KLEIN -> (slot + 3) & 3;
            case WEAVE, UPSILON -> (slot + 7) & 7;
            case LEVELS -> slot == 0 ? 5 : slot - 1;
            case HEX -> slot == 0 ? 5 : slot - 1;
            case TRIANGLE -> {
                int p = g.position(cell);
                boolean up = ((p / g.cols() + p % g.cols()) & 1) == 0;
                yield up ? (slot == 0 ? 2 : slot - 1) : (slot == 2 ? 0 : slot + 1);
            }
            case POLAR -> {
                if (g.ring(cell) == 0) {
                    int k = Math.max(1, g.rows() > 1 ? g.ringSize(1) : 1);
                    yield (slot + k - 1) % k;
                }
                yield slot == 0 ? 4 : slot - 1;
            }
        };
    }

    /** Square fields: the sides in the order a border field opens on them (up, down, left, right). */
    private static final int[] SQUARE_SIDES = {0, 2, 3, 1};

    /**
     * The slot through which a cell touches the outside of the grid, or -1 when it does not: the first empty slot
     * that is not merely a missing second outward field (polar) or a passage under a field (weave); on square fields
     * the row's side (top or bottom) before the column's (left or right).
     */
    static int border(CellGrid g, int cell) {
        if (g.shape() == GridShape.POLAR) {
            return g.ring(cell) == g.rows() - 1 ? 0 : -1;
        }
        if (g.shape().squareFields() || g.shape() == GridShape.WEAVE || g.shape() == GridShape.LEVELS) {
            int step = g.shape() == GridShape.WEAVE ? 2 : 1;
            for (int side : SQUARE_SIDES) {
                if (g.neighbour(cell, side * step) < 0) {
                    return side * step;
                }
            }
            return -1;
        }
        for (int s = 0; s < g.slots(); s++) {
            if (g.isSide(cell, s) && g.neighbour(cell, s) < 0) {
                return s;
            }
        }
        return -1;
    }
}
