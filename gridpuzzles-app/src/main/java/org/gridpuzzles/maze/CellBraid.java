package org.gridpuzzles.maze;

import java.util.SplittableRandom;

/**
 * Braiding on any grid, as {@link Braid} does on the rectangle: the dead ends in random order, each still a dead end
 * joined with probability p to a walled-off neighbour, a dead end preferred. A bridge of a weave keeps its two walls.
 * With p = 1 no dead end is left but a field with a single neighbour in the grid (a mask's spur).
 */
final class CellBraid {

    private CellBraid() {
    }

    static long braid(CellMaze maze, double p, SplittableRandom random) {
        CellGrid grid = maze.grid();
        int slots = grid.slots();
        int[] dead = Braid.deadEndsInRandomOrder(grid.cells(), maze::degree, random);
        int count = dead.length;
        long joined = 0;
        int[] walled = new int[slots];
        int[] best = new int[slots];
        for (int k = 0; k < count; k++) {
            int cell = dead[k];
            if (maze.degree(cell) != 1 || random.nextDouble() >= p) {
                continue;
            }
            int nw = 0;
            int nb = 0;
            for (int s = 0; s < slots; s++) {
                int other = grid.isUnder(s) ? -1 : grid.neighbour(cell, s);
                if (other >= 0 && !maze.isOpen(cell, s) && !maze.crossed(other)) {
                    walled[nw++] = s;
                    if (maze.degree(other) == 1) {
                        best[nb++] = s;
                    }
                }
            }
            if (nw == 0) {
                continue;
            }
            maze.carve(cell, nb > 0 ? best[random.nextInt(nb)] : walled[random.nextInt(nw)]);
            joined++;
        }
        return joined;
    }
}
