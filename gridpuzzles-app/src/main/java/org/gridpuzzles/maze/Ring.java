package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Direction;

/**
 * Ring {@code k} of a rectangle of fields walked clockwise: the fields at distance {@code k} from the border. Positions run from
 * the upper-left corner along the top side (moving right), the right side (down), the bottom side (left) and the
 * left side (up). The innermost ring may be a single field, a strand (one row or column) or a ring of width 2.
 */
final class Ring {

    final int cols;
    final int index;
    final int top;
    final int left;
    final int height;
    final int width;
    final int length;

    Ring(int rows, int cols, int k) {
        this.cols = cols;
        this.index = k;
        this.top = k;
        this.left = k;
        this.height = rows - 2 * k;
        this.width = cols - 2 * k;
        if (height < 1 || width < 1) {
            throw new IllegalArgumentException("a " + rows + " x " + cols + " grid has no ring " + k);
        }
        this.length = isStrand() ? height * width : 2 * (height + width) - 4;
    }

    /** One row or one column (or one field): no clockwise cycle, walked from one end to the other. */
    boolean isStrand() {
        return height == 1 || width == 1;
    }

    boolean isInnermost() {
        return height <= 2 || width <= 2;
    }

    /** Side of a position: 0 top, 1 right, 2 bottom, 3 left (strands: 0 for a row, 1 for a column). */
    int side(int p) {
        if (isStrand()) {
            return width > 1 ? 0 : 1;
        }
        if (p < width - 1) {
            return 0;
        }
        if (p < width + height - 2) {
            return 1;
        }
        if (p < 2 * width + height - 3) {
            return 2;
        }
        return 3;
    }

    /** The direction of travel along a side; the onward passage from a position goes this way. */
    static Direction travel(int side) {
        return switch (side) {
            case 0 -> Direction.RIGHT;
            case 1 -> Direction.DOWN;
            case 2 -> Direction.LEFT;
            default -> Direction.UP;
        };
    }

    /** Corners are the first position of each side; they have no inward neighbour. */
    boolean isCorner(int p) {
        if (isStrand()) {
            return false;
        }
        return p == 0 || p == width - 1 || p == width + height - 2 || p == 2 * width + height - 3;
    }

    /** Field index at position p. */
    int field(int p) {
        int r;
        int c;
        if (isStrand()) {
            r = top + (width > 1 ? 0 : p);
            c = left + (width > 1 ? p : 0);
        } else if (p < width - 1) {
            r = top;
            c = left + p;
        } else if (p < width + height - 2) {
            r = top + (p - (width - 1));
            c = left + width - 1;
        } else if (p < 2 * width + height - 3) {
            r = top + height - 1;
            c = left + width - 1 - (p - (width + height - 2));
        } else {
            r = top + height - 1 - (p - (2 * width + height - 3));
            c = left;
        }
        return r * cols + c;
    }
}
