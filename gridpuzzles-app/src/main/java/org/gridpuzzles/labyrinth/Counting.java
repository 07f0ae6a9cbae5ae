package org.gridpuzzles.labyrinth;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.Map;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.frontier.FrontierCounting;
import org.gridpuzzles.frontier.FrontierResidues;
import org.gridpuzzles.frontier.ResidueCheck;
import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;

/** Exact walkthrough counts of a labyrinth, in total and per first move. */
final class Counting {

    private Counting() {
    }

    /** The counting program asked for, on the free fields of the grid (null: all), start moves limited to dirs. */
    static PathCounter counter(Grid grid, boolean[] free, int start, int end, int dirs,
            WalkthroughCountOptions options, Limits limits) {
        if (options.engine() == WalkthroughCountOptions.Engine.FRONTIER) {
            return new GeneralCounter(grid, free, start, end, dirs, options, limits);
        }
        return new GridLineCounter(grid, free, start, end, dirs, options, limits);
    }

    static WalkthroughCount count(Labyrinth lab, boolean byFirstMove, Limits limits, Progress progress) {
        return count(lab, byFirstMove, WalkthroughCountOptions.defaults(), limits, progress);
    }

    static WalkthroughCount count(Labyrinth lab, boolean byFirstMove, WalkthroughCountOptions options, Limits limits,
            Progress progress) {
        String reason = lab.impossibleReason();
        Map<String, BigInteger> per = new LinkedHashMap<>();
        BigInteger total = BigInteger.ZERO;
        long peak = 0;
        if (reason != null) {
            if (byFirstMove) {
                for (Direction d : firstMoves(lab)) {
                    per.put(String.valueOf(d.letter()), BigInteger.ZERO);
                }
            }
        } else if (!byFirstMove || lab.start() == lab.end()) {
            PathCounter counter = counter(lab.grid(), null, lab.start(), lab.end(), 15, options, limits);
            total = counter.count(progress);
            peak = counter.peakStates();
        } else {
            for (Direction d : firstMoves(lab)) {
                PathCounter counter = counter(lab.grid(), null, lab.start(), lab.end(), d.bit(), options, limits);
                BigInteger c = counter.count(progress);
                peak = Math.max(peak, counter.peakStates());
                per.put(String.valueOf(d.letter()), c);
                total = total.add(c);
            }
        }
        return new WalkthroughCount(lab.grid().rows(), lab.grid().cols(), total, per, reason, peak);
    }

    /**
     * The exact number of walkthroughs that begin with {@code moves}: the lines from the live end through every field
     * not yet taken to the end field, counted by the frontier program on the region left free (the live end and the
     * fields not taken). With {@code byNextMove}, also per move from the live end (R, D, L, U onto free fields).
     */
    static WalkthroughCount countAfter(Labyrinth lab, String moves, boolean byNextMove, Limits limits,
            Progress progress) {
        return countAfter(lab, moves, byNextMove, WalkthroughCountOptions.defaults(), limits, progress);
    }

    static WalkthroughCount countAfter(Labyrinth lab, String moves, boolean byNextMove,
            WalkthroughCountOptions options, Limits limits, Progress progress) {
        int[] line = Walkthrough.fields(lab.grid(), lab.start(), moves);
        if (line.length == 1) {
            return count(lab, byNextMove, options, limits, progress);
        }
        int n = lab.grid().size();
        boolean[] region = regionAfter(n, line);
        int live = line[line.length - 1];
        String reason = lab.impossibleReason();
        Map<String, BigInteger> per = new LinkedHashMap<>();
        BigInteger total = BigInteger.ZERO;
        long peak = 0;
        Direction[] order = {Direction.RIGHT, Direction.DOWN, Direction.LEFT, Direction.UP};
        if (!byNextMove) {
            if (reason == null) {
                PathCounter counter = counter(lab.grid(), region, live, lab.end(), 15, options, limits);
                total = counter.count(progress);
                peak = counter.peakStates();
            }
        } else {
            for (Direction d : order) {
                int q = lab.grid().neighbour(live, d);
                if (q < 0 || !region[q]) {
                    continue;
                }
                BigInteger c = BigInteger.ZERO;
                if (reason == null) {
                    PathCounter counter = counter(lab.grid(), region, live, lab.end(), d.bit(), options, limits);
                    c = counter.count(progress);
                    peak = Math.max(peak, counter.peakStates());
                }
                per.put(String.valueOf(d.letter()), c);
                total = total.add(c);
            }
            if (per.isEmpty() && live == lab.end() && line.length == n) {
                total = BigInteger.ONE; // the line is already complete: itself, with no next move
            }
        }
        return new WalkthroughCount(lab.grid().rows(), lab.grid().cols(), total, per, reason, peak);
    }

    /** The fields a line still has to pass after {@code line}: those not taken, and its live end. */
    private static boolean[] regionAfter(int n, int[] line) {
        boolean[] region = new boolean[n];
        java.util.Arrays.fill(region, true);
        for (int f : line) {
            region[f] = false;
        }
        region[line[line.length - 1]] = true;
        return region;
    }

    /**
     * Whether {@code claimed} can be the number of walkthroughs (that begin with {@code moves}, null: all), judged by
     * the count's residues modulo the primes of one pass of the program and its proved bound (see ResidueCheck).
     */
    static Verdict confirm(Labyrinth lab, String moves, BigInteger claimed, WalkthroughCountOptions options,
            Limits limits, Progress progress) {
        if (claimed.signum() < 0) {
            throw new InvalidInputException("a number of walkthroughs is not negative: " + claimed);
        }
        int[] line = Walkthrough.fields(lab.grid(), lab.start(), moves == null ? "" : moves);
        FrontierResidues r;
        if (lab.impossibleReason() != null) {
            r = FrontierCounting.knownResidues(BigInteger.ZERO, options.frontier());
        } else {
            boolean[] region = line.length == 1 ? null : regionAfter(lab.grid().size(), line);
            PathCounter counter = counter(lab.grid(), region, line[line.length - 1], lab.end(), 15, options, limits);
            r = counter.residues(progress);
        }
        return ResidueCheck.check(r, claimed).with("peakStates", r.peakStates());
    }

    /**
     * Why a rows x cols grid has no closed line through every field, or null: a closed line steps from black to white
     * and back, so it needs as many fields of each colour, and at least four fields to close.
     */
    static String closedImpossibleReason(int rows, int cols) {
        long n = (long) rows * cols;
        if (n % 2 == 1) {
            return "a closed line alternates the chessboard colours, so it needs an even number of fields, not " + n;
        }
        if (rows == 1 || cols == 1) {
            return "a closed line needs two rows and two columns at least, not " + rows + " x " + cols;
        }
        return null;
    }

    /** The program asked for that counts the closed lines through every field of a rows x cols grid. */
    static PathCounter closedCounter(int rows, int cols, WalkthroughCountOptions options, Limits limits) {
        if (options.engine() == WalkthroughCountOptions.Engine.FRONTIER) {
            return GeneralCounter.closed(new Grid(rows, cols), options, limits);
        }
        return new GridCycleCounter(rows, cols, options, limits);
    }

    /** The closed lines through every field of a rows x cols grid (Hamiltonian cycles, each counted once). */
    static WalkthroughCount countClosed(int rows, int cols, WalkthroughCountOptions options, Limits limits,
            Progress progress) {
        String reason = closedImpossibleReason(rows, cols);
        BigInteger total = BigInteger.ZERO;
        long peak = 0;
        if (reason == null) {
            PathCounter counter = closedCounter(rows, cols, options, limits);
            total = counter.count(progress);
            peak = counter.peakStates();
        }
        return new WalkthroughCount(rows, cols, total, Map.of(), reason, peak);
    }

    /** Whether {@code claimed} can be the number of closed lines, judged as {@link #confirm} judges a count. */
    static Verdict confirmClosed(int rows, int cols, BigInteger claimed, WalkthroughCountOptions options,
            Limits limits, Progress progress) {
        if (claimed.signum() < 0) {
            throw new InvalidInputException("a number of closed lines is not negative: " + claimed);
        }
        FrontierResidues r = closedImpossibleReason(rows, cols) != null
                ? FrontierCounting.knownResidues(BigInteger.ZERO, options.frontier())
                : closedCounter(rows, cols, options, limits).residues(progress);
        return ResidueCheck.check(r, claimed).with("peakStates", r.peakStates());
    }

    /** The moves possible from the start, in the order R, D, L, U (the corner start gives R and D). */
    static Direction[] firstMoves(Labyrinth lab) {
        Direction[] order = {Direction.RIGHT, Direction.DOWN, Direction.LEFT, Direction.UP};
        return java.util.Arrays.stream(order).filter(d -> lab.grid().neighbour(lab.start(), d) >= 0)
                .toArray(Direction[]::new);
    }
}
