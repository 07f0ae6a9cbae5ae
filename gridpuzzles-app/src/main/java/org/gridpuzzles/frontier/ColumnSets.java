package org.gridpuzzles.frontier;

/**
 * Sorted sets of states, one a column, grown by merging in place: two buffers a column swapped at each merge and a
 * buffer of the keys a merge added, all kept from merge to merge, so that growing a set by a few keys makes no array
 * (for {@link RowTables}, whose sets grow in many small rounds).
 */
final class ColumnSets {

    private final long[][] keys;
    private final long[][] spare;
    private final int[] size;
    private long[] added = new long[0];

    ColumnSets(int columns) {
        keys = new long[columns][0];
        spare = new long[columns][0];
        size = new int[columns];
    }

    /** Adds to column c the first n keys of {@code made} (ascending, distinct) it lacks; how many it lacked. */
    int add(int c, long[] made, int n) {
        long[] a = keys[c];
        int an = size[c];
        if (added.length < n) {
            added = new long[Math.max(n, added.length + (added.length >> 1))];
        }
        if (spare[c].length < an + n) {
            spare[c] = new long[Math.max(an + n, an + (an >> 2))];
        }
        long[] out = spare[c];
        int i = 0;
        int j = 0;
        int o = 0;
        int fresh = 0;
        while (i < an || j < n) {
            if (j == n || (i < an && a[i] < made[j])) {
                out[o++] = a[i++];
            } else if (i < an && a[i] == made[j]) {
                out[o++] = a[i++];
                j++;
            } else {
                added[fresh++] = made[j];
                out[o++] = made[j++];
            }
        }
        spare[c] = a;
        keys[c] = out;
        size[c] = o;
        return fresh;
    }

    /** The keys the last {@link #add} added, ascending. */
    long[] added() {
        return added;
    }

    /** Every column's set, in arrays of their own sizes; the buffers are let go. */
    long[][] keys() {
        // the spare buffers first, so that the sets' copies take their room rather than more of the heap
        java.util.Arrays.fill(spare, null);
        added = null;
        long[][] out = new long[keys.length][];
        for (int c = 0; c < keys.length; c++) {
            out[c] = size[c] == keys[c].length ? keys[c] : java.util.Arrays.copyOf(keys[c], size[c]);
            keys[c] = null;
        }
        return out;
    }
}
