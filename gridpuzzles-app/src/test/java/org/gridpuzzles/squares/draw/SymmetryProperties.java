package org.gridpuzzles.squares.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.gridpuzzles.io.Progress;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.DrawCount;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.TestRules;
import org.gridpuzzles.squares.board.BoardSymmetry;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class SymmetryProperties {

    /**
     * Classes found directly (each board's orbit under the group) agree with Burnside's count, and the orbit sizes
     * of the classes add up to the plain count.
     */
    @Property(tries = 30)
    void burnsideAgreesWithOrbits(@ForAll @IntRange(min = 1, max = 5) int rows,
            @ForAll @IntRange(min = 1, max = 5) int cols, @ForAll @IntRange(min = 2, max = 3) int colours,
            @ForAll boolean axisParallel, @ForAll boolean anyBalance, @ForAll boolean swap) {
        Assume.that(rows * cols <= (colours == 2 ? 16 : 10));
        Rules rules = TestRules.of(rows, cols, colours, axisParallel, anyBalance);
        BitBoardSearch search = new BitBoardSearch(2);
        long count = search.count(rules, Progress.none());
        Assume.that(count <= 50_000);
        List<Board> boards = new ArrayList<>();
        search.forEach(rules, b -> boards.add(b));
        List<int[]> fieldPerms = BoardSymmetry.of(rows, cols);
        List<int[]> colourPerms = BoardSymmetry.colourPermutations(rules, swap);
        Map<Board, Integer> classOf = new HashMap<>();
        List<Integer> orbitSizes = new ArrayList<>();
        for (Board b : boards) {
            if (classOf.containsKey(b)) {
                continue;
            }
            int id = orbitSizes.size();
            int size = 0;
            for (int[] g : fieldPerms) {
                for (int[] s : colourPerms) {
                    Board image = b.transformed(g, s);
                    if (classOf.putIfAbsent(image, id) == null) {
                        size++;
                    }
                }
            }
            orbitSizes.add(size);
        }
        assertEquals(boards.size(), classOf.size(), "every image of a drawn board is a drawn board");
        assertEquals(count, orbitSizes.stream().mapToLong(Integer::longValue).sum());
        DrawCount classes = new SymmetryCount(search).count(rules, swap, Progress.none());
        assertEquals(orbitSizes.size(), classes.count());
    }
}
