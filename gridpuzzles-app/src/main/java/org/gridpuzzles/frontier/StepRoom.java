package org.gridpuzzles.frontier;

/**
 * How much of the heap a step's tables may take: whether the tables swept are dropped as they are swept, whether
 * they may stay unpacked, and how many states the new tables are sized for. Apart from the pass because these are
 * rules about memory alone, tuned on their own (BENCHMARKS.md) and tested on their own.
 */
final class StepRoom {

    private StepRoom() {
    }

    /** The fullest the new tables are made for when room allows: at 70 % the probes took 19 x 19 a fifth longer. */
    static final double ROOMY_LOAD = 0.4;

    // Shares of the room (the heap, or the smaller room asked for) that the step loop allows, side by side.
    /** Above it, packed swept states and the tables foreseen beside them: each swept table is dropped once swept. */
    static final double DROP_SHARE = 0.6;
    /** Within it, two steps' tables take turns unpacked (see {@link #sparseFits}). */
    static final double TURNS_SHARE = 0.6;
    /** New tables with spare slots that may take turns take at most this (see {@link #roomy}). */
    static final double TURNS_NEW_SHARE = 0.25;
    /** Otherwise new tables with spare slots and the packed swept ones beside them take at most this. */
    static final double SPARE_SHARE = 0.65;

    /**
     * How many states the heap holds in one step with {@code primes} residues a state (with the estimate or not).
     * When room is short the states swept are packed (one slot each) and each of their 64 tables is dropped as soon
     * as it has been swept, while the states made fill tables 35 to 70 % full whose sizes are spread over one
     * doubling (about two slots a state on average). Three slots a state are allowed: 2.5 held in small heaps, but in
     * a heap of 19 GB the collector could not place the growing tables (large arrays need whole runs of free regions).
     */
    static long statesThatFit(int primes, boolean estimate) {
        return statesThatFit(primes, estimate, Runtime.getRuntime().maxMemory());
    }

    /** As {@link #statesThatFit(int, boolean)} in a heap of {@code heap} bytes. */
    static long statesThatFit(int primes, boolean estimate, long heap) {
        long slot = ModTable.slotBytes(primes, estimate);
        long free = heap - (64L << 20);
        return Math.max(1 << 16, free / (slot * 3));
    }

    /** The room of a step: the heap, or less when a smaller room was asked for (three slots a state). */
    static long room(long maxStates, int slot) {
        long room = Runtime.getRuntime().maxMemory();
        if (maxStates < room / (3L * slot)) {
            room = maxStates * 3L * slot;
        }
        return room;
    }

    /**
     * Whether room is short: the states swept packed, and they and the states foreseen fill most of the room. Then
     * each table swept is dropped at once, and the new tables grow into its room.
     */
    static boolean dropSwept(Shards swept, long expected, int slot, long room) {
        return swept.dense() && swept.bytes() + (long) (expected / 0.7) * slot > room * DROP_SHARE;
    }

    /**
     * Whether the swept tables ({@code bytes}, {@code states}) may stay as they are, empty slots and all: twice them
     * (the next step reuses the tables of the step before), and they beside tables for a quarter more states at 70 %
     * full, each within 60 % of {@code room}. Then the tables of two steps take turns and no step allocates (in a full
     * heap each new array of a table can start a cycle of the collector, which takes a core away from the count).
     */
    static boolean sparseFits(long states, long bytes, int slot, long room) {
        return 2 * bytes <= room * TURNS_SHARE && bytes + (long) (states * 1.25 / 0.7) * slot <= room * TURNS_SHARE;
    }

    /**
     * The states to size a step's new tables for: {@code expected}, with spare slots for the largest step so far
     * ({@code peak}) at {@link #ROOMY_LOAD} full when room allows (so that steps after a small one, such as the first
     * of a row, find tables that need not grow), less spare as the heap fills, down to the 70 % the tables grow at.
     * When 25 % of {@code room} holds those states at 70 %, the new tables take no more (and a little for whole heap
     * regions), so that they need not be packed and the two steps' tables can take turns (see {@link #sparseFits});
     * otherwise, beside packed swept tables ({@code dense}, {@code sweptBytes}), they take what leaves the two at
     * most 65 %.
     */
    static long roomy(long expected, long peak, boolean dense, long sweptBytes, int slot, long room) {
        long most = Math.max(expected, peak);
        long turns = (long) (room * TURNS_NEW_SHARE) / slot;
        long slots = most / 0.7 <= turns ? turns : dense ? (long) (room * SPARE_SHARE - sweptBytes) / slot : 0;
        long spare = Math.min((long) (most / ROOMY_LOAD), slots);
        return Math.max(expected, (long) (spare * 0.7));
    }
}
