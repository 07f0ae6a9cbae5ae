package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/**
 * Inwinder and outwinder on any grid with rings ({@link CellRings}): sidewinder along the rings. Each ring is walked
 * from a random field, always to the first field of the same ring not yet walked, clockwise where the ring is a
 * circle; the walk gathers a run and, at a coin flip with probability {@code bias} on a field that has a neighbour in
 * the next ring (inward for the inwinder, outward for the outwinder), closes it by opening the way from one member
 * ({@code --which}) into that ring; a walk that ends closes its run too. The innermost ring (inwinder) or the
 * outermost (outwinder) is walked without closing. Where a grid's rings are not circles (masks, hex and triangle
 * corners) a run may find no way across, or the last ring fall into pieces: the pieces left are then joined by
 * walls opened in random order between them, as Kruskal would; the statistics count them as {@code joined}.
 */
final class CellWinder implements CellGenerator {

    private final boolean inward;
    private final RunChoice which;
    private final double bias;

    CellWinder(boolean inward, RunChoice which, double bias) {
        this.inward = inward;
        this.which = which;
        this.bias = bias;
    }

    @Override
    public double bytesPerCell() {
        return 12.2;
    }

    @Override
    public void carve(CellMaze maze, RandomGenerator random, Statistics stats) {
        CellGrid grid = maze.grid();
        if (grid.shape() == GridShape.POLAR) {
            carvePolar(maze, random, stats);
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
