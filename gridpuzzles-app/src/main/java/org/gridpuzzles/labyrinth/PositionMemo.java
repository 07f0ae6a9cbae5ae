package org.gridpuzzles.labyrinth;

/**
 * What is known about positions already explored: for a set of taken fields and a live end, the steps that lead to
 * a completion and the number of completions. Many different beginnings of a line leave the same position (on 7 x 7
 * the search meets 4.7 million positions of which 0.4 million differ), so enumeration looks each one up before
 * searching it again.
 *
 * <p>A lossy table of fixed size: a position hashes to one bucket of two slots, one kept for the position whose
 * search took most steps and one always replaced, as chess programs keep their transposition tables. Keys are
 * compared in full, so a lookup never answers for another position; a position that was pushed out is simply searched
 * again. A slot is one run of longs (the taken set, then live end, step bits and effort packed, then the count), so a
 * lookup touches one or two cache lines.
 */
final class PositionMemo {

    private final int words;
    private final int stride;
    private final long[] table;
    private final int bucketShift;

    /** Bytes one slot takes for a grid of {@code fields} fields. */
    static long slotBytes(int fields) {
        return 8L * ((fields + 63) / 64 + 2);
    }

    /** A table of at most {@code bytes} bytes (at least one bucket). */
    PositionMemo(int fields, long bytes) {
        this.words = (fields + 63) / 64;
        this.stride = words + 2;
        long slots = Math.max(2, bytes / slotBytes(fields));
        long maxSlots = (Integer.MAX_VALUE - 8) / stride;
        int buckets = Integer.highestOneBit((int) Math.min(maxSlots, slots) / 2);
        this.bucketShift = 64 - Integer.numberOfTrailingZeros(buckets);
        table = new long[2 * buckets * stride];
    }

    private int bucket(long hash) {
        return bucketShift == 64 ? 0 : (int) (hash >>> bucketShift) * 2 * stride;
    }

    /** Where this position is kept (an offset into the table), or -1. */
    int find(long hash, long[] taken, int live) {
        int b = bucket(hash);
        for (int o = b; o < b + 2 * stride; o += stride) {
            long meta = table[o + words];
            if (meta != 0 && (int) (meta & 0xFFFFFF) == live + 1 && matches(o, taken)) {
                return o;
            }
        }
        return -1;
    }

    /** Direction bits of the steps from the kept position that lead to a completion. */
    int steps(int at) {
        return (int) (table[at + words] >>> 24) & 15;
    }

    long count(int at) {
        return table[at + words + 1];
    }

    /** Records a fully searched position; {@code effort} is how many steps its search took. */
    void put(long hash, long[] taken, int live, int stepBits, long count, long effort) {
        int b = bucket(hash);
        int second = b + stride;
        long kept = table[b + words];
        int o;
        if (kept == 0 || effort >= kept >>> 28) {
            // the costliest position stays in the first slot; the one it replaces moves to the second
            System.arraycopy(table, b, table, second, stride);
            o = b;
        } else {
            o = second;
        }
        System.arraycopy(taken, 0, table, o, words);
        table[o + words] = Math.min(effort, (1L << 35) - 1) << 28 | (long) stepBits << 24 | (live + 1);
        table[o + words + 1] = count;
    }

    private boolean matches(int o, long[] taken) {
        for (int w = 0; w < words; w++) {
            if (table[o + w] != taken[w]) {
                return false;
            }
        }
        return true;
    }
}
