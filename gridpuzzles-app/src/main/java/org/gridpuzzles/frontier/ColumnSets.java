package org.gridpuzzles.frontier;

/**
 * Sorted sets of states, one a column, for {@link RowTables}, whose sets grow in many rounds, most of them small. A
 * set is a main sorted array and a pending one of the keys added since it was last merged in: a round looks its keys
 * up in the main array by galloping from where the last key was found and walks the pending one, which is merged into
 * the main array only once it holds an eighth as many keys, so that a small round costs about what it adds, not the
 * size of the set. The buffers are kept from round to round.
 */
final class ColumnSets {

    private final long[][] main;
    private final int[] mainSize;
    private final long[][] pending;
    private final int[] pendingSize;
    private long[] added = new long[0];
    private long[] scratch = new long[0];

    ColumnSets(int columns) {
        main = new long[columns][0];
        mainSize = new int[columns];
        pending = new long[columns][0];
        pendingSize = new int[columns];
    }

    /** Adds to column c the first n keys of {@code made} (ascending, distinct) it lacks; how many it lacked. */
    int add(int c, long[] made, int n) {
        if (added.length < n) {
            added = new long[Math.max(n, added.length + (added.length >> 1))];
        }
        long[] m = main[c];
        int mn = mainSize[c];
        long[] p = pending[c];
        int pn = pendingSize[c];
        int i = 0;
        int j = 0;
        int fresh = 0;
        for (int q = 0; q < n; q++) {
            long k = made[q];
            i = firstAtLeast(m, i, mn, k);
            if (i < mn && m[i] == k) {
                continue;
            }
            while (j < pn && p[j] < k) {
                j++;
            }
            if (j < pn && p[j] == k) {
                continue;
            }
            added[fresh++] = k;
        }
        if (fresh > 0) {
            pending[c] = merged(p, pn, added, fresh);
            pendingSize[c] = pn + fresh;
            if (pendingSize[c] > (mn >> 3)) {
                main[c] = merged(m, mn, pending[c], pendingSize[c]);
                mainSize[c] = mn + pendingSize[c];
                pendingSize[c] = 0;
            }
        }
        return fresh;
    }

    /** The first index from {@code lo} (below {@code hi}) whose key is at least {@code k}, or hi: by galloping. */
    private static int firstAtLeast(long[] a, int lo, int hi, long k) {
        if (lo >= hi || a[lo] >= k) {
            return lo;
        }
        // a[lo] < k: double the step until a key at least k (or the end) is passed, then search that span
        int below = lo;
        int step = 1;
        int at = lo + 1;
        while (at < hi && a[at] < k) {
            below = at;
            step <<= 1;
            at = (int) Math.min((long) hi, (long) below + step);
        }
        int l = below + 1;
        int h = Math.min(at, hi);
        while (l < h) {
            int mid = (l + h) >>> 1;
            if (a[mid] < k) {
                l = mid + 1;
            } else {
                h = mid;
            }
        }
        return l;
    }

    /** Sorted {@code a} (an keys) and {@code b} (bn keys), which share no key, as one sorted array. */
    private long[] merged(long[] a, int an, long[] b, int bn) {
        if (scratch.length < an + bn) {
            scratch = new long[Math.max(an + bn, an + (an >> 2))];
        }
        long[] out = scratch;
        int i = 0;
        int j = 0;
        int o = 0;
        while (i < an && j < bn) {
            out[o++] = a[i] < b[j] ? a[i++] : b[j++];
        }
        while (i < an) {
            out[o++] = a[i++];
        }
        while (j < bn) {
            out[o++] = b[j++];
        }
        // the array given up becomes the next merge's scratch space
        scratch = a;
        return out;
    }

    /** The keys the last {@link #add} added, ascending. */
    long[] added() {
        return added;
    }

    /** Every column's set, in arrays of their own sizes; the buffers are let go. */
    long[][] keys() {
        long[][] out = new long[main.length][];
        for (int c = 0; c < main.length; c++) {
            long[] all = merged(main[c], mainSize[c], pending[c], pendingSize[c]);
            out[c] = java.util.Arrays.copyOf(all, mainSize[c] + pendingSize[c]);
            main[c] = null;
            pending[c] = null;
        }
        added = null;
        scratch = null;
        return out;
    }
}
