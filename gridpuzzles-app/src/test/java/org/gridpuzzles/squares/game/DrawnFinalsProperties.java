package org.gridpuzzles.squares.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.Goal;
import org.gridpuzzles.squares.board.SquareGeometry;

class DrawnFinalsProperties {

    /** The sets hold exactly the drawn final boards that the count finds (MPMP10 table: 92, 2094, 2704). */
    @Test
    void holdTheDrawnFinalBoards() {
        assertEquals(92, DrawnFinals.of(3, 3, false, 1 << 14).count);
        assertEquals(2094, DrawnFinals.of(4, 4, false, 1 << 14).count);
        assertEquals(2704, DrawnFinals.of(5, 5, false, 1 << 14).count);
        assertEquals(24, DrawnFinals.of(6, 6, false, 1 << 14).count);
        assertEquals(0, DrawnFinals.of(7, 7, false, 1 << 14).count);
        assertNull(DrawnFinals.of(5, 5, true, 1 << 14), "228,614 axis-parallel finals are over the cap");
        assertNotNull(DrawnFinals.of(4, 4, true, 1 << 14));
        DrawnFinals five = DrawnFinals.of(5, 5, false, 1 << 14);
        assertEquals(2704, five.countCompatible(0, 0));
        // every final board has 13 x and 12 o: the centre is x's on some, o's on others
        int centreX = five.countCompatible(1L << 12, 0);
        int centreO = five.countCompatible(0, 1L << 12);
        assertEquals(2704, centreX + centreO);
    }

    /** A position's set kept along a path of moves (and jumps back and forth) is the set counted from scratch. */
    @Property(tries = 60)
    void thePathKeepsTheSetOfEachPosition(@ForAll @IntRange(min = 2, max = 5) int rows,
            @ForAll @IntRange(min = 2, max = 5) int cols, @ForAll boolean axis, @ForAll long seed) {
        DrawnFinals finals = DrawnFinals.of(rows, cols, axis, 1 << 14);
        Assume.that(finals != null);
        DrawnFinals.Path path = new DrawnFinals.Path(finals);
        SplittableRandom random = new SplittableRandom(seed);
        int n = rows * cols;
        long[] xs = new long[n + 1];
        long[] os = new long[n + 1];
        for (int step = 0; step < 200; step++) {
            // a random line of play from the empty board, sometimes two counters at a time, then back up
            int d = 0;
            long x = 0;
            long o = 0;
            while (d < n && random.nextInt(8) != 0) {
                int f = random.nextInt(n);
                if (((x | o) >>> f & 1) != 0) {
                    continue;
                }
                if (random.nextBoolean()) {
                    x |= 1L << f;
                } else {
                    o |= 1L << f;
                }
                d++;
                xs[d] = x;
                os[d] = o;
                if (random.nextInt(3) == 0) {
                    continue; // skips asking: the next position is derived from an older one
                }
                int expected = finals.countCompatible(x, o);
                assertEquals(expected > 0, path.drawPossible(x, o));
                assertEquals(expected, path.count(d));
                if (d > 1 && random.nextInt(4) == 0) {
                    int back = 1 + random.nextInt(d - 1);
                    assertEquals(finals.countCompatible(xs[back], os[back]) > 0, path.drawPossible(xs[back],
                            os[back]));
                }
            }
        }
    }

    /**
     * The premise, checked by plain minimax: a position that agrees with no drawn final board is never a draw, under
     * both goals; and such positions are common.
     */
    @Test
    void aPositionWithoutDrawnFinalsIsNoDraw() {
        int checked = 0;
        for (long seed = 0; seed < 300; seed++) {
            int rows = 3 + (int) (seed % 2);
            int cols = 9 - rows;
            boolean achieve = seed % 3 == 0;
            SplittableRandom random = new SplittableRandom(seed);
            long[][] through = SquareGeometry.throughMasks(rows, cols, false);
            GamePosition p = GamePosition.empty(rows, cols);
            int n = rows * cols;
            int tries = 0;
            while (Long.bitCount(p.free()) > 6 && tries++ < 1000) {
                int f = random.nextInt(n);
                if (p.isFree(f) && !SquareGeometry.completes(p, f, through)) {
                    p = p.play(f);
                }
            }
            DrawnFinals finals = DrawnFinals.of(rows, cols, false, 1 << 14);
            if (Long.bitCount(p.free()) > 6 || finals.countCompatible(p.x(), p.o()) != 0) {
                continue;
            }
            int value = PruningSolverProperties.minimax(rows, cols, p.board().cells().clone(), p.mover(), false,
                    achieve);
            assertNotEquals(0, value, p.board().compact());
            checked++;
        }
        assertTrue(checked > 50, "only " + checked + " positions without drawn finals");
    }

    /** The solver with the drawn finals agrees with the solver without them, both goals, on larger positions. */
    @Property(tries = 40)
    void drawnFinalsKeepTheValues(@ForAll @IntRange(min = 3, max = 4) int rows,
            @ForAll @IntRange(min = 3, max = 5) int cols, @ForAll long seed, @ForAll boolean axis,
            @ForAll boolean achieve, @ForAll @IntRange(min = 6, max = 14) int free) {
        SplittableRandom random = new SplittableRandom(seed);
        long[][] through = SquareGeometry.throughMasks(rows, cols, axis);
        GamePosition p = GamePosition.empty(rows, cols);
        int n = rows * cols;
        int tries = 0;
        while (Long.bitCount(p.free()) > free && tries++ < 1000) {
            int f = random.nextInt(n);
            if (p.isFree(f) && !SquareGeometry.completes(p, f, through)) {
                p = p.play(f);
            }
        }
        Assume.that(Long.bitCount(p.free()) <= free);
        Goal goal = achieve ? Goal.ACHIEVE : Goal.AVOID;
        int expected = new PruningSolver(rows, cols, axis, goal, 16, false, true, 0).value(p);
        PruningSolver withFinals = new PruningSolver(rows, cols, axis, goal, 16, false, true, 1 << 14);
        assertEquals(expected, withFinals.value(p), p.board().compact());
        for (int t = -1; t <= 1; t++) {
            assertEquals(expected >= t, withFinals.atLeast(p, t));
        }
    }

    /** On 4 x 5 most positions of a search agree with no drawn final board: the sets do decide something. */
    @Test
    void mostPositionsDeepInTheGameCannotBeDrawn() {
        DrawnFinals finals = DrawnFinals.of(4, 5, false, 1 << 14);
        SplittableRandom random = new SplittableRandom(5);
        long[][] through = SquareGeometry.throughMasks(4, 5, false);
        int none = 0;
        for (int i = 0; i < 100; i++) {
            GamePosition p = GamePosition.empty(4, 5);
            int tries = 0;
            while (Long.bitCount(p.free()) > 6 && tries++ < 1000) {
                int f = random.nextInt(20);
                if (p.isFree(f) && !SquareGeometry.completes(p, f, through)) {
                    p = p.play(f);
                }
            }
            if (finals.countCompatible(p.x(), p.o()) == 0) {
                none++;
            }
        }
        assertTrue(none > 50, none + " of 100 positions with 14 counters cannot be drawn");
    }
}
