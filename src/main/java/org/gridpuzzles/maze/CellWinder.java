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
        CellRings rings = CellRings.of(grid);
        int n = grid.cells();
        int slots = grid.slots();
        long[] walked = new long[(n + 63) >>> 6];
        int[] run = new int[n];
        int[] across = new int[n];
        int[] ways = new int[slots];
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
                    boolean hasWay = closes && hasNeighbourIn(grid, rings, cell, target);
                    if (hasWay) {
                        across[crossing++] = length - 1;
                    }
                    int next = -1;
                    int nextSlot = -1;
                    for (int s = 0; s < slots && next < 0; s++) {
                        int o = grid.isUnder(s) ? -1 : grid.neighbour(cell, s);
                        if (o >= 0 && rings.depth(o) == d && !CellGenerator.get(walked, o)) {
                            next = o;
                            nextSlot = s;
                        }
                    }
                    if (next < 0 || (hasWay && random.nextDouble() < bias)) {
                        if (crossing > 0) {
                            int member = run[across[which.choose(crossing, random)]];
                            int k = 0;
                            for (int s = 0; s < slots; s++) {
                                int o = grid.isUnder(s) ? -1 : grid.neighbour(member, s);
                                if (o >= 0 && rings.depth(o) == target) {
                                    ways[k++] = s;
                                }
                            }
                            maze.carve(member, ways[k == 1 ? 0 : random.nextInt(k)]);
                        }
                        runs++;
                        length = 0;
                        crossing = 0;
                        if (next < 0) {
                            break;
                        }
                    } else {
                        maze.carve(cell, nextSlot);
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

    private static boolean hasNeighbourIn(CellGrid grid, CellRings rings, int cell, int ring) {
        for (int s = 0; s < grid.slots(); s++) {
            int o = grid.isUnder(s) ? -1 : grid.neighbour(cell, s);
            if (o >= 0 && rings.depth(o) == ring) {
                return true;
            }
        }
        return false;
    }

    /** Joins the trees of a forest into one: its passages first, then the walls between trees in random order. */
    static void joinPieces(CellMaze maze, RandomGenerator random) {
        CellGrid grid = maze.grid();
        int n = grid.cells();
        int slots = grid.slots();
        int[] parent = UnionFind.singletons(n);
        for (int c = 0; c < n; c++) {
            for (int s = 0; s < slots; s++) {
                int o = grid.neighbour(c, s);
                if (o > c && maze.isOpen(c, s)) {
                    parent[UnionFind.find(parent, c)] = UnionFind.find(parent, o);
                }
            }
        }
        int count = 0;
        int[] walls = new int[16];
        for (int c = 0; c < n; c++) {
            for (int s = 0; s < slots; s++) {
                int o = grid.isUnder(s) ? -1 : grid.neighbour(c, s);
                if (o > c && UnionFind.find(parent, c) != UnionFind.find(parent, o)) {
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
        for (int i = 0; i < count; i++) {
            int a = walls[i] / slots;
            int s = walls[i] % slots;
            int ra = UnionFind.find(parent, a);
            int rb = UnionFind.find(parent, grid.neighbour(a, s));
            if (ra != rb) {
                parent[ra] = rb;
                maze.carve(a, s);
            }
        }
    }
}
