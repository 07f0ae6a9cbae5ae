package org.gridpuzzles.maze;

import java.util.SplittableRandom;

/**
 * Braiding as Jamis Buck's Mazes for Programmers does it, on every grid: visits the dead ends in random order and joins
 * each that is still a dead end, with probability {@code p}, to a neighbour it is walled off from, preferring a
 * neighbour that is itself a dead end (one join then removes two). A bridge of a weave keeps its two walls. With
 * p = 1 no dead end is left but a field with a single neighbour in the grid (a mask's spur, the two ends of a
 * rectangle one field wide).
 */
final class CellBraid {

    /** Memory per field while braiding: the list of dead ends. */
    static final double BYTES_PER_FIELD = 4;

    private CellBraid() {
    }

    /** Braids {@code maze} in place; returns the number of passages added. */
    static long braid(CellMaze maze, double p, SplittableRandom random) {
        CellGrid grid = maze.grid();
        int slots = grid.slots();
        int[] dead = deadEndsInRandomOrder(grid.cells(), maze::degree, random);
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

    /** The fields of degree 1 among {@code 0..n-1}, shuffled (Fisher-Yates) by {@code random}. */
    static int[] deadEndsInRandomOrder(int n, java.util.function.IntUnaryOperator degree, SplittableRandom random) {
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (degree.applyAsInt(i) == 1) {
                count++;
            }
        }
        int[] dead = new int[count];
        for (int i = 0, k = 0; k < count; i++) {
            if (degree.applyAsInt(i) == 1) {
                dead[k++] = i;
            }
        }
        for (int k = count - 1; k > 0; k--) {
            int j = random.nextInt(k + 1);
            int t = dead[k];
            dead[k] = dead[j];
            dead[j] = t;
        }
        return dead;
    }
}
