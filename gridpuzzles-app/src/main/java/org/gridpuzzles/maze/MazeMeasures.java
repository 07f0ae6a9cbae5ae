package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Grid;

/** Distances, paths and texture of a perfect maze (a tree: every breadth-first search is exact). */
final class MazeMeasures {

    private MazeMeasures() {
    }

    /** Passages counted from {@code source} to every field; -1 where unreachable. */
    static int[] distances(Maze maze, int source) {
        Grid grid = maze.grid();
        int n = grid.size();
        int[] dist = new int[n];
        java.util.Arrays.fill(dist, -1);
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        queue[tail++] = source;
        dist[source] = 0;
        while (head < tail) {
            int cell = queue[head++];
            for (Direction d : Direction.values()) {
                if (maze.isOpen(cell, d)) {
                    int nb = grid.neighbour(cell, d);
                    if (dist[nb] < 0) {
                        dist[nb] = dist[cell] + 1;
                        queue[tail++] = nb;
                    }
                }
            }
        }
        return dist;
    }

    /** The path of fields from {@code from} to {@code to}, both included, or an empty array if there is none. */
    static int[] path(Maze maze, int from, int to) {
        int[] dist = distances(maze, to);
        if (dist[from] < 0) {
            return new int[0];
        }
        Grid grid = maze.grid();
        int[] path = new int[dist[from] + 1];
        int cell = from;
        path[0] = cell;
        for (int k = 1; k < path.length; k++) {
            for (Direction d : Direction.values()) {
                if (maze.isOpen(cell, d)) {
                    int nb = grid.neighbour(cell, d);
                    if (dist[nb] == dist[cell] - 1) {
                        cell = nb;
                        break;
                    }
                }
            }
            path[k] = cell;
        }
        return path;
    }

    /**
     * Dead ends (one passage), straight and turning fields (two passages, opposite or not), junctions (three) and
     * crossings (four), and the longest path by the double sweep that is exact on trees.
     */
    static MazeTexture texture(Maze maze) {
        Grid grid = maze.grid();
        long dead = 0;
        long straight = 0;
        long turn = 0;
        long junction = 0;
        long crossing = 0;
        for (int i = 0; i < grid.size(); i++) {
            int open = maze.openings(i);
            switch (Integer.bitCount(open)) {
                case 1 -> dead++;
                case 2 -> {
                    if (open == (Direction.UP.bit() | Direction.DOWN.bit())
                            || open == (Direction.LEFT.bit() | Direction.RIGHT.bit())) {
                        straight++;
                    } else {
                        turn++;
                    }
                }
                case 3 -> junction++;
                case 4 -> crossing++;
                default -> {
                }
            }
        }
        int[] d0 = distances(maze, 0);
        long parts = allReached(d0) ? 1 : parts(maze);
        int a = argmax(d0);
        int[] da = distances(maze, a);
        int b = argmax(da);
        return new MazeTexture(grid.rows(), grid.cols(), grid.size(), maze.passages(), dead, straight, turn, junction,
                crossing, da[b], new int[] {grid.rowOf(a), grid.colOf(a)}, new int[] {grid.rowOf(b), grid.colOf(b)},
                maze.passages() - grid.size() + parts);
    }

    /** The double sweep over border fields: two border field indices far apart (see Mazes.borderEnds). */
    static int[] borderEnds(Maze maze) {
        Grid grid = maze.grid();
        int a = farthestOnBorder(grid, distances(maze, 0));
        int b = farthestOnBorder(grid, distances(maze, a));
        return new int[] {a, b};
    }

    private static int farthestOnBorder(Grid grid, int[] dist) {
        int best = 0;
        for (int i = 0; i < dist.length; i++) {
            if (dist[i] > dist[best] && onBorder(grid, i)) {
                best = i;
            }
        }
        return best;
    }

    private static boolean onBorder(Grid grid, int i) {
        int r = i / grid.cols();
        int c = i % grid.cols();
        return r == 0 || c == 0 || r == grid.rows() - 1 || c == grid.cols() - 1;
    }

    /** The side of the outer wall a border field opens on: top or bottom row first, then left or right column. */
    static Direction borderSide(Grid grid, int i) {
        int r = i / grid.cols();
        int c = i % grid.cols();
        if (r == 0) {
            return Direction.UP;
        }
        if (r == grid.rows() - 1) {
            return Direction.DOWN;
        }
        return c == 0 ? Direction.LEFT : Direction.RIGHT;
    }

    /** The number of connected parts, by one flood fill over all fields. */
    static long parts(Maze maze) {
        Grid grid = maze.grid();
        int n = grid.size();
        boolean[] seen = new boolean[n];
        int[] queue = new int[n];
        long parts = 0;
        for (int s = 0; s < n; s++) {
            if (seen[s]) {
                continue;
            }
            parts++;
            int head = 0;
            int tail = 0;
            queue[tail++] = s;
            seen[s] = true;
            while (head < tail) {
                int cell = queue[head++];
                for (Direction d : Direction.values()) {
                    if (maze.isOpen(cell, d)) {
                        int nb = grid.neighbour(cell, d);
                        if (!seen[nb]) {
                            seen[nb] = true;
                            queue[tail++] = nb;
                        }
                    }
                }
            }
        }
        return parts;
    }

    private static boolean allReached(int[] dist) {
        for (int d : dist) {
            if (d < 0) {
                return false;
            }
        }
        return true;
    }

    private static int argmax(int[] values) {
        int best = 0;
        for (int i = 1; i < values.length; i++) {
            if (values[i] > values[best]) {
                best = i;
            }
        }
        return best;
    }
}
