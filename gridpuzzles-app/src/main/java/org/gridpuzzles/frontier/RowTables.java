package org.gridpuzzles.frontier;

import java.util.TreeMap;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

/**
 * Every state a column of a grid's middle rows can hold, and where each goes, made once for all rows and all passes.
 * Between the first fields of the first row and the last row, a field's rule depends on its column alone
 * ({@link GridLineStep#repeatsFrom}), so the states before column c of any row lie in one sorted set: the least one
 * closed under the rule from the states the first fields leave (found by expanding only the states new to a column,
 * until a whole row of columns brings none). Each state's successors are then indices into the next column's set, and
 * a pass adds counts along two int arrays a column (dense primitive arrays, no key looked up, no sort per step). The
 * last row, which goes nowhere down, takes each state through it on one way at most: its completions per state are
 * counted once here too. Sets hold states of any row, a few more than one step has: their counts stay zero.
 */
final class RowTables {

    final GridLineStep rule;
    final int width;
    /** The first field swept by the tables; the fields before it are swept once here, into {@link #seedKeys}. */
    final int from;
    /** Per column: how many states its set holds (the keys themselves are let go once the tables are made). */
    final int[] states;
    /**
     * Per column c: where each state of the next column comes from, as a list per state ({@code into[c][j]} to
     * {@code into[c][j + 1] - 1} in {@code comesFrom[c]}, indices into column c's set), so that a step gathers each new
     * count from the counts it sums, and threads can share out the new states.
     */
    final int[][] into;
    final int[][] comesFrom;
    /** The states before field {@link #from} (indices into its column's set) and the lines that reach them. */
    final int[] seedAt;
    final long[] seedWays;
    /** Per state of column 0: the lines through the last row it completes. */
    final long[] lastRow;
    /** Per column: its states' successors, every addition a step may make. */
    final long[] transitions;

    private RowTables(GridLineStep rule, int from, int[] states, int[][] into, int[][] comesFrom, int[] seedAt,
            long[] seedWays, long[] lastRow) {
        this.rule = rule;
        this.width = rule.width();
        this.from = from;
        this.states = states;
        this.into = into;
        this.comesFrom = comesFrom;
        this.seedAt = seedAt;
        this.seedWays = seedWays;
        this.lastRow = lastRow;
        this.transitions = new long[width];
        for (int c = 0; c < width; c++) {
            transitions[c] = comesFrom[c].length;
        }
    }

    /** The tables of {@code rule}, or null when it counts no closed lines, its rows do not repeat or room is short. */
    static RowTables of(StepRule rule, int threads, Limits limits) {
        return of(rule, threads, limits, Progress.none());
    }

    /**
     * As {@link #of(StepRule, int, Limits)}, telling {@code progress} how the sets grow (rounds of a row of columns,
     * until one brings nothing new) and then the columns linked: at 18 fields across this takes seconds.
     */
    static RowTables of(StepRule rule, int threads, Limits limits, Progress progress) {
        // closed lines only: for the lines from corner to corner the tables of 17 x 17 took three times the memory
        // of the sorted steps (2.8 GB against 0.9 GB) and saved no CPU time
        if (!(rule instanceof GridLineStep g) || !g.closed() || g.repeatsFrom() < 0) {
            return null;
        }
        // within half the heap, as the estimate of the count foresees them (ClosedGrowth's measured sets)
        if (!ClosedGrowth.tablesFit(g.width(), Runtime.getRuntime().maxMemory())) {
            return null;
        }
        int w = g.width();
        int from = g.repeatsFrom();
        TreeMap<Long, Long> seeds = new TreeMap<>();
        seeds.put(0L, 1L);
        for (int i = 0; i < from; i++) {
            TreeMap<Long, Long> next = new TreeMap<>();
            for (var e : seeds.entrySet()) {
                long ways = e.getValue();
                g.expand(i, e.getKey(), new StepRule.Sink() {
                    @Override
                    public void next(long key) {
                        next.merge(key, ways, Long::sum);
                    }

                    @Override
                    public void complete() {
                        throw new IllegalStateException("a line completed in the first row");
                    }
                });
            }
            seeds = next;
        }
        long[] seedKeys = seeds.keySet().stream().mapToLong(Long::longValue).toArray();
        long[] seedWays = seeds.values().stream().mapToLong(Long::longValue).toArray();
        try (Cores cores = new Cores(Math.max(1, threads))) {
            Expansion x = new Expansion(g, cores, limits);
            ColumnSets sets = new ColumnSets(w);
            long[][] fresh = new long[w][];
            for (int c = 0; c < w; c++) {
                fresh[c] = new long[0];
            }
            int c0 = from % w;
            sets.add(c0, seedKeys, seedKeys.length);
            fresh[c0] = seedKeys.clone();
            // states new to a column go on to the next one, until a whole row of columns brings none
            progress.start("count, the closed lines' tables: every state of each column", -1);
            long found = seedKeys.length;
            long newInRow = found;
            int row = 0;
            int quiet = 0;
            for (int c = c0; quiet <= w; c = (c + 1) % w) {
                if (c == c0) {
                    // a row of columns swept: said once a row, not once a column (with --steps each note is a line)
                    progress.note(String.format("row %d, %,d states in all, %,d new", ++row, found, newInRow));
                    newInRow = 0;
                }
                if (fresh[c].length == 0) {
                    quiet++;
                    continue;
                }
                quiet = 0;
                int d = (c + 1) % w;
                int made = x.distinctSuccessors(w + c, fresh[c]);
                fresh[c] = new long[0];
                int added = sets.add(d, x.distinct(), made);
                if (added > 0) {
                    fresh[d] = java.util.Arrays.copyOf(sets.added(), added);
                }
                found += added;
                newInRow += added;
                if (limits.stopped()) {
                    limits.check(0);
                }
            }
            long[][] keys = sets.keys();
            int[][] into = new int[w][];
            int[][] comesFrom = new int[w][];
            progress.start("count, the closed lines' tables: where each state comes from", w + 1);
            for (int c = 0; c < w; c++) {
                into[c] = new int[keys[(c + 1) % w].length + 1];
                comesFrom[c] = x.link(w + c, keys[c], keys[(c + 1) % w], into[c]);
                progress.done(c + 1);
                progress.note(String.format("column %d/%d, %,d states, %,d ways in", c + 1, w,
                        keys[(c + 1) % w].length, comesFrom[c].length));
                if (limits.stopped()) {
                    limits.check(0);
                }
            }
            long[] lastRow = new long[keys[0].length];
            int lastFrom = (g.rows() - 1) * w;
            for (int i = 0; i < lastRow.length; i++) {
                lastRow[i] = through(g, lastFrom, keys[0][i]);
                if ((i & 0xffff) == 0 && limits.stopped()) {
                    limits.check(0);
                }
            }
            progress.done(w + 1);
            progress.note(String.format("the last row: %,d states closed through it", lastRow.length));
            int[] states = new int[w];
            for (int c = 0; c < w; c++) {
                states[c] = keys[c].length;
            }
            int[] seedAt = new int[seedKeys.length];
            for (int s = 0; s < seedKeys.length; s++) {
                seedAt[s] = java.util.Arrays.binarySearch(keys[c0], seedKeys[s]);
            }
            return new RowTables(g, from, states, into, comesFrom, seedAt, seedWays, lastRow);
        }
    }

    /** The lines that state {@code s} completes through the fields from {@code i} to the last. */
    private static long through(GridLineStep g, int i, long s) {
        if (i >= g.steps()) {
            return 0;
        }
        long[] done = new long[1];
        long[] on = new long[4];
        int[] n = new int[1];
        g.expand(i, s, new StepRule.Sink() {
            @Override
            public void next(long key) {
                if (n[0] == on.length) {
                    throw new IllegalStateException("more than four ways on from one state");
                }
                on[n[0]++] = key;
            }

            @Override
            public void complete() {
                done[0]++;
            }
        });
        long total = done[0];
        for (int k = 0; k < n[0]; k++) {
            total += through(g, i + 1, on[k]);
        }
        return total;
    }

    /** The bytes the tables take. */
    long bytes() {
        long b = 0;
        for (int c = 0; c < width; c++) {
            b += 4L * (states[c] + comesFrom[c].length);
        }
        return b;
    }

    /** The most states a column holds. */
    int widest() {
        int m = 0;
        for (int k : states) {
            m = Math.max(m, k);
        }
        return m;
    }
}
