package org.gridpuzzles.frontier;

import java.util.Arrays;
import java.util.List;

import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

/**
 * The exact mode: every count as unsigned 62-bit limbs, one pass, one thread (for checking, and for the many small
 * counts of the labyrinth's oracle). Before a step the counts' sum times the rule's fanout bounds what the step can
 * make; one more limb is taken before that could reach the top limb. Apart from the modular passes because it
 * shares nothing with them but the step rule: no primes, shards, spill or checkpoints.
 */
final class ExactRun {
    private final StepRule rule;
    private final Limits limits;
    private final Progress progress;
    private final long maxStates;

    ExactRun(StepRule rule, FrontierOptions options, Limits limits, Progress progress) {
        this.rule = rule;
        this.limits = limits;
        this.progress = progress;
        this.maxStates = options.maxStates() > 0 ? options.maxStates()
                : Math.max(1 << 16, Runtime.getRuntime().maxMemory() / 128);
    }

    FrontierCount run() {
        int n = rule.steps();
        LimbTable cur = new LimbTable(1, 1024);
        LimbTable next = new LimbTable(1, 1024);
        cur.add(0L, new long[] {1}, 0, 1);
        long[][] total = {new long[1]};
        long peak = 0;
        long[] states = new long[n];
        long[] nanos = new long[n];
        double bound = 1;
        progress.start("count (exact)", n);
        for (int v = 0; v < n; v++) {
            long ts = System.nanoTime();
            int limbs = cur.limbs;
            double fan = rule.fanout(v);
            bound *= fan;
            if (bound * 4 >= Math.scalb(1.0, 62 * limbs)) {
                bound = cur.sumEstimate() * fan;
                while (bound * 4 >= Math.scalb(1.0, 62 * limbs)) {
                    limbs++;
                }
            }
            boolean last = v == n - 1;
            next.reset(limbs, last ? 16 : Math.max(1024, cur.size));
            if (total[0].length < limbs) {
                total[0] = Arrays.copyOf(total[0], limbs);
            }
            LimbTable src = cur;
            LimbTable dst = next;
            int[] at = new int[1];
            StepRule.Sink sink = new StepRule.Sink() {
                @Override
                public void next(long key) {
                    dst.add(key, src.vals, at[0], src.limbs);
                }

                @Override
                public void complete() {
                    LimbTable.addInto(total[0], 0, total[0].length, src.vals, at[0], src.limbs);
                }
            };
            long[] keys = src.keys;
            for (int s = 0; s < keys.length; s++) {
                if (keys[s] != 0) {
                    at[0] = s * src.limbs;
                    rule.expand(v, keys[s] - 1, sink);
                }
            }
            states[v] = next.size;
            nanos[v] = System.nanoTime() - ts;
            peak = Math.max(peak, next.size);
            if (next.size > maxStates) {
                throw FrontierCounting.tooMany(v, n, maxStates);
            }
            cur = next;
            next = src;
            progress.done(v + 1);
            if (cur.size == 0) {
                break; // every state died: nothing more can complete
            }
            if (Thread.currentThread().isInterrupted()) {
                throw new InterruptedRunException("interrupted while counting");
            }
            if (limits.stopped()) {
                limits.check(v);
            }
        }
        return new FrontierCount(LimbTable.toBig(total[0], 0, total[0].length), List.of(), 1, peak, states,
                nanos, 0);
    }
}
