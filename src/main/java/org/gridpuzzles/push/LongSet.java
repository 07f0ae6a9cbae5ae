package org.gridpuzzles.push;

/**
 * A set of longs (state hashes) in one open-addressing array with linear probing: no boxing, no entries, grows by
 * doubling at half load. Only what the beam search needs: add.
 */
final class LongSet {

    private long[] keys = new long[1 << 10];
    private int size;
    private boolean hasZero;

    /** Adds {@code key}; true when it was not in the set yet. */
    boolean add(long key) {
        if (key == 0) {
            // 0 marks an empty slot, so it is kept apart.
            boolean added = !hasZero;
            hasZero = true;
            return added;
        }
        int mask = keys.length - 1;
        for (int i = slot(key, mask); ; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == 0) {
                keys[i] = key;
                if (++size * 2 > keys.length) {
                    grow();
                }
                return true;
            }
            if (k == key) {
                return false;
            }
        }
    }

    int size() {
        return size + (hasZero ? 1 : 0);
    }

    private static int slot(long key, int mask) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }

    private void grow() {
        long[] old = keys;
        keys = new long[old.length * 2];
        int mask = keys.length - 1;
        for (long k : old) {
            if (k != 0) {
                int i = slot(k, mask);
                while (keys[i] != 0) {
                    i = (i + 1) & mask;
                }
                keys[i] = k;
            }
        }
    }
}
