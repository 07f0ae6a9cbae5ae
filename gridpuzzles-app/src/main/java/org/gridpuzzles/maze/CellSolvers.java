package org.gridpuzzles.maze;

import java.util.Arrays;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongHeapPriorityQueue;

/** The solving methods on a maze of any grid: each finds a path from one field to another and counts its visits. */
final class CellSolvers {

    private CellSolvers() {
    }

    /** A path of fields, both ends included (empty: none found), and the fields visited on the way. */
    record Solved(int[] fields, long visited) {
    }

    static Solved solve(SolveMethod method, CellMaze maze, int from, int to) {
        return solve(method, maze, from, to, null);
    }

    /** Solves, telling {@code order} (null: nobody) of every field as it is visited, in the order of the visits. */
    static Solved solve(SolveMethod method, CellMaze maze, int from, int to, IntArrayList order) {
        return switch (method) {
            case BFS -> bfs(maze, from, to, order);
            case DIJKSTRA -> best(maze, from, to, false, order);
            case ASTAR -> best(maze, from, to, true, order);
            case WALL_FOLLOWER -> wallFollower(maze, from, to, order);
            case DEAD_END_FILLING -> deadEndFilling(maze, from, to, order);
            case TREMAUX -> tremaux(maze, from, to, order);
        };
    }

    private static int[] back(int[] parent, int from, int to) {
        int length = 1;
        for (int c = to; c != from; c = parent[c]) {
            length++;
        }
        int[] path = new int[length];
        int c = to;
        for (int i = length - 1; i >= 0; i--) {
            path[i] = c;
            c = i > 0 ? parent[c] : c;
        }
        return path;
    }

    static Solved bfs(CellMaze maze, int from, int to) {
        return bfs(maze, from, to, null);
    }

    static Solved bfs(CellMaze maze, int from, int to, IntArrayList order) {
        CellGrid grid = maze.grid();
        int n = grid.cells();
        int[] parent = new int[n];
        Arrays.fill(parent, -1);
        int[] queue = new int[n];
        int tail = 0;
        parent[from] = from;
        queue[tail++] = from;
        for (int head = 0; head < tail; head++) {
            int c = queue[head];
            if (order != null) {
                order.add(c);
            }
            if (c == to) {
                return new Solved(back(parent, from, to), head + 1);
            }
            int bits = maze.openings(c);
            while (bits != 0) {
                int s = Integer.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int o = grid.neighbour(c, s);
                if (parent[o] < 0) {
                    parent[o] = c;
                    queue[tail++] = o;
                }
            }
        }
        return new Solved(new int[0], tail);
    }

    /** Dijkstra (every passage one step), or A* with {@link Estimate}'s lower bound on the passages to the goal. */
    static Solved best(CellMaze maze, int from, int to, boolean astar) {
        return best(maze, from, to, astar, null);
    }

    static Solved best(CellMaze maze, int from, int to, boolean astar, IntArrayList order) {
        CellGrid grid = maze.grid();
        int n = grid.cells();
        Estimate estimate = astar ? new Estimate(grid, to) : null;
        int[] dist = new int[n];
        Arrays.fill(dist, Integer.MAX_VALUE);
        int[] parent = new int[n];
        boolean[] done = new boolean[n];
        LongHeapPriorityQueue heap = new LongHeapPriorityQueue();
        dist[from] = 0;
        parent[from] = from;
        heap.enqueue(key(0, from, estimate));
        long visited = 0;
        while (!heap.isEmpty()) {
            int c = (int) (heap.dequeueLong() & 0xffffffffL);
            if (done[c]) {
                continue;
            }
            done[c] = true;
            visited++;
            if (order != null) {
                order.add(c);
            }
            if (c == to) {
                return new Solved(back(parent, from, to), visited);
            }
            int bits = maze.openings(c);
            while (bits != 0) {
                int s = Integer.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int o = grid.neighbour(c, s);
                if (dist[c] + 1 < dist[o]) {
                    dist[o] = dist[c] + 1;
                    parent[o] = c;
                    heap.enqueue(key(dist[o], o, estimate));
                }
            }
        }
        return new Solved(new int[0], visited);
    }

    private static long key(int dist, int cell, Estimate estimate) {
        double f = estimate == null ? dist : dist + estimate.toGoal(cell);
        // the estimate in 1/1024 steps, so that ties stay in order of the field number
        return ((long) Math.floor(f * 1024) << 32) | cell;
    }

    /**
     * A*'s estimate of the passages from a field to the goal, never more than there are, so the first time the goal
     * is settled its path is a shortest one: on square fields that step only to their four neighbours (rect, masked
     * or not, cylinder, torus, moebius, klein) the Manhattan distance, counted round a joined side where that is
     * shorter (with the row mirrored across a twisted side); on a 3d grid the levels, rows and columns apart; elsewhere
     * the straight line between field centres over the longest step between neighbours.
     */
    private static final class Estimate {
        private final CellGrid grid;
        private final boolean square;
        private final int goalRow;
        private final int goalCol;
        private final CellGeometry geometry;
        private final double[] goal;
        private final int goalCell;
        private double longest = 1;

        Estimate(CellGrid grid, int to) {
            this.grid = grid;
            this.goalCell = to;
            GridShape shape = grid.shape();
            square = shape.squareFields();
            int p = square ? grid.position(to) : 0;
            goalRow = square ? p / grid.cols() : 0;
            goalCol = square ? p % grid.cols() : 0;
            geometry = square ? null : new CellGeometry(grid);
            goal = square ? null : geometry.centre(to);
            if (!square) {
                for (int c = 0; c < grid.cells(); c++) {
                    double[] a = geometry.centre(c);
                    for (int s = 0; s < grid.slots(); s++) {
                        int o = grid.neighbour(c, s);
                        if (o > c) {
                            double[] b = geometry.centre(o);
                            longest = Math.max(longest, Math.hypot(a[0] - b[0], a[1] - b[1]));
                        }
                    }
                }
            }
        }

        double toGoal(int cell) {
            if (grid.shape() == GridShape.LEVELS) {
                return Layered.steps(grid, cell, goalCell);
            }
            if (!square) {
                double[] c = geometry.centre(cell);
                return Math.hypot(c[0] - goal[0], c[1] - goal[1]) / longest;
            }
            int p = grid.position(cell);
            int cols = grid.cols();
            int row = p / cols;
            int col = p % cols;
            GridShape shape = grid.shape();
            int best = rowSteps(row, shape) + Math.abs(col - goalCol);
            if (shape.joinsSides()) {
                // once round the joined side (twice round is never shorter); across a twist the row is mirrored
                int across = shape.twisted() ? grid.rows() - 1 - row : row;
                best = Math.min(best, rowSteps(across, shape) + cols - Math.abs(col - goalCol));
            }
            return best;
        }

        private int rowSteps(int row, GridShape shape) {
            int dr = Math.abs(row - goalRow);
            return shape.joinsEnds() ? Math.min(dr, grid.rows() - dr) : dr;
        }
    }

    /**
     * The right hand on the wall: from each field the first open slot anticlockwise after the one it came through. On a
     * tree this walks round the whole maze, so it reaches any goal; on a maze with loops it may circle for ever, and
     * gives up after passing every passage both ways. The path is the walk with its dead-end detours taken out.
     */
    static Solved wallFollower(CellMaze maze, int from, int to) {
        return wallFollower(maze, from, to, null);
    }

    static Solved wallFollower(CellMaze maze, int from, int to, IntArrayList order) {
        CellGrid grid = maze.grid();
        int n = grid.cells();
        int[] path = new int[n + 1];
        int[] index = new int[n];
        Arrays.fill(index, -1);
        boolean[] seen = new boolean[n];
        int length = 0;
        path[length++] = from;
        index[from] = 0;
        seen[from] = true;
        long visited = 1;
        if (order != null) {
            order.add(from);
        }
        int cell = from;
        // from the border it walks in through the entrance, the right hand on the outer wall beside it (which then
        // leads to any exit in the outer wall); from inside it sets out as if it had come in heading to slot 0
        int came = grid.borderSlot(from) >= 0 ? grid.borderSlot(from) : grid.opposite(from, 0);
        long steps = 2 * maze.passages() + 2;
        if (maze.degree(from) == 0) {
            return from == to ? new Solved(new int[] {from}, 1) : new Solved(new int[0], 1);
        }
        for (long step = 0; cell != to && step <= steps; step++) {
            // the first open slot anticlockwise after the way in: a right turn if it can, then on, left, back
            int s = came;
            do {
                s = grid.previousSlot(cell, s);
            } while (!maze.isOpen(cell, s));
            int next = grid.neighbour(cell, s);
            came = grid.opposite(cell, s);
            if (index[next] >= 0) {
                for (int i = index[next] + 1; i < length; i++) {
                    index[path[i]] = -1;
                }
                length = index[next] + 1;
            } else {
                index[next] = length;
                path[length++] = next;
            }
            if (!seen[next]) {
                seen[next] = true;
                visited++;
                if (order != null) {
                    order.add(next);
                }
            }
            cell = next;
        }
        return cell == to ? new Solved(Arrays.copyOf(path, length), visited) : new Solved(new int[0], visited);
    }

    /** Fills every dead end but the two ends until none is left; the fields left hold the ways between them. */
    static Solved deadEndFilling(CellMaze maze, int from, int to) {
        return deadEndFilling(maze, from, to, null);
    }

    static Solved deadEndFilling(CellMaze maze, int from, int to, IntArrayList order) {
        CellGrid grid = maze.grid();
        int n = grid.cells();
        int[] degree = new int[n];
        boolean[] filled = new boolean[n];
        int[] stack = new int[n];
        int top = 0;
        for (int c = 0; c < n; c++) {
            degree[c] = maze.degree(c);
            if (degree[c] <= 1 && c != from && c != to) {
                stack[top++] = c;
            }
        }
        long visited = 0;
        while (top > 0) {
            int c = stack[--top];
            if (filled[c]) {
                continue;
            }
            filled[c] = true;
            visited++;
            if (order != null) {
                order.add(c);
            }
            int bits = maze.openings(c);
            while (bits != 0) {
                int s = Integer.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int o = grid.neighbour(c, s);
                if (!filled[o] && --degree[o] <= 1 && o != from && o != to) {
                    stack[top++] = o;
                }
            }
        }
        // what is left is the path in a perfect maze; with loops, the shortest way through what is left; every field
        // is looked at once, so the visited ones are those filled and those the search takes from its queue
        int[] parent = new int[n];
        Arrays.fill(parent, -1);
        int[] queue = stack;
        int tail = 0;
        parent[from] = from;
        queue[tail++] = from;
        for (int head = 0; head < tail; head++) {
            int c = queue[head];
            visited++;
            if (order != null) {
                order.add(c);
            }
            if (c == to) {
                return new Solved(back(parent, from, to), visited);
            }
            int bits = maze.openings(c);
            while (bits != 0) {
                int s = Integer.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int o = grid.neighbour(c, s);
                if (!filled[o] && parent[o] < 0) {
                    parent[o] = c;
                    queue[tail++] = o;
                }
            }
        }
        return new Solved(new int[0], visited);
    }

    /**
     * Tremaux: walks on, marking each passage as it enters it, into a passage not yet marked where there is one, and
     * back the way it came when there is none (a passage then marked twice is never entered again). The way back
     * from the goal through the passages marked once is the path.
     */
    static Solved tremaux(CellMaze maze, int from, int to) {
        return tremaux(maze, from, to, null);
    }

    static Solved tremaux(CellMaze maze, int from, int to, IntArrayList order) {
        CellGrid grid = maze.grid();
        int n = grid.cells();
        int slots = grid.slots();
        byte[] marked = new byte[n];
        int[] stack = new int[n];
        boolean[] seen = new boolean[n];
        int top = 0;
        stack[top++] = from;
        seen[from] = true;
        long visited = 1;
        if (order != null) {
            order.add(from);
        }
        while (top > 0 && stack[top - 1] != to) {
            int c = stack[top - 1];
            int next = -1;
            for (int s = 0; s < slots && next < 0; s++) {
                if (maze.isOpen(c, s) && (marked[c] & (1 << s)) == 0) {
                    int o = grid.neighbour(c, s);
                    marked[c] |= (byte) (1 << s);
                    marked[o] |= (byte) (1 << grid.opposite(c, s));
                    if (!seen[o]) {
                        next = o;
                    }
                }
            }
            if (next < 0) {
                top--;
            } else {
                seen[next] = true;
                visited++;
                if (order != null) {
                    order.add(next);
                }
                stack[top++] = next;
            }
        }
        return top == 0 ? new Solved(new int[0], visited) : new Solved(Arrays.copyOf(stack, top), visited);
    }
}
