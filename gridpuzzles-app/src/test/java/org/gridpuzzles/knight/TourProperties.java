package org.gridpuzzles.knight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.core.Verdict;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

class TourProperties {

    @Provide
    Arbitrary<String> tiebreaks() {
        return Arbitraries.oneOf(Arbitraries.of("random", "roth", "pohl"),
                Arbitraries.shuffle(1, 2, 3, 4, 5, 6, 7, 8).map(l -> {
                    StringBuilder sb = new StringBuilder();
                    l.forEach(sb::append);
                    return sb.toString();
                }));
    }

    /** Every walk is a knight's path; complete ones are tours; complete/closed flags tell the truth. */
    @Property(tries = 300)
    void everyWalkIsAValidPath(@ForAll @IntRange(min = 1, max = 40) int rows,
            @ForAll @IntRange(min = 1, max = 40) int cols, @ForAll("tiebreaks") String tiebreak,
            @ForAll long seed, @ForAll @IntRange(min = 0, max = 10_000) int startPick) {
        int sr = 1 + startPick % rows;
        int sc = 1 + (startPick / rows) % cols;
        Tour t = Tour.of(new Warnsdorff(() -> TieBreaks.parse(tiebreak, seed)), rows, cols, sr, sc);
        assertEquals(sr, t.rowsVisited()[0]);
        assertEquals(sc, t.colsVisited()[0]);
        Verdict v = TourChecker.check(rows, cols, t.rowsVisited(), t.colsVisited(), t.length(),
                t.complete(), t.closed(), false);
        assertTrue(v.valid(), v.problem());
    }

    /** Warnsdorff's walks follow the rule at every move: recomputed from scratch, not from the incremental state. */
    @Property(tries = 60)
    void everyMoveFollowsTheRule(@ForAll @IntRange(min = 5, max = 14) int m, @ForAll("tiebreaks") String tiebreak,
            @ForAll long seed) {
        Tour t = Tour.of(new Warnsdorff(() -> TieBreaks.parse(tiebreak, seed)), m, m, 1, 1);
        for (int i = 0; i + 1 < t.length(); i++) {
            assertTrue(WarnsdorffRule.follows(t, i), "move " + (i + 1));
        }
    }

    /** The JSON's "ties" are exactly the squares where the rule, recomputed from scratch, had a tie to break. */
    @Property(tries = 60)
    void theTiesOfTheJsonAreTheRulesTies(@ForAll @IntRange(min = 1, max = 12) int rows,
            @ForAll @IntRange(min = 1, max = 12) int cols, @ForAll("tiebreaks") String tiebreak, @ForAll long seed) {
        Tour t = Tour.of(new Warnsdorff(() -> TieBreaks.parse(tiebreak, seed)), rows, cols, 1, 1);
        String json = KnightTours.jsonWithTies(t);
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i + 1 < t.length(); i++) {
            if (WarnsdorffRule.tied(t, i)) {
                expected.append(expected.length() == 0 ? "" : ",").append(i);
            }
        }
        assertTrue(json.endsWith(",\"ties\":[" + expected + "]}\n"), json);
        assertEquals(KnightTours.json(t), json.substring(0, json.lastIndexOf(",\"ties\"")) + "}\n");
    }

    @Property(tries = 100)
    void checkerRejectsABrokenTour(@ForAll @IntRange(min = 5, max = 30) int m,
            @ForAll @IntRange(min = 1, max = 100_000) int pick) {
        Tour t = Tour.of(Squirrel.tour(), m, m, 1, 1);
        int n = t.length();
        int[] r = t.rowsVisited().clone();
        int[] c = t.colsVisited().clone();
        int i = pick % n;
        int j = (i + 1 + pick / n % (n - 1)) % n;
        int tr = r[i];
        int tc = c[i];
        r[i] = r[j];
        c[i] = c[j];
        r[j] = tr;
        c[j] = tc;
        // a swap of two squares leaves every square once, but breaks a knight's move unless it is a no-op
        Verdict v = TourChecker.check(m, m, r, c, n, null, null, true);
        boolean stillPath = true;
        for (int k = 1; k < n; k++) {
            stillPath &= Math.abs(r[k] - r[k - 1]) * Math.abs(c[k] - c[k - 1]) == 2;
        }
        assertEquals(stillPath, v.valid());
        int[] shortR = java.util.Arrays.copyOf(t.rowsVisited(), n - 1);
        int[] shortC = java.util.Arrays.copyOf(t.colsVisited(), n - 1);
        assertFalse(TourChecker.check(m, m, shortR, shortC, n - 1, null, null, true).valid());
        assertFalse(TourChecker.check(m, m, t.rowsVisited(), t.colsVisited(), n, false, null, false).valid());
    }
}
