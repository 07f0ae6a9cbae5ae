package org.gridpuzzles.labyrinth;

import java.math.BigInteger;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.frontier.FrontierCount;
import org.gridpuzzles.frontier.FrontierCounting;
import org.gridpuzzles.frontier.FrontierOptions;
import org.gridpuzzles.frontier.FrontierResidues;
import org.gridpuzzles.io.Progress;

/**
 * Closed lines through every field of a whole grid counted by the shared frontier program's grid rule (two bits a
 * slot, every piece's two ends on the frontier): swept across the narrow side (the other with the sweep of columns).
 * A whole grid looks the same turned half round or mirrored, so those sweeps count as the sweep of rows does.
 */
final class GridCycleCounter implements PathCounter {

    private final int rows;
    private final int width;
    private final FrontierOptions options;
    private final Limits limits;
    private long peak;

    GridCycleCounter(int rows, int cols, WalkthroughCountOptions options, Limits limits) {
        boolean transpose = cols > rows; // the narrow side across
        if (options.sweep() == WalkthroughCountOptions.Sweep.COLUMNS) {
            transpose = !transpose;
        }
        this.rows = transpose ? cols : rows;
        this.width = transpose ? rows : cols;
        this.options = options.frontier();
        this.limits = limits;
    }

    @Override
    public BigInteger count(Progress progress) {
        FrontierCount c = FrontierCounting.countGridCycles(rows, width, options, limits, progress);
        peak = Math.max(peak, c.peakStates());
        return c.count();
    }

    @Override
    public FrontierResidues residues(Progress progress) {
        FrontierResidues r = FrontierCounting.gridCycleResidues(rows, width, options, limits, progress);
        peak = Math.max(peak, r.peakStates());
        return r;
    }

    @Override
    public long peakStates() {
        return peak;
    }
}
