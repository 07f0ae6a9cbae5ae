package org.gridpuzzles.core;

/** The bits of a packed state spread over the whole word, for the tables keyed by states (MurmurHash3's finaliser). */
public final class Mix {

    private Mix() {
    }

    /** A 64-bit mix of {@code x}: every bit of the result depends on every bit of {@code x}. */
    public static long mix(long x) {
        x ^= x >>> 33;
        x *= 0xff51afd7ed558ccdL;
        x ^= x >>> 33;
        x *= 0xc4ceb9fe1a85ec53L;
        x ^= x >>> 33;
        return x;
    }
}
