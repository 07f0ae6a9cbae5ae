package org.gridpuzzles.frontier;

import java.util.Arrays;

/**
 * Open addressing (linear probing, any capacity: the slot is the low half of the hash scaled to the capacity, so a
 * table sized for the states foreseen ends about 70 % full instead of 35 to 70 %) from a state to its count modulo
 * each of k primes, and optionally an upper estimate of the count as a double; one array of primitives, no object
 * per state. Keys are stored plus one, 0 marks an empty slot.
 */
final class ModTable {

    final int k;
    final boolean withEstimate;
    final long[] primes;
    /** Longs a state's counts take: its k residues, then (in the first pass) the estimate's bits. */
    final int stride;
    /** Longs a slot takes in {@link #slots}: the key, then the counts. */
    final int width;
    /**
     * Slot s at {@code s * width}: the key (stored plus one, 0 for an empty slot) and then the state's counts, side by
     * side, so that finding a state and adding to its counts touch the same cache line or two, not two arrays.
     */
    long[] slots;
    int size;
    /** The number of slots. */
    int cap;
    /** Grow above this many states: 70 % full (linear probing stays short below that). */
    int threshold;
    /** Packed by {@link #compact}: no empty slots, not for look-ups. */
    boolean dense;
    /**
     * Where a key's slot comes from: bits {@code shift} to {@code shift + 31} of its {@link #mix}. A step's states are
     * swept in the order of their slots; put into tables that place them by the same bits, they would arrive in the
     * order of their new slots, and in a table smaller than the one swept (a step's tables start small when room is
     * short) they would pile up into one run of full slots that every later key walks (simulated: 20,000 probes a
     * key instead of 3 in a table a quarter of the size, BENCHMARKS.md). Tables of consecutive steps take other bits.
     */
    private int shift;

    ModTable(long[] primes, boolean withEstimate, int capacity) {
        this.primes = primes;
        this.k = primes.length;
        this.withEstimate = withEstimate;
        this.stride = k + (withEstimate ? 1 : 0);
        this.width = 1 + stride;
        allocate(capacityFor(capacity));
    }

    /** Room for {@code states} at most 70 % full. */
    static int capacityFor(long states) {
        long cap = Math.max(16, (long) (states / 0.7) + 1);
        return (int) Math.min(cap, MAX_CAPACITY);
    }

    /** The most slots a table has (a table of up to 15 longs a slot is then still one Java array). */
    static final int MAX_CAPACITY = 1 << 27;

    /** The most slots of {@code width} longs one Java array holds, at most {@link #MAX_CAPACITY}. */
    static int maxCapacity(int width) {
        return (int) Math.min(MAX_CAPACITY, (Integer.MAX_VALUE - 16L) / width);
    }

    /** The slot a key's {@link #mix} starts at. */
    private int home(long mixed) {
        return (int) ((((mixed >>> shift) & 0xFFFFFFFFL) * cap) >>> 32);
    }

    /**
     * The bits of a key's mix that place it in the tables filled by step {@code step}: the low 32, or (odd steps)
     * bits 26 to 57, whose order is unrelated to the low bits' (the top 6 bits pick the shard, see Shards).
     */
    static int shiftForStep(int step) {
        return (step & 1) == 0 ? 0 : 26;
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
     * The most slots of {@code width} longs whose array takes the regions that {@code cap} slots take anyway: nothing
     * lost to the regions (in a small heap that is a good part of the room).
     */
    static int fillRegions(int cap, int width) {
        long bytes = 8L * width * cap + 16;
        if (REGION == 0 || bytes < REGION / 2) {
            return cap;
        }
        long regions = (bytes + REGION - 1) / REGION;
        return (int) Math.min(maxCapacity(width), (regions * REGION - 16) / (8L * width));
    }

    private void allocate(int cap) {
        cap = fillRegions(Math.min(cap, maxCapacity(width)), width);
        slots = new long[cap * width];
        this.cap = cap;
        threshold = (int) (cap * 0.7);
        size = 0;
    }

    /**
     * Drops the array of a table that has been swept (when room is short): the states being made take its place while
     * the step goes on. {@link #reset} makes it a table again.
     */
    void release() {
        slots = null;
        dense = true;
        size = 0;
        cap = 0;
    }

    /**
     * A packed table (see {@link #compact}) of the given slots ({@code width} longs each, all taken): states read back
     * from disk, for sweeping.
     */
    static ModTable packed(long[] primes, boolean withEstimate, long[] slots) {
        ModTable t = new ModTable(primes, withEstimate, 0);
        t.slots = slots;
        t.size = slots.length / t.width;
        t.cap = t.size;
        t.threshold = t.size;
        t.dense = true;
        return t;
    }

    boolean released() {
        return slots == null;
    }

    /** The key of slot {@code s}, stored plus one (0: empty). */
    long key(int s) {
        return slots[s * width];
    }

    /** Where in {@link #slots} the counts of slot {@code s} begin. */
    int countsAt(int s) {
        return s * width + 1;
    }

    /** The residue modulo the j-th prime of slot {@code s}. */
    long residue(int s, int j) {
        return slots[s * width + 1 + j];
    }

    /** The estimate of slot {@code s} (first pass only). */
    double estimate(int s) {
        return Double.longBitsToDouble(slots[s * width + 1 + k]);
    }

    /**
     * Packs the states to the front of an array of their exact size: a table that is only read (the states being
     * swept) takes no room for empty slots. It is no longer a hash table until {@link #reset}.
     */
    void compact() {
        int n = size;
        int w = width;
        long[] packed = new long[n * w];
        int j = 0;
        for (int s = 0, end = cap * w; s < end; s += w) {
            if (slots[s] != 0) {
                System.arraycopy(slots, s, packed, j, w);
                j += w;
            }
        }
        slots = packed;
        cap = n;
        dense = true;
    }

    /** Empties the table, with room for about {@code expected} states, placing keys as step {@code step} does. */
    void reset(long expected, int step) {
        shift = shiftForStep(step);
        int want = capacityFor(expected);
        // a table that grew to twice the room asked is made again: otherwise the tables of a step keep what growth
        // gave them, and in a full heap the steps' tables could no longer take turns without being packed
        if (dense || want > cap || want * 2L < cap) {
            dense = false;
            slots = null;
            allocate(want);
        } else {
            Arrays.fill(slots, 0L);
            size = 0;
        }
    }

    /** Adds the counts at slot {@code from} of {@code src} to state {@code key}. */
    void add(long key, ModTable src, int from) {
        addHashed(key + 1, mix(key + 1), src, from);
    }

    /**
     * Reads the first slot that a key of this {@link #mix} probes, its first and last long: brings it into the cache
     * (a slot of 40 bytes lies across two cache lines every other time).
     */
    long touch(long mixed) {
        int o = home(mixed) * width;
        return slots[o] + slots[o + width - 1];
    }

    /** As {@link #add}, the key stored plus one and its {@link #mix} given. */
    void addHashed(long key1, long mixed, ModTable src, int from) {
        int w = width;
        long[] sl = slots;
        int o = home(mixed) * w;
        int end = cap * w;
        while (true) {
            long x = sl[o];
            if (x == key1) {
                int so = src.countsAt(from);
                long[] sv = src.slots;
                for (int j = 0; j < k; j++) {
                    long s = sl[o + 1 + j] + sv[so + j];
                    long p = primes[j];
                    sl[o + 1 + j] = s >= p ? s - p : s;
                }
                if (withEstimate) {
                    sl[o + 1 + k] = Double.doubleToRawLongBits(Double.longBitsToDouble(sl[o + 1 + k])
                            + Double.longBitsToDouble(sv[so + k]));
                }
                return;
            }
            if (x == 0) {
                sl[o] = key1;
                System.arraycopy(src.slots, src.countsAt(from), sl, o + 1, stride);
                if (++size > threshold) {
                    grow();
                }
                return;
            }
            o += w;
            if (o == end) {
                o = 0;
            }
        }
    }

    /** Puts a state with the given counts (when reading a checkpoint, or the start). */
    void put(long key, long[] counts, int off, double estimate) {
        long key1 = key + 1;
        int w = width;
        int o = home(mix(key1)) * w;
        int end = cap * w;
        while (slots[o] != 0 && slots[o] != key1) {
            o += w;
            if (o == end) {
                o = 0;
            }
        }
        System.arraycopy(counts, off, slots, o + 1, k);
        if (withEstimate) {
            slots[o + 1 + k] = Double.doubleToRawLongBits(estimate);
        }
        if (slots[o] == 0) {
            slots[o] = key1;
            if (++size > threshold) {
                grow();
            }
        }
    }

    /** Twice the room: tables grow one at a time, so the passing peak is one table of 64. */
    private void grow() {
        int most = maxCapacity(width);
        if (cap >= most) {
            throw new IllegalStateException("state table full");
        }
        long[] old = slots;
        int oldEnd = cap * width;
        int bigger = fillRegions((int) Math.min(most, 2L * cap), width);
        // allocated before the table changes: when the heap runs out here, the table stays whole for the threads
        // that are still adding to it until the stop reaches them
        long[] fresh = new long[bigger * width];
        slots = fresh;
        cap = bigger;
        threshold = (int) (cap * 0.7);
        int w = width;
        int end = bigger * w;
        for (int s = 0; s < oldEnd; s += w) {
            long x = old[s];
            if (x != 0) {
                int o = home(mix(x)) * w;
                while (fresh[o] != 0) {
                    o += w;
                    if (o == end) {
                        o = 0;
                    }
                }
                System.arraycopy(old, s, fresh, o, w);
            }
        }
    }

    static int hash(long x) {
        return (int) mix(x);
    }

    /** A 64-bit mix of a stored key: the low bits pick the slot, the high bits the shard. */
    static long mix(long x) {
        return org.gridpuzzles.core.Mix.mix(x);
    }
}
