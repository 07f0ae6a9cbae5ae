package org.gridpuzzles.labyrinth;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.SplittableRandom;

import org.gridpuzzles.grid.Grid;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class DrawProperties {

    private static void drawAndVerify(int n, long seed, Oracle oracle) {
        Labyrinth lab = Labyrinth.cornerToCorner(Grid.square(n));
        Drawer.Result r = new Drawer(lab, oracle, false, 5_000).draw(new SplittableRandom(seed));
        assertFalse(r.stuck(), "stuck at " + r.moves());
        assertNull(WalkthroughChecker.problem(lab, r.moves()), r.moves());
    }

    @Property(tries = 40)
    void smallDrawingsAreWalkthroughs(@ForAll @IntRange(min = 1, max = 7) int half, @ForAll long seed) {
        drawAndVerify(2 * half + 1, seed, Oracle.AUTO);
    }

    @Property(tries = 30)
    void fastDrawingsAreWalkthroughs(@ForAll @IntRange(min = 1, max = 10) int half, @ForAll long seed) {
        drawAndVerify(2 * half + 1, seed, Oracle.FAST);
    }

    @Property(tries = 10)
    void largeDrawingsAreWalkthroughs(@ForAll @IntRange(min = 11, max = 20) int half, @ForAll long seed) {
        drawAndVerify(2 * half + 1, seed, Oracle.FAST);
    }

    @Property(tries = 30)
    void uniformDrawingsAreWalkthroughs(@ForAll @IntRange(min = 1, max = 3) int half, @ForAll long seed) {
        Labyrinth lab = Labyrinth.cornerToCorner(Grid.square(2 * half + 1));
        Drawer.Result r = new Drawer(lab, Oracle.EXACT, true, 5_000).draw(new SplittableRandom(seed));
        assertNull(WalkthroughChecker.problem(lab, r.moves()), r.moves());
    }

    @Property(tries = 20)
    void rectanglesAndOtherEndsAreDrawnToo(@ForAll @IntRange(min = 2, max = 6) int rows,
            @ForAll @IntRange(min = 2, max = 6) int cols, @ForAll long seed) {
        Grid g = new Grid(rows, cols);
        // an end field of the right colour: the lower-right corner or its left neighbour
        int end = g.size() - 1;
        Labyrinth lab = new Labyrinth(g, 0, end);
        if (lab.impossibleReason() != null) {
            lab = new Labyrinth(g, 0, end - 1);
        }
        Drawer.Result r = new Drawer(lab, Oracle.AUTO, false, 5_000).draw(new SplittableRandom(seed));
        assertNull(WalkthroughChecker.problem(lab, r.moves()), r.moves());
    }
}
