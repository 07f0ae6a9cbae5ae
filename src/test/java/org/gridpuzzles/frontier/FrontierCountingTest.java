package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

class FrontierCountingTest {

    static BigInteger count(FrontierGraph g, FrontierGoal goal, FrontierOptions o) {
        return FrontierCounting.count(g, goal, o, Limits.none(), Progress.none()).count();
    }

    @Test
    void smallGridsAgreeWithBruteForce() {
        for (int r = 1; r <= 4; r++) {
            for (int c = 1; c <= 5; c++) {
                FrontierGraph g = Graphs.grid(r, c);
                BruteForce bf = new BruteForce(g);
                int n = r * c;
                for (boolean nested : new boolean[] {false, true}) {
                    FrontierOptions o = FrontierOptions.defaults().withNested(nested);
                    assertEquals(BigInteger.valueOf(bf.cycles()), count(g, FrontierGoal.cycle(), o), r + "x" + c);
                    assertEquals(BigInteger.valueOf(bf.anyEnds()), count(g, FrontierGoal.pathAnyEnds(), o),
                            r + "x" + c);
                    if (n > 1) {
                        assertEquals(BigInteger.valueOf(bf.directedFrom(0, n - 1)),
                                count(g, FrontierGoal.pathBetween(0, n - 1), o), r + "x" + c);
                    }
                }
            }
        }
    }

    @Test
    void smallKnightBoardsAgreeWithBruteForce() {
        for (int r = 3; r <= 5; r++) {
            for (int c = 3; c <= 5; c++) {
                FrontierGraph g = Graphs.knight(r, c);
                BruteForce bf = new BruteForce(g);
                FrontierOptions o = FrontierOptions.defaults();
                assertEquals(BigInteger.valueOf(bf.cycles()), count(g, FrontierGoal.cycle(), o), r + "x" + c);
                assertEquals(BigInteger.valueOf(bf.anyEnds()), count(g, FrontierGoal.pathAnyEnds(), o), r + "x" + c);
                assertEquals(count(g, FrontierGoal.pathAnyEnds(), o.withExact(true)),
                        count(g, FrontierGoal.pathAnyEnds(), o), r + "x" + c);
            }
        }
    }
}
