package org.gridpuzzles.frontier;

import java.math.BigInteger;

/** States with exact counts as big integers: for checking the residues on small graphs. */
final class ExactTable {

    long[] keys = new long[16];
    BigInteger[] vals = new BigInteger[16];
    int size;

    void reset() {
        keys = new long[16];
        vals = new BigInteger[16];
        size = 0;
    }

    void add(long key, BigInteger c) {
        long key1 = key + 1;
        int mask = keys.length - 1;
        int h = ModTable.hash(key1) & mask;
        while (keys[h] != 0 && keys[h] != key1) {
            h = (h + 1) & mask;
        }
        if (keys[h] == key1) {
            vals[h] = vals[h].add(c);
            return;
        }
        keys[h] = key1;
        vals[h] = c;
        if (++size * 2 > keys.length) {
            long[] ok = keys;
            BigInteger[] ov = vals;
            keys = new long[ok.length * 2];
            vals = new BigInteger[ok.length * 2];
            int m2 = keys.length - 1;
            for (int s = 0; s < ok.length; s++) {
                if (ok[s] != 0) {
                    int g = ModTable.hash(ok[s]) & m2;
                    while (keys[g] != 0) {
                        g = (g + 1) & m2;
                    }
                    keys[g] = ok[s];
                    vals[g] = ov[s];
                }
            }
        }
    }
}
