package org.gridpuzzles.push;

/**
 * Remembers states proved to have no solution within some number of pushes. Keyed by two independent 64-bit
 * hashes; direct-mapped and lossy (a newer entry replaces an older one), which only costs repeated work.
 *
 * <p>A slot is two neighbouring longs, the first hash and the second with its low 7 bits replaced by the budget, so
 * that a look-up reads one cache line (three arrays cost three misses, a sixth of the search's time). The key keeps
 * 121 of the 128 bits.
 *
 * <p>The worker threads of one search share a table without a lock. A long is written whole (a 64-bit JVM), so a
 * reader may at worst see the two longs of a slot from two different writes: the first hash of one state beside the
 * second hash of another. That pair matches a look-up only if both halves equal the state looked up, which for two
 * different writes takes the same odds as a collision of the key; the same state written twice gives either budget,
 * and both are true. A write lost to a concurrent one costs repeated work only.
 */
final class TranspositionTable {

    private static final long BUDGET = 0x7F;

    /** 2^26 slots (1 GiB) at most. */
    static final int MAX_BITS = 26;

    private final long[] slots;
    private final int mask;

    TranspositionTable(int bits) {
        // Buckets of two slots (four longs), as many slots in all as 2^bits.
        slots = new long[2 << bits];
        mask = (1 << (bits - 1)) - 1;
    }

    /** The largest budget this state is known to fail with, or -1. */
    int failedWithin(long h1, long h2) {
        int i = ((int) h1 & mask) << 2;
        long k2 = h2 & ~BUDGET;
        if (slots[i] == h1 && (slots[i + 1] & ~BUDGET) == k2) {
            return (int) (slots[i + 1] & BUDGET) - 1;
        }
        if (slots[i + 2] == h1 && (slots[i + 3] & ~BUDGET) == k2) {
            return (int) (slots[i + 3] & BUDGET) - 1;
        }
        return -1;
    }

    /**
     * Keeps the fact in the slot that holds this state, else in the slot with the smaller budget: a failure within
     * more pushes saves a larger subtree, so it is the one kept.
     */
    void storeFailed(long h1, long h2, int budget) {
        int i = ((int) h1 & mask) << 2;
        long k2 = h2 & ~BUDGET;
        // Stored plus one so that an empty slot (0) reads as no budget; a weaker fact (smaller budget) is still
        // true, so clamping is safe.
        long b = Math.min(budget, (int) BUDGET - 1) + 1;
        int j;
        if (slots[i] == h1 && (slots[i + 1] & ~BUDGET) == k2) {
            j = i;
        } else if (slots[i + 2] == h1 && (slots[i + 3] & ~BUDGET) == k2) {
            j = i + 2;
        } else {
            j = (slots[i + 1] & BUDGET) <= (slots[i + 3] & BUDGET) ? i : i + 2;
            slots[j] = h1;
            slots[j + 1] = k2 | b;
            return;
        }
        if ((slots[j + 1] & BUDGET) < b) {
            slots[j + 1] = k2 | b;
        }
    }
}
