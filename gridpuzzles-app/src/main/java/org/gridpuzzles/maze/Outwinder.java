package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;

/**
 * Outwinder: inwinder's sibling that carves outward. The border ring is one path clockwise from a random first
 * field; in every inner ring the walk gathers runs of (field, outward neighbour) pairs (a corner has two outward
 * neighbours, so it offers both) and closes each run by carving outward from one member, the last field always
 * closing the run.
 */
final class Outwinder extends Winder {


    public Outwinder() {
        this(RunChoice.RANDOM, 0.5);
    }

    public Outwinder(RunChoice which, double bias) {
        super(which, bias);
    }

    @Override
    public String name() {
        return "outwinder";
    }

    @Override
    public String description() {
        return "sidewinder on rings carving outward: every ring hangs from the ring around it";
    }

    @Override
    public Maze carve(Maze maze, RandomGenerator rng, Statistics stats) {
        Grid grid = maze.grid();
        long cells = 0;
        long onward = 0;
        long outward = 0;
        int rings = grid.ringCount();
        int maxLength = new Ring(grid, 0).length;
        int[] runField = new int[2 * maxLength + 4];
        byte[] runDir = new byte[2 * maxLength + 4];
        for (int k = 0; k < rings; k++) {
            Ring ring = new Ring(grid, k);
            int n = ring.length;
            cells += n;
            int first = ring.isStrand() ? 0 : rng.nextInt(n);
            int run = 0;
            for (int s = 0; s < n; s++) {
                int p = (first + s) % n;
                boolean last = s == n - 1;
                int field = ring.field(p);
                if (k > 0) {
                    run = gatherOutward(grid, ring, field, runField, runDir, run);
                }
                if (!last && (run == 0 || rng.nextDouble() >= bias)) {
                    maze.carve(field, Ring.travel(ring.side(p)));
                    onward++;
                } else if (run > 0) {
                    int chosen = which.choose(run, rng);
                    maze.carve(runField[chosen], Direction.of(runDir[chosen]));
                    run = 0;
                    outward++;
                }
            }
        }
        stats.set("visits", rings + 1L);
        stats.set("cells", cells);
        stats.set("passages", onward + outward);
        stats.set("tiers", rings);
        stats.set("onward", onward);
        stats.set("outward", outward);
        return maze;
    }

    /** Adds the pairs (field, outward neighbour) of a field to the run: neighbours in a ring of smaller index. */
    private static int gatherOutward(Grid grid, Ring ring, int field, int[] runField, byte[] runDir, int run) {
        int cols = grid.cols();
        int r = field / cols;
        int c = field % cols;
        for (Direction d : Direction.values()) {
            int nr = r + d.dRow();
            int nc = c + d.dCol();
            if (Math.min(Math.min(nr, nc), Math.min(grid.rows() - 1 - nr, cols - 1 - nc)) < ring.index) {
                runField[run] = field;
                runDir[run] = (byte) d.ordinal();
                run++;
            }
        }
        return run;
    }
}
