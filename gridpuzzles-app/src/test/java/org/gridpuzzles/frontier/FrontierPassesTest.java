package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

/**
 * Passes handed to a {@link FrontierPasses} (as a distributed engine gets them, one prime each) give the count of the
 * in-process run, whatever order they are run in.
 */
class FrontierPassesTest {

    /** Runs the passes here, last first, and records them. */
    private static final class Backwards implements FrontierPasses {
        final List<FrontierPass> seen = new ArrayList<>();

        @Override
        public List<FrontierResidues> run(List<FrontierPass> passes, Limits limits, Progress progress) {
            seen.addAll(passes);
            List<FrontierResidues> out = new ArrayList<>();
            for (int i = passes.size() - 1; i >= 0; i--) {
                out.add(FrontierCounting.pass(passes.get(i), 1, limits, progress));
            }
            Collections.reverse(out);
            return out;
        }
    }

    @Test
    void passesElsewhereGiveTheSameCount() {
        Object[][] cases = {
            {Graphs.knight(5, 5), FrontierGoal.pathAnyEnds()},
            {Graphs.knight(6, 6), FrontierGoal.cycle()},
            {Graphs.grid(5, 6), FrontierGoal.pathBetween(0, 29)},
            {Graphs.king(4, 5), FrontierGoal.pathFrom(3)},
        };
        for (Object[] c : cases) {
            FrontierGraph g = (FrontierGraph) c[0];
            FrontierGoal goal = (FrontierGoal) c[1];
            for (int primes : new int[] {0, 3}) {
                FrontierOptions here = FrontierOptions.defaults().withPrimes(primes, 2).withThreads(1);
                Backwards elsewhere = new Backwards();
                FrontierCount a = FrontierCounting.count(g, goal, here, Limits.none(), Progress.none());
                FrontierCount b = FrontierCounting.count(g, goal, here.withPasses(elsewhere), Limits.none(),
                        Progress.none());
                assertEquals(a.count(), b.count(), goal + " with " + primes + " primes");
                assertEquals(b.primes().size(), elsewhere.seen.size());
                assertTrue(elsewhere.seen.stream().allMatch(p -> p.primes() == 1), "one prime a pass");
                assertEquals(1, elsewhere.seen.stream().filter(FrontierPass::estimate).count());
            }
        }
    }
}
