package org.gridpuzzles.maze;

import java.util.Arrays;

/** Distances, paths and ends in a maze on any grid, by breadth-first search over its passages. */
final class CellMeasures {

    private CellMeasures() {
    }

    /** Passages from {@code root} to every field (-1 where not reached). */
    static int[] distances(CellMaze maze, int root) {
        int n = maze.cells();
        int[] dist = new int[n];
        Arrays.fill(dist, -1);
        spread(maze, root, dist, new int[n]);
        return dist;
    }

    /** Breadth-first from {@code root} over open passages: each field reached and not yet set gets its distance. */
    private static void spread(CellMaze maze, int root, int[] dist, int[] queue) {
        CellGrid grid = maze.grid();
        int tail = 0;
        dist[root] = 0;
        queue[tail++] = root;
        for (int head = 0; head < tail; head++) {
            int c = queue[head];
            int bits = maze.openings(c);
            while (bits != 0) {
                int s = Integer.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int o = grid.neighbour(c, s);
                if (dist[o] < 0) {
                    dist[o] = dist[c] + 1;
                    queue[tail++] = o;
                }
            }
        }
    }

    /** The field farthest from a root (the first such in number order), among the fields {@code only} allows. */
    static int farthest(int[] dist, boolean[] only) {
        int best = -1;
        for (int i = 0; i < dist.length; i++) {
            if ((only == null || only[i]) && dist[i] >= 0 && (best < 0 || dist[i] > dist[best])) {
                best = i;
            }
        }
        return best;
    }

    /** The two ends of a longest shortest path by the double sweep from field 0. */
    static int[] hardestEnds(CellMaze maze) {
        int a = farthest(distances(maze, 0), null);
        int b = farthest(distances(maze, a), null);
        return new int[] {a, b};
    }

    /** {@link #borderEnds}, a grid without a border (a torus) refused in one line. */
    static int[] requireBorderEnds(CellMaze maze) {
        int[] ends = borderEnds(maze);
        if (ends == null) {
            GridShape shape = maze.grid().shape();
            throw new org.gridpuzzles.core.InvalidInputException((shape == GridShape.KLEIN ? "a Klein bottle"
                    : shape.withArticle()) + " has no outer wall to open: give from and to, or ends hardest");
        }
        return ends;
    }

    /** The double sweep over the border fields only; null when the grid has no border (a torus). */
    static int[] borderEnds(CellMaze maze) {
        CellGrid grid = maze.grid();
        boolean[] border = new boolean[grid.cells()];
        int first = -1;
        for (int c = 0; c < grid.cells(); c++) {
            border[c] = grid.borderSlot(c) >= 0;
            if (border[c] && first < 0) {
                first = c;
            }
        }
        if (first < 0) {
            return null;
        }
        int a = farthest(distances(maze, first), border);
        int b = farthest(distances(maze, a), border);
        return new int[] {a, b};
    }

    /** Fields with one passage, two, three or more, and the longest shortest path with its ends. */
    static MazeTexture texture(CellMaze maze) {
        CellGrid grid = maze.grid();
        long dead = 0;
        long corridors = 0;
        long junctions = 0;
        for (int c = 0; c < grid.cells(); c++) {
            int d = maze.degree(c);
            if (d == 1) {
                dead++;
            } else if (d == 2) {
                corridors++;
            } else if (d >= 3) {
                junctions++;
            }
        }
        int[] ends = hardestEnds(maze);
        int[] dist = distances(maze, ends[0]);
        long passages = maze.passages();
        return new MazeTexture(grid, passages, passages - (grid.cells() - 1L), dead, corridors, junctions, 0, 0, 0,
                dist[ends[1]], ends[0], ends[1]);
    }

    /** The number of connected parts, by one flood fill over all fields. */
    static long parts(CellMaze maze) {
        int n = maze.cells();
        int[] dist = new int[n];
        Arrays.fill(dist, -1);
        int[] queue = new int[n];
        long parts = 0;
        for (int start = 0; start < n; start++) {
            if (dist[start] < 0) {
                parts++;
                spread(maze, start, dist, queue);
            }
        }
        return parts;
    }
}
