package org.gridpuzzles.squares.game;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The alpha-beta solver's transposition table: buckets of two entries in primitive arrays, each a position's
 * canonical key (two longs), a lower and an upper bound of its value, the best move found and the work below it
 * (log2 of the positions), which decides which entry of a full bucket is replaced. 17 bytes an entry.
 *
 * <p>On boards of at most 25 fields a whole entry fits in one long (both key halves in 50 bits, bounds, move and
 * work in the other 14): 8 bytes an entry, a bucket in one cache line, and no locks when shared, since a thread reads
 * or writes an entry in one access and so never sees one position's key with another's bounds. Otherwise a table
 * shared by the threads of one solve locks the bucket it reads or writes; a table of one thread takes no locks.
 */
final class GameTable {

    /** Boards up to this many fields get the table of one long an entry. */
    static final int PACKED_FIELDS = 25;

    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);

    /** The bit that marks an entry as used. */
    private static final int STORED = 16;

    /** {@link #get}'s answer for a position not in the table. */
    static final int ABSENT = -1;

    /** The entries of one long each (key, bounds, move, work), or null for the layout of separate arrays. */
    private final long[] packed;
    /** The width of one key half in {@link #packed}. */
    private final int half;
    private final long[] keyX;
    private final long[] keyO;
    /**
     * lower bound + 1 in bits 0-1, upper bound + 1 in bits 2-3, and bit 4 set in every entry: 0 means empty (a proved
     * loss, lower and upper bound -1, has bits 0-3 clear).
     */
    private final byte[] bounds;
    private final byte[] bestMove;
    /** Positions below the entry (log2, rounded), to keep the costlier of two in a bucket. */
    private final byte[] work;
    private final int mask;
    /** One lock for many buckets when shared; null for one thread. */
    private final Object[] locks;

    GameTable(int bits, boolean shared) {
        this(bits, shared, 0);
    }

    /**
     * With keys whose two halves are sets of {@code keyFields} fields each (0: not known): up to {@link
     * #PACKED_FIELDS} the table takes one long an entry.
     */
    GameTable(int bits, boolean shared, int keyFields) {
        int size = 1 << bits;
        mask = size - 2;
        if (keyFields > 0 && keyFields <= PACKED_FIELDS) {
            packed = new long[size];
            half = keyFields;
            keyX = null;
            keyO = null;
            bounds = null;
            bestMove = null;
            work = null;
            locks = null;
            return;
        }
        packed = null;
        half = 0;
        keyX = new long[size];
        keyO = new long[size];
        bounds = new byte[size];
        bestMove = new byte[size];
        work = new byte[size];
        if (shared) {
            locks = new Object[Math.min(size / 2, 1 << 12)];
            for (int i = 0; i < locks.length; i++) {
                locks[i] = new Object();
            }
        } else {
            locks = null;
        }
    }

    /** The first entry of the position's bucket. */
    int bucket(long cx, long co) {
        long h = cx * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(co * 0xC2B2AE3D27D4EB4FL, 31);
        return (int) ((h ^ h >>> 29) & mask);
    }

    /**
     * The entry of the position as {@code lo + 1 | (hi + 1) << 2 | (best move + 1) << 8} (the best move as stored, -1
     * for none), or {@link #ABSENT}.
     */
    int get(int bucket, long cx, long co) {
        if (packed != null) {
            return findPacked(bucket, cx | co << half);
        }
        if (locks == null) {
            return find(bucket, cx, co);
        }
        synchronized (locks[(bucket >>> 1) & (locks.length - 1)]) {
            return find(bucket, cx, co);
        }
    }

    private int find(int bucket, long cx, long co) {
        for (int k = bucket; k < bucket + 2; k++) {
            if (bounds[k] != 0 && keyX[k] == cx && keyO[k] == co) {
                return bounds[k] | (bestMove[k] + 1) << 8;
            }
        }
        return ABSENT;
    }

    // packed entry: key in bits 0-49, bounds (as in the separate arrays, without the STORED bit) in 50-53, best move
    // + 1 in 54-58, work in 59-63 (at least 1, so a used entry is never 0; at most 31, which no search reaches)
    private static final long KEY_MASK = (1L << 50) - 1;

    private int findPacked(int bucket, long k) {
        for (int i = bucket; i < bucket + 2; i++) {
            long e = (long) SLOT.getOpaque(packed, i);
            if ((e & KEY_MASK) == k && e != 0) {
                return (int) (e >>> 50 & 15) | (int) (e >>> 54 & 31) << 8;
            }
        }
        return ABSENT;
    }

    private void writePacked(int bucket, long k, int lo, int hi, int field, int w) {
        long e0 = (long) SLOT.getOpaque(packed, bucket);
        long e1 = (long) SLOT.getOpaque(packed, bucket + 1);
        int slot;
        long old;
        if (e0 != 0 && (e0 & KEY_MASK) == k) {
            slot = bucket;
            old = e0;
        } else if (e1 != 0 && (e1 & KEY_MASK) == k) {
            slot = bucket + 1;
            old = e1;
        } else {
            // the empty entry, else the cheaper one
            slot = e0 == 0 || (e1 != 0 && (e0 >>> 59) <= (e1 >>> 59)) ? bucket : bucket + 1;
            old = 0;
        }
        int work = Math.min(31, old == 0 ? w : Math.max((int) (old >>> 59), w));
        long e = k | (long) ((lo + 1) | (hi + 1) << 2) << 50 | (long) (field + 1) << 54 | (long) work << 59;
        SLOT.setOpaque(packed, slot, e);
    }

    /** The lower bound of an entry of {@link #get}. */
    static int lower(int entry) {
        return (entry & 3) - 1;
    }

    /** The upper bound of an entry of {@link #get}. */
    static int upper(int entry) {
        return (entry >>> 2 & 3) - 1;
    }

    /** The best move of an entry of {@link #get}, -1 when none is stored. */
    static int move(int entry) {
        return (entry >>> 8) - 1;
    }

    /**
     * Stores bounds and the best move (-1: none) of a position with the positions searched below it: over its own
     * entry, else over the empty or the cheaper entry of the bucket.
     */
    void put(int bucket, long cx, long co, int lo, int hi, int field, long spent) {
        if (packed != null) {
            writePacked(bucket, cx | co << half, Math.min(lo, hi), hi, field,
                    64 - Long.numberOfLeadingZeros(Math.max(1, spent)));
            return;
        }
        if (locks == null) {
            write(bucket, cx, co, lo, hi, field, spent);
            return;
        }
        synchronized (locks[(bucket >>> 1) & (locks.length - 1)]) {
            write(bucket, cx, co, lo, hi, field, spent);
        }
    }

    private void write(int bucket, long cx, long co, int lo, int hi, int field, long spent) {
        if (lo > hi) {
            lo = hi;
        }
        int w = 64 - Long.numberOfLeadingZeros(Math.max(1, spent));
        int k = -1;
        for (int i = bucket; i < bucket + 2; i++) {
            if (bounds[i] != 0 && keyX[i] == cx && keyO[i] == co) {
                k = i;
            }
        }
        boolean same = k >= 0;
        if (!same) {
            k = bounds[bucket] == 0 || work[bucket] <= work[bucket + 1] ? bucket : bucket + 1;
            if (bounds[bucket] != 0 && bounds[bucket + 1] == 0) {
                k = bucket + 1;
            }
        }
        keyX[k] = cx;
        keyO[k] = co;
        bounds[k] = (byte) ((lo + 1) | (hi + 1) << 2 | STORED);
        bestMove[k] = (byte) field;
        work[k] = (byte) (same ? Math.max(work[k], w) : w);
    }
}
