package org.gridpuzzles.frontier;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The steps a client drives ({@link SortedSteps}, the Spark driver's partitioned passes) against a whole pass in
 * process; and the shares they choose on a grid: states that the next steps bring together were in the same share.
 */
class SortedStepsProperties {

    /** A random region: about one field in eight taken out, random ends and start directions. */
    static GridRegion region(Random rnd, int rows, int width) {
        int n = rows * width;
        boolean[] free = new boolean[n];
        for (int i = 0; i < n; i++) {
            free[i] = rnd.nextInt(8) != 0;
        }
        int start = rnd.nextInt(n);
        int end = rnd.nextInt(n);
        free[start] = true;
        free[end] = true;
        return new GridRegion(rows, width, free, start, end, rnd.nextBoolean() ? 15 : 1 + rnd.nextInt(15));
    }

    /** Steps made one at a time, with the states taken out and put back in between, give the pass's residues. */
    @Property(tries = 100)
    void stepsOneAtATimeGiveThePassesResidues(@ForAll @IntRange(min = 1, max = 6) int rows,
            @ForAll @IntRange(min = 1, max = 6) int width, @ForAll long seed) {
        Random rnd = new Random(seed);
        GridRegion region = region(rnd, rows, width);
        long[] primes = Residues.primes(rnd.nextInt(4), 1 + rnd.nextInt(2));
        FrontierPass pass = new FrontierPass(new FrontierPass.OnGrid(region), 0, primes.length, false);
        SortedSteps steps = SortedSteps.of(pass, primes, false);
        long[] one = new long[primes.length];
        java.util.Arrays.fill(one, 1);
        steps.load(new long[] {0}, one, 1);
        for (int v = 0; v < steps.steps(); v++) {
            steps.step(v);
            // as a task hands its states on: copies of exactly the states held
            steps.load(java.util.Arrays.copyOf(steps.keys(), steps.size()),
                    java.util.Arrays.copyOf(steps.counts(), steps.size() * steps.width()), steps.size());
        }
        ModularRun run = new ModularRun(new GridLineStep(region), primes.length, null,
                FrontierOptions.defaults().withThreads(1), Limits.none(), Progress.none(), true);
        assertArrayEquals(run.pass(0, primes, true, new double[2]), steps.completed());
    }

    /**
     * On a grid, the states that steps from..to - 1 add up had the same group before them, when the steps leave a
     * column unswept (when they sweep every column, the mask is 0 and the whole state decides).
     */
    @Property(tries = 100)
    void statesAddedUpByTheNextStepsShareTheirGroup(@ForAll @IntRange(min = 1, max = 6) int rows,
            @ForAll @IntRange(min = 1, max = 6) int width, @ForAll @IntRange(min = 1, max = 8) int stride,
            @ForAll long seed) {
        Random rnd = new Random(seed);
        GridRegion region = region(rnd, rows, width);
        long[] primes = Residues.primes(0, 1);
        FrontierPass pass = new FrontierPass(new FrontierPass.OnGrid(region), 0, 1, false);
        SortedSteps all = SortedSteps.of(pass, primes, false);
        all.load(new long[] {0}, new long[] {1}, 1);
        StepRule rule = new GridLineStep(region);
        for (int from = 0; from < all.steps(); from++) {
            int to = Math.min(all.steps(), from + stride);
            long mask = all.groupMask(from, to);
            if (mask == 0) {
                all.step(from);
                continue;
            }
            // every state of step from alone through the steps to to - 1: where each successor came from
            Map<java.util.List<Long>, Long> groupOf = new HashMap<>();
            for (int i = 0; i < all.size(); i++) {
                long group = SortedSteps.group(all.keys()[i], mask);
                Map<Long, Boolean> cur = new HashMap<>();
                cur.put(all.keys()[i], true);
                for (int v = from; v < to && v < all.steps() - 1; v++) {
                    Map<Long, Boolean> next = new HashMap<>();
                    int step = v;
                    for (long s : cur.keySet()) {
                        rule.expand(step, s, new StepRule.Sink() {
                            @Override
                            public void next(long key) {
                                next.put(key, true);
                            }

                            @Override
                            public void complete() {
                            }
                        });
                    }
                    cur = next;
                    for (long s : cur.keySet()) {
                        Long had = groupOf.putIfAbsent(java.util.List.of((long) step, s), group);
                        if (had != null) {
                            assertEquals(had.longValue(), group, "state " + s + " after step " + step + " from "
                                    + from + " of " + rows + " x " + width + " origin " + all.keys()[i] + " mask "
                                    + mask + " stride " + stride + " start " + region.start() + " end " + region.end());
                        }
                    }
                }
            }
            all.step(from);
        }
    }
}
