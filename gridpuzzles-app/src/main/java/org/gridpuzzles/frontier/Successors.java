package org.gridpuzzles.frontier;

/**
 * One thread's share of the expansion of a sorted set of states at a field where no line completes ({@link Expansion},
 * for the tables of closed lines): every successor of its states as a key and the index of the state it came from,
 * appended to two primitive arrays kept from call to call. Which bits of the keys differ ({@link #or}, {@link #and})
 * tells the sort which bits to sort on.
 */
final class Successors implements StepRule.Sink {

    private final StepRule rule;
    long[] keys = new long[1024];
    int[] from = new int[1024];
    int size;
    private long or;
    private long and;
    private int state;
    /** Where the index of the state goes when the pairs are packed into one long, key above it (-1: not packed). */
    private int packAt = -1;

    Successors(StepRule rule) {
        this.rule = rule;
    }

    /** The bitwise or of the keys made since {@link #expand} began (0: none made). */
    long or() {
        return or;
    }

    /** The bitwise and of the keys made since {@link #expand} began (all ones: none made). */
    long and() {
        return and;
    }

    /**
     * Expands states {@code lo} to {@code hi - 1} of {@code states} at step {@code v} (earlier successors are
     * forgotten), each successor packed with the index of its state ({@code key << packAt | index}) when
     * {@code packAt} is not -1; false when {@code cores} was told to stop or the limits were reached.
     */
    boolean expand(int v, StepStates states, int lo, int hi, int packAt, Cores cores,
            org.gridpuzzles.core.Limits limits) {
        this.packAt = packAt;
        if (packAt < 0 && from.length < keys.length) {
            // the steps before were packed and grew the keys alone: the indices need as much room again
            from = new int[keys.length];
        }
        size = 0;
        or = 0;
        and = -1;
        long[] ks = states.keys;
        for (int i = lo; i < hi; i++) {
            state = i;
            rule.expand(v, ks[i], this);
            if ((i & 0x3fff) == 0 && (cores.stop.get() || limits.stopped())) {
                return false;
            }
        }
        return true;
    }

    @Override
    public void next(long key) {
        int n = size;
        if (n == keys.length) {
            grow();
        }
        if (packAt >= 0) {
            keys[n] = (key << packAt) | state;
        } else {
            keys[n] = key;
            from[n] = state;
        }
        size = n + 1;
        or |= key;
        and &= key;
    }

    private void grow() {
        int cap = (int) Math.min(Integer.MAX_VALUE - 16L, keys.length + (keys.length >> 2) + 16L);
        keys = java.util.Arrays.copyOf(keys, cap);
        // the indices have an array of their own only when the pairs are not packed
        from = packAt >= 0 ? from : java.util.Arrays.copyOf(from, cap);
    }

    @Override
    public void complete() {
        // the tables count no lines: a completion is no successor
    }

    /** The bytes the buffers take. */
    long bytes() {
        return 8L * keys.length + 4L * from.length;
    }
}
