package org.gridpuzzles.push;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

class BoardProperties {

    @Property(tries = 100)
    void incrementalHashEqualsHashFromScratch(@ForAll @IntRange(min = 2, max = 12) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        PushPuzzle puzzle = Generator.generate(n, seed);
        TileBoard b = new TileBoard(puzzle);
        SplittableRandom r = new SplittableRandom(seed);
        for (int k = 0; k < 10; k++) {
            b.push(r.nextInt(4 * n));
            if (r.nextBoolean()) {
                b.walk();
            }
        }
        TileBoard fresh = new TileBoard(new PushPuzzle(n, b.open.clone(), puzzle.init(), b.goal, 0));
        System.arraycopy(b.avatar, 0, fresh.avatar, 0, b.avatar.length);
        assertEquals(fresh.hash(0), b.hash(0));
        assertEquals(fresh.hash(1), b.hash(1));
    }

    @Property(tries = 100)
    void aPushAndItsInverseRestoreTheBoard(@ForAll @IntRange(min = 2, max = 12) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 0, max = 1000) int p) {
        PushPuzzle puzzle = Generator.generate(n, seed);
        TileBoard b = new TileBoard(puzzle);
        long before = b.hash(0);
        Push push = Push.all(n)[p % (4 * n)];
        b.push(push.index(n));
        b.push(push.inverse().index(n));
        assertEquals(before, b.hash(0));
        assertEquals(puzzle.goal(), b.goal());
        for (int f = 0; f < n * n; f++) {
            assertEquals(puzzle.openings(f), b.openings(f));
        }
    }
}
