package org.gridpuzzles.squares.largest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;

import org.gridpuzzles.ExternalPrograms;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.TestRules;
import org.gridpuzzles.squares.board.BoardChecker;
import org.gridpuzzles.squares.draw.BitBoardSearch;
import org.gridpuzzles.squares.draw.CadicalDrawFinder;
import org.gridpuzzles.squares.draw.DrawOutcome;
import org.junit.jupiter.api.Test;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class CentreCasesTest {

    /** Classes of colourings of a block under the eight symmetries of the square, counted by hand (Burnside). */
    @Test
    void casesAreTheClassesOfTheCentre() {
        // 3 x 3 under the square's symmetries: 102 classes; with the colour swap as well: 51
        assertEquals(102, CentreCases.of(TestRules.of(15, 15, 2, true, false), 3).size());
        assertEquals(51, CentreCases.of(TestRules.of(15, 15, 2, true, true), 3).size());
        // 2 x 2 under the swap too: none or all, one or three, two side by side, two across
        assertEquals(4, CentreCases.of(TestRules.of(8, 8, 2, true, true), 2).size());
        // on a rectangle only four symmetries keep the block: 7 classes of a 2 x 2 centre, 5 with the swap
        assertEquals(5, CentreCases.of(TestRules.of(6, 8, 2, true, true), 2).size());
        assertEquals(2, CentreCases.of(TestRules.of(5, 7, 2, true, false), 1).size());
        // a 1 x 1 centre: x or o, one case when the colours may be swapped
        assertEquals(1, CentreCases.of(TestRules.of(7, 7, 2, false, true), 1).size());
        assertEquals(2, CentreCases.of(TestRules.of(7, 7, 2, false, false), 1).size());
    }

    @Test
    void theCoverCheckPassesTheCasesAndFailsWithOneLeftOut() {
        for (int[] shape : new int[][] {{15, 15, 3}, {14, 14, 4}, {9, 7, 3}, {6, 8, 2}}) {
            Rules rules = TestRules.of(shape[0], shape[1], 2, true, true);
            CentreCases cases = CentreCases.of(rules, shape[2]);
            assertNull(CaseCoverChecker.check(shape[0], shape[1], shape[2], cases.swap, cases.patterns));
            for (int drop = 0; drop < cases.size(); drop += Math.max(1, cases.size() / 7)) {
                long[] fewer = new long[cases.size() - 1];
                for (int i = 0, j = 0; i < cases.size(); i++) {
                    if (i != drop) {
                        fewer[j++] = cases.patterns[i];
                    }
                }
                assertNotNull(CaseCoverChecker.check(shape[0], shape[1], shape[2], cases.swap, fewer),
                        Arrays.toString(shape) + " without case " + drop);
            }
        }
        // without the swap the classes are twice as many, so the cases found with it do not cover
        CentreCases withSwap = CentreCases.of(TestRules.of(15, 15, 2, true, true), 3);
        assertNotNull(CaseCoverChecker.check(15, 15, 3, false, withSwap.patterns));
    }

    @Test
    void aBlockThatIsNotACentreIsRefused() {
        assertThrows(InvalidInputException.class, () -> CentreCases.of(TestRules.of(14, 14, 2, true, true), 3));
        assertThrows(InvalidInputException.class, () -> CentreCases.of(TestRules.of(3, 3, 2, true, true), 5));
        assertThrows(InvalidInputException.class, () -> CentreCases.of(TestRules.of(5, 6, 2, true, true), 3));
    }

    /** Case by case, Sat4j agrees with the exhaustive search, and a witness it finds is a drawn board. */
    @Property(tries = 40)
    void casesKeepTheAnswer(@ForAll @IntRange(min = 1, max = 4) int side, @ForAll @IntRange(min = 0, max = 3) int a,
            @ForAll @IntRange(min = 0, max = 3) int b, @ForAll boolean axisParallel, @ForAll boolean anyBalance,
            @ForAll @IntRange(min = 1, max = 3) int threads) {
        int rows = side + 2 * a;
        int cols = side + 2 * b;
        Assume.that(rows * cols <= 36 && (axisParallel || rows * cols <= 25 || !anyBalance));
        Rules rules = TestRules.of(rows, cols, 2, axisParallel, anyBalance);
        boolean exists = new BitBoardSearch(1, Limits.none()).first(rules) != null;
        CaseSplitFinder f = new CaseSplitFinder(side, threads, false, true, tmp(), Progress.none());
        DrawOutcome o = f.find(rules, 60, Limits.none());
        assertTrue(o.decided());
        assertEquals(exists, o.exists(), rules.describe() + " by " + side + " x " + side + " cases");
        if (o.exists()) {
            assertTrue(BoardChecker.checkFinal(o.witness(), rules).valid());
        }
    }

    /** With CaDiCaL installed: 7 x 7 (tilted squares) is refuted case by case, every case's proof checked. */
    @Test
    void cadicalCasesAreRefutedWithCheckedProofs() {
        ExternalPrograms.need(CadicalDrawFinder.executable() != null, "cadical", "Debian: apt-get install cadical");
        Rules rules = TestRules.of(7, 7, 2, false, true);
        CaseSplitFinder f = new CaseSplitFinder(3, 2, true, true, tmp(), Progress.none());
        DrawOutcome o = f.find(rules, 60, Limits.none());
        assertTrue(o.decided() && !o.exists());
        assertTrue(f.describeLast().contains("51 cases") && f.describeLast().contains("every one verified"),
                f.describeLast());
        Rules six = TestRules.of(6, 6, 2, false, false);
        DrawOutcome w = new CaseSplitFinder(2, 2, true, true, tmp(), Progress.none()).find(six, 60, Limits.none());
        assertTrue(w.exists() && BoardChecker.checkFinal(w.witness(), six).valid());
    }

    private static Path tmp() {
        return Path.of(System.getProperty("java.io.tmpdir"));
    }
}
