package org.gridpuzzles.push;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/** The lower bounds of the optimal search never exceed the exact distance that plain breadth-first search finds. */
class LowerBoundProperties {

    /** A walked position: a generated board after 1..3 random pushes, each followed by a walk. */
    private static TileBoard position(int n, long seed, double density) {
        PushPuzzle puzzle = Generator.generate(n, seed, n, density);
        TileBoard b = new TileBoard(puzzle);
        SplittableRandom r = new SplittableRandom(seed ^ 0x9e3779b97f4a7c15L);
        int pushes = 1 + r.nextInt(3);
        for (int k = 0; k < pushes; k++) {
            b.push(r.nextInt(4 * n));
            b.walk();
        }
        return b;
    }

    @Property(tries = 300)
    void touchBoundIsAdmissible(@ForAll @IntRange(min = 2, max = 5) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000_000L) long seed,
            @ForAll @IntRange(min = 25, max = 70) int percent) {
        TileBoard b = position(n, seed, percent / 100.0);
        LineContacts c = new LineContacts(n);
        c.of(b);
        int bound = new TouchBound().bound(b, c);
        int cap = n <= 4 ? 3 : 2;
        int exact = PlainBfs.distance(PlainBfs.of(b), cap);
        if (exact >= 0) {
            assertTrue(bound <= exact, "bound " + bound + " above the distance " + exact);
        } else {
            assertTrue(bound <= cap + 1, "bound " + bound);
        }
        assertEquals(b.reached(), bound == 0);
    }

    /** What the search relies on to skip quiet pushes: they change neither the avatar's fields nor the goal's. */
    @Property(tries = 300)
    void quietPushesChangeNeitherSet(@ForAll @IntRange(min = 3, max = 9) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000_000L) long seed) {
        TileBoard b = position(n, seed, 0.45);
        LineContacts c = new LineContacts(n);
        c.of(b);
        long[] goalSide = new long[(n * n + 63) >>> 6];
        b.component(b.goal(), goalSide);
        for (int p = 0; p < 4 * n; p++) {
            if (!c.quiet(p)) {
                continue;
            }
            TileBoard after = new TileBoard(b);
            after.push(p);
            after.walk();
            assertArrayEquals(b.avatar, after.avatar, "push " + p);
            assertEquals(b.goal(), after.goal());
            long[] side = new long[goalSide.length];
            after.component(after.goal(), side);
            assertArrayEquals(goalSide, side, "push " + p);
        }
    }

    /**
     * The finer test the search settles pushes with: after a push p that leaves the avatar's set and the goal's field
     * alone, a push q whose sets (on the board without p) touch neither p's line nor, q crossing it, the one field
     * of q's line that q moves p's line's field to, gives the same sets as without p.
     */
    @Property(tries = 200)
    void setsClearOfTheFieldsAQuietPushChangedAreThoseWithoutIt(@ForAll @IntRange(min = 3, max = 9) int n,
            @ForAll @LongRange(min = 0, max = 1_000_000_000L) long seed,
            @ForAll @IntRange(min = 25, max = 70) int percent) {
        TileBoard b = position(n, seed, percent / 100.0);
        LineContacts c = new LineContacts(n);
        c.of(b);
        for (int q = 0; q < 4 * n; q++) {
            TileBoard without = new TileBoard(b);
            without.push(q);
            without.walk();
            LineContacts t = new LineContacts(n);
            t.of(without);
            long[] goalSide = new long[(n * n + 63) >>> 6];
            without.component(without.goal(), goalSide);
            long[] sets = new long[goalSide.length];
            for (int w = 0; w < sets.length; w++) {
                sets[w] = without.avatar[w] | goalSide[w];
            }
            long fields = ExhaustiveSearch.fieldsTouched(without, q, sets);
            for (int p = 0; p < 4 * n; p++) {
                if (!c.avatarQuiet(p) || !ExhaustiveSearch.clearOfFields(n, q, p, t.avatarRows | t.goalRows,
                        t.avatarCols | t.goalCols, fields)) {
                    continue;
                }
                TileBoard with = new TileBoard(b);
                with.push(p);
                with.walk();
                if (with.goal() != b.goal()) {
                    continue;
                }
                with.push(q);
                with.walk();
                assertArrayEquals(without.avatar, with.avatar, "quiet " + p + " then " + q);
                assertEquals(without.goal(), with.goal());
                long[] side = new long[goalSide.length];
                with.component(with.goal(), side);
                assertArrayEquals(goalSide, side, "quiet " + p + " then " + q);
            }
        }
    }
}
