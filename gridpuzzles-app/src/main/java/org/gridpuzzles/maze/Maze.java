package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;

/**
 * Passages between the fields of a rectangular grid, two bits per field (to the right, downward), so that mazes of
 * 10,000 x 10,000 fields take 25 MB. Algorithms carve passages; a perfect maze is a spanning tree of the grid.
 */
public final class Maze {

    private final Grid grid;
    private final long[] right;
    private final long[] down;
    /** The carving order when asked for ({@link #recordCarving()}); null otherwise, so carving stays two stores. */
    private MazeCarving carving;

    public Maze(Grid grid) {
        this.grid = grid;
        int words = (grid.size() + 63) >>> 6;
        this.right = new long[words];
        this.down = new long[words];
    }

    /** Records from now on the order in which passages are carved; returns the record. */
    MazeCarving recordCarving() {
        carving = new MazeCarving(grid);
        return carving;
    }

    /** The carving order, or null when it was not recorded. */
    MazeCarving carving() {
        return carving;
    }

    public Grid grid() {
        return grid;
    }

    public int rows() {
        return grid.rows();
    }

    public int cols() {
        return grid.cols();
    }

    /** Is there a passage from field {@code i} to its right neighbour? */
    public boolean openRight(int i) {
        return (right[i >>> 6] & (1L << i)) != 0;
    }

    /** Is there a passage from field {@code i} to the field below? */
    public boolean openDown(int i) {
        return (down[i >>> 6] & (1L << i)) != 0;
    }

    /** Is there a passage from field {@code i} in direction {@code d}? False at the border. */
    public boolean isOpen(int i, Direction d) {
        int cols = grid.cols();
        return switch (d) {
            case RIGHT -> i % cols != cols - 1 && openRight(i);
            case DOWN -> i < grid.size() - cols && openDown(i);
            case LEFT -> i % cols != 0 && openRight(i - 1);
            case UP -> i >= cols && openDown(i - cols);
        };
    }

    /** Openings of a field as bits of {@link Direction#bit()}. */
    public int openings(int i) {
        int m = 0;
        for (Direction d : Direction.values()) {
            if (isOpen(i, d)) {
                m |= d.bit();
            }
        }
        return m;
    }

    /** Number of passages leaving field {@code i}. */
    public int degree(int i) {
        return Integer.bitCount(openings(i));
    }

    /** Carves the passage from field {@code i} in direction {@code d}; the caller keeps it on the grid. */
    public void carve(int i, Direction d) {
        set(i, d, true);
        if (carving != null) {
            carving.add(i, d);
        }
    }

    /** Carves the passage from field {@code i} to its right neighbour (hot loops: no direction dispatch). */
    void carveRight(int i) {
        right[i >>> 6] |= 1L << i;
        if (carving != null) {
            carving.add(i, Direction.RIGHT);
        }
    }

    /** Carves the passage from field {@code i} to the field below. */
    void carveDown(int i) {
        down[i >>> 6] |= 1L << i;
        if (carving != null) {
            carving.add(i, Direction.DOWN);
        }
    }

    /** Builds the wall from field {@code i} in direction {@code d} (for wall-adding algorithms). */
    public void wall(int i, Direction d) {
        set(i, d, false);
    }

    private void set(int i, Direction d, boolean open) {
        int cols = grid.cols();
        switch (d) {
            case RIGHT -> setBit(right, i, open);
            case DOWN -> setBit(down, i, open);
            case LEFT -> setBit(right, i - 1, open);
            case UP -> setBit(down, i - cols, open);
        }
    }

    /** Carves the passage between two neighbouring fields. */
    public void carveBetween(int a, int b) {
        int cols = grid.cols();
        int lo = Math.min(a, b);
        int diff = Math.abs(a - b);
        boolean across = diff == 1 && lo % cols != cols - 1;
        if (across) {
            setBit(right, lo, true);
        } else if (diff == cols) {
            setBit(down, lo, true);
        } else {
            throw new IllegalArgumentException("fields " + a + " and " + b + " are not neighbours");
        }
        if (carving != null) {
            // from a toward b: the way the algorithm went
            carving.add(a, across ? (b > a ? Direction.RIGHT : Direction.LEFT) : (b > a ? Direction.DOWN
                    : Direction.UP));
        }
    }

    private static void setBit(long[] bits, int i, boolean on) {
        if (on) {
            bits[i >>> 6] |= 1L << i;
        } else {
            bits[i >>> 6] &= ~(1L << i);
        }
    }

    /** Opens every passage inside the grid (the start of wall-adding algorithms). */
    void openAll() {
        int cols = grid.cols();
        for (int i = 0; i < grid.size(); i++) {
            if (i % cols != cols - 1) {
                setBit(right, i, true);
            }
            if (i < grid.size() - cols) {
                setBit(down, i, true);
            }
        }
    }

    /** Number of passages. */
    public long passages() {
        long n = 0;
        for (long w : right) {
            n += Long.bitCount(w);
        }
        for (long w : down) {
            n += Long.bitCount(w);
        }
        return n;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Maze m && m.grid.equals(grid) && java.util.Arrays.equals(m.right, right)
                && java.util.Arrays.equals(m.down, down);
    }

    @Override
    public int hashCode() {
        return grid.hashCode() * 31 + java.util.Arrays.hashCode(right) * 17 + java.util.Arrays.hashCode(down);
    }
}
