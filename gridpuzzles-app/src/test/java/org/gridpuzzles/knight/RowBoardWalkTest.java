package org.gridpuzzles.knight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.core.Verdict;
import org.junit.jupiter.api.Test;

import it.unimi.dsi.fastutil.longs.LongArrayList;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The row-by-row board of huge walks against the one-array board, and the checker that follows a walk. */
class RowBoardWalkTest {

    /** Every move of a walk, packed: type, row, column, tie. */
    private static final class Moves implements TourSink {
        final LongArrayList moves = new LongArrayList();

        @Override
        public void start(int row, int col) {
            moves.add(pack(0, row, col, false));
        }

        @Override
        public void move(int type, int row, int col, boolean tie) {
            moves.add(pack(type, row, col, tie));
        }

        private static long pack(int type, int row, int col, boolean tie) {
            return ((long) type << 50) | ((long) row << 25) | ((long) col << 1) | (tie ? 1 : 0);
        }
    }

    @Property(tries = 40)
    void theRowBoardMakesTheSameWalk(@ForAll @IntRange(min = 5, max = 160) int m) {
        Moves flat = new Moves();
        Moves rows = new Moves();
        WalkSummary a = Squirrel.rawTable().walk(m, m, 1, 1, flat);
        WalkSummary b = Squirrel.rawTable().walkByRows(m, rows);
        assertEquals(a, b);
        assertEquals(flat.moves, rows.moves);
    }

    @Test
    void theFailureOn74IsWalkedAlike() {
        TourChecker.Walk checked = new TourChecker.Walk(74, 74);
        WalkSummary s = Squirrel.rawTable().walkByRows(74, checked);
        assertTrue(s.visited() < 74 * 74);
        assertEquals(s.visited(), checked.squares());
        assertFalse(checked.verdict(true).valid());
        assertTrue(checked.verdict(false).valid());
    }

    @Test
    void boardsBeyondOneArrayAreTheRowBoardsOnes() {
        assertTrue(KnightBoard.fits(46_335, 46_335));
        assertFalse(KnightBoard.fits(46_339, 46_339));
        assertFalse(KnightBoard.fits(100_000, 100_000));
    }

    /** The checker that follows a walk says what the checker of a stored tour says, on whole and on broken tours. */
    @Property(tries = 60)
    void followingAWalkJudgesLikeTheStoredCheck(@ForAll @IntRange(min = 5, max = 40) int m,
            @ForAll @IntRange(min = 0, max = 3) int fault, @ForAll @IntRange(min = 0, max = 10_000) int where) {
        Tour t = Tour.of(Squirrel.tour(), m, m, 1, 1);
        int n = t.length();
        int[] r = t.rowsVisited().clone();
        int[] c = t.colsVisited().clone();
        int k = 1 + where % (n - 1);
        switch (fault) {
            case 1 -> { // a square again
                r[k] = r[k - 1 == 0 ? 0 : k / 2];
                c[k] = c[k - 1 == 0 ? 0 : k / 2];
            }
            case 2 -> { // off the board
                r[k] = m + 1;
            }
            case 3 -> n = k; // stops short
            default -> { }
        }
        Verdict stored = TourChecker.check(m, m, r, c, n, null, null, true);
        TourChecker.Walk walk = new TourChecker.Walk(m, m);
        walk.start(r[0], c[0]);
        for (int i = 1; i < n; i++) {
            walk.move(KnightMoves.typeOf(r[i - 1], c[i - 1], r[i], c[i]), r[i], c[i], false);
        }
        assertEquals(stored.valid(), walk.verdict(true).valid(), stored + " / " + walk.verdict(true));
    }
}
