package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/**
 * Inwinder and outwinder on any grid with rings ({@link CellRings}): sidewinder along the rings. Each ring is walked
 * from a random field, always to the first field of the same ring not yet walked, clockwise where the ring is a
 * circle; the walk gathers a run and, at a coin flip with probability {@code bias} on a field that has a neighbour in
 * the next ring (inward for the inwinder, outward for the outwinder), closes it by opening the way from one member
 * ({@code --which}) into that ring; a walk that ends closes its run too. The innermost ring (inwinder) or the
 * outermost (outwinder) is walked without closing. Polar, unmasked hex and unmasked triangle grids have their
 * rings walked arithmetically (the polar here, the others by {@link HexWinder} and {@link TriangleWinder}); on the
 * others, where rings are not circles (masks), a run may find no way across, or the last ring fall into pieces: the
 * pieces left are then joined by walls opened in random order between them ({@link PieceJoin}), as Kruskal would;
 * the statistics count them as {@code joined}.
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
            HexWinder.carve(maze, inward, which, bias, random, stats);
            return;
        }
        if (grid.shape() == GridShape.TRIANGLE && !grid.masked()) {
            TriangleWinder.carve(maze, inward, which, bias, random, stats);
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
            PieceJoin.join(maze, random);
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
            PieceJoin.join(maze, random);
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
}
