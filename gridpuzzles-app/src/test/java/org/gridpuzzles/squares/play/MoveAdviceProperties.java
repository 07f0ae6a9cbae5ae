package org.gridpuzzles.squares.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GameValue;
import org.gridpuzzles.squares.MoveAdvice;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.board.BoardChecker;

import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class MoveAdviceProperties {

    /**
     * On positions reached by random play: the moves marked as losing at once are exactly the free fields where the
     * independent checker finds a square of the mover's; the computer's move is free and loses at once only when
     * every move does; a finished game names a square of the loser's four counters.
     */
    @Property(tries = 300, edgeCases = EdgeCasesMode.MIXIN)
    void losingMovesMatchTheCheckerAndTheComputerAvoidsThem(@ForAll @IntRange(min = 2, max = 6) int rows,
            @ForAll @IntRange(min = 2, max = 6) int cols, @ForAll boolean axisParallel,
            @ForAll @IntRange(min = 0, max = 36) int moves, @ForAll long seed) {
        Game game = new Game(rows, cols, axisParallel ? Rules.SquareKind.AXIS_PARALLEL : Rules.SquareKind.ALL);
        SplittableRandom random = new SplittableRandom(seed);
        Board board = Board.empty(rows, cols);
        int mover = 0;
        for (int i = 0; i < Math.min(moves, rows * cols); i++) {
            List<Integer> free = new ArrayList<>();
            for (int f = 0; f < rows * cols; f++) {
                if (board.cells()[f] == Board.EMPTY) {
                    free.add(f);
                }
            }
            board.cells()[free.get(random.nextInt(free.size()))] = mover;
            mover = 1 - mover;
            if (BoardChecker.firstSquare(board, axisParallel) != null) {
                break;
            }
        }
        // a short deadline: small boards are solved, larger ones get the heuristic
        MoveAdvice a = AvoidTheSquare.advise(game, board, "board", seed,
                Limits.timeout(Duration.ofMillis(200)));
        assertEquals(mover, a.mover());
        if (BoardChecker.firstSquare(board, axisParallel) != null) {
            assertTrue(a.over());
            assertEquals(1 - mover, a.loser());
            assertEquals(4, a.square().size());
            for (int f : a.square()) {
                assertEquals(a.loser(), board.cells()[f], board.compact());
            }
            return;
        }
        List<Integer> expected = new ArrayList<>();
        List<Integer> free = new ArrayList<>();
        for (int f = 0; f < rows * cols; f++) {
            if (board.cells()[f] == Board.EMPTY) {
                free.add(f);
                int[] cells = board.cells().clone();
                cells[f] = mover;
                if (BoardChecker.firstSquare(new Board(rows, cols, cells), axisParallel) != null) {
                    expected.add(f);
                }
            }
        }
        assertEquals(expected, a.losing(), board.compact());
        if (free.isEmpty()) {
            assertTrue(a.over());
            assertEquals(GameValue.DRAW, a.value());
            return;
        }
        assertFalse(a.over());
        assertTrue(free.contains(a.move()), board.compact());
        assertTrue(!a.losing().contains(a.move()) || expected.size() == free.size(), board.compact());
        if (a.perfect()) {
            assertNotNull(a.value());
        }
    }
}
