package org.gridpuzzles.frontier;

import java.util.Arrays;

/**
 * Open addressing (linear probing, any capacity: the slot is the low half of the hash scaled to the capacity, so a
 * table sized for the states foreseen ends about 70 % full instead of 35 to 70 %) from a state to its count modulo
 * each of k primes, and optionally an upper estimate of the count as a double; arrays of primitives, no object per
 * state. Keys are stored plus one, 0 marks an empty slot.
 */
final class ModTable {

    final int k;
    final boolean withEstimate;
    final long[] primes;
    /** Longs a state's counts take in {@link #vals}: its k residues, then (in the first pass) the estimate's bits. */
    final int stride;
    long[] keys;
    /** The counts of slot s at {@code s * stride}: one place for all of a state's numbers, one cache miss. */
    long[] vals;
    int size;
    /** The number of slots. */
    int cap;
    /** Grow above this many states: 70 % full (linear probing stays short below that). */
    int threshold;
    /** Packed by {@link #compact}: no empty slots, not for look-ups. */
    boolean dense;

    ModTable(long[] primes, boolean withEstimate, int capacity) {
        this.primes = primes;
        this.k = primes.length;
        this.withEstimate = withEstimate;
        this.stride = k + (withEstimate ? 1 : 0);
        allocate(capacityFor(capacity));
    }

    /** Room for {@code states} at most 70 % full. */
    static int capacityFor(long states) {
        long cap = Math.max(16, (long) (states / 0.7) + 1);
        return (int) Math.min(cap, MAX_CAPACITY);
    }

    /** Times a stride of up to 16 longs still one Java array. */
    static final int MAX_CAPACITY = 1 << 27;

    /** The slot a key's {@link #mix} starts at. */
    private int home(long mixed) {
        return (int) (((mixed & 0xFFFFFFFFL) * cap) >>> 32);
    }

    /** Bytes a slot takes. */
    static int slotBytes(int k, boolean withEstimate) {
        return 8 + 8 * k + (withEstimate ? 8 : 0);
    }

    /**
     * The garbage collector's region size (G1), or 0 when it cannot be told. An array of half a region or more takes
     * whole regions of its own, and what it leaves of its last one is lost.
     */
    static final long REGION = regionBytes();

    private static long regionBytes() {
        try {
            var bean = java.lang.management.ManagementFactory.getPlatformMXBean(
                    com.sun.management.HotSpotDiagnosticMXBean.class);
            return Math.max(0, Long.parseLong(bean.getVMOption("G1HeapRegionSize").getValue()));
        } catch (RuntimeException | LinkageError e) {
            return 0;
        }
    }

    /**
     * The most slots whose arrays take the regions that {@code cap} slots take anyway: the counts' array ({@code
     * stride} longs a slot) ends with its last region, and so does the keys' array when it is that large too.
     * Nothing lost to the regions: in a small heap that is a good part of the room.
     */
    static int fillRegions(int cap, int stride) {
        long vals = 8L * stride * cap + 16;
        if (REGION == 0 || vals < REGION / 2) {
            return cap;
        }
        long unit = REGION / stride; // bytes of keys whose counts fill one region
        long keys = 8L * cap + 16;
        long units = (keys + unit - 1) / unit;
        if (keys >= REGION / 2) {
            units = (units + stride - 1) / stride * stride;
        }
        return (int) Math.min(MAX_CAPACITY, (units * unit - 16) / 8);
    }

    private void allocate(int cap) {
        cap = fillRegions(cap, stride);
        keys = new long[cap];
        vals = new long[cap * stride];
        this.cap = cap;
        threshold = (int) (cap * 0.7);
        size = 0;
    }

    /**
     * Drops the arrays of a table that has been swept (when room is short): the states being made take their place
     * while the step goes on. {@link #reset} makes it a table again.
     */
    void release() {
        keys = null;
        vals = null;
        dense = true;
        size = 0;
    }

    /** A packed table (see {@link #compact}) of the given arrays: states read back from disk, for sweeping. */
    static ModTable packed(long[] primes, boolean withEstimate, long[] keys, long[] vals) {
        ModTable t = new ModTable(primes, withEstimate, 0);
        t.keys = keys;
        t.vals = vals;
        t.size = keys.length;
        t.cap = keys.length;
        t.threshold = keys.length;
        t.dense = true;
        return t;
    }

    boolean released() {
        return keys == null;
    }

    /** The residue modulo the j-th prime of slot {@code s}. */
    long residue(int s, int j) {
        return vals[s * stride + j];
    }

    /** The estimate of slot {@code s} (first pass only). */
    double estimate(int s) {
        return Double.longBitsToDouble(vals[s * stride + k]);
    }

    /**
     * Packs the states to the front of arrays of their exact size: a table that is only read (the states being swept)
     * takes no room for empty slots. It is no longer a hash table until {@link #reset}.
     */
    void compact() {
        int n = size;
        long[] k2 = new long[n];
        long[] v2 = new long[n * stride];
        int j = 0;
        for (int s = 0; s < keys.length; s++) {
            if (keys[s] != 0) {
                k2[j] = keys[s];
                System.arraycopy(vals, s * stride, v2, j * stride, stride);
                j++;
            }
        }
        keys = k2;
        vals = v2;
        dense = true;
    }

    /** Empties the table, with room for about {@code expected} states. */
    void reset(long expected) {
        int want = capacityFor(expected);
        // a table that grew to twice the room asked is made again: otherwise the tables of a step keep what growth
        // gave them, and in a full heap the steps' tables could no longer take turns without being packed
        if (dense || want > keys.length || want * 2L < keys.length) {
            dense = false;
            keys = null;
            vals = null;
            allocate(want);
        } else {
            Arrays.fill(keys, 0L);
            size = 0;
        }
    }

    /** Adds the counts at slot {@code from} of {@code src} to state {@code key}. */
    void add(long key, ModTable src, int from) {
        addHashed(key + 1, mix(key + 1), src, from);
    }

    /** Reads the first slot that a key of this {@link #mix} probes, and its counts: brings them into the cache. */
    long touch(long mixed) {
        int h = home(mixed);
        return keys[h] + vals[h * stride];
    }

    /** As {@link #add}, the key stored plus one and its {@link #mix} given. */
    void addHashed(long key1, long mixed, ModTable src, int from) {
        int h = home(mixed);
        long[] ks = keys;
        int c = cap;
        while (true) {
            long x = ks[h];
            if (x == key1) {
                int o = h * stride;
                int so = from * stride;
                long[] sv = src.vals;
                for (int j = 0; j < k; j++) {
                    long s = vals[o + j] + sv[so + j];
                    long p = primes[j];
                    vals[o + j] = s >= p ? s - p : s;
                }
                if (withEstimate) {
                    vals[o + k] = Double.doubleToRawLongBits(Double.longBitsToDouble(vals[o + k])
                            + Double.longBitsToDouble(sv[so + k]));
                }
                return;
            }
            if (x == 0) {
                ks[h] = key1;
                System.arraycopy(src.vals, from * stride, vals, h * stride, stride);
                if (++size > threshold) {
                    grow();
                }
                return;
            }
            if (++h == c) {
                h = 0;
            }
        }
    }

    /** Puts a state with the given counts (when reading a checkpoint, or the start). */
    void put(long key, long[] counts, int off, double estimate) {
        long key1 = key + 1;
        int h = home(mix(key1));
        while (keys[h] != 0 && keys[h] != key1) {
            if (++h == cap) {
                h = 0;
            }
        }
        System.arraycopy(counts, off, vals, h * stride, k);
        if (withEstimate) {
            vals[h * stride + k] = Double.doubleToRawLongBits(estimate);
        }
        if (keys[h] == 0) {
            keys[h] = key1;
            if (++size > threshold) {
                grow();
            }
        }
    }

    /** Twice the room: tables grow one at a time, so the passing peak is one table of 64. */
    private void grow() {
        if (cap >= MAX_CAPACITY) {
            throw new IllegalStateException("state table full");
        }
        long[] oldKeys = keys;
        long[] oldVals = vals;
        int bigger = fillRegions((int) Math.min(MAX_CAPACITY, 2L * cap), stride);
        // allocated before the table changes: when the heap runs out here, the table stays whole for the threads
        // that are still adding to it until the stop reaches them
        long[] newKeys = new long[bigger];
        long[] newVals = new long[bigger * stride];
        keys = newKeys;
        vals = newVals;
        cap = bigger;
        threshold = (int) (cap * 0.7);
        for (int slot = 0; slot < oldKeys.length; slot++) {
            long x = oldKeys[slot];
            if (x != 0) {
                int h = home(mix(x));
                while (keys[h] != 0) {
                    if (++h == cap) {
                        h = 0;
                    }
                }
                keys[h] = x;
                System.arraycopy(oldVals, slot * stride, vals, h * stride, stride);
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
