package org.gridpuzzles.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.math.BigInteger;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.frontier.FrontierOptions;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

class CountTest {

    private static BigInteger count(int n) {
        return Labyrinths.count(Labyrinth.cornerToCorner(Grid.square(n))).count();
    }

    @Test
    void knownCornerToCornerCounts() {
        assertEquals(BigInteger.ONE, count(1));
        assertEquals(BigInteger.valueOf(2), count(3));
        assertEquals(BigInteger.valueOf(104), count(5));
        assertEquals(BigInteger.valueOf(111712), count(7));
        assertEquals(BigInteger.valueOf(2688307514L), count(9));
    }

    @Test
    void evenSquaresHaveNoneAndSayWhy() {
        WalkthroughCount r = Labyrinths.count(Labyrinth.cornerToCorner(Grid.square(4)));
        assertEquals(BigInteger.ZERO, r.count());
        assertNotNull(r.impossibleReason());
    }

    @Test
    void byFirstMoveAddsUp() {
        WalkthroughCount r = Labyrinths.countByFirstMove(Labyrinth.cornerToCorner(Grid.square(7)),
                org.gridpuzzles.core.Limits.none(), Progress.none());
        assertEquals(r.count(), r.byFirstMove().values().stream().reduce(BigInteger.ZERO, BigInteger::add));
        // mirror symmetry of the square along its diagonal
        assertEquals(r.byFirstMove().get("R"), r.byFirstMove().get("D"));
    }

    @Test
    void completionsOfAPositionAfterSomeMoves() {
        Labyrinth lab = Labyrinth.cornerToCorner(Grid.square(5));
        assertEquals(BigInteger.valueOf(104), after(lab, ""));
        assertEquals(BigInteger.valueOf(52), after(lab, "D"));
        assertEquals(BigInteger.valueOf(14), after(lab, "DR"));
        // DRR leaves 1,2 with one way out: a C-shape, no completion
        assertEquals(BigInteger.ZERO, after(lab, "DRR"));
        assertEquals(BigInteger.ONE, after(lab, "DDDDRUUUURDDDDRUUUURDDDD"));
        assertEquals(BigInteger.valueOf(111712 / 2), after(Labyrinth.cornerToCorner(Grid.square(7)), "R"));
        WalkthroughCount per = Labyrinths.countAfterByNextMove(lab, "D", org.gridpuzzles.core.Limits.none(),
                Progress.none());
        assertEquals(java.util.Map.of("R", BigInteger.valueOf(14), "D", BigInteger.valueOf(38)), per.byFirstMove());
    }

    private static BigInteger after(Labyrinth lab, String moves) {
        return Labyrinths.countAfter(lab, moves, org.gridpuzzles.core.Limits.none(), Progress.none()).count();
    }

    /** Plain depth-first count with no pruning, independent of the frontier program. */
    static long bruteForce(Grid g, int start, int end) {
        boolean[] seen = new boolean[g.size()];
        seen[start] = true;
        return dfs(g, start, end, seen, 1);
    }

    private static long dfs(Grid g, int at, int end, boolean[] seen, int visited) {
        if (visited == g.size()) {
            return at == end ? 1 : 0;
        }
        if (at == end) {
            return 0;
        }
        long total = 0;
        for (org.gridpuzzles.grid.Direction d : org.gridpuzzles.grid.Direction.values()) {
            int q = g.neighbour(at, d);
            if (q >= 0 && !seen[q]) {
                seen[q] = true;
                total += dfs(g, q, end, seen, visited + 1);
                seen[q] = false;
            }
        }
        return total;
    }

    @Test
    void frontierCountEqualsBruteForceForEveryStartAndEndOnSmallRectangles() {
        for (int r = 1; r <= 4; r++) {
            for (int c = 1; c <= 4; c++) {
                Grid g = new Grid(r, c);
                for (int s = 0; s < g.size(); s++) {
                    for (int e = 0; e < g.size(); e++) {
                        Labyrinth lab = new Labyrinth(g, s, e);
                        long expected = bruteForce(g, s, e);
                        for (WalkthroughCountOptions.Sweep sweep : WalkthroughCountOptions.Sweep.values()) {
                            BigInteger got = new GridLineCounter(g, null, s, e, 15, gridRule(sweep, true),
                                    Limits.none()).count(Progress.none());
                            assertEquals(BigInteger.valueOf(expected), got, lab + " " + sweep);
                        }
                        if (s == 0 || e == g.size() - 1) {
                            // residues (two threads) on a part of the pairs: each count starts a pool
                            BigInteger got = new GridLineCounter(g, null, s, e, 15, gridRule(
                                    WalkthroughCountOptions.Sweep.values()[(s + e) % 3], false), Limits.none())
                                    .count(Progress.none());
                            assertEquals(BigInteger.valueOf(expected), got, lab + " by residues");
                        }
                        if (expected > 0) {
                            assertEquals(null, lab.impossibleReason(), lab.toString());
                        }
                    }
                }
            }
        }
    }

    @Test
    void regionCountEqualsBruteForceOnARegionWithHoles() {
        // a 4 x 5 grid with two fields taken out, counted with an independent search on the remaining fields
        Grid g = new Grid(4, 5);
        boolean[] free = new boolean[g.size()];
        java.util.Arrays.fill(free, true);
        free[g.index(2, 3)] = false;
        free[g.index(4, 1)] = false;
        boolean[] seen = new boolean[g.size()];
        for (int i = 0; i < g.size(); i++) {
            seen[i] = !free[i];
        }
        int start = g.index(1, 1);
        int end = g.index(4, 5);
        seen[start] = true;
        long expected = dfsRegion(g, start, end, seen, 3);
        for (WalkthroughCountOptions.Sweep sweep : WalkthroughCountOptions.Sweep.values()) {
            for (boolean exact : new boolean[] {true, false}) {
                assertEquals(BigInteger.valueOf(expected), new GridLineCounter(g, free, start, end, 15,
                        gridRule(sweep, exact), Limits.none()).count(Progress.none()), sweep + " exact " + exact);
            }
        }
    }

    private static WalkthroughCountOptions gridRule(WalkthroughCountOptions.Sweep sweep, boolean exact) {
        return new WalkthroughCountOptions(WalkthroughCountOptions.Engine.PLANAR, sweep,
                FrontierOptions.defaults().withExact(exact).withThreads(2));
    }

    private static long dfsRegion(Grid g, int at, int end, boolean[] seen, int visited) {
        return dfs(g, at, end, seen, visited);
    }
}
