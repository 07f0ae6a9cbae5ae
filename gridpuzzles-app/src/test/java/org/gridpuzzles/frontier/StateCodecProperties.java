package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** A packed frontier reads back as it was written, on every width a state of 64 bits holds. */
class StateCodecProperties {

    @Property(tries = 300)
    void aRadixKeyReadsBackItsCodes(@ForAll @IntRange(min = 1, max = 17) int width, @ForAll long seed) {
        int base = (width + 2) / 2 + 2;
        if (width * (Math.log(base) / Math.log(2)) > 62.9) {
            return; // too wide for one long: the codec refuses such sweeps
        }
        StateCodec codec = new StateCodec.Radix(base, width + 2);
        int[] codes = canonicalCodes(width, new Random(seed));
        int[] occ = new int[2 * width + 8];
        for (int c : codes) {
            occ[c]++;
        }
        long key = codec.encode(codes, width, occ);
        int[] back = new int[width];
        codec.decode(key, width, back);
        assertArrayEquals(codes, back, () -> "key " + key);
    }

    @Property(tries = 50)
    void theLargestDigitsOfEveryBaseReadBack(@ForAll @IntRange(min = 3, max = 13) int base) {
        int width = (int) Math.floor(62.9 / (Math.log(base) / Math.log(2)));
        StateCodec codec = new StateCodec.Radix(base, width + 2);
        int[] codes = new int[width];
        java.util.Arrays.fill(codes, base - 1);
        int[] back = new int[width];
        codec.decode(codec.encode(codes, width, new int[2 * width + 8]), width, back);
        assertArrayEquals(codes, back);
        long key = codec.encode(codes, width, new int[2 * width + 8]);
        assertEquals(Math.pow(base, width) - 1, (double) key, Math.pow(base, width) * 1e-12);
    }

    /**
     * Codes as a path's frontier has them: no edge, done, or the label of a piece, each piece with both ends on the
     * frontier except at most two (the path's ends), labels numbered in order of first appearance.
     */
    private static int[] canonicalCodes(int width, Random random) {
        int[] codes = new int[width];
        java.util.List<Integer> ends = new java.util.ArrayList<>();
        for (int p = 0; p < width; p++) {
            codes[p] = random.nextInt(3);
            if (codes[p] == 2) {
                ends.add(p);
            }
        }
        java.util.Collections.shuffle(ends, random);
        int singles = ends.size() % 2 == 1 ? 1 : ends.size() >= 2 && random.nextBoolean() ? 2 : 0;
        int piece = 100;
        for (int i = 0; i < ends.size(); i++) {
            boolean single = i < singles;
            codes[ends.get(i)] = single || (i - singles) % 2 == 0 ? ++piece : piece;
        }
        int[] rename = new int[200];
        int next = 2;
        for (int p = 0; p < width; p++) {
            if (codes[p] >= 100) {
                if (rename[codes[p]] == 0) {
                    rename[codes[p]] = next++;
                }
                codes[p] = rename[codes[p]];
            }
        }
        return codes;
    }
}
