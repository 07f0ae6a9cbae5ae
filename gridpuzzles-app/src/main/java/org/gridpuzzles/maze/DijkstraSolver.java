package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;

/**
 * Dijkstra's algorithm: fields settled in the order of their distance, kept in a binary heap of primitive keys
 * (distance in the high half, field in the low one) with stale entries skipped. Every passage weighs 1, so it finds
 * a shortest path as breadth-first search does, with the heap's cost; it stops when the goal is settled.
 */
class DijkstraSolver implements MazeSolver {

    /** The key of a field: its distance for Dijkstra, distance plus estimate for A*. */
    int estimate(Grid grid, int field, int to) {
        return 0;
    }

    @Override
    public Solved solve(Maze maze, int from, int to) {
        Grid grid = maze.grid();
        int n = grid.size();
        int[] dist = new int[n];
        java.util.Arrays.fill(dist, Integer.MAX_VALUE);
        int[] parent = new int[n];
        boolean[] settled = new boolean[n];
        LongHeap heap = new LongHeap(16);
        dist[from] = 0;
        parent[from] = from;
        heap.push(key(estimate(grid, from, to), from));
        long visited = 0;
        while (!heap.isEmpty()) {
            int cell = (int) heap.pop();
            if (settled[cell]) {
                continue;
            }
            settled[cell] = true;
            visited++;
            if (cell == to) {
                return new Solved(Paths.fromParents(parent, from, to), visited);
            }
            for (Direction d : Direction.values()) {
                if (maze.isOpen(cell, d)) {
                    int nb = grid.neighbour(cell, d);
                    int nd = dist[cell] + 1;
                    if (nd < dist[nb]) {
                        dist[nb] = nd;
                        parent[nb] = cell;
                        heap.push(key(nd + estimate(grid, nb, to), nb));
                    }
                }
            }
        }
        return new Solved(new int[0], visited);
    }

    private static long key(int priority, int field) {
        return ((long) priority << 32) | field;
    }

    /** A binary min-heap of longs. */
    static final class LongHeap {
        private long[] items;
        private int size;

        LongHeap(int capacity) {
            items = new long[capacity];
        }

        boolean isEmpty() {
            return size == 0;
        }

        void push(long v) {
            if (size == items.length) {
                items = java.util.Arrays.copyOf(items, size * 2);
            }
            int i = size++;
            while (i > 0) {
                int p = (i - 1) >>> 1;
                if (items[p] <= v) {
                    break;
                }
                items[i] = items[p];
                i = p;
            }
            items[i] = v;
        }

        long pop() {
            long top = items[0];
            long last = items[--size];
            int i = 0;
            while (true) {
                int c = 2 * i + 1;
                if (c >= size) {
                    break;
                }
                if (c + 1 < size && items[c + 1] < items[c]) {
                    c++;
                }
                if (items[c] >= last) {
                    break;
                }
                items[i] = items[c];
                i = c;
            }
            items[i] = last;
            return top;
        }
    }
}
