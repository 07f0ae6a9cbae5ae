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

    /**
     * The in-place push (tiles and avatar's marks moved as one number per line) against plain breadth-first search's
     * own simulation, with marks anywhere on the board; and moving only the tiles leaves the marks as they were.
     */
    @Property(tries = 200)
    void pushesAgreeWithAPlainSimulation(@ForAll @IntRange(min = 2, max = 14) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        PushPuzzle puzzle = Generator.generate(n, seed);
        TileBoard b = new TileBoard(puzzle);
        SplittableRandom r = new SplittableRandom(seed);
        for (int f = 0; f < n * n; f++) {
            if (r.nextInt(3) == 0) {
                TileBoard.set(b.avatar, f);
            }
        }
        for (int k = 0; k < 12; k++) {
            int p = r.nextInt(4 * n);
            PlainBfs.Position expected = PlainBfs.push(PlainBfs.of(b), p % n, p / n);
            long[] marks = b.avatar.clone();
            TileBoard tiles = new TileBoard(b);
            tiles.moveTiles(p, r.nextBoolean());
            b.push(p);
            assertEquals(expected.key(), PlainBfs.of(b).key(), "push " + p);
            assertEquals(expected.goal(), tiles.goal());
            for (int f = 0; f < n * n; f++) {
                assertEquals(expected.open()[f], tiles.openings(f));
            }
            org.junit.jupiter.api.Assertions.assertArrayEquals(marks, tiles.avatar);
        }
    }

    /**
     * Whether a push reaches the goal, read from the goal's component after it without making it, against the push
     * made and the avatar's walk after it, for every push from positions along random walked sequences; and the
     * board is left as it was.
     */
    @Property(tries = 200)
    void aLastPushReadFromTheGoalsSideAgreesWithThePushMade(@ForAll @IntRange(min = 2, max = 16) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        PushPuzzle puzzle = Generator.generate(n, seed);
        TileBoard b = new TileBoard(puzzle);
        b.walk();
        SplittableRandom r = new SplittableRandom(seed);
        int reached = 0;
        for (int k = 0; k < 8; k++) {
            long hash = b.hash(0);
            for (int p = 0; p < 4 * n; p++) {
                TileBoard made = new TileBoard(b);
                made.push(p);
                made.walkAfter(p);
                boolean expected = made.reached();
                reached += expected ? 1 : 0;
                assertEquals(expected, b.reachesAfter(p), "push " + p + " after " + k + " pushes");
            }
            assertEquals(hash, b.hash(0));
            b.push(r.nextInt(4 * n));
            b.walk();
        }
        net.jqwik.api.statistics.Statistics.collect(reached > 0 ? "some push reaches the goal" : "none does");
    }

    /**
     * Whether a line of a given set touches the goal's component after a push, read without making it, against the
     * component and its lines worked out from scratch on the board after the push made.
     */
    @Property(tries = 200)
    void theGoalsLinesAfterAPushReadWithoutMakingItAgreeWithThePushMade(@ForAll @IntRange(min = 2, max = 16) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        PushPuzzle puzzle = Generator.generate(n, seed);
        TileBoard b = new TileBoard(puzzle);
        SplittableRandom r = new SplittableRandom(seed);
        long mask = (1L << n) - 1;
        int touching = 0;
        for (int k = 0; k < 6; k++) {
            for (int p = 0; p < 4 * n; p++) {
                TileBoard made = new TileBoard(b);
                made.push(p);
                LineContacts lines = new LineContacts(n);
                lines.of(made);
                long rows = r.nextLong() & r.nextLong() & mask;
                long cols = r.nextLong() & r.nextLong() & mask;
                boolean expected = (lines.goalRows & rows) != 0 || (lines.goalCols & cols) != 0;
                touching += expected ? 1 : 0;
                assertEquals(expected, b.goalTouchesAfter(p, rows, cols), "push " + p + " after " + k + " pushes");
                assertEquals((lines.goalRows & rows) != 0, b.goalTouchesAfter(p, rows, 0));
            }
            b.push(r.nextInt(4 * n));
            b.walk();
        }
        net.jqwik.api.statistics.Statistics.collect(touching > 0 && touching < 6 * 4 * n ? "both outcomes" : "one");
    }
}
