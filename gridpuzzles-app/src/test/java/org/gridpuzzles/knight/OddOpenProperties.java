package org.gridpuzzles.knight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.core.InvalidInputException;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class OddOpenProperties {

    /** Every odd x odd board from 5 x 5 to 31 x 31, from every square of the corners' colour; the others refused. */
    @Test
    void everySmallOddBoardFromEverySquareOfTheCornersColour() {
        for (int rows = 5; rows <= 31; rows += 2) {
            for (int cols = 5; cols <= 31; cols += 2) {
                for (int r = 1; r <= rows; r++) {
                    for (int c = 1; c <= cols; c++) {
                        if ((r + c) % 2 == 0) {
                            OpenTours.assertOpenTour(rows, cols, r, c);
                        }
                    }
                }
                int rr = rows;
                int cc = cols;
                assertThrows(InvalidInputException.class, () -> ClosedTours.openTour(rr, cc, 1, 2));
            }
        }
    }

    /** Large odd x odd boards, random start of the corners' colour, through the public entry point. */
    @Property(tries = 200)
    void largeOddBoardsFromAnySquareOfTheCornersColour(@ForAll @IntRange(min = 2, max = 150) int halfRows,
            @ForAll @IntRange(min = 2, max = 150) int halfCols, @ForAll @IntRange(min = 0, max = 1_000_000) int pick) {
        int rows = 2 * halfRows + 1;
        int cols = 2 * halfCols + 1;
        int sr = 1 + pick % rows;
        int sc = 1 + pick / rows % cols;
        if ((sr + sc) % 2 != 0) {
            sc = sc == cols ? sc - 1 : sc + 1;
        }
        OpenTours.assertOpenTour(rows, cols, sr, sc);
    }

    /** The odd blocks used: 5 x 7 up to 11 x 11 without any square of the corners' colour have a closed tour. */
    @Test
    void oddBlocksWithoutOneSquareHaveClosedTours() {
        int[] sides = {5, 7, 9, 11};
        for (int h : sides) {
            for (int w : sides) {
                if (h == 5 && w == 5) {
                    continue;
                }
                for (int hole = 0; hole < h * w; hole++) {
                    if ((hole / w + hole % w) % 2 != 0) {
                        continue;
                    }
                    int[] p = OddOpen.holed(h, w, hole);
                    assertEquals(h * w - 1, p.length, h + " x " + w + " without " + hole);
                    boolean[] seen = new boolean[h * w];
                    seen[hole] = true;
                    for (int i = 0; i < p.length; i++) {
                        assertTrue(!seen[p[i]], "square twice");
                        seen[p[i]] = true;
                        int q = p[(i + 1) % p.length];
                        assertEquals(2, Math.abs(p[i] / w - q / w) * Math.abs(p[i] % w - q % w));
                    }
                }
            }
        }
    }

    /**
     * Why 5 x 5 is left to the search: without a square other than a corner it has no closed tour (the search runs
     * to its end). Yet every square of the corners' colour starts an open tour (exact counts), and none other does.
     */
    @Test
    void fiveByFive() {
        TourCounter counter = new TourCounter(5, 5);
        for (int r = 1; r <= 5; r++) {
            for (int c = 1; c <= 5; c++) {
                boolean corner = (r == 1 || r == 5) && (c == 1 || c == 5);
                if ((r + c) % 2 != 0) {
                    assertEquals(0, counter.openFrom(r, c));
                    continue;
                }
                assertTrue(counter.openFrom(r, c) > 0);
                int[] p = ClosedSearch.findWithout(5, 5, (r - 1) * 5 + (c - 1), 8, 200_000L);
                if (corner) {
                    assertNotNull(p);
                } else {
                    assertNull(p);
                }
            }
        }
        assertThrows(IllegalArgumentException.class, () -> OddOpen.from(5, 5, 0, 0));
    }
}
