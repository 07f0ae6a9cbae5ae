package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;

/**
 * Tremaux's method, as Lucas's Recreations mathematiques tells it: every passage is marked each time it is walked.
 * Arriving at a field seen before by a passage marked once, go back; otherwise take a passage without a mark, or
 * failing that one marked once, never one marked twice. It walks any maze, each passage at most twice, and at the
 * goal the passages marked once are a path from the start (not always the shortest in a maze with loops). Passages
 * are tried in the order up, right, down, left, so the walk is the same every time.
 */
final class Tremaux implements MazeSolver {

    @Override
    public Solved solve(Maze maze, int from, int to) {
        Grid grid = maze.grid();
        int n = grid.size();
        // marks of the passage right of and below each field
        byte[] right = new byte[n];
        byte[] down = new byte[n];
        boolean[] seen = new boolean[n];
        int cell = from;
        seen[cell] = true;
        long visited = 1;
        Direction came = null;
        Direction[] dirs = Direction.values();
        while (cell != to) {
            Direction next = null;
            boolean seenBefore = false;
            if (came != null) {
                for (Direction d : dirs) {
                    if (d != came && maze.isOpen(cell, d) && marks(grid, right, down, cell, d) > 0) {
                        seenBefore = true;
                        break;
                    }
                }
            }
            if (seenBefore && marks(grid, right, down, cell, came) == 1) {
                next = came;
            } else {
                for (int want = 0; want <= 1 && next == null; want++) {
                    for (Direction d : dirs) {
                        if (maze.isOpen(cell, d) && marks(grid, right, down, cell, d) == want) {
                            next = d;
                            break;
                        }
                    }
                }
            }
            if (next == null) {
                return new Solved(new int[0], visited);
            }
            mark(grid, right, down, cell, next);
            cell = grid.neighbour(cell, next);
            came = next.opposite();
            if (!seen[cell]) {
                seen[cell] = true;
                visited++;
            }
        }
        // the passages marked once lead from the start to the goal
        int[] path = new int[n];
        int length = 0;
        int at = from;
        int prev = -1;
        path[length++] = at;
        while (at != to) {
            int step = -1;
            for (Direction d : dirs) {
                if (maze.isOpen(at, d) && marks(grid, right, down, at, d) == 1) {
                    int nb = grid.neighbour(at, d);
                    if (nb != prev) {
                        step = nb;
                        break;
                    }
                }
            }
            prev = at;
            at = step;
            path[length++] = at;
        }
        return new Solved(java.util.Arrays.copyOf(path, length), visited);
    }

    private static int marks(Grid grid, byte[] right, byte[] down, int cell, Direction d) {
        return switch (d) {
            case RIGHT -> right[cell];
            case DOWN -> down[cell];
            case LEFT -> right[cell - 1];
            case UP -> down[cell - grid.cols()];
        };
    }

    private static void mark(Grid grid, byte[] right, byte[] down, int cell, Direction d) {
        switch (d) {
            case RIGHT -> right[cell]++;
            case DOWN -> down[cell]++;
            case LEFT -> right[cell - 1]++;
            case UP -> down[cell - grid.cols()]++;
        }
    }
}
