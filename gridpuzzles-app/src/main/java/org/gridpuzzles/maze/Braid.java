package org.gridpuzzles.maze;

import java.util.SplittableRandom;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;

/**
 * Braiding as Jamis Buck's Mazes for Programmers does it: visits the dead ends in random order and joins each that is
 * still a dead end, with probability {@code p}, to a neighbour it is walled off from, preferring a neighbour that is
 * itself a dead end (one join then removes two). With {@code p = 1} no dead end is left on a grid of at least 2 x 2
 * fields (a field with one passage there has a walled neighbour); a grid one field wide is a corridor whose two ends
 * stay dead ends.
 */
final class Braid {

    /** Memory per field while braiding: the list of dead ends. */
    static final double BYTES_PER_FIELD = 4;

    private Braid() {
    }

    /** Braids {@code maze} in place; returns the number of passages added. */
    static long braid(Maze maze, double p, SplittableRandom random) {
        Grid grid = maze.grid();
        int[] dead = deadEndsInRandomOrder(grid.size(), maze::degree, random);
        int count = dead.length;
        long joined = 0;
        int[] walled = new int[4];
        int[] best = new int[4];
        Direction[] dirs = Direction.values();
        for (int k = 0; k < count; k++) {
            int cell = dead[k];
            // an earlier join may have opened it already; the coin is thrown only for fields still dead ends
            if (maze.degree(cell) != 1 || random.nextDouble() >= p) {
                continue;
            }
            int nw = 0;
            int nb = 0;
            for (Direction d : dirs) {
                int other = grid.neighbour(cell, d);
                if (other >= 0 && !maze.isOpen(cell, d)) {
                    walled[nw++] = other;
                    if (maze.degree(other) == 1) {
                        best[nb++] = other;
                    }
                }
            }
            if (nw == 0) {
                continue;
            }
            int target = nb > 0 ? best[random.nextInt(nb)] : walled[random.nextInt(nw)];
            maze.carveBetween(cell, target);
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
