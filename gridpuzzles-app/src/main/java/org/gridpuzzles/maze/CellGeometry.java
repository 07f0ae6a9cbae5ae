package org.gridpuzzles.maze;

/**
 * Where the fields of a grid lie in the plane, in units of a field's side (polar: of a ring's depth, the centre at
 * the origin; y grows downward and angles clockwise, from the east): centres for A* and pictures, and the corners of
 * each slot's wall for pictures.
 */
final class CellGeometry {

    static final double SQRT3 = Math.sqrt(3);

    private final CellGrid grid;

    CellGeometry(CellGrid grid) {
        this.grid = grid;
    }

    /** The width and height of the whole grid. */
    double width() {
        return switch (grid.shape()) {
            case POLAR -> 2.0 * grid.rings();
            case HEX -> SQRT3 * (grid.cols() + (grid.rows() > 1 ? 0.5 : 0));
            case TRIANGLE -> (grid.cols() + 1) / 2.0;
            case UPSILON -> Upsilon.width(grid);
            case LEVELS -> Layered.width(grid);
            default -> grid.cols();
        };
    }

    double height() {
        return switch (grid.shape()) {
            case POLAR -> 2.0 * grid.rings();
            case HEX -> 1.5 * grid.rows() + 0.5;
            case TRIANGLE -> grid.rows() * SQRT3 / 2;
            case UPSILON -> Upsilon.height(grid);
            default -> grid.rows();
        };
    }

    /** The centre of a field: x then y. */
    double[] centre(int cell) {
        if (grid.shape() == GridShape.POLAR) {
            int r = grid.ring(cell);
            if (r == 0) {
                return new double[] {0, 0};
            }
            double n = grid.ringSize(r);
            double a = 2 * Math.PI * (cell - grid.ringStart(r) + 0.5) / n;
            return new double[] {(r + 0.5) * Math.cos(a), (r + 0.5) * Math.sin(a)};
        }
        if (grid.shape() == GridShape.LEVELS) {
            return Layered.centre(grid, cell);
        }
        int p = grid.position(cell);
        int row = p / grid.cols();
        int col = p % grid.cols();
        return switch (grid.shape()) {
            case HEX -> new double[] {SQRT3 * (col + 0.5 + 0.5 * (row & 1)), 1 + 1.5 * row};
            case TRIANGLE -> {
                boolean up = ((row + col) & 1) == 0;
                double h = SQRT3 / 2;
                yield new double[] {col / 2.0 + 0.5, h * row + (up ? 2 * h / 3 : h / 3)};
            }
            case UPSILON -> Upsilon.centre(row, col);
            default -> new double[] {col + 0.5, row + 0.5};
        };
    }

    /**
     * The corners of a field's outline in clockwise order (hex, triangle, square shapes), so that the wall of slot k
     * runs from corner {@code wallFrom(k)} to the next: hex corner k to k + 1; a square's slot k (up, right, down,
     * left) from corner k (upper left, upper right, lower right, lower left).
     */
    double[][] corners(int cell) {
        if (grid.shape() == GridShape.LEVELS) {
            return Layered.corners(grid, cell);
        }
        int p = grid.position(cell);
        int row = p / grid.cols();
        int col = p % grid.cols();
        switch (grid.shape()) {
            case HEX -> {
                double[] c = centre(cell);
                double[][] out = new double[6][];
                for (int i = 0; i < 6; i++) {
                    double a = Math.toRadians(-30 + 60 * i);
                    out[i] = new double[] {c[0] + Math.cos(a), c[1] + Math.sin(a)};
                }
                return out;
            }
            case TRIANGLE -> {
                double h = SQRT3 / 2;
                double x0 = col / 2.0;
                double top = h * row;
                if (((row + col) & 1) == 0) {
                    // apex, base right, base left: walls right (0), base (1), left (2)
                    return new double[][] {{x0 + 0.5, top}, {x0 + 1, top + h}, {x0, top + h}};
                }
                // top right, apex, top left: walls right (0) from top right to apex, left (2) from apex, base (1)
                return new double[][] {{x0 + 1, top}, {x0 + 0.5, top + h}, {x0, top}};
            }
            case UPSILON -> {
                return Upsilon.corners(row, col);
            }
            default -> {
                return new double[][] {{col, row}, {col + 1, row}, {col + 1, row + 1}, {col, row + 1}};
            }
        }
    }

    /** The two corners of the wall through a slot (not polar), or null where the slot is no side of the field. */
    double[][] wall(int cell, int slot) {
        if (grid.shape() == GridShape.UPSILON) {
            int p = grid.position(cell);
            return Upsilon.wall(p / grid.cols(), p % grid.cols(), slot);
        }
        if (grid.shape() == GridShape.LEVELS && slot >= Layered.UP) {
            return null;
        }
        double[][] c = corners(cell);
        return switch (grid.shape()) {
            case HEX -> new double[][] {c[slot], c[(slot + 1) % 6]};
            case TRIANGLE -> {
                int p = grid.position(cell);
                if (((p / grid.cols() + p % grid.cols()) & 1) == 0) {
                    yield new double[][] {c[slot], c[(slot + 1) % 3]};
                }
                // downward: right wall top right -> apex, base top left -> top right, left wall apex -> top left
                yield switch (slot) {
                    case 0 -> new double[][] {c[0], c[1]};
                    case 1 -> new double[][] {c[2], c[0]};
                    default -> new double[][] {c[1], c[2]};
                };
            }
            default -> {
                int d = grid.shape() == GridShape.WEAVE ? slot >> 1 : slot;
                yield new double[][] {c[d], c[(d + 1) & 3]};
            }
        };
    }
}
