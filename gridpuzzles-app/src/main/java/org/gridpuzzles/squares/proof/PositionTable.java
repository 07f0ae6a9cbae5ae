package org.gridpuzzles.squares.proof;

import java.util.Arrays;

/**
 * Positions as two masks (x, o) side by side in one array of primitive longs (a probe reads one cache line), open
 * addressing; values, where kept, in a second array: tens of millions fit in a few gigabytes, where strings would
 * take ten times that. A free slot holds -1 twice, which no position has (x and o never share a field). Apart from
 * the checker because it is a container of primitive longs, nothing more.
 */
final class PositionTable {
    private long[] keys = emptyKeys(1 << 10);
    private long[] vals;
    private int size;

    /** With {@code values}, a value for each position; else a set (every value 0). */
    PositionTable(boolean values) {
        vals = values ? new long[1 << 10] : null;
    }

    private static long[] emptyKeys(int slots) {
        long[] k = new long[2 * slots];
        Arrays.fill(k, -1L);
        return k;
    }

    static int slot(long x, long o, int mask) {
        long h = x * 0x9E3779B97F4A7C15L + o;
        h ^= h >>> 32;
        h *= 0xD6E8FEB86659FD93L;
        return (int) (h ^ (h >>> 29)) & mask;
    }

    /** The value of the position, or -1. */
    long get(long x, long o) {
        int mask = keys.length / 2 - 1;
        for (int h = slot(x, o, mask);; h = (h + 1) & mask) {
            long kx = keys[2 * h];
            long ko = keys[2 * h + 1];
            if (kx == x && ko == o) {
                return vals == null ? 0 : vals[h];
            }
            if (kx == -1L && ko == -1L) {
                return -1;
            }
        }
    }

    void put(long x, long o, long v) {
        if ((size + 1) * 10L > keys.length / 2 * 7L) {
            grow();
        }
        int mask = keys.length / 2 - 1;
        int h = slot(x, o, mask);
        while (!(keys[2 * h] == -1L && keys[2 * h + 1] == -1L) && (keys[2 * h] != x || keys[2 * h + 1] != o)) {
            h = (h + 1) & mask;
        }
        if (keys[2 * h] == -1L && keys[2 * h + 1] == -1L) {
            keys[2 * h] = x;
            keys[2 * h + 1] = o;
            size++;
        }
        if (vals != null) {
            vals[h] = v;
        }
    }

    private void grow() {
        long[] ok = keys;
        long[] ov = vals;
        int slots = ok.length; // twice the slots
        keys = emptyKeys(slots);
        vals = ov == null ? null : new long[slots];
        size = 0;
        for (int i = 0; i < ok.length / 2; i++) {
            if (!(ok[2 * i] == -1L && ok[2 * i + 1] == -1L)) {
                put(ok[2 * i], ok[2 * i + 1], ov == null ? 0 : ov[i]);
            }
        }
    }
}
