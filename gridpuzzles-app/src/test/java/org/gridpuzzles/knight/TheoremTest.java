package org.gridpuzzles.knight;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The paper's Theorem 2.2: no knight's tour deviates from Warnsdorff's rule in its last four moves. */
class TheoremTest {

    /** Checked on tours not made by the rule: random depth-first search on boards 5..7 wide. */
    @Test
    void lastFourMovesOfAnyTourFollowTheRule() {
        int found = 0;
        for (long seed = 1; seed <= 40 && found < 12; seed++) {
            int rows = 5 + (int) (seed % 3);
            int cols = 5 + (int) (seed / 3 % 3);
            Tour t = RandomTours.find(rows, cols, seed);
            if (t == null) {
                continue;
            }
            found++;
            assertTrue(TourChecker.check(rows, cols, t.rowsVisited(), t.colsVisited(), t.length(), true, null, true)
                    .valid());
            int n = t.length();
            for (int i = n - 5; i < n - 1; i++) {
                assertTrue(WarnsdorffRule.follows(t, i), rows + " x " + cols + " seed " + seed + ": move " + (i + 1));
            }
        }
        assertTrue(found >= 6, "only " + found + " random tours found");
    }

    /** The theorem is about the last four moves: earlier moves of such tours do deviate, so the check can fail. */
    @Test
    void randomToursDeviateEarlier() {
        boolean deviates = false;
        for (long seed = 1; seed <= 40 && !deviates; seed++) {
            Tour t = RandomTours.find(6, 6, seed);
            for (int i = 0; t != null && i + 5 < t.length(); i++) {
                deviates |= !WarnsdorffRule.follows(t, i);
            }
        }
        assertTrue(deviates);
    }
}
