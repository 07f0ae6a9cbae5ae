package org.gridpuzzles.grid;

import java.util.Arrays;

/**
 * A compact, mutable set of field indices backed by 64-bit words. Unlike {@link java.util.BitSet} it has a fixed
 * capacity and does no bounds growth, so the hot loops of the engines pay for nothing but the word operations.
 */
public final class FieldSet {

    private final long[] words;
    private final int capacity;

    public FieldSet(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("negative capacity " + capacity);
        }
        this.capacity = capacity;
        this.words = new long[(capacity + 63) >>> 6];
    }

    private FieldSet(FieldSet other) {
        this.capacity = other.capacity;
        this.words = other.words.clone();
    }

    public int capacity() {
        return capacity;
    }

    public boolean contains(int i) {
        return (words[i >>> 6] & (1L << i)) != 0;
    }

    public void add(int i) {
        words[i >>> 6] |= 1L << i;
    }

    public void remove(int i) {
        words[i >>> 6] &= ~(1L << i);
    }

    public void set(int i, boolean value) {
        if (value) {
            add(i);
        } else {
            remove(i);
        }
    }

    /** Adds {@code i} and tells whether it was absent before. */
    public boolean addIfAbsent(int i) {
        long bit = 1L << i;
        long w = words[i >>> 6];
        words[i >>> 6] = w | bit;
        return (w & bit) == 0;
    }

    public void clear() {
        Arrays.fill(words, 0L);
    }

    public int size() {
        int n = 0;
        for (long w : words) {
            n += Long.bitCount(w);
        }
        return n;
    }

    public boolean isEmpty() {
        for (long w : words) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    /** The smallest member {@code >= from}, or -1. */
    public int next(int from) {
        if (from >= capacity) {
            return -1;
        }
        int wi = from >>> 6;
        long w = words[wi] & (-1L << from);
        while (true) {
            if (w != 0) {
                int i = (wi << 6) + Long.numberOfTrailingZeros(w);
                return i < capacity ? i : -1;
            }
            if (++wi == words.length) {
                return -1;
            }
            w = words[wi];
        }
    }

    /** The smallest non-member {@code >= from} below the capacity, or -1. */
    public int nextClear(int from) {
        if (from >= capacity) {
            return -1;
        }
        int wi = from >>> 6;
        long w = ~words[wi] & (-1L << from);
        while (true) {
            if (w != 0) {
                int i = (wi << 6) + Long.numberOfTrailingZeros(w);
                return i < capacity ? i : -1;
            }
            if (++wi == words.length) {
                return -1;
            }
            w = ~words[wi];
        }
    }

    public FieldSet copy() {
        return new FieldSet(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FieldSet s && s.capacity == capacity && Arrays.equals(s.words, words);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(words) * 31 + capacity;
    }
}
