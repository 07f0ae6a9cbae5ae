package org.gridpuzzles.labyrinth;

import java.math.BigInteger;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.frontier.FrontierCount;
import org.gridpuzzles.frontier.FrontierCounting;
import org.gridpuzzles.frontier.FrontierGoal;
import org.gridpuzzles.frontier.FrontierGraph;
import org.gridpuzzles.frontier.FrontierResidues;
import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;

/**
 * Walkthroughs counted by the shared frontier program: the free fields as a graph numbered in the chosen sweep, the
 * start's edges only in the directions allowed, Hamiltonian paths from start to end; or closed lines, the graph's
 * Hamiltonian cycles. Lines swept one after another keep the pieces of line nested, so states take three bits a field.
 */
final class GeneralCounter implements PathCounter {

    private final FrontierGraph graph;
    private final int from;
    private final int to;
    private final FrontierGoal goal;
    private final WalkthroughCountOptions options;
    private final Limits limits;
    private long peak;
    private FrontierCount last;

    GeneralCounter(Grid grid, boolean[] free, int start, int end, int startDirs, WalkthroughCountOptions options,
            Limits limits) {
        this(grid, free, start, end, startDirs, false, options, limits);
    }

    /** The closed lines through every field of the grid: its Hamiltonian cycles, each counted once. */
    static GeneralCounter closed(Grid grid, WalkthroughCountOptions options, Limits limits) {
        return new GeneralCounter(grid, null, -1, -1, 15, true, options, limits);
    }

    private GeneralCounter(Grid grid, boolean[] free, int start, int end, int startDirs, boolean closed,
            WalkthroughCountOptions options, Limits limits) {
        this.options = options;
        this.limits = limits;
        int n = grid.size();
        int rows = grid.rows();
        int cols = grid.cols();
        boolean alongRows = rows >= cols; // lines of the narrow side: rows when the grid is at least as tall
        if (options.sweep() == WalkthroughCountOptions.Sweep.COLUMNS) {
            alongRows = !alongRows;
        }
        int[] rank = new int[n];
        java.util.Arrays.fill(rank, -1);
        int k = 0;
        for (int i = 0; i < n; i++) {
            int r = alongRows ? i / cols : i % rows;
            int c = alongRows ? i % cols : i / rows;
            if (options.sweep() == WalkthroughCountOptions.Sweep.MIRRORED) {
                // each line from its other end
                if (alongRows) {
                    c = cols - 1 - c;
                } else {
                    r = rows - 1 - r;
                }
            }
            int f = r * cols + c;
            if (options.sweep() == WalkthroughCountOptions.Sweep.REVERSED) {
                f = n - 1 - f;
            }
            if (free == null || free[f]) {
                rank[f] = k++;
            }
        }
        int[][] nb = new int[k][];
        for (int f = 0; f < n; f++) {
            if (rank[f] < 0) {
                continue;
            }
            int[] t = new int[4];
            int d = 0;
            for (Direction dir : Direction.values()) {
                int g = grid.neighbour(f, dir);
                if (g < 0 || rank[g] < 0) {
                    continue;
                }
                if (f == start && (startDirs & dir.bit()) == 0) {
                    continue;
                }
                if (g == start && (startDirs & opposite(dir).bit()) == 0) {
                    continue;
                }
                t[d++] = rank[g];
            }
            nb[rank[f]] = java.util.Arrays.copyOf(t, d);
        }
        this.graph = new FrontierGraph(nb);
        this.from = closed ? 0 : rank[start];
        this.to = closed ? 0 : rank[end];
        this.goal = closed ? FrontierGoal.cycle() : FrontierGoal.pathBetween(from, to);
    }

    private static Direction opposite(Direction d) {
        return switch (d) {
            case UP -> Direction.DOWN;
            case DOWN -> Direction.UP;
            case LEFT -> Direction.RIGHT;
            case RIGHT -> Direction.LEFT;
        };
    }

    @Override
    public BigInteger count(Progress progress) {
        if (from < 0 || to < 0) {
            return BigInteger.ZERO;
        }
        last = FrontierCounting.count(graph, goal,
                options.frontier().withNested(true), limits, progress);
        peak = Math.max(peak, last.peakStates());
        return last.count();
    }

    @Override
    public FrontierResidues residues(Progress progress) {
        if (from < 0 || to < 0) {
            return FrontierCounting.knownResidues(BigInteger.ZERO, options.frontier());
        }
        FrontierResidues r = FrontierCounting.residues(graph, goal,
                options.frontier().withNested(true), limits, progress);
        peak = Math.max(peak, r.peakStates());
        return r;
    }

    @Override
    public long peakStates() {
        return peak;
    }

    /** The full result of the last count (primes, passes, states per step). */
    FrontierCount lastResult() {
        return last;
    }
}
