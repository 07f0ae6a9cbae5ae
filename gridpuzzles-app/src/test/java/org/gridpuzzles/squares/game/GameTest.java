package org.gridpuzzles.squares.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.GameValue;
import org.gridpuzzles.squares.Goal;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.board.BoardChecker;
import org.gridpuzzles.squares.board.SquareGeometry;

class GameTest {

    private static int field(int r, int c, int cols) {
        return (r - 1) * cols + (c - 1);
    }

    @Test
    void theMpmpGameOnThreeByThree() {
        long[][] through = SquareGeometry.throughMasks(3, 3, false);
        GamePosition p = GamePosition.of(Board.parse("xox/..o/.ox", "example"));
        assertEquals(0, p.mover());
        assertTrue(SquareGeometry.completes(p, field(3, 1, 3), through), "bottom left completes x's square");
        assertFalse(SquareGeometry.completes(p, field(2, 2, 3), through));
        p = p.play(field(2, 2, 3));
        assertTrue(SquareGeometry.completes(p, field(2, 1, 3), through), "middle left completes o's tilted square");
        assertFalse(SquareGeometry.completes(p, field(3, 1, 3), through));
        p = p.play(field(3, 1, 3));
        assertFalse(SquareGeometry.completes(p, field(2, 1, 3), through));
        p = p.play(field(2, 1, 3));
        assertEquals(0, p.free());
        assertTrue(BoardChecker.checkFinal(p.board(), Rules.twoColours(3, 3)).valid());
    }

    /** Plain minimax, no table, no symmetry, squares tested by brute force over corner quadruples. */
    private static int minimax(int rows, int cols, int[] cells, int mover, boolean axisParallel) {
        int best = Integer.MIN_VALUE;
        boolean any = false;
        for (int f = 0; f < cells.length; f++) {
            if (cells[f] != Board.EMPTY) {
                continue;
            }
            any = true;
            cells[f] = mover;
            int v;
            if (BoardChecker.firstSquare(new Board(rows, cols, cells), axisParallel) != null) {
                v = -1;
            } else {
                v = -minimax(rows, cols, cells, 1 - mover, axisParallel);
            }
            cells[f] = Board.EMPTY;
            best = Math.max(best, v);
        }
        return any ? best : 0;
    }

    @Test
    void solveAgreesWithMinimaxFromTheEmptyBoard() {
        int[][] sizes = {{1, 1}, {2, 2}, {3, 3}, {2, 3}, {2, 4}};
        for (int[] s : sizes) {
            for (boolean axis : new boolean[] {false, true}) {
                Board empty = Board.empty(s[0], s[1]);
                int expected = minimax(s[0], s[1], empty.cells().clone(), 0, axis);
                AlphaBetaSolver solver = new AlphaBetaSolver(s[0], s[1], axis, 12);
                assertEquals(expected, solver.value(GamePosition.empty(s[0], s[1])), s[0] + "x" + s[1]);
            }
        }
    }

    @Property(tries = 40)
    void solveAgreesWithMinimaxFromRandomPositions(@ForAll @IntRange(min = 2, max = 4) int rows,
            @ForAll @IntRange(min = 3, max = 4) int cols, @ForAll long seed, @ForAll boolean axis) {
        SplittableRandom random = new SplittableRandom(seed);
        int n = rows * cols;
        GamePosition p = GamePosition.empty(rows, cols);
        long[][] through = SquareGeometry.throughMasks(rows, cols, axis);
        // play random moves that complete no square until at most 8 fields are free
        boolean stuck = false;
        while (!stuck && Long.bitCount(p.free()) > Math.min(8, n - 1)) {
            int f = random.nextInt(n);
            if (p.isFree(f) && !SquareGeometry.completes(p, f, through)) {
                p = p.play(f);
            } else if (p.isFree(f)) {
                boolean anySafe = false;
                for (int g = 0; g < n; g++) {
                    anySafe |= p.isFree(g) && !SquareGeometry.completes(p, g, through);
                }
                stuck = !anySafe;
            }
        }
        // a player left with only losing moves ends the random game early: such positions are not the point here
        Assume.that(!stuck);
        int expected = minimax(rows, cols, p.board().cells().clone(), p.mover(), axis);
        assertEquals(expected, new AlphaBetaSolver(rows, cols, axis, 12).value(p));
    }

    @Test
    void principalVariationEndsAsTheValueSays() {
        PruningSolver solver = new PruningSolver(3, 3, false, Goal.AVOID, 14);
        GameLine line = GameLine.principal(solver, Game.on(3, 3), GamePosition.empty(3, 3));
        assertEquals(GameValue.DRAW, line.value());
        GamePosition p = GamePosition.empty(3, 3);
        for (int f : line.moves()) {
            assertFalse(SquareGeometry.completes(p, f, solver.through()));
            p = p.play(f);
        }
        assertEquals(0, p.free());
    }
}
