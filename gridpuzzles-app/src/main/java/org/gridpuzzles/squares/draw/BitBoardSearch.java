package org.gridpuzzles.squares.draw;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicLong;

import org.gridpuzzles.core.GridPuzzlesException;
import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.Rules;

/**
 * Backtracking over the fields in row-major order with one 64-bit board per colour. When a field is filled, only
 * the squares it completes (whose other corners all come earlier) are tested, each by one AND against its mask.
 * The count splits the first fields into many prefixes that run on all cores; with interchangeable colours the
 * first field is fixed to x and the count multiplied by the number of colours.
 */
public final class BitBoardSearch implements DrawCounter {

    private final int threads;
    private final Limits limits;

    public BitBoardSearch(int threads, Limits limits) {
        this.threads = Math.max(1, threads);
        this.limits = limits;
    }

    BitBoardSearch(int threads) {
        this(threads, Limits.none());
    }

    @Override
    public long count(Rules rules, Progress progress) {
        return run(DrawProblem.plain(rules), progress);
    }

    @Override
    public long countFixed(Rules rules, int[] g, int[] sigma, Progress progress) {
        return run(new DrawProblem(rules, g, sigma), progress);
    }

    /** Visits the boards in a fixed order (row-major, x before o) until the visitor says stop. */
    public void forEach(Rules rules, BoardVisitor visitor) {
        Walker w = new Walker(DrawProblem.plain(rules), limits);
        w.visitor = visitor;
        w.walk(0);
    }

    /** The first board in the search order, or null when there is none. */
    public Board first(Rules rules) {
        Board[] found = new Board[1];
        forEach(rules, b -> {
            found[0] = b;
            return false;
        });
        return found[0];
    }

    private long run(DrawProblem p, Progress progress) {
        int multiplier = 1;
        if (p.isPlain() && p.coloursInterchangeable() && p.colours > 1) {
            // Renaming colours maps drawn boards onto drawn boards; count those with x on the first field.
            for (int c = 1; c < p.colours; c++) {
                p.allowed[0][c] = false;
            }
            multiplier = p.colours;
        }
        int depth = 0;
        long width = 1;
        while (depth < p.fields && width < 4096L * threads) {
            if (p.rep[depth] == depth) {
                width *= p.colours;
            }
            depth++;
        }
        Walker splitter = new Walker(p, limits);
        splitter.stopDepth = depth;
        List<int[]> prefixes = new ArrayList<>();
        splitter.prefixes = prefixes;
        long shallow = splitter.walk(0);
        if (depth == p.fields) {
            return shallow * multiplier;
        }
        progress.start("count " + p.rules.rows() + "x" + p.rules.cols(), prefixes.size());
        AtomicLong total = new AtomicLong();
        final int d = depth;
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            pool.submit(() -> prefixes.parallelStream().forEach(prefix -> {
                limits.check();
                Walker w = new Walker(p, limits);
                total.addAndGet(w.resume(prefix, d));
                progress.advance(1);
            })).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedRunException("count interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof GridPuzzlesException g) {
                throw g;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
            progress.close();
        }
        return total.get() * multiplier;
    }

    /** One thread's search state. */
    private static final class Walker {
        final DrawProblem p;
        final long[][] completing;
        final int[] quota;
        final int[] cells;
        final long[] boards;
        final long[] forbid;
        final long[][] pairs;
        final long[][] tops;
        final int[] used;
        int stopDepth = Integer.MAX_VALUE;
        List<int[]> prefixes;
        BoardVisitor visitor;
        boolean stopped;
        final Limits limits;
        /** Fields placed, counted only to look at the limits every 2^16 of them. */
        long steps;

        Walker(DrawProblem p, Limits limits) {
            this.p = p;
            this.limits = limits;
            this.completing = p.completing;
            this.quota = p.quota;
            this.cells = new int[p.fields];
            this.boards = new long[p.colours];
            this.forbid = new long[p.colours];
            this.pairs = p.pairs;
            this.tops = p.tops;
            this.used = new int[p.colours];
        }

        long resume(int[] prefix, int depth) {
            for (int i = 0; i < depth; i++) {
                int c = prefix[i];
                cells[i] = c;
                boards[c] |= 1L << i;
                used[c]++;
            }
            for (int i = 0; i < depth; i++) {
                int c = prefix[i];
                for (int j = 0; j < pairs[i].length; j++) {
                    if ((boards[c] & pairs[i][j]) == pairs[i][j]) {
                        forbid[c] |= tops[i][j];
                    }
                }
            }
            return walk(depth);
        }

        long walk(int i) {
            if ((++steps & 0xFFFF) == 0) {
                limits.check(steps);
            }
            if (i == p.fields) {
                if (visitor != null && !visitor.visit(new Board(p.rules.rows(), p.rules.cols(), cells.clone()))) {
                    stopped = true;
                }
                return 1;
            }
            if (i == stopDepth) {
                prefixes.add(java.util.Arrays.copyOf(cells, i));
                return 0;
            }
            int r = p.rep[i];
            if (r != i) {
                return place(i, p.colourOf[i][cells[r]]);
            }
            long total = 0;
            boolean[] allowed = p.allowed[i];
            for (int c = 0; c < allowed.length && !stopped; c++) {
                if (allowed[c]) {
                    total += place(i, c);
                }
            }
            return total;
        }

        private long place(int i, int c) {
            if (used[c] >= quota[c]) {
                return 0;
            }
            long bit = 1L << i;
            if ((forbid[c] & bit) != 0) {
                // c on i would complete a square of c
                return 0;
            }
            long b = boards[c] | bit;
            long oldForbid = forbid[c];
            long fc = oldForbid;
            long[] two = pairs[i];
            long[] top = tops[i];
            for (int j = 0; j < two.length; j++) {
                if ((b & two[j]) == two[j]) {
                    fc |= top[j];
                }
            }
            long later = i == 63 ? 0 : -1L << (i + 1);
            if (fc != oldForbid) {
                // a later field where every colour is forbidden, or more fields forced to one colour than it has
                // counters left, ends this branch now rather than many fields later
                long dead = fc & later;
                for (int d = 0; d < forbid.length && dead != 0; d++) {
                    if (d != c) {
                        dead &= forbid[d];
                    }
                }
                if (dead != 0) {
                    return 0;
                }
                if (forbid.length == 2 && !p.rules.anyBalance()) {
                    int other = 1 - c;
                    int forced = Long.bitCount(fc & later & ~forbid[other]);
                    if (forced > quota[other] - used[other]) {
                        return 0;
                    }
                }
            }
            boards[c] = b;
            forbid[c] = fc;
            used[c]++;
            cells[i] = c;
            long n = walk(i + 1);
            boards[c] = b & ~bit;
            forbid[c] = oldForbid;
            used[c]--;
            return n;
        }
    }
}
