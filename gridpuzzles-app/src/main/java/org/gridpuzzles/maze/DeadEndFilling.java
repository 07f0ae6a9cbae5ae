package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;

/**
 * Dead-end filling: every dead end other than the start and the goal is filled, and filling it may make its
 * neighbour a dead end in turn, until none is left. In a perfect maze what stays open is exactly the path; in a maze
 * with loops the loops stay too, and a breadth-first search through the open fields picks a shortest way. Every
 * field is looked at once, so the visited fields are the filled ones plus those the search went through.
 */
final class DeadEndFilling implements MazeSolver {

    @Override
    public Solved solve(Maze maze, int from, int to) {
        Grid grid = maze.grid();
        int n = grid.size();
        int[] degree = new int[n];
        boolean[] filled = new boolean[n];
        int[] stack = new int[n];
        int top = 0;
        for (int i = 0; i < n; i++) {
            degree[i] = maze.degree(i);
            if (degree[i] <= 1 && i != from && i != to) {
                stack[top++] = i;
            }
        }
        long visited = 0;
        while (top > 0) {
            int cell = stack[--top];
            filled[cell] = true;
            visited++;
            for (Direction d : Direction.values()) {
                if (maze.isOpen(cell, d)) {
                    int nb = grid.neighbour(cell, d);
                    if (!filled[nb] && --degree[nb] == 1 && nb != from && nb != to) {
                        stack[top++] = nb;
                    }
                }
            }
        }
        // what is left: the path, and the loops on the way if there are any
        int[] parent = new int[n];
        java.util.Arrays.fill(parent, -1);
        int[] queue = stack;
        int head = 0;
        int tail = 0;
        queue[tail++] = from;
        parent[from] = from;
        while (head < tail) {
            int cell = queue[head++];
            visited++;
            if (cell == to) {
                return new Solved(Paths.fromParents(parent, from, to), visited);
            }
            for (Direction d : Direction.values()) {
                if (maze.isOpen(cell, d)) {
                    int nb = grid.neighbour(cell, d);
                    if (!filled[nb] && parent[nb] < 0) {
                        parent[nb] = cell;
                        queue[tail++] = nb;
                    }
                }
            }
        }
        return new Solved(new int[0], visited);
    }
}
