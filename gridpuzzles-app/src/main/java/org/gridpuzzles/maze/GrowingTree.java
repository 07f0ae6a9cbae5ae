package org.gridpuzzles.maze;

import java.util.Arrays;
import java.util.random.RandomGenerator;

import org.gridpuzzles.grid.FieldSet;
import org.gridpuzzles.grid.Grid;

/**
 * Growing tree: keep a list of active fields; choose one (newest, oldest, random, or newest with probability p and
 * otherwise random), carve to a random unvisited neighbour, retire it when it has none. Newest is the recursive
 * backtracker, random is close to simplified Prim. The active list is kept both in insertion order (linked through
 * primitive arrays) and densely (for uniform choice), so every choice is O(1).
 */
final class GrowingTree implements MazeGenerator {

    private final CellChoice choice;

    public GrowingTree() {
        this(CellChoice.MIX);
    }

    public GrowingTree(CellChoice choice) {
        this.choice = choice;
    }

    @Override
    public String name() {
        return "growing-tree";
    }

    @Override
    public String description() {
        return "active list with a selectable choice (cell choice newest, oldest, random or mix:P, default mix:0.5)";
    }

    @Override
    public double bytesPerField() {
        return 16.2;
    }

    @Override
    public Maze carve(Maze maze, RandomGenerator rng, Statistics stats) {
        Grid grid = maze.grid();
        int n = grid.size();
        FieldSet visited = new FieldSet(n);
        int[] prev = new int[n];
        int[] next = new int[n];
        int[] dense = new int[n];
        int[] slot = new int[n];
        Arrays.fill(slot, -1);
        int[] nbrs = new int[4];
        int head = -1;
        int tail = -1;
        int count = 0;

        int start = rng.nextInt(n);
        visited.add(start);
        prev[start] = -1;
        next[start] = -1;
        head = start;
        tail = start;
        dense[0] = start;
        slot[start] = 0;
        count = 1;
        while (count > 0) {
            int cell;
            double p = choice.newestProbability();
            if (p < 0) {
                cell = head;
            } else if (p >= 1 || (p > 0 && rng.nextDouble() < p)) {
                cell = tail;
            } else {
                cell = dense[rng.nextInt(count)];
            }
            int free = Walk.neighboursIn(grid, cell, visited, false, nbrs);
            if (free == 0) {
                // retire: unlink from the order list and swap-remove from the dense array
                int a = prev[cell];
                int b = next[cell];
                if (a >= 0) {
                    next[a] = b;
                } else {
                    head = b;
                }
                if (b >= 0) {
                    prev[b] = a;
                } else {
                    tail = a;
                }
                int s = slot[cell];
                int moved = dense[--count];
                dense[s] = moved;
                slot[moved] = s;
                continue;
            }
            int nb = nbrs[rng.nextInt(free)];
            maze.carveBetween(cell, nb);
            visited.add(nb);
            prev[nb] = tail;
            next[nb] = -1;
            next[tail] = nb;
            tail = nb;
            dense[count] = nb;
            slot[nb] = count++;
        }
        return maze;
    }
}
