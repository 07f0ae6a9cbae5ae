package org.gridpuzzles.knight;

import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

/**
 * Exact numbers of knight's tours on small boards by depth-first search with two prunings that never cut off a
 * tour: an unvisited square that is no longer next to the knight needs two ways in and out (one, if it may be the
 * end of the tour), and at most one square may be the end. Degrees are kept incrementally.
 */
final class TourCounter {

    /** The most squares a board may have for counting: the search is exponential. */
    static final int MAX_SQUARES = 64;

    private final int rows;
    private final int cols;
    private final int n;
    private final int[][] nb;

    TourCounter(int rows, int cols) {
        if ((long) rows * cols > MAX_SQUARES) {
            throw new InvalidInputException("counting tours on " + rows + " x " + cols + " boards is out of reach "
                    + "(at most " + MAX_SQUARES + " squares)");
        }
        this.rows = rows;
        this.cols = cols;
        this.n = rows * cols;
        this.nb = new int[n][];
        for (int s = 0; s < n; s++) {
            int r = s / cols;
            int c = s % cols;
            int[] tmp = new int[8];
            int k = 0;
            for (int t = 0; t < 8; t++) {
                int rr = r + KnightMoves.D_ROW[t];
                int cc = c + KnightMoves.D_COL[t];
                if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) {
                    tmp[k++] = rr * cols + cc;
                }
            }
            nb[s] = java.util.Arrays.copyOf(tmp, k);
        }
    }

    long openFromEveryStart(Progress progress) {
        return openFromEveryStart(progress, Limits.none());
    }

    long openFrom(int row, int col) {
        return openFrom(row, col, Limits.none());
    }

    long closed(Progress progress) {
        return closed(progress, Limits.none());
    }

    /** Directed open tours from every start (OEIS A165134 convention), starts searched in parallel. */
    long openFromEveryStart(Progress progress, Limits limits) {
        progress.start("count", n);
        AtomicLong done = new AtomicLong();
        return IntStream.range(0, n).parallel().mapToLong(s -> {
            long k = openFrom(s / cols + 1, s % cols + 1, limits);
            progress.done(done.incrementAndGet());
            return k;
        }).sum();
    }

    /** Directed open tours starting at (row, col). */
    long openFrom(int row, int col, Limits limits) {
        if (n == 1) {
            return 1;
        }
        return new Search(-1, limits).count(((row - 1) * cols) + col - 1);
    }

    /**
     * Undirected closed tours (OEIS A001230 convention). Every closed tour passes through the corner, whose two
     * neighbours it must use: so each undirected tour is counted once as the directed tour that leaves the corner
     * to its first neighbour and comes back from the second.
     */
    long closed(Progress progress, Limits limits) {
        if (TourExistence.whyNoClosed(rows, cols) != null) {
            return 0;
        }
        progress.start("count", 1);
        int corner = 0;
        int first = nb[corner][0];
        int last = nb[corner][1];
        Search s = new Search(last, limits);
        s.visit(corner);
        s.visit(first);
        long k = s.from(first, corner, 2);
        progress.done(1);
        return k;
    }

    /** One depth-first search; not shared between threads. */
    private final class Search {
        private final boolean[] visited = new boolean[n];
        private final int[] deg = new int[n];
        /** The square that must come last (closed tours), or -1. */
        private final int end;
        private int ends;
        private final Limits limits;
        private long nodes;

        Search(int end, Limits limits) {
            this.end = end;
            this.limits = limits;
            for (int s = 0; s < n; s++) {
                deg[s] = nb[s].length;
            }
        }

        long count(int start) {
            visit(start);
            return from(start, -1, 1);
        }

        void visit(int s) {
            visited[s] = true;
            for (int w : nb[s]) {
                deg[w]--;
            }
        }

        void unvisit(int s) {
            visited[s] = false;
            for (int w : nb[s]) {
                deg[w]++;
            }
        }

        boolean adjacent(int a, int b) {
            for (int w : nb[a]) {
                if (w == b) {
                    return true;
                }
            }
            return false;
        }

        /** Tours that continue from head {@code h} (just visited, coming from {@code prev}), {@code k} squares done. */
        long from(int h, int prev, int k) {
            if (k == n) {
                return end < 0 || h == end ? 1 : 0;
            }
            if ((++nodes & 0xffff) == 0) {
                limits.check(nodes);
            }
            // squares next to the previous head but not to this one can no longer be entered from the knight's side
            int added = 0;
            boolean dead = false;
            if (prev >= 0) {
                for (int w : nb[prev]) {
                    if (!visited[w] && !adjacent(h, w)) {
                        if (w == end) {
                            dead |= deg[w] == 0;
                        } else if (deg[w] == 0 || (deg[w] == 1 && (end >= 0 || ++added + ends > 1))) {
                            dead = true;
                        }
                    }
                }
            }
            long total = 0;
            if (!dead) {
                ends += added;
                for (int v : nb[h]) {
                    if (visited[v] || (v == end && k != n - 1)) {
                        continue;
                    }
                    visit(v);
                    total += from(v, h, k + 1);
                    unvisit(v);
                }
                ends -= added;
            }
            return total;
        }
    }
}
