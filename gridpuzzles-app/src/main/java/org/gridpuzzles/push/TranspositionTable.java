package org.gridpuzzles.push;

/**
 * Remembers states proved to have no solution within some number of pushes. Keyed by two independent 64-bit
 * hashes; direct-mapped and lossy (a newer entry replaces an older one), which only costs repeated work.
 */
final class TranspositionTable {

    private final long[] key1;
    private final long[] key2;
    private final byte[] failed;
    private final int mask;

    TranspositionTable(int bits) {
        int size = 1 << bits;
        key1 = new long[size];
        key2 = new long[size];
        failed = new byte[size];
        mask = size - 1;
    }

    /** The largest budget this state is known to fail with, or -1. */
    int failedWithin(long h1, long h2) {
        int i = (int) h1 & mask;
        return key1[i] == h1 && key2[i] == h2 ? failed[i] : -1;
    }

    void storeFailed(long h1, long h2, int budget) {
        int i = (int) h1 & mask;
        // A weaker fact (smaller budget) is still true, so clamping to a byte is safe.
        byte b = (byte) Math.min(budget, 127);
        if (key1[i] == h1 && key2[i] == h2 && failed[i] >= b) {
            return;
        }
        key1[i] = h1;
        key2[i] = h2;
        failed[i] = b;
    }
}
