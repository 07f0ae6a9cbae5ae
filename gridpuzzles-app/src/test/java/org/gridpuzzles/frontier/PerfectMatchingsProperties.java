package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** Perfect matchings against plain enumeration, and the cycle bound they give against the cycles counted. */
class PerfectMatchingsProperties {

    /** Every perfect matching, by pairing the least unmatched vertex in every way. */
    private static long enumerate(int[][] nb, boolean[] used) {
        int v = 0;
        while (v < used.length && used[v]) {
            v++;
        }
        if (v == used.length) {
            return 1;
        }
        used[v] = true;
        long total = 0;
        for (int w : nb[v]) {
            if (!used[w]) {
                used[w] = true;
                total += enumerate(nb, used);
                used[w] = false;
            }
        }
        used[v] = false;
        return total;
    }

    private static FrontierGraph random(int n, int percent, Random rnd) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            adj.add(new ArrayList<>());
        }
        for (int v = 0; v < n; v++) {
            for (int w = v + 1; w < n; w++) {
                if (rnd.nextInt(100) < percent) {
                    adj.get(v).add(w);
                    adj.get(w).add(v);
                }
            }
        }
        int[][] nb = new int[n][];
        for (int v = 0; v < n; v++) {
            nb[v] = adj.get(v).stream().mapToInt(Integer::intValue).toArray();
        }
        return new FrontierGraph(nb);
    }

    @Property(tries = 200)
    void matchingsAreCountedExactly(@ForAll @IntRange(min = 1, max = 14) int n,
            @ForAll @IntRange(min = 10, max = 90) int percent, @ForAll long seed) {
        FrontierGraph g = random(n, percent, new Random(seed));
        BigInteger want = BigInteger.valueOf(enumerate(g.neighbours(), new boolean[n]));
        assertEquals(want, PerfectMatchings.count(g), g.toString());
    }

    @Property(tries = 60)
    void theBoundIsAtLeastTheCycles(@ForAll @IntRange(min = 4, max = 10) int n,
            @ForAll @IntRange(min = 20, max = 90) int percent, @ForAll long seed) {
        FrontierGraph g = random(n, percent, new Random(seed));
        long cycles = new BruteForce(g).cycles();
        BigInteger bound = PerfectMatchings.cycleBound(g);
        if (n % 2 == 1) {
            assertNull(bound);
        } else {
            assertTrue(bound.compareTo(BigInteger.valueOf(cycles)) >= 0, cycles + " > " + bound + " on " + g);
        }
    }

    @Test
    void knightBoards() {
        // 6 x 6: the closed tours (counted here, and published) stay below the bound, which fits one prime
        FrontierGraph g = Graphs.knight(6, 6);
        BigInteger m = PerfectMatchings.count(g);
        assertEquals(BigInteger.valueOf(enumerate(g.neighbours(), new boolean[36])), m);
        BigInteger tours = FrontierCounting.count(g, FrontierGoal.cycle(), FrontierOptions.defaults(), Limits.none(),
                Progress.none()).count();
        assertEquals(BigInteger.valueOf(9862), tours);
        assertTrue(PerfectMatchings.cycleBound(g).compareTo(tours) >= 0);
        // a vertex whose neighbour is more than 62 places away: no bound in this numbering
        int[][] far = new int[130][];
        for (int v = 0; v < 130; v++) {
            far[v] = new int[] {(v + 65) % 130};
        }
        assertNull(PerfectMatchings.count(new FrontierGraph(far)));
    }
}
