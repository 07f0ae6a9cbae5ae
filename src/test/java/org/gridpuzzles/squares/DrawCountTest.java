package org.gridpuzzles.squares;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class DrawCountTest {

    @Test
    void reproducesTheSeedTable() {
        long[] seed = {1, 6, 92, 2094, 2704, 24, 0, 0};
        BitBoardSearch search = new BitBoardSearch(2);
        for (int n = 1; n <= seed.length; n++) {
            assertEquals(seed[n - 1], search.count(Rules.twoColours(n, n), Progress.none()), "n = " + n);
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
        if (total > 300_000) {
            return;
        }
        Rules rules = new Rules(rows, cols, colours, axisParallel, anyBalance);
        long expected = 0;
        for (long code = 0; code < total; code++) {
            int[] cells = new int[n];
            long rest = code;
            for (int i = 0; i < n; i++) {
                cells[i] = (int) (rest % colours);
                rest /= colours;
            }
            if (BoardVerifier.verifyFinal(new Board(rows, cols, cells), rules).ok()) {
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
        Rules rules = new Rules(rows, cols, colours, axisParallel, false);
        BitBoardSearch search = new BitBoardSearch(1);
        long count = search.count(rules, Progress.none());
        if (count > 200_000) {
            return;
        }
        List<Board> boards = new ArrayList<>();
        search.forEach(rules, b -> boards.add(b));
        assertEquals(count, boards.size());
        java.util.Set<Board> distinct = new java.util.HashSet<>(boards);
        assertEquals(boards.size(), distinct.size());
        for (Board b : boards) {
            assertTrue(BoardVerifier.verifyFinal(b, rules).ok(), b::compact);
            assertEquals(b, Board.parse(b.compact(), "test"));
        }
    }

    @Test
    void verifierFindsTiltedAndPlainSquares() {
        Rules rules = Rules.twoColours(3, 3);
        // x on the tilted square 1,2 2,3 3,2 2,1
        Board tilted = Board.parse("oxo/xox/oxx", "t");
        assertTrue(BoardVerifier.verifyFinal(tilted, new Rules(3, 3, 2, false, true)).problems().stream()
                .anyMatch(p -> p.contains("square")));
        assertTrue(BoardVerifier.verifyFinal(tilted, new Rules(3, 3, 2, true, true)).problems().stream()
                .noneMatch(p -> p.contains("square")));
        assertTrue(!BoardVerifier.verifyFinal(Board.parse("xox/..o/.ox", "p"), rules).ok());
    }
}
