package org.gridpuzzles.spark;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import org.apache.spark.api.java.function.PairFlatMapFunction;
import org.apache.spark.util.CollectionAccumulator;
import org.apache.spark.util.LongAccumulator;

import org.gridpuzzles.frontier.FrontierPass;
import org.gridpuzzles.frontier.FrontierSteps;

import scala.Tuple2;

/**
 * What one task of a partitioned pass does between two shuffles: it adds up the blocks of states the shuffle brought
 * it (one {@link StateTable}), makes steps {@code from} to {@code to - 1} of its states in its own memory (equal
 * successors added up as they come), and splits the states it then holds into one block per partition of the next
 * shuffle, keyed by that partition. After the last step it sends the completed counts alone. A state met by two tasks
 * in the same steps stays twice until the next shuffle adds the two up, which changes nothing in the totals.
 */
final class PackedSteps implements PairFlatMapFunction<Iterator<Tuple2<Integer, long[]>>, Integer, long[]> {

    private static final long serialVersionUID = 1L;

    private final FrontierPass pass;
    private final long[] primes;
    private final boolean estimate;
    private final int from;
    private final int to;
    private final int parts;
    private final LongAccumulator additions;
    /** Per task: the step, the states after it and the nanoseconds it took, in threes. */
    private final CollectionAccumulator<long[]> steps;

    PackedSteps(FrontierPass pass, long[] primes, boolean estimate, int from, int to, int parts,
            LongAccumulator additions, CollectionAccumulator<long[]> steps) {
        this.pass = pass;
        this.primes = primes;
        this.estimate = estimate;
        this.from = from;
        this.to = to;
        this.parts = parts;
        this.additions = additions;
        this.steps = steps;
    }

    @Override
    public Iterator<Tuple2<Integer, long[]>> call(Iterator<Tuple2<Integer, long[]>> blocks) {
        Tasks.failFirstAttemptWhenAsked();
        List<long[]> in = new ArrayList<>();
        long expected = 0;
        while (blocks.hasNext()) {
            long[] b = blocks.next()._2();
            in.add(b);
            expected += b[0];
        }
        StateTable cur = new StateTable(primes, estimate, (int) Math.min(1 << 28, expected));
        for (long[] b : in) {
            cur.addBlock(b);
        }
        in.clear();
        long added = cur.additions;
        FrontierSteps rule = FrontierSteps.of(pass);
        long[] stats = new long[3 * (to - from)];
        for (int v = from; v < to; v++) {
            long t0 = System.nanoTime();
            StateTable next = new StateTable(primes, estimate, cur.size);
            Successors s = new Successors(next, cur.counts);
            System.arraycopy(cur.done, 0, next.done, 0, cur.width);
            long[] keys = cur.keys;
            for (int i = 0; i < keys.length; i++) {
                if (keys[i] != 0) {
                    s.off = i * cur.width;
                    rule.expand(v, keys[i] - 1, s);
                }
            }
            added += next.additions;
            cur = next;
            int j = 3 * (v - from);
            stats[j] = v;
            stats[j + 1] = cur.size;
            stats[j + 2] = System.nanoTime() - t0;
        }
        if (estimate) {
            additions.add(added);
        }
        steps.add(stats);
        List<Tuple2<Integer, long[]>> out = new ArrayList<>();
        if (to == rule.steps()) {
            out.add(new Tuple2<>(0, cur.doneBlock()));
        } else {
            long[][] split = cur.blocks(parts);
            for (int p = 0; p < parts; p++) {
                if (split[p] != null) {
                    out.add(new Tuple2<>(p, split[p]));
                }
            }
        }
        return out.iterator();
    }

    /** The successors of the state whose counts start at {@code off}, into the next table. */
    private static final class Successors implements FrontierSteps.Successors {
        private final StateTable next;
        private final long[] src;
        int off;

        Successors(StateTable next, long[] src) {
            this.next = next;
            this.src = src;
        }

        @Override
        public void next(long state) {
            next.add(state, src, off);
        }

        @Override
        public void complete() {
            next.addDone(src, off);
        }
    }
}
