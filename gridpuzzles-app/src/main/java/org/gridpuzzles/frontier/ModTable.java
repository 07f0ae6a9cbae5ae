package org.gridpuzzles.frontier;

import java.util.Arrays;

/**
 * Open addressing (linear probing, power-of-two capacity) from a state to its count modulo each of k primes, and
 * optionally an upper estimate of the count as a double; arrays of primitives, no object per state. Keys are stored
 * plus one, 0 marks an empty slot.
 */
final class ModTable {

    final int k;
    final boolean withEstimate;
    final long[] primes;
    long[] keys;
    long[] vals;
    double[] est;
    int size;
    int mask;
    /** Grow above this many states: 70 % full (linear probing stays short below that). */
    int threshold;
    /** Packed by {@link #compact}: no empty slots, not for look-ups. */
    boolean dense;

    ModTable(long[] primes, boolean withEstimate, int capacity) {
        this.primes = primes;
        this.k = primes.length;
        this.withEstimate = withEstimate;
        allocate(capacityFor(capacity));
    }

    static int capacityFor(long states) {
        long cap = Long.highestOneBit(Math.max(16, (long) (states / 0.7) + 1) * 2 - 1);
        if (cap > (1 << 30)) {
            cap = 1 << 30;
        }
        return (int) cap;
    }

    /** Bytes a slot takes. */
    static int slotBytes(int k, boolean withEstimate) {
        return 8 + 8 * k + (withEstimate ? 8 : 0);
    }

    private void allocate(int cap) {
        keys = new long[cap];
        vals = new long[cap * k];
        est = withEstimate ? new double[cap] : null;
        mask = cap - 1;
        threshold = (int) (cap * 0.7);
        size = 0;
    }

    /**
     * Packs the states to the front of arrays of their exact size: a table that is only read (the states being swept)
     * takes no room for empty slots. It is no longer a hash table until {@link #reset}.
     */
    void compact() {
        int n = size;
        long[] k2 = new long[n];
        long[] v2 = new long[n * k];
        double[] e2 = withEstimate ? new double[n] : null;
        int j = 0;
        for (int s = 0; s < keys.length; s++) {
            if (keys[s] != 0) {
                k2[j] = keys[s];
                System.arraycopy(vals, s * k, v2, j * k, k);
                if (withEstimate) {
                    e2[j] = est[s];
                }
                j++;
            }
        }
        keys = k2;
        vals = v2;
        est = e2;
        dense = true;
    }

    /** Empties the table, with room for about {@code expected} states. */
    void reset(long expected) {
        int cap = capacityFor(expected);
        if (dense || cap > keys.length || cap * 8L < keys.length) {
            dense = false;
            keys = null;
            vals = null;
            est = null;
            allocate(cap);
        } else {
            Arrays.fill(keys, 0L);
            size = 0;
        }
    }

    /** Adds the counts at slot {@code from} of {@code src} to state {@code key}. */
    void add(long key, ModTable src, int from) {
        addHashed(key + 1, mix(key + 1), src, from);
    }

    /** As {@link #add}, the key stored plus one and its {@link #mix} given. */
    void addHashed(long key1, long mixed, ModTable src, int from) {
        int h = (int) mixed & mask;
        long[] ks = keys;
        while (true) {
            long x = ks[h];
            if (x == key1) {
                int o = h * k;
                int so = from * k;
                for (int j = 0; j < k; j++) {
                    long s = vals[o + j] + src.vals[so + j];
                    long p = primes[j];
                    vals[o + j] = s >= p ? s - p : s;
                }
                if (withEstimate) {
                    est[h] += src.est[from];
                }
                return;
            }
            if (x == 0) {
                ks[h] = key1;
                System.arraycopy(src.vals, from * k, vals, h * k, k);
                if (withEstimate) {
                    est[h] = src.est[from];
                }
                if (++size > threshold) {
                    grow();
                }
                return;
            }
            h = (h + 1) & mask;
        }
    }

    /** Puts a state with the given counts (when reading a checkpoint, or the start). */
    void put(long key, long[] counts, int off, double estimate) {
        long key1 = key + 1;
        int h = (int) mix(key1) & mask;
        while (keys[h] != 0 && keys[h] != key1) {
            h = (h + 1) & mask;
        }
        if (keys[h] == 0) {
            keys[h] = key1;
            if (++size > threshold) {
                System.arraycopy(counts, off, vals, h * k, k);
                if (withEstimate) {
                    est[h] = estimate;
                }
                grow();
                return;
            }
        }
        System.arraycopy(counts, off, vals, h * k, k);
        if (withEstimate) {
            est[h] = estimate;
        }
    }

    private void grow() {
        if (keys.length >= (1 << 30)) {
            throw new IllegalStateException("state table full");
        }
        long[] oldKeys = keys;
        long[] oldVals = vals;
        double[] oldEst = est;
        keys = new long[oldKeys.length * 2];
        vals = new long[keys.length * k];
        est = withEstimate ? new double[keys.length] : null;
        mask = keys.length - 1;
        threshold = (int) (keys.length * 0.7);
        for (int slot = 0; slot < oldKeys.length; slot++) {
            long x = oldKeys[slot];
            if (x != 0) {
                int h = (int) mix(x) & mask;
                while (keys[h] != 0) {
                    h = (h + 1) & mask;
                }
                keys[h] = x;
                System.arraycopy(oldVals, slot * k, vals, h * k, k);
                if (withEstimate) {
                    est[h] = oldEst[slot];
                }
            }
        }
    }

    static int hash(long x) {
        return (int) mix(x);
    }

    /** A 64-bit mix of a stored key: the low bits pick the slot, the high bits the shard. */
    static long mix(long x) {
        x ^= x >>> 33;
        x *= 0xff51afd7ed558ccdL;
        x ^= x >>> 33;
        x *= 0xc4ceb9fe1a85ec53L;
        x ^= x >>> 33;
        return x;
    }
}
