package org.gridpuzzles.maze;

import java.util.random.RandomGenerator;

/**
 * Wilson on any grid: loop-erased random walks from each field not yet in the tree until they reach it; a uniform
 * spanning tree. On a weave a walk may also pass under a field of the tree whose only passages run straight across
 * its way (it becomes a bridge), to a field beyond that is not a bridge itself; and it may not end by stepping into a
 * field that its own way passes under, which would spoil that bridge.
 */
final class CellWilson implements CellGenerator {

    @Override
    public double bytesPerCell() {
        return 1.2;
    }

    @Override
    public void carve(CellMaze maze, RandomGenerator random, Statistics stats) {
        CellGrid grid = maze.grid();
        int n = grid.cells();
        int slots = grid.slots();
        long[] inTree = new long[(n + 63) >>> 6];
        byte[] way = new byte[n];
        int[] ways = new int[slots];
        boolean weave = grid.shape() == GridShape.WEAVE;
        CellGenerator.set(inTree, random.nextInt(n));
        for (int start = 0; start < n; start++) {
            if (CellGenerator.get(inTree, start)) {
                continue;
            }
            // the walk keeps only the last way out of each field, which erases its loops
            int cell = start;
            while (!CellGenerator.get(inTree, cell)) {
                int k = 0;
                for (int s = 0; s < slots; s++) {
                    if (!grid.isUnder(s)) {
                        if (grid.neighbour(cell, s) >= 0) {
                            ways[k++] = s;
                        }
                    } else if (CellAldousBroder.mayPassUnder(maze, cell, s)) {
                        int beyond = grid.neighbour(cell, s);
                        if (!CellGenerator.get(inTree, beyond) || !maze.crossed(beyond)) {
                            ways[k++] = s;
                        }
                    }
                }
                int s = ways[random.nextInt(k)];
                int next = grid.neighbour(cell, s);
                if (weave && !grid.isUnder(s) && CellGenerator.get(inTree, next)
                        && passesUnder(maze, inTree, way, next, s >> 1)) {
                    continue;
                }
                way[cell] = (byte) s;
                cell = next;
            }
            cell = start;
            while (!CellGenerator.get(inTree, cell)) {
                CellGenerator.set(inTree, cell);
                cell = maze.carve(cell, way[cell]);
            }
        }
    }

    /**
     * Weave: may the walk's way pass under {@code field}, entered from the side in direction {@code d}? It does when
     * the field beyond it, not in the tree, last left under it toward the walk (a left-over way of an erased loop
     * counts too: the walk then only tries another step).
     */
    private static boolean passesUnder(CellMaze maze, long[] inTree, byte[] way, int field, int d) {
        CellGrid grid = maze.grid();
        if (maze.openings(field) != CellGenerator.across(d)) {
            return false;
        }
        int beyond = grid.neighbour(field, 2 * d);
        return beyond >= 0 && !CellGenerator.get(inTree, beyond) && way[beyond] == 2 * ((d + 2) & 3) + 1;
    }
}
