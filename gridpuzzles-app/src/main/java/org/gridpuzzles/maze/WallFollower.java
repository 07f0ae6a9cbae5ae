package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;

/**
 * The right-hand rule: at every field turn right if the wall lets it, else go straight, else left, else back. It
 * walks every passage of a perfect maze at most twice, so it reaches any goal there; in a maze with loops it reaches
 * the goal only when the goal lies on the wall the start touches (both ends on the border, say), and otherwise it can
 * go round a loop for ever, which is noticed when a field is left in a direction for the second time: then no path
 * is found. The path is the walk with the detours it came back from cut out.
 */
final class WallFollower implements MazeSolver {

    @Override
    public Solved solve(Maze maze, int from, int to) {
        Grid grid = maze.grid();
        int n = grid.size();
        int[] onPath = new int[n];
        java.util.Arrays.fill(onPath, -1);
        int[] path = new int[n];
        int length = 0;
        boolean[] seen = new boolean[n];
        long visited = 0;
        int cell = from;
        path[length++] = cell;
        onPath[cell] = 0;
        seen[cell] = true;
        visited++;
        // from the border it walks in through the entrance, the right hand on the outer wall beside it, which then
        // leads to any exit in the outer wall
        Direction heading = onBorder(grid, from) ? MazeMeasures.borderSide(grid, from).opposite() : Direction.UP;
        // every (field, heading) pair once at most: a longer walk repeats itself
        long steps = 4L * n;
        while (cell != to && steps-- > 0) {
            Direction next = null;
            Direction d = heading.clockwise();
            for (int turn = 0; turn < 4; turn++, d = d.counterclockwise()) {
                if (maze.isOpen(cell, d)) {
                    next = d;
                    break;
                }
            }
            if (next == null) {
                break;
            }
            heading = next;
            cell = grid.neighbour(cell, next);
            if (!seen[cell]) {
                seen[cell] = true;
                visited++;
            }
            if (onPath[cell] >= 0) {
                // back on a field of the path: the detour since then leads nowhere new
                for (int k = onPath[cell] + 1; k < length; k++) {
                    onPath[path[k]] = -1;
                }
                length = onPath[cell] + 1;
            } else {
                onPath[cell] = length;
                path[length++] = cell;
            }
        }
        if (cell != to) {
            return new Solved(new int[0], visited);
        }
        return new Solved(java.util.Arrays.copyOf(path, length), visited);
    }

    private static boolean onBorder(Grid grid, int i) {
        int r = i / grid.cols();
        int c = i % grid.cols();
        return r == 0 || c == 0 || r == grid.rows() - 1 || c == grid.cols() - 1;
    }
}
