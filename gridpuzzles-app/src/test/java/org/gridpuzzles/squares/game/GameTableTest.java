package org.gridpuzzles.squares.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;

import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class GameTableTest {

    /** The layouts: separate arrays (one thread, and shared with locks) and one long an entry (25 fields). */
    private static GameTable[] layouts(int bits) {
        return new GameTable[] {new GameTable(bits, false), new GameTable(bits, true),
            new GameTable(bits, false, GameTable.PACKED_FIELDS), new GameTable(bits, true, GameTable.PACKED_FIELDS)};
    }

    /** Every pair of bounds comes back as stored, a proved loss (both bounds -1) too, in every layout. */
    @Test
    void keepsEveryPairOfBounds() {
        for (GameTable t : layouts(10)) {
            long key = 1;
            for (int lo = -1; lo <= 1; lo++) {
                for (int hi = lo; hi <= 1; hi++) {
                    for (int move = -1; move < 25; move += 5) {
                        key = (key + 0x1234_5679L) & 0x1ff_ffff;
                        long other = ~key & 0x1ff_ffff;
                        int b = t.bucket(key, other);
                        t.put(b, key, other, lo, hi, move, 1000);
                        int e = t.get(b, key, other);
                        assertEquals(lo, GameTable.lower(e), "lower " + lo + " " + hi);
                        assertEquals(hi, GameTable.upper(e), "upper " + lo + " " + hi);
                        assertEquals(move, GameTable.move(e));
                        assertEquals(GameTable.ABSENT, t.get(b, key, key));
                    }
                }
            }
        }
    }

    /** The empty board's position (both key halves 0) is stored like any other, a proved loss too. */
    @Test
    void theEmptyKeyIsStored() {
        for (GameTable t : layouts(10)) {
            int b = t.bucket(0, 0);
            assertEquals(GameTable.ABSENT, t.get(b, 0, 0));
            t.put(b, 0, 0, -1, -1, -1, 0);
            int e = t.get(b, 0, 0);
            assertEquals(-1, GameTable.lower(e));
            assertEquals(-1, GameTable.upper(e));
            assertEquals(-1, GameTable.move(e));
        }
    }

    /** A full bucket keeps the entry with more work below it. */
    @Test
    void aFullBucketKeepsTheCostlierEntry() {
        for (GameTable t : layouts(10)) {
            int b = t.bucket(5, 6);
            t.put(b, 5, 6, 0, 0, 1, 1 << 20);
            t.put(b, 7, 8, 0, 0, 1, 1);
            t.put(b, 9, 10, -1, -1, 2, 1 << 10);
            assertEquals(0, GameTable.upper(t.get(b, 5, 6)));
            assertEquals(GameTable.ABSENT, t.get(b, 7, 8));
            assertEquals(-1, GameTable.upper(t.get(b, 9, 10)));
        }
    }

    /**
     * The layouts keep and replace the same entries: after the same random writes into a small table (so buckets fill
     * and entries are replaced), every key reads back alike in all of them.
     */
    @Property(tries = 50)
    void theLayoutsAgree(@ForAll long seed, @ForAll @IntRange(min = 10, max = 12) int bits) {
        Random r = new Random(seed);
        GameTable[] tables = layouts(bits);
        int keys = 3 << bits;
        long[] kx = new long[keys];
        long[] ko = new long[keys];
        for (int i = 0; i < keys; i++) {
            kx[i] = r.nextInt(1 << 25);
            ko[i] = r.nextInt(1 << 25) & ~kx[i];
        }
        for (int step = 0; step < 6 << bits; step++) {
            int i = r.nextInt(keys);
            int lo = r.nextInt(3) - 1;
            int hi = lo + r.nextInt(2 - lo);
            int move = r.nextInt(26) - 1;
            // (below 2^30 positions: the packed layout keeps the work up to 2^31)
            long spent = r.nextInt(4) == 0 ? r.nextLong() >>> (34 + r.nextInt(30)) : r.nextInt(1 << 12);
            for (GameTable t : tables) {
                t.put(t.bucket(kx[i], ko[i]), kx[i], ko[i], lo, hi, move, spent);
            }
        }
        for (int i = 0; i < keys; i++) {
            int e = tables[0].get(tables[0].bucket(kx[i], ko[i]), kx[i], ko[i]);
            for (GameTable t : tables) {
                int f = t.get(t.bucket(kx[i], ko[i]), kx[i], ko[i]);
                assertEquals(e == GameTable.ABSENT, f == GameTable.ABSENT, "key " + i);
                if (e != GameTable.ABSENT) {
                    assertEquals(GameTable.lower(e), GameTable.lower(f));
                    assertEquals(GameTable.upper(e), GameTable.upper(f));
                    assertEquals(GameTable.move(e), GameTable.move(f));
                }
            }
        }
    }
}
