package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/** The inwinder's and outwinder's walk of an unmasked triangle grid's rings (see {@link CellWinder}). */
final class TriangleWinder {

    private TriangleWinder() {
    }

    /**
     * An unmasked triangle grid's rings, walked arithmetically. A triangle touches the one above or below it only
     * through its base, so a column is no path: ring d is row d and row rows-1-d between columns 2d and cols-1-2d,
     * joined by sides two fields wide (columns 2d, 2d+1 and cols-2-2d, cols-1-2d), which the walk crosses in a zigzag
     * (along the row, then through the base of the field that has it on the far side). The innermost ring is the band
     * left in the middle (at most two rows, or at most four columns; a band of one column, which would fall apart,
     * goes to the ring around it), walked row by row as a snake. Where the walk's next field is no neighbour (corners,
     * bands) the run ends there; a run without a way across is hung on a field of its ring walked before it, so every
     * run has one way on towards the ring the winder ends in and the maze stays a tree.
     */
    static void carve(CellMaze maze, boolean inward, RunChoice which, double bias, RandomGenerator random,
            Statistics stats) {
        CellGrid grid = maze.grid();
        int rows = grid.rows();
        int cols = grid.cols();
        int last = Math.min((rows - 1) / 2, (cols - 1) / 4);
        if (last > 0 && cols - 4 * last == 1 && rows - 2 * last >= 2) {
            last--;
        }
        int n = grid.cells();
        long[] walked = new long[(n + 63) >>> 6];
        int[] run = new int[Math.max(2 * cols + 4 * rows, (rows - 2 * last) * (cols - 4 * last))];
        int[] across = new int[run.length];
        int[] waiting = new int[run.length];
        int[] waitingEnds = new int[run.length];
        int[] ways = new int[3];
        int[] wayCells = new int[3];
        long runs = 0;
        long backward = 0;
        for (int d = 0; d <= last; d++) {
            boolean band = d == last;
            int h = rows - 2 * d;
            int w = cols - 4 * d;
            int size = band ? h * w : 2 * w + 4 * (h - 2);
            int target = inward ? d + 1 : d - 1;
            boolean closes = target >= 0 && target <= last;
            int offset = band ? 0 : random.nextInt(size);
            int length = 0;
            int crossing = 0;
            int k = offset;
            int cell = triangleRingCell(d, k, rows, cols, band);
            long ringRuns = runs;
            int waitingCells = 0;
            int waitingRuns = 0;
            for (int j = 0; j < size; j++) {
                int r = cell / cols;
                int c = cell - r * cols;
                run[length++] = cell;
                CellGenerator.set(walked, cell);
                boolean hasWay = closes && triangleWays(r, c, rows, cols, last, target, ways, wayCells) > 0;
                if (hasWay) {
                    across[crossing++] = length - 1;
                }
                int next = -1;
                int slot = -1;
                if (j + 1 < size) {
                    k = k + 1 == size ? 0 : k + 1;
                    next = triangleRingCell(d, k, rows, cols, band);
                    int nr = next / cols;
                    int nc = next - nr * cols;
                    if (nr == r) {
                        slot = nc == c + 1 ? 0 : nc == c - 1 ? 2 : -1;
                    } else if (nc == c && nr == r + (((r + c) & 1) == 0 ? 1 : -1)) {
                        slot = 1;
                    }
                }
                if (slot < 0 || (hasWay && random.nextDouble() < bias)) {
                    if (crossing > 0) {
                        int member = run[across[which.choose(crossing, random)]];
                        int mr = member / cols;
                        int m = triangleWays(mr, member - mr * cols, rows, cols, last, target, ways, wayCells);
                        int way = m == 1 ? 0 : random.nextInt(m);
                        maze.link(member, ways[way], wayCells[way], 2 - ways[way]);
                    } else if (hangOnRing(maze, run, length, walked, rows, cols, last, d,
                            !closes && runs == ringRuns)) {
                        backward++;
                    } else if (closes || runs > ringRuns) {
                        // nothing walked beside it yet: it waits, unmarked so that no later run hangs on it
                        System.arraycopy(run, 0, waiting, waitingCells, length);
                        waitingCells += length;
                        waitingEnds[waitingRuns++] = waitingCells;
                    }
                    runs++;
                    length = 0;
                    crossing = 0;
                } else {
                    maze.link(cell, slot, next, 2 - slot);
                }
                cell = next;
            }
            // the whole ring is walked now: the waiting runs hang on it, each after those before it
            for (int i = 0, from = 0; i < waitingRuns; from = waitingEnds[i++]) {
                System.arraycopy(waiting, from, run, 0, waitingEnds[i] - from);
                if (hangOnRing(maze, run, waitingEnds[i] - from, walked, rows, cols, last, d, true)) {
                    backward++;
                }
            }
        }
        long joined = n - 1 - maze.passages();
        if (joined > 0) {
            PieceJoin.join(maze, random);
        }
        stats.set("cells", n);
        stats.set("passages", maze.passages());
        stats.set("rings", last + 1);
        stats.set("runs", runs);
        stats.set("backward", backward);
        stats.set("joined", joined);
    }

    /** The ring of a triangle field: rows from the top or bottom, pairs of columns from the left or right. */
    static int triangleRing(int r, int c, int rows, int cols, int last) {
        int d = Math.min(Math.min(r, rows - 1 - r), Math.min(c >> 1, (cols - 1 - c) >> 1));
        return d < last ? d : last;
    }

    /** The k-th field of triangle ring d in walking order: clockwise from the upper-left corner, or a band's snake. */
    static int triangleRingCell(int d, int k, int rows, int cols, boolean band) {
        int top = d;
        int bottom = rows - 1 - d;
        int left = 2 * d;
        int right = cols - 1 - 2 * d;
        int w = right - left + 1;
        if (band) {
            int i = k / w;
            int j = k - i * w;
            return (top + i) * cols + ((i & 1) == 0 ? left + j : right - j);
        }
        if (k < w) {
            return top * cols + left + k;
        }
        k -= w;
        int side = 2 * (bottom - top - 1);
        if (k < side) {
            int r = top + 1 + (k >> 1);
            // down the right side: first the field entered through its base from above, then the one with its base
            // below
            int first = ((r + right) & 1) == 1 ? right : right - 1;
            return r * cols + ((k & 1) == 0 ? first : 2 * right - 1 - first);
        }
        k -= side;
        if (k < w) {
            return bottom * cols + right - k;
        }
        k -= w;
        int r = bottom - 1 - (k >> 1);
        int first = ((r + left) & 1) == 0 ? left : left + 1;
        return r * cols + ((k & 1) == 0 ? first : 2 * left + 1 - first);
    }

    /** The slots of triangle field (r, c) that lead into ring {@code ring}, and the fields they lead to. */
    private static int triangleWays(int r, int c, int rows, int cols, int last, int ring, int[] ways, int[] cells) {
        int k = 0;
        if (c + 1 < cols && triangleRing(r, c + 1, rows, cols, last) == ring) {
            cells[k] = r * cols + c + 1;
            ways[k++] = 0;
        }
        int br = ((r + c) & 1) == 0 ? r + 1 : r - 1;
        if (br >= 0 && br < rows && triangleRing(br, c, rows, cols, last) == ring) {
            cells[k] = br * cols + c;
            ways[k++] = 1;
        }
        if (c > 0 && triangleRing(r, c - 1, rows, cols, last) == ring) {
            cells[k] = r * cols + c - 1;
            ways[k++] = 2;
        }
        return k;
    }

    /**
     * Hangs a run that has no way across on a neighbour in its own ring walked before the run: true when there was
     * one. The run's fields stay unmarked when there was none, unless {@code mark} (the root run, the first of the
     * ring the winder ends in).
     */
    private static boolean hangOnRing(CellMaze maze, int[] run, int length, long[] walked, int rows, int cols,
            int last, int ring, boolean mark) {
        // the run's own fields are walked too: unmark them while looking
        for (int i = 0; i < length; i++) {
            walked[run[i] >>> 6] &= ~(1L << run[i]);
        }
        boolean hung = false;
        int[] ways = new int[3];
        int[] cells = new int[3];
        for (int i = 0; i < length && !hung; i++) {
            int r = run[i] / cols;
            int m = triangleWays(r, run[i] - r * cols, rows, cols, last, ring, ways, cells);
            for (int w = 0; w < m; w++) {
                if (CellGenerator.get(walked, cells[w])) {
                    maze.link(run[i], ways[w], cells[w], 2 - ways[w]);
                    hung = true;
                    break;
                }
            }
        }
        if (hung || mark) {
            for (int i = 0; i < length; i++) {
                CellGenerator.set(walked, run[i]);
            }
        }
        return hung;
    }
}
