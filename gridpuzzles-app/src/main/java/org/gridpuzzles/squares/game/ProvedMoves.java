package org.gridpuzzles.squares.game;

/**
 * The moves a search proved, kept without loss for a certificate: for each position (its canonical key) the best lower
 * bound of its value that a move was shown to reach, and that move. The transposition table forgets; the writer of a
 * certificate would otherwise search again every position whose entry was replaced. Open addressing in primitive
 * arrays, growing as needed: 18 bytes a position. Not for several threads at once: each thread of a solve has its own.
 */
final class ProvedMoves {

    private long[] keyX = new long[1 << 12];
    private long[] keyO = new long[1 << 12];
    /** lower bound + 1 in bits 0-1 and the move + 1 from bit 2; 0 is an empty slot. */
    private short[] entries = new short[1 << 12];
    private int size;

    private static int slot(long cx, long co, int mask) {
        long h = cx * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(co * 0xC2B2AE3D27D4EB4FL, 29);
        return (int) (h ^ h >>> 31) & mask;
    }

    /** Keeps that {@code move} reaches at least {@code lower} (0 or 1) in the position, unless a higher bound is kept. */
    void put(long cx, long co, int lower, int move) {
        if ((size + 1) * 4L > entries.length * 3L) {
            grow();
        }
        int mask = entries.length - 1;
        int h = slot(cx, co, mask);
        while (entries[h] != 0 && (keyX[h] != cx || keyO[h] != co)) {
            h = (h + 1) & mask;
        }
        if (entries[h] == 0) {
            size++;
        } else if ((entries[h] & 3) - 1 >= lower) {
            return;
        }
        keyX[h] = cx;
        keyO[h] = co;
        entries[h] = (short) ((lower + 1) | (move + 1) << 2);
    }

    /** The move kept for the position if it reaches at least {@code t}, else -1. */
    int move(long cx, long co, int t) {
        int mask = entries.length - 1;
        for (int h = slot(cx, co, mask); entries[h] != 0; h = (h + 1) & mask) {
            if (keyX[h] == cx && keyO[h] == co) {
                return (entries[h] & 3) - 1 >= t ? (entries[h] >> 2) - 1 : -1;
            }
        }
        return -1;
    }

    int size() {
        return size;
    }

    private void grow() {
        long[] ox = keyX;
        long[] oo = keyO;
        short[] oe = entries;
        keyX = new long[ox.length * 2];
        keyO = new long[ox.length * 2];
        entries = new short[ox.length * 2];
        int mask = entries.length - 1;
        for (int i = 0; i < oe.length; i++) {
            if (oe[i] != 0) {
                int h = slot(ox[i], oo[i], mask);
                while (entries[h] != 0) {
                    h = (h + 1) & mask;
                }
                keyX[h] = ox[i];
                keyO[h] = oo[i];
                entries[h] = oe[i];
            }
        }
    }
}
