package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;

/**
 * Inwinder: sidewinder on rings. Rings are carved from the border inward. In each ring a random field is first and
 * its counterclockwise neighbour last; the walk goes clockwise and gathers a run of (field, inward neighbour) pairs.
 * A field that is neither a corner nor last flips a coin: tails extends the run clockwise, heads closes it by
 * carving inward from a member of the run. A corner that is not last continues clockwise (corners have no inward
 * neighbour, so they never join a run). The last field, if not a corner, closes the run inward. A last field that is
 * a corner is joined to its predecessor: when the run is still open the predecessor's onward passage already joins
 * them and the run is closed inward; otherwise the "backward" passage is carved. The innermost ring (a field, a
 * strand or a ring of width 2) is carved clockwise from first to last.
 */
public final class Inwinder implements MazeAlgorithm {

    private final RunChoice which;
    private final double bias;

    public Inwinder() {
        this(RunChoice.RANDOM, 0.5);
    }

    /** @param bias probability of carving inward at a coin flip */
    public Inwinder(RunChoice which, double bias) {
        this.which = which;
        this.bias = bias;
    }

    @Override
    public String name() {
        return "inwinder";
    }

    @Override
    public String description() {
        return "sidewinder on rings from the border inward: a pinwheel whose paths lead to the centre";
    }

    @Override
    public double bytesPerField() {
        return 0.1;
    }

    @Override
    public Maze generate(Grid grid, RandomGenerator rng, Statistics stats) {
        Maze maze = new Maze(grid);
        long cells = 0;
        long onward = 0;
        long inward = 0;
        long backward = 0;
        int rings = grid.ringCount();
        int maxLength = new Ring(grid, 0).length;
        int[] runField = new int[maxLength];
        byte[] runSide = new byte[maxLength];
        int cols = grid.cols();
        int[] stride = {1, cols, -1, -cols};
        boolean fairCoin = bias == 0.5;
        Walk.Coins coins = new Walk.Coins(rng);
        for (int k = 0; k < rings; k++) {
            Ring ring = new Ring(grid, k);
            int n = ring.length;
            cells += n;
            if (ring.isInnermost()) {
                // the centre: one path clockwise from a random first field (a strand from end to end)
                int first = ring.isStrand() ? 0 : rng.nextInt(n);
                for (int s = 0; s < n - 1; s++) {
                    int p = (first + s) % n;
                    maze.carve(ring.field(p), Ring.travel(ring.side(p)));
                    onward++;
                }
                continue;
            }
            // walk the ring incrementally: a field index, its side and its place on the side
            int first = rng.nextInt(n);
            int side = ring.side(first);
            int field = ring.field(first);
            int[] sideLength = {ring.width - 1, ring.height - 1, ring.width - 1, ring.height - 1};
            int place = first - sideStart(ring, side);
            int run = 0;
            for (int s = 0; s < n; s++) {
                boolean last = s == n - 1;
                if (place == 0) {
                    // a corner
                    if (!last) {
                        carveOnward(maze, field, side, cols);
                        onward++;
                    } else if (run > 0) {
                        closeRun(maze, runField, runSide, run, rng, cols);
                        run = 0;
                        inward++;
                    } else {
                        maze.carveBetween(field, field - stride[(side + 3) & 3]);
                        backward++;
                    }
                } else {
                    runField[run] = field;
                    runSide[run] = (byte) side;
                    run++;
                    boolean close;
                    if (last) {
                        close = true;
                    } else if (fairCoin) {
                        close = coins.flip();
                    } else {
                        close = rng.nextDouble() < bias;
                    }
                    if (close) {
                        closeRun(maze, runField, runSide, run, rng, cols);
                        run = 0;
                        inward++;
                    } else {
                        carveOnward(maze, field, side, cols);
                        onward++;
                    }
                }
                field += stride[side];
                if (++place == sideLength[side]) {
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
        return maze;
    }

    private void closeRun(Maze maze, int[] runField, byte[] runSide, int run, RandomGenerator rng, int cols) {
        int chosen = which.choose(run, rng);
        int f = runField[chosen];
        // inward is clockwise of the direction of travel: the top side goes right and carves down, and so on
        switch (runSide[chosen]) {
            case 0 -> maze.carveDown(f);
            case 1 -> maze.carveRight(f - 1);
            case 2 -> maze.carveDown(f - cols);
            default -> maze.carveRight(f);
        }
    }

    private static void carveOnward(Maze maze, int field, int side, int cols) {
        switch (side) {
            case 0 -> maze.carveRight(field);
            case 1 -> maze.carveDown(field);
            case 2 -> maze.carveRight(field - 1);
            default -> maze.carveDown(field - cols);
        }
    }

    private static int sideStart(Ring ring, int side) {
        return switch (side) {
            case 0 -> 0;
            case 1 -> ring.width - 1;
            case 2 -> ring.width + ring.height - 2;
            default -> 2 * ring.width + ring.height - 3;
        };
    }

    /** Statistics title as the seed prints it. */
    public static String title() {
        return "Inwinder Tree";
    }
}
