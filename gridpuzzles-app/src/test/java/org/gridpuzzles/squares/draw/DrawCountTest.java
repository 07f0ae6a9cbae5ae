package org.gridpuzzles.squares.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.io.Progress;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.CountOptions;
import org.gridpuzzles.squares.Equivalence;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.TestRules;
import org.gridpuzzles.squares.board.BoardChecker;
import org.junit.jupiter.api.Test;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class DrawCountTest {

    @Test
    void reproducesTheMpmpTable() {
        long[] known = {1, 6, 92, 2094, 2704, 24, 0, 0};
        BitBoardSearch search = new BitBoardSearch(2);
        for (int n = 1; n <= known.length; n++) {
            assertEquals(known[n - 1], search.count(Rules.twoColours(n, n), Progress.none()), "n = " + n);
        }
    }

    /** Every colouring of a small board, judged by the independent verifier. */
    @Property(tries = 40)
    void countAgreesWithBruteForce(@ForAll @IntRange(min = 1, max = 4) int rows,
            @ForAll @IntRange(min = 1, max = 4) int cols, @ForAll @IntRange(min = 1, max = 3) int colours,
            @ForAll boolean axisParallel, @ForAll boolean anyBalance) {
        int n = rows * cols;
        long total = 1;
        for (int i = 0; i < n; i++) {
            total *= colours;
        }
        Assume.that(total <= 300_000);
        Rules rules = TestRules.of(rows, cols, colours, axisParallel, anyBalance);
        long expected = 0;
        for (long code = 0; code < total; code++) {
            int[] cells = new int[n];
            long rest = code;
            for (int i = 0; i < n; i++) {
                cells[i] = (int) (rest % colours);
                rest /= colours;
            }
            if (BoardChecker.checkFinal(new Board(rows, cols, cells), rules).valid()) {
                expected++;
            }
        }
        assertEquals(expected, new BitBoardSearch(2).count(rules, Progress.none()));
    }

    @Property(tries = 25)
    void listedBoardsPassTheCheckAndMatchTheCount(@ForAll @IntRange(min = 1, max = 6) int rows,
            @ForAll @IntRange(min = 1, max = 6) int cols, @ForAll @IntRange(min = 2, max = 3) int colours,
            @ForAll boolean axisParallel) {
        // keep the search small: at most 2^18 or 3^11 colourings
        Assume.that(rows * cols <= (colours == 2 ? 18 : 11));
        Rules rules = TestRules.of(rows, cols, colours, axisParallel, false);
        BitBoardSearch search = new BitBoardSearch(1);
        long count = search.count(rules, Progress.none());
        Assume.that(count <= 200_000);
        List<Board> boards = new ArrayList<>();
        search.forEach(rules, b -> boards.add(b));
        assertEquals(count, boards.size());
        java.util.Set<Board> distinct = new java.util.HashSet<>(boards);
        assertEquals(boards.size(), distinct.size());
        for (Board b : boards) {
            assertTrue(BoardChecker.checkFinal(b, rules).valid(), b::compact);
            assertEquals(b, Board.parse(b.compact(), "test"));
        }
    }

    @Test
    void checkerFindsTiltedAndPlainSquares() {
        Rules rules = Rules.twoColours(3, 3);
        // x on the tilted square 1,2 2,1 3,2 2,3
        Board tilted = Board.parse("oxo/xox/oxx", "t");
        assertEquals("one-coloured square of x at 1,2 2,1 3,2 2,3",
                BoardChecker.checkFinal(tilted, TestRules.of(3, 3, 2, false, true)).problem());
        assertTrue(BoardChecker.checkFinal(tilted, TestRules.of(3, 3, 2, true, true)).valid());
        assertEquals("3 empty fields; x has 3 counters, expected 5; o has 3 counters, expected 4",
                BoardChecker.checkFinal(Board.parse("xox/..o/.ox", "p"), rules).problem());
        assertTrue(BoardChecker.checkPosition(Board.parse("xox/..o/.ox", "p"), rules).valid());
        assertEquals("one-coloured square at 1,1 3,1 3,3 1,3",
                BoardChecker.checkPosition(Board.parse("x.x/.../x.x", "p"), rules).problem());
        assertEquals("counter 'a' is not one of the 2 colours",
                BoardChecker.checkPosition(Board.parse("xa./.../...", "p"), rules).problem());
    }

    @Test
    void classesAndAnyBalanceCountsAsInTheReadme() {
        long[] classes = {1, 2, 15, 266, 340, 4, 0, 0};
        long[] anyBalance = {2, 14, 248, 5006, 7120, 56, 0, 0};
        for (int n = 1; n <= 6; n++) {
            Rules rules = Rules.twoColours(n, n);
            assertEquals(classes[n - 1], AvoidTheSquare.count(rules, CountOptions.defaults().withThreads(2)
                    .with(Equivalence.SYMMETRY)).count(), "classes, n = " + n);
            assertEquals(anyBalance[n - 1], AvoidTheSquare.count(rules.with(Rules.Balance.ANY),
                    CountOptions.defaults().withThreads(2)).count(), "any balance, n = " + n);
        }
    }
}
