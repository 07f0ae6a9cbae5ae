package org.gridpuzzles.frontier;

import org.gridpuzzles.core.Limits;

/**
 * The successors of a sorted set of states at one field, sorted by key with the index of the state each came from:
 * the sorted steps' own expansion and radix sort ({@link Successors}, {@link PairSort}) without counts, for
 * {@link RowTables}. The rule's lines never complete in the fields it is used for.
 */
final class Expansion {

    private final StepRule rule;
    private final Cores cores;
    private final Limits limits;
    private final Successors[] made;
    private final PairSort sort = new PairSort();
    private final StepStates states = new StepStates(new long[0], false);
    private long[] distinct = new long[0];

    Expansion(StepRule rule, Cores cores, Limits limits) {
        this.rule = rule;
        this.cores = cores;
        this.limits = limits;
        int t = cores.threads;
        made = new Successors[t];
        for (int i = 0; i < t; i++) {
            made[i] = new Successors(i == 0 ? rule : rule.copy());
        }
    }

    /** Expands and sorts; the number of successors. */
    private int expand(int field, long[] keys) {
        int n = keys.length;
        states.keys = keys;
        states.size = n;
        int fromBits = Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(1, n - 1)));
        int packAt = rule.keyBits() + fromBits <= 64 ? fromBits : -1;
        cores.each(t -> made[t].expand(field, states, (int) cores.from(n, t), (int) cores.from(n, t + 1), packAt,
                cores, limits));
        long total = sort.sort(cores, made, Math.max(1, n), packAt);
        states.keys = null;
        return (int) total;
    }

    /** The distinct successors of {@code keys} at {@code field}, ascending, into {@link #distinct}: how many. */
    int distinctSuccessors(int field, long[] keys) {
        int total = expand(field, keys);
        if (distinct.length < total) {
            distinct = new long[Math.max(total, distinct.length + (distinct.length >> 1))];
        }
        long[] out = distinct;
        int d = 0;
        for (int i = 0; i < total; i++) {
            long k = sort.key(i);
            if (d == 0 || out[d - 1] != k) {
                out[d++] = k;
            }
        }
        return d;
    }

    /** The keys {@link #distinctSuccessors} made (kept from call to call). */
    long[] distinct() {
        return distinct;
    }

    /**
     * Where each state of {@code next} comes from at {@code field}: the states of {@code keys} (indices) whose
     * successors it is, listed state after state in the order of {@code next}; {@code into[j]} is where state j's
     * list begins ({@code into[next.length]} the end). Every successor must be in {@code next}.
     */
    int[] link(int field, long[] keys, long[] next, int[] into) {
        int total = expand(field, keys);
        int[] comesFrom = new int[total];
        int j = 0;
        for (int i = 0; i < total; i++) {
            long k = sort.key(i);
            while (j < next.length && next[j] < k) {
                into[++j] = i;
            }
            if (j == next.length || next[j] != k) {
                throw new IllegalStateException("a successor missing from the next column's states");
            }
            comesFrom[i] = sort.from(i);
        }
        while (j < next.length) {
            into[++j] = total;
        }
        return comesFrom;
    }
}
