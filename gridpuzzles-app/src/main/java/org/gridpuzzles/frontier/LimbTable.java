package org.gridpuzzles.frontier;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * Open addressing from a state (stored plus one, 0 = empty) to an exact count of {@code limbs} unsigned 62-bit limbs,
 * lowest first: the exact mode's table, arrays of primitives like the modular one. Its owner takes another limb before
 * the counts could reach the top one.
 */
final class LimbTable {

    static final long LIMB_MASK = (1L << 62) - 1;

    int limbs;
    long[] keys;
    long[] vals;
    int size;
    int mask;

    LimbTable(int limbs, int capacity) {
        this.limbs = limbs;
        int cap = Integer.highestOneBit(Math.max(16, capacity) * 2 - 1);
        keys = new long[cap];
        vals = new long[cap * limbs];
        mask = cap - 1;
    }

    /** Empties the table, with room for about {@code expected} states of {@code newLimbs} limbs. */
    void reset(int newLimbs, int expected) {
        int cap = Integer.highestOneBit(Math.max(16, expected * 2) * 2 - 1);
        cap = Math.max(16, cap / 2);
        if (cap > keys.length || newLimbs != limbs || cap * 4 < keys.length) {
            keys = new long[cap];
            vals = new long[cap * newLimbs];
            mask = cap - 1;
        } else {
            Arrays.fill(keys, 0L);
        }
        limbs = newLimbs;
        size = 0;
    }

    /** The sum of all counts, rounded up a little (a floating-point figure for choosing the number of limbs). */
    double sumEstimate() {
        double sum = 0;
        for (int slot = 0; slot < keys.length; slot++) {
            if (keys[slot] != 0) {
                int o = slot * limbs;
                for (int k = 0; k < limbs; k++) {
                    sum += Math.scalb((double) vals[o + k], 62 * k);
                }
            }
        }
        return sum * (1 + 1e-9);
    }

    /** Adds the count of {@code len} limbs at {@code src[off..]} to {@code state}. */
    void add(long state, long[] src, int off, int len) {
        long key1 = state + 1;
        int h = ModTable.hash(key1) & mask;
        while (true) {
            long k = keys[h];
            if (k == key1) {
                addInto(vals, h * limbs, limbs, src, off, len);
                return;
            }
            if (k == 0) {
                keys[h] = key1;
                int o = h * limbs;
                for (int j = 0; j < limbs; j++) {
                    vals[o + j] = j < len ? src[off + j] : 0;
                }
                if (++size * 2 > keys.length) {
                    grow();
                }
                return;
            }
            h = (h + 1) & mask;
        }
    }

    /** dst[o..o+dLen) += src[off..off+len) in 62-bit limbs; a carry out of the top limb is lost (never happens). */
    static void addInto(long[] dst, int o, int dLen, long[] src, int off, int len) {
        long carry = 0;
        for (int j = 0; j < dLen; j++) {
            long v = dst[o + j] + (j < len ? src[off + j] : 0) + carry;
            dst[o + j] = v & LIMB_MASK;
            carry = v >>> 62;
        }
    }

    static BigInteger toBig(long[] limbs, int off, int len) {
        BigInteger b = BigInteger.ZERO;
        for (int k = len - 1; k >= 0; k--) {
            b = b.shiftLeft(62).add(BigInteger.valueOf(limbs[off + k]));
        }
        return b;
    }

    private void grow() {
        long[] oldKeys = keys;
        long[] oldVals = vals;
        keys = new long[oldKeys.length * 2];
        vals = new long[keys.length * limbs];
        mask = keys.length - 1;
        for (int slot = 0; slot < oldKeys.length; slot++) {
            long k = oldKeys[slot];
            if (k != 0) {
                int h = ModTable.hash(k) & mask;
                while (keys[h] != 0) {
                    h = (h + 1) & mask;
                }
                keys[h] = k;
                System.arraycopy(oldVals, slot * limbs, vals, h * limbs, limbs);
            }
        }
    }
}
