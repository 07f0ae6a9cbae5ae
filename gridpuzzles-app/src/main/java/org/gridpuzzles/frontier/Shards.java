package org.gridpuzzles.frontier;

/**
 * The states of one step split by the high bits of their hash into tables that grow one at a time (a small
 * passing peak of memory) and that threads fill side by side, each table locked only while a batch goes in.
 */
final class Shards {

    static final int BITS = 6;
    static final int COUNT = 1 << BITS;

    final ModTable[] t = new ModTable[COUNT];

    Shards(long[] primes, boolean estimate, long expected) {
        for (int i = 0; i < COUNT; i++) {
            t[i] = new ModTable(primes, estimate, (int) Math.min(1 << 29, expected / COUNT + 1));
        }
    }

    static int shardOf(long mixed) {
        return (int) (mixed >>> (64 - BITS));
    }

    long size() {
        long s = 0;
        for (ModTable m : t) {
            s += m.size;
        }
        return s;
    }

    void reset(long expected) {
        for (ModTable m : t) {
            m.reset(expected / COUNT + 1);
        }
    }

    /** The bytes the tables' arrays take. */
    long bytes() {
        long b = 0;
        for (ModTable m : t) {
            if (!m.released()) {
                b += 8L * (m.keys.length + (long) m.vals.length);
            }
        }
        return b;
    }

    /** Whether every table is packed (see {@link ModTable#compact}). */
    boolean dense() {
        for (ModTable m : t) {
            if (!m.dense) {
                return false;
            }
        }
        return true;
    }

    /** Whether some table has been dropped after its sweep (see {@link ModTable#release}). */
    boolean released() {
        for (ModTable m : t) {
            if (m.released()) {
                return true;
            }
        }
        return false;
    }

    /** Packs every table (see {@link ModTable#compact}), one at a time. */
    void compact() {
        for (ModTable m : t) {
            m.compact();
        }
    }

    /** Puts a state (start, checkpoint). */
    void put(long key, long[] counts, int off, double estimate) {
        t[shardOf(ModTable.mix(key + 1))].put(key, counts, off, estimate);
    }
}
