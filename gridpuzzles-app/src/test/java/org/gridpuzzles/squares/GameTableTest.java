package org.gridpuzzles.squares;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class GameTableTest {

    /** Every pair of bounds comes back as stored, a proved loss (both bounds -1) too, shared or not. */
    @Test
    void keepsEveryPairOfBounds() {
        for (boolean shared : new boolean[] {false, true}) {
            GameTable t = new GameTable(10, shared);
            long key = 1;
            for (int lo = -1; lo <= 1; lo++) {
                for (int hi = lo; hi <= 1; hi++) {
                    for (int move = -1; move < 64; move += 13) {
                        key += 0x1234_5678_9abcL;
                        int b = t.bucket(key, ~key);
                        t.put(b, key, ~key, lo, hi, move, 1000);
                        int e = t.get(b, key, ~key);
                        assertEquals(lo, GameTable.lower(e), "lower " + lo + " " + hi);
                        assertEquals(hi, GameTable.upper(e), "upper " + lo + " " + hi);
                        assertEquals(move, GameTable.move(e));
                        assertEquals(GameTable.ABSENT, t.get(b, key, key));
                    }
                }
            }
        }
    }

    /** A full bucket keeps the entry with more work below it. */
    @Test
    void aFullBucketKeepsTheCostlierEntry() {
        GameTable t = new GameTable(10, false);
        int b = t.bucket(5, 6);
        t.put(b, 5, 6, 0, 0, 1, 1 << 20);
        t.put(b, 7, 8, 0, 0, 1, 1);
        t.put(b, 9, 10, -1, -1, 2, 1 << 10);
        assertEquals(0, GameTable.upper(t.get(b, 5, 6)));
        assertEquals(GameTable.ABSENT, t.get(b, 7, 8));
        assertEquals(-1, GameTable.upper(t.get(b, 9, 10)));
    }
}
