package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

import org.gridpuzzles.grid.Direction;

/**
 * Inwinder: sidewinder on rings. Rings are carved from the border inward. In each ring a random field is first and
 * its counterclockwise neighbour last; the walk goes clockwise and gathers a run of (field, inward neighbour) pairs.
 * A field that is neither a corner nor last flips a coin: tails extends the run clockwise, heads closes it by
 * carving inward from a member of the run. A corner that is not last continues clockwise (corners have no inward
 * neighbour, so they never join a run). The last field, if not a corner, closes the run inward. A last field that is
 * a corner is joined to its predecessor: when the run is still open the predecessor's onward passage already joins
 * them and the run is closed inward; otherwise the "backward" passage is carved. The innermost ring (a field, a
 * strand or a ring of width 2) is carved clockwise from first to last.
 * <p>
 * The rectangle's own fast path (more than twice as fast as the general model's winder: BENCHMARKS.md), behind the
 * one generator interface: it carves an unmasked rect grid's {@link CellMaze} (slots 0 up, 1 right, 2 down, 3 left),
 * walking each side of a ring with a constant stride.
 */
final class Inwinder implements CellGenerator {

    /** Inward passage of a side as an offset from the field: down from it, right from its left neighbour, down
     * from the field above (scaled by the row length), right from it. */
    private static final int[] INWARD_OFFSET = {0, -1, -1, 0};


    public Inwinder() {
        this(RunChoice.RANDOM, 0.5);
    }

    private final RunChoice which;
    private final double bias;

    /** @param bias probability of closing the run at a coin flip */
    public Inwinder(RunChoice which, double bias) {
        this.which = which;
        this.bias = bias;
    }

    @Override
    public double bytesPerCell() {
        return 0.1;
    }

    @Override
    public void carve(CellMaze maze, RandomGenerator rng, Statistics stats) {
        CellGrid grid = maze.grid();
        if (grid.shape() != GridShape.RECT || grid.masked()) {
            throw new IllegalArgumentException("the rectangle's inwinder carves an unmasked rect grid, not " + grid);
        }
        long cells = 0;
        long onward = 0;
        long inward = 0;
        long backward = 0;
        int rings = (Math.min(grid.rows(), grid.cols()) + 1) / 2;
        int maxLength = new Ring(grid.rows(), grid.cols(), 0).length;
        // a run member is its inward passage: (field whose right or down bit opens it) * 2 + (1 if right)
        int[] runTarget = new int[maxLength];
        int cols = grid.cols();
        int[] stride = {1, cols, -1, -cols};
        boolean fairCoin = bias == 0.5;
        Walk.Coins coins = new Walk.Coins(rng);
        for (int k = 0; k < rings; k++) {
            Ring ring = new Ring(grid.rows(), grid.cols(), k);
            int n = ring.length;
            cells += n;
            if (ring.isInnermost()) {
                // the centre: one path clockwise from a random first field (a strand from end to end)
                int first = ring.isStrand() ? 0 : rng.nextInt(n);
                for (int s = 0; s < n - 1; s++) {
                    int p = (first + s) % n;
                    int field = ring.field(p);
                    Direction d = Ring.travel(ring.side(p));
                    maze.link(field, d.ordinal(), field + d.dRow() * cols + d.dCol(), (d.ordinal() + 2) & 3);
                    onward++;
                }
                continue;
            }
            // walk the ring side by side: a corner, then a straight stretch with constant stride and directions
            int first = rng.nextInt(n);
            int side = ring.side(first);
            int field = ring.field(first);
            int place = first - sideStart(ring, side);
            int run = 0;
            int s = 0;
            while (s < n) {
                int length = side == 0 || side == 2 ? ring.width - 1 : ring.height - 1;
                if (place == 0) {
                    if (s < n - 1) {
                        carveOnward(maze, field, side, cols);
                        onward++;
                    } else if (run > 0) {
                        closeRun(maze, runTarget, run, rng, cols);
                        run = 0;
                        inward++;
                    } else {
                        maze.carveBetween(field, field - stride[(side + 3) & 3]);
                        backward++;
                    }
                    s++;
                    field += stride[side];
                    place = 1;
                    continue;
                }
                int steps = Math.min(length - place, n - s);
                int step = stride[side];
                int inwardOffset = INWARD_OFFSET[side] * (side == 2 ? cols : 1);
                int inwardRight = side & 1;
                boolean onwardRight = (side & 1) == 0;
                int onwardOffset = side == 2 ? -1 : side == 3 ? -cols : 0;
                int lastStep = n - 1 - s;
                for (int j = 0; j < steps; j++, field += step) {
                    runTarget[run++] = ((field + inwardOffset) << 1) | inwardRight;
                    boolean close = j == lastStep || (fairCoin ? coins.flip() : rng.nextDouble() < bias);
                    if (close) {
                        closeRun(maze, runTarget, run, rng, cols);
                        run = 0;
                        inward++;
                    } else {
                        if (onwardRight) {
                            carveRight(maze, field + onwardOffset);
                        } else {
                            carveDown(maze, field + onwardOffset, cols);
                        }
                        onward++;
                    }
                }
                s += steps;
                place += steps;
                if (place == length) {
                    side = (side + 1) & 3;
                    place = 0;
                }
            }
        }
        stats.set("visits", rings + 1L);
        stats.set("cells", cells);
        stats.set("passages", onward + inward + backward);
        stats.set("tiers", rings);
        stats.set("onward", onward);
        stats.set("inward", inward);
        stats.set("backward", backward);
    }

    private void closeRun(CellMaze maze, int[] runTarget, int run, RandomGenerator rng, int cols) {
        int target = runTarget[which.choose(run, rng)];
        if ((target & 1) != 0) {
            carveRight(maze, target >>> 1);
        } else {
            carveDown(maze, target >>> 1, cols);
        }
    }

    private static void carveOnward(CellMaze maze, int field, int side, int cols) {
        switch (side) {
            case 0 -> carveRight(maze, field);
            case 1 -> carveDown(maze, field, cols);
            case 2 -> carveRight(maze, field - 1);
            default -> carveDown(maze, field - cols, cols);
        }
    }

    private static void carveRight(CellMaze maze, int field) {
        maze.link(field, 1, field + 1, 3);
    }

    private static void carveDown(CellMaze maze, int field, int cols) {
        maze.link(field, 2, field + cols, 0);
    }

    private static int sideStart(Ring ring, int side) {
        return switch (side) {
            case 0 -> 0;
            case 1 -> ring.width - 1;
            case 2 -> ring.width + ring.height - 2;
            default -> 2 * ring.width + ring.height - 3;
        };
    }
}
