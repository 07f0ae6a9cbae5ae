package org.gridpuzzles.labyrinth;

import java.math.BigInteger;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.frontier.FrontierCount;
import org.gridpuzzles.frontier.FrontierCounting;
import org.gridpuzzles.frontier.FrontierOptions;
import org.gridpuzzles.frontier.FrontierResidues;
import org.gridpuzzles.frontier.GridRegion;
import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;

/**
 * Walkthroughs counted by the shared frontier program's grid rule (two bits a slot, pieces nested like parentheses):
 * the grid turned so that the chosen sweep runs row by row from the first field, then handed over as a grid region.
 */
final class GridLineCounter implements PathCounter {

    private final GridRegion region;
    private final FrontierOptions options;
    private final Limits limits;
    private long peak;

    GridLineCounter(Grid grid, boolean[] free, int start, int end, int startDirs, WalkthroughCountOptions options,
            Limits limits) {
        this.options = options.frontier();
        this.limits = limits;
        int rows = grid.rows();
        int cols = grid.cols();
        boolean transpose = cols > rows; // the narrow side across
        if (options.sweep() == WalkthroughCountOptions.Sweep.COLUMNS) {
            transpose = !transpose;
        }
        boolean reverse = options.sweep() == WalkthroughCountOptions.Sweep.REVERSED;
        boolean mirror = options.sweep() == WalkthroughCountOptions.Sweep.MIRRORED;
        int n = grid.size();
        int width = transpose ? rows : cols;
        boolean[] f = free == null ? null : new boolean[n];
        if (free != null) {
            for (int i = 0; i < n; i++) {
                f[turn(i, rows, cols, transpose, reverse, mirror)] = free[i];
            }
        }
        int dirs = 0;
        for (Direction d : Direction.values()) {
            if ((startDirs & d.bit()) != 0) {
                dirs |= turn(d, transpose, reverse, mirror).bit();
            }
        }
        this.region = new GridRegion(n / width, width, f, turn(start, rows, cols, transpose, reverse, mirror),
                turn(end, rows, cols, transpose, reverse, mirror), dirs);
    }

    private static final WalkthroughCountOptions EXACT = new WalkthroughCountOptions(
            WalkthroughCountOptions.Engine.PLANAR, WalkthroughCountOptions.Sweep.ROWS,
            FrontierOptions.defaults().withExact(true).withThreads(1));

    /** The exact single-threaded count that the oracle needs many of (small regions, no thread pool). */
    static GridLineCounter exact(Grid grid, boolean[] free, int start, int end, Limits limits) {
        return new GridLineCounter(grid, free, start, end, 15, EXACT, limits);
    }

    /** Field i of the grid in the swept order: transposed, then turned half round or mirrored across. */
    private static int turn(int i, int rows, int cols, boolean transpose, boolean reverse, boolean mirror) {
        int r = i / cols;
        int c = i % cols;
        int width = transpose ? rows : cols;
        int t = transpose ? c * rows + r : i;
        if (mirror) {
            t = t - t % width + (width - 1 - t % width);
        }
        return reverse ? rows * cols - 1 - t : t;
    }

    private static Direction turn(Direction d, boolean transpose, boolean reverse, boolean mirror) {
        if (transpose) {
            d = switch (d) {
                case UP -> Direction.LEFT;
                case LEFT -> Direction.UP;
                case RIGHT -> Direction.DOWN;
                case DOWN -> Direction.RIGHT;
            };
        }
        if (reverse) {
            d = switch (d) {
                case UP -> Direction.DOWN;
                case DOWN -> Direction.UP;
                case LEFT -> Direction.RIGHT;
                case RIGHT -> Direction.LEFT;
            };
        }
        if (mirror && (d == Direction.LEFT || d == Direction.RIGHT)) {
            d = d == Direction.LEFT ? Direction.RIGHT : Direction.LEFT;
        }
        return d;
    }

    @Override
    public BigInteger count(Progress progress) {
        FrontierCount c = FrontierCounting.countGridPaths(region, options, limits, progress);
        peak = Math.max(peak, c.peakStates());
        return c.count();
    }

    @Override
    public FrontierResidues residues(Progress progress) {
        FrontierResidues r = FrontierCounting.gridPathResidues(region, options, limits, progress);
        peak = Math.max(peak, r.peakStates());
        return r;
    }

    @Override
    public long peakStates() {
        return peak;
    }
}
