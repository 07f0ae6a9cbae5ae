package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/**
 * Inwinder and outwinder on any grid with rings ({@link CellRings}): sidewinder along the rings. Each ring is walked
 * from a random field, always to the first field of the same ring not yet walked, clockwise where the ring is a
 * circle; the walk gathers a run and, at a coin flip with probability {@code bias} on a field that has a neighbour in
 * the next ring (inward for the inwinder, outward for the outwinder), closes it by opening the way from one member
 * ({@code --which}) into that ring; a walk that ends closes its run too. The innermost ring (inwinder) or the
 * outermost (outwinder) is walked without closing. Polar, unmasked hex and unmasked triangle grids have their
 * rings walked arithmetically (see their methods); on the others, where rings are not circles (masks), a run may
 * find no way across, or the last ring fall into pieces: the pieces left are then joined by walls opened in random
 * order between them, as Kruskal would; the statistics count them as {@code joined}.
 * <p>
 * The {@linkplain #articles article's way} keeps the rectangle's winder as the inwinder article walks its rings: see
 * {@link #carveInOrder}.
 */
final class CellWinder implements CellGenerator {

    private final boolean inward;
    private final RunChoice which;
    private final double bias;
    private final boolean article;

    CellWinder(boolean inward, RunChoice which, double bias) {
        this(inward, which, bias, false);
    }

    /**
     * @param article walk rings that list their fields in order (an unmasked rect's oblongs) the inwinder article's
     *        way ({@link #carveInOrder}) instead of the general way
     */
    CellWinder(boolean inward, RunChoice which, double bias, boolean article) {
        this.inward = inward;
        this.which = which;
        this.bias = bias;
        this.article = article;
    }

    /** The article's way where the grid's rings allow it (an unmasked rect), the general way elsewhere. */
    static CellWinder articles(boolean inward, RunChoice which, double bias, CellGrid grid) {
        return new CellWinder(inward, which, bias, grid.shape() == GridShape.RECT && !grid.masked());
    }

    @Override
    public double bytesPerCell() {
        // the article's way keeps one run of the largest ring; the general way numbers rings and marks fields
        return article ? 0.1 : 12.2;
    }

    @Override
    public void carve(CellMaze maze, RandomGenerator random, Statistics stats) {
        CellGrid grid = maze.grid();
        if (article) {
            CellRings rings = CellRings.of(grid);
            if (rings.inOrder()) {
                carveInOrder(maze, rings, random, stats);
                return;
            }
        }
        if (grid.shape() == GridShape.POLAR) {
            carvePolar(maze, random, stats);
            return;
        }
        if (grid.shape() == GridShape.HEX && !grid.masked()) {
            carveHex(maze, random, stats);
            return;
        }
        if (grid.shape() == GridShape.TRIANGLE && !grid.masked()) {
            carveTriangle(maze, random, stats);
            return;
        }
        CellRings rings = CellRings.of(grid);
        int n = grid.cells();
        int slots = grid.slots();
        long[] walked = new long[(n + 63) >>> 6];
        int[] run = new int[n];
        int[] across = new int[n];
        int[] ways = new int[slots];
        int[] around = new int[slots];
        long runs = 0;
        for (int d = 0; d < rings.rings(); d++) {
            int target = inward ? d + 1 : d - 1;
            boolean closes = target >= 0 && target < rings.rings();
            int size = rings.size(d);
            int offset = random.nextInt(size);
            for (int j = 0; j < size; j++) {
                int first = rings.cell(d, (offset + j) % size);
                if (CellGenerator.get(walked, first)) {
                    continue;
                }
                CellGenerator.set(walked, first);
                int cell = first;
                int length = 0;
                int crossing = 0;
                while (true) {
                    run[length++] = cell;
                    grid.neighbours(cell, around);
                    boolean hasWay = false;
                    int next = -1;
                    int nextSlot = -1;
                    for (int s = 0; s < slots; s++) {
                        int o = around[s];
                        if (o < 0 || grid.isUnder(s)) {
                            continue;
                        }
                        int od = rings.depth(o);
                        if (closes && od == target) {
                            hasWay = true;
                        } else if (od == d && next < 0 && !CellGenerator.get(walked, o)) {
                            next = o;
                            nextSlot = s;
                        }
                    }
                    if (hasWay) {
                        across[crossing++] = length - 1;
                    }
                    if (next < 0 || (hasWay && random.nextDouble() < bias)) {
                        if (crossing > 0) {
                            int member = run[across[which.choose(crossing, random)]];
                            grid.neighbours(member, around);
                            int k = 0;
                            for (int s = 0; s < slots; s++) {
                                int o = around[s];
                                if (o >= 0 && !grid.isUnder(s) && rings.depth(o) == target) {
                                    ways[k++] = s;
                                }
                            }
                            int slot = ways[k == 1 ? 0 : random.nextInt(k)];
                            maze.link(member, slot, around[slot], grid.opposite(member, slot));
                        }
                        runs++;
                        length = 0;
                        crossing = 0;
                        if (next < 0) {
                            break;
                        }
                    } else {
                        maze.link(cell, nextSlot, next, grid.opposite(cell, nextSlot));
                    }
                    CellGenerator.set(walked, next);
                    cell = next;
                }
            }
        }
        long joined = n - 1 - maze.passages();
        if (joined > 0) {
            joinPieces(maze, random);
        }
        stats.set("cells", n);
        stats.set("passages", maze.passages());
        stats.set("rings", rings.rings());
        stats.set("runs", runs);
        stats.set("joined", joined);
    }

    /**
     * The article's way, on rings that list their fields in walking order: ring by ring from the outermost, each
     * walked from a random first field (a strand from its first end) to the field before it, gathering a run of
     * (field, way into the next ring) pairs, one for each such way, so that a corner with two ways offers both (the
     * outwinder's corners). Where a field has a run behind it and a next field, a coin (closing with probability
     * {@code bias}) decides between carving on to the next field and closing the run by carving one pair's way
     * ({@code --which}); the last field closes it. Statistics as the article prints them: {@code visits} (the rings
     * and one), {@code cells}, {@code passages}, {@code tiers}, {@code onward}, and {@code inward} or
     * {@code outward}; {@code joined} too when some run found no way across.
     */
    private void carveInOrder(CellMaze maze, CellRings rings, RandomGenerator random, Statistics stats) {
        CellGrid grid = maze.grid();
        int slots = grid.slots();
        int count = rings.rings();
        int longest = 0;
        for (int d = 0; d < count; d++) {
            longest = Math.max(longest, rings.size(d));
        }
        int[] runCell = new int[slots * longest];
        byte[] runSlot = new byte[runCell.length];
        int[] around = new int[slots];
        long cells = 0;
        long onward = 0;
        long across = 0;
        for (int d = 0; d < count; d++) {
            int target = inward ? d + 1 : d - 1;
            boolean closes = target >= 0 && target < count;
            int n = rings.size(d);
            cells += n;
            int first = rings.isStrand(d) ? 0 : random.nextInt(n);
            int run = 0;
            int cell = rings.cell(d, first);
            for (int s = 0; s < n; s++) {
                int next = s == n - 1 ? -1 : rings.cell(d, first + s + 1 < n ? first + s + 1 : first + s + 1 - n);
                grid.neighbours(cell, around);
                int onwardSlot = -1;
                for (int k = 0; k < slots; k++) {
                    int o = around[k];
                    if (o < 0 || grid.isUnder(k)) {
                        continue;
                    }
                    if (o == next) {
                        onwardSlot = k;
                    } else if (closes && rings.depth(o) == target) {
                        runCell[run] = cell;
                        runSlot[run++] = (byte) k;
                    }
                }
                if (onwardSlot >= 0 && (run == 0 || random.nextDouble() >= bias)) {
                    maze.link(cell, onwardSlot, next, grid.opposite(cell, onwardSlot));
                    onward++;
                } else if (run > 0) {
                    int m = which.choose(run, random);
                    int from = runCell[m];
                    int slot = runSlot[m];
                    maze.link(from, slot, grid.neighbour(from, slot), grid.opposite(from, slot));
                    run = 0;
                    across++;
                }
                cell = next;
            }
        }
        // the maze was blank: what the walk did not carve, the join does
        long joined = grid.cells() - 1 - onward - across;
        if (joined > 0) {
            joinPieces(maze, random);
        }
        stats.set("visits", count + 1L);
        stats.set("cells", cells);
        stats.set("passages", onward + across + Math.max(0, joined));
        stats.set("tiers", count);
        stats.set("onward", onward);
        stats.set(inward ? "inward" : "outward", across);
        if (joined > 0) {
            stats.set("joined", joined);
        }
    }

    /**
     * The polar grid's own rings, walked clockwise from a random field: every field of ring r > 0 has its inward
     * neighbour, every field inside the outermost ring one or two outward, so no run is left without a way across.
     */
    private void carvePolar(CellMaze maze, RandomGenerator random, Statistics stats) {
        CellGrid grid = maze.grid();
        int rings = grid.rings();
        int[] run = new int[rings > 1 ? grid.ringSize(rings - 1) : 1];
        long runs = 0;
        for (int r = rings - 1; r >= 0; r--) {
            int n = grid.ringSize(r);
            int start = grid.ringStart(r);
            boolean closes = inward ? r > 0 : r < rings - 1;
            int offset = random.nextInt(n);
            int length = 0;
            for (int j = 0; j < n; j++) {
                int k = offset + j < n ? offset + j : offset + j - n;
                run[length++] = k;
                boolean last = j == n - 1;
                if (closes && (last || random.nextDouble() < bias)) {
                    int m = run[which.choose(length, random)];
                    if (inward) {
                        int ratio = n / grid.ringSize(r - 1);
                        int parent = grid.ringStart(r - 1) + m / ratio;
                        maze.link(start + m, 3, parent, r == 1 ? m : m % ratio);
                    } else {
                        int ratio = grid.ringSize(r + 1) / n;
                        int slot = ratio == 1 ? 0 : random.nextInt(ratio);
                        maze.link(start + m, slot, grid.ringStart(r + 1) + m * ratio + slot, 3);
                    }
                    runs++;
                    length = 0;
                } else if (!last) {
                    int next = k + 1 == n ? 0 : k + 1;
                    maze.link(start + k, 2, start + next, 4);
                }
            }
            if (!closes) {
                runs++;
            }
        }
        stats.set("cells", grid.cells());
        stats.set("passages", maze.passages());
        stats.set("rings", rings);
        stats.set("runs", runs);
        stats.set("joined", 0);
    }


    private static final int[] HEX_DR = {0, 1, 1, 0, -1, -1};
    /** Column steps of the hex slots in even rows; odd rows add 1 to the diagonal ones (slots 1, 2, 4, 5). */
    private static final int[] HEX_DC = {1, 0, -1, -1, -1, 0};

    /**
     * An unmasked hex grid's rings are the rectangle's (ring d: the fields d rows or columns from the nearest edge),
     * and a ring's fields in clockwise order (top row, right column, bottom row, left column) are neighbours one after
     * the other, since a hex field touches the one straight below it in either kind of row. So the rings are walked
     * arithmetically, as the rectangle's inwinder walks them, without the breadth-first numbering: every field of an
     * inner ring has a neighbour in the ring around it, and a run that ends without a way inward (at the corners)
     * is joined to the field before it in its ring.
     */
    private void carveHex(CellMaze maze, RandomGenerator random, Statistics stats) {
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
            joinPieces(maze, random);
        }
        stats.set("cells", grid.cells());
        stats.set("passages", maze.passages());
        stats.set("rings", ringCount);
        stats.set("runs", runs);
        stats.set("backward", backward);
        stats.set("joined", joined);
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
    private void carveTriangle(CellMaze maze, RandomGenerator random, Statistics stats) {
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
            joinPieces(maze, random);
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

    /**
     * Joins the trees of a forest into one: each tree labelled through its passages, then the walls between trees
     * in random order, each opened when it still parts two trees.
     */
    static void joinPieces(CellMaze maze, RandomGenerator random) {
        CellGrid grid = maze.grid();
        int n = grid.cells();
        int slots = grid.slots();
        int[] piece = new int[n];
        java.util.Arrays.fill(piece, -1);
        int[] queue = new int[n];
        int pieces = 0;
        int[] around = new int[slots];
        for (int c = 0; c < n; c++) {
            if (piece[c] >= 0) {
                continue;
            }
            int tail = 0;
            queue[tail++] = c;
            piece[c] = pieces;
            for (int head = 0; head < tail; head++) {
                int x = queue[head];
                int bits = maze.openings(x);
                while (bits != 0) {
                    int s = Integer.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                    int o = grid.neighbour(x, s);
                    if (piece[o] < 0) {
                        piece[o] = pieces;
                        queue[tail++] = o;
                    }
                }
            }
            pieces++;
        }
        int count = 0;
        int[] walls = new int[16];
        for (int c = 0; c < n; c++) {
            grid.neighbours(c, around);
            for (int s = 0; s < slots; s++) {
                int o = around[s];
                if (o > c && !grid.isUnder(s) && piece[o] != piece[c]) {
                    if (count == walls.length) {
                        walls = java.util.Arrays.copyOf(walls, count * 2);
                    }
                    walls[count++] = c * slots + s;
                }
            }
        }
        for (int i = count - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = walls[i];
            walls[i] = walls[j];
            walls[j] = t;
        }
        int[] parent = UnionFind.singletons(pieces);
        for (int i = 0; i < count; i++) {
            int a = walls[i] / slots;
            int s = walls[i] % slots;
            int ra = UnionFind.find(parent, piece[a]);
            int rb = UnionFind.find(parent, piece[grid.neighbour(a, s)]);
            if (ra != rb) {
                parent[ra] = rb;
                maze.carve(a, s);
            }
        }
    }
}
