package org.gridpuzzles.knight;

import java.math.BigInteger;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.frontier.FrontierCount;
import org.gridpuzzles.frontier.FrontierCounting;
import org.gridpuzzles.frontier.FrontierGoal;
import org.gridpuzzles.frontier.FrontierGraph;
import org.gridpuzzles.frontier.FrontierOptions;
import org.gridpuzzles.frontier.FrontierResidues;
import org.gridpuzzles.frontier.ResidueCheck;
import org.gridpuzzles.io.Progress;

/**
 * Knight's tours counted by the frontier program: the knight graph swept line by line across the narrow side (on
 * 8 rows the frontier holds about two lines, 17 squares), open tours as Hamiltonian paths, closed tours as
 * Hamiltonian cycles.
 */
final class FrontierTours {

    /** The widest narrow side whose frontier fits a state of 64 bits. */
    static final int MAX_NARROW = 8;

    private final int rows;
    private final int cols;
    private final boolean acrossRows;
    private final boolean mirror;
    /** Per square of a line, its place in the sweep of the line (see {@link #places}). */
    private final int[] place;

    FrontierTours(int rows, int cols) {
        this(rows, cols, true);
    }

    /**
     * With {@code mirror}, the reflection across the lines (the first square of a line to its last) is given to the
     * count as a symmetry: it keeps the squares swept after every whole line, so one state stands for itself and its
     * mirror image there (half the states at the ends of lines, a quarter fewer in all on 6 rows). Without it, a
     * state and its image are counted apart: a check.
     */
    FrontierTours(int rows, int cols, boolean mirror) {
        this.mirror = mirror;
        this.rows = rows;
        this.cols = cols;
        if (Math.min(rows, cols) > MAX_NARROW) {
            throw new InvalidInputException("counting tours needs the narrow side of the board to be at most "
                    + MAX_NARROW + " squares, not " + Math.min(rows, cols));
        }
        // lines of the narrow side, one after another
        this.acrossRows = rows <= cols;
        this.place = places(Math.min(rows, cols));
    }

    /** The sweep position of square (r, c), 0-based. */
    int index(int r, int c) {
        return acrossRows ? c * rows + place[r] : r * cols + place[c];
    }

    /**
     * Where each square of a line comes in the sweep of that line: every other square from the last but one back to
     * the start, then the rest forwards (on 8 squares 6, 4, 2, 0, 1, 3, 5, 7). A knight's move changes the line by one
     * or two squares, so a half swept this way leaves fewer squares waiting for the other half than the squares in
     * order do: 29 % fewer states in all on 8 x 6 closed, 32 to 43 % on 5, 6 and 7 squares a line (BENCHMARKS.md).
     */
    static int[] places(int length) {
        int[] place = new int[length];
        int k = 0;
        for (int i = length - 2; i >= 0; i -= 2) {
            place[i] = k++;
        }
        for (int i = length % 2 == 0 ? 1 : 0; i < length; i += 2) {
            place[i] = k++;
        }
        return place;
    }

    FrontierGraph graph() {
        int n = rows * cols;
        int[][] nb = new int[n][];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int[] t = new int[8];
                int k = 0;
                for (int d = 0; d < 8; d++) {
                    int rr = r + KnightMoves.D_ROW[d];
                    int cc = c + KnightMoves.D_COL[d];
                    if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) {
                        t[k++] = index(rr, cc);
                    }
                }
                nb[index(r, c)] = java.util.Arrays.copyOf(t, k);
            }
        }
        FrontierGraph g = new FrontierGraph(nb);
        if (!mirror || Math.min(rows, cols) < 2) {
            return g;
        }
        int[] flip = new int[n];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                flip[index(r, c)] = acrossRows ? index(rows - 1 - r, c) : index(r, cols - 1 - c);
            }
        }
        return g.withSymmetries(flip);
    }

    /** Undirected closed tours. */
    FrontierCount closed(FrontierOptions o, Limits limits, Progress progress) {
        return FrontierCounting.count(graph(), FrontierGoal.cycle(), o, limits, progress);
    }

    /** Directed open tours from every start: each undirected path twice, once from each end. */
    FrontierCount open(FrontierOptions o, Limits limits, Progress progress) {
        FrontierCount c = FrontierCounting.count(graph(), FrontierGoal.pathAnyEnds(), o, limits, progress);
        BigInteger twice = rows * cols == 1 ? c.count() : c.count().shiftLeft(1);
        return new FrontierCount(twice, c.primes(), c.passes(), c.peakStates(), c.stepStates(), c.stepNanos(),
                c.resumedAtStep());
    }

    /**
     * The residues of one pass of {@link #closed} ({@code closed}), {@link #open} or {@link #openFrom} ({@code row}
     * 1 or more), and what the count is of what the pass counted: twice for open tours from every start.
     */
    Verdict confirm(boolean closed, int row, int col, BigInteger claimed, FrontierOptions o, Limits limits,
            Progress progress) {
        FrontierGoal goal = closed ? FrontierGoal.cycle() : row > 0 ? FrontierGoal.pathFrom(index(row - 1, col - 1))
                : FrontierGoal.pathAnyEnds();
        FrontierResidues r = FrontierCounting.residues(graph(), goal, o, limits, progress);
        int factor = closed || row > 0 || rows * cols == 1 ? 1 : 2;
        return ResidueCheck.check(r, claimed, factor).with("peakStates", r.peakStates());
    }

    /** Directed open tours from square (row, col), 1-based: undirected paths with that square as an end. */
    FrontierCount openFrom(int row, int col, FrontierOptions o, Limits limits, Progress progress) {
        return FrontierCounting.count(graph(), FrontierGoal.pathFrom(index(row - 1, col - 1)), o, limits, progress);
    }
}
