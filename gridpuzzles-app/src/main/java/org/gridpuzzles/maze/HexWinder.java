package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/** The inwinder's and outwinder's walk of an unmasked hex grid's rings (see {@link CellWinder}). */
final class HexWinder {

    private static final int[] HEX_DR = {0, 1, 1, 0, -1, -1};
    /** Column steps of the hex slots in even rows; odd rows add 1 to the diagonal ones (slots 1, 2, 4, 5). */
    private static final int[] HEX_DC = {1, 0, -1, -1, -1, 0};

    private HexWinder() {
    }

    /**
     * An unmasked hex grid's rings are the rectangle's (ring d: the fields d rows or columns from the nearest edge),
     * and a ring's fields in clockwise order (top row, right column, bottom row, left column) are neighbours one after
     * the other, since a hex field touches the one straight below it in either kind of row. So the rings are walked
     * arithmetically, as the rectangle's inwinder walks them, without the breadth-first numbering: every field of an
     * inner ring has a neighbour in the ring around it, and a run that ends without a way inward (at the corners)
     * is joined to the field before it in its ring.
     */
    static void carve(CellMaze maze, boolean inward, RunChoice which, double bias, RandomGenerator random,
            Statistics stats) {
        CellGrid grid = maze.grid();
        int rows = grid.rows();
        int cols = grid.cols();
        int ringCount = (Math.min(rows, cols) + 1) / 2;
        int[] run = new int[2 * (rows + cols)];
        int[] across = new int[run.length];
        int[] ways = new int[6];
        int[] wayCells = new int[6];
        long runs = 0;
        long backward = 0;
        for (int d = 0; d < ringCount; d++) {
            int top = d;
            int bottom = rows - 1 - d;
            int left = d;
            int right = cols - 1 - d;
            int size = perimeter(top, bottom, left, right);
            int target = inward ? d + 1 : d - 1;
            boolean closes = target >= 0 && target < ringCount;
            // a strand (one row or column) is no circle: it is walked from its first field
            boolean strand = top == bottom || left == right;
            int offset = strand ? 0 : random.nextInt(size);
            int length = 0;
            int crossing = 0;
            int beforeRun = -1;
            for (int j = 0; j < size; j++) {
                int cell = ringCell(top, bottom, left, right, (offset + j) % size, cols);
                run[length++] = cell;
                boolean hasWay = closes && hexWays(cell, cols, rows, target, ways, wayCells) > 0;
                if (hasWay) {
                    across[crossing++] = length - 1;
                }
                boolean last = j == size - 1;
                if (closes && (last || (hasWay && random.nextDouble() < bias))) {
                    if (crossing > 0) {
                        int member = run[across[which.choose(crossing, random)]];
                        int k = hexWays(member, cols, rows, target, ways, wayCells);
                        int w = k == 1 ? 0 : random.nextInt(k);
                        maze.link(member, ways[w], wayCells[w], ways[w] < 3 ? ways[w] + 3 : ways[w] - 3);
                    } else if (beforeRun >= 0) {
                        // only corners since the last close: hang them on the field before them in the ring
                        int slot = hexSlot(run[0], beforeRun, cols);
                        maze.link(run[0], slot, beforeRun, slot < 3 ? slot + 3 : slot - 3);
                        backward++;
                    }
                    runs++;
                    length = 0;
                    crossing = 0;
                    beforeRun = cell;
                } else if (!last) {
                    int next = ringCell(top, bottom, left, right, (offset + j + 1) % size, cols);
                    int slot = hexSlot(cell, next, cols);
                    maze.link(cell, slot, next, slot < 3 ? slot + 3 : slot - 3);
                }
            }
            if (!closes) {
                runs++;
            }
        }
        long joined = grid.cells() - 1 - maze.passages();
        if (joined > 0) {
            PieceJoin.join(maze, random);
        }
        stats.set("cells", grid.cells());
        stats.set("passages", maze.passages());
        stats.set("rings", ringCount);
        stats.set("runs", runs);
        stats.set("backward", backward);
        stats.set("joined", joined);
    }

    /** Fields on the outline of the rectangle of rows top..bottom and columns left..right. */
    private static int perimeter(int top, int bottom, int left, int right) {
        int h = bottom - top + 1;
        int w = right - left + 1;
        return h == 1 ? w : w == 1 ? h : 2 * (h + w) - 4;
    }

    /** The k-th field clockwise on that outline from its upper-left corner. */
    private static int ringCell(int top, int bottom, int left, int right, int k, int cols) {
        int h = bottom - top + 1;
        int w = right - left + 1;
        if (h == 1) {
            return top * cols + left + k;
        }
        if (w == 1) {
            return (top + k) * cols + left;
        }
        if (k < w) {
            return top * cols + left + k;
        }
        k -= w;
        if (k < h - 1) {
            return (top + 1 + k) * cols + right;
        }
        k -= h - 1;
        if (k < w - 1) {
            return bottom * cols + right - 1 - k;
        }
        k -= w - 1;
        return (bottom - 1 - k) * cols + left;
    }

    /** The slot from a hex field to the next on its ring: beside it, or straight above or below it. */
    private static int hexSlot(int cell, int next, int cols) {
        int step = next - cell;
        if (step == cols || step == -cols) {
            boolean odd = ((cell / cols) & 1) == 1;
            // straight below is down-right from an even row and down-left from an odd one; above likewise
            return step > 0 ? (odd ? 2 : 1) : (odd ? 4 : 5);
        }
        return step == 1 ? 0 : 3;
    }

    /**
     * The slots of a hex field that lead into ring {@code ring}, into {@code ways}, and the fields they lead to, into
     * {@code cells}; returns how many.
     */
    private static int hexWays(int cell, int cols, int rows, int ring, int[] ways, int[] cells) {
        int r = cell / cols;
        int c = cell - r * cols;
        int odd = r & 1;
        int k = 0;
        for (int s = 0; s < 6; s++) {
            int nr = r + HEX_DR[s];
            int nc = c + HEX_DC[s] + (HEX_DR[s] != 0 ? odd : 0);
            if (nr >= 0 && nc >= 0 && nr < rows && nc < cols
                    && Math.min(Math.min(nr, rows - 1 - nr), Math.min(nc, cols - 1 - nc)) == ring) {
                cells[k] = nr * cols + nc;
                ways[k++] = s;
            }
        }
        return k;
    }
}
