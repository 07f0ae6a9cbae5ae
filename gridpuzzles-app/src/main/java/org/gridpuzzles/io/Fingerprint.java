package org.gridpuzzles.io;

/**
 * A 64-bit fingerprint of a request (the graph and goal of a count, a push board): sealed files carry it, so that a
 * file made for one request is never used for another. An FNV-style mix of whole values; not a cryptographic hash,
 * only a guard against mix-ups (the checksum of {@link SealedFile} guards against damage).
 */
public final class Fingerprint {

    /** The fingerprint of nothing: the start of every mix. */
    public static final long START = 0xcbf29ce484222325L;

    private Fingerprint() {
    }

    /** The fingerprint {@code h} with {@code x} added. */
    public static long mix(long h, long x) {
        h ^= x;
        h *= 0x100000001b3L;
        return h ^ (h >>> 29);
    }

    /** The fingerprint of these values, in order. */
    public static long of(long... values) {
        long h = START;
        for (long x : values) {
            h = mix(h, x);
        }
        return h;
    }

    /** {@code h} with the characters of {@code text} added. */
    public static long mix(long h, String text) {
        h = mix(h, text.length());
        for (int i = 0; i < text.length(); i++) {
            h = mix(h, text.charAt(i));
        }
        return h;
    }
}
