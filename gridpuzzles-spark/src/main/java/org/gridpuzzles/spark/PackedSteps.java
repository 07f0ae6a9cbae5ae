package org.gridpuzzles.spark;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import org.apache.spark.api.java.function.PairFlatMapFunction;
import org.apache.spark.util.CollectionAccumulator;
import org.apache.spark.util.LongAccumulator;

import org.gridpuzzles.frontier.FrontierPass;
import org.gridpuzzles.frontier.SortedSteps;

import scala.Tuple2;

/**
 * What one task of a partitioned pass does between two shuffles: it merges the blocks of states the shuffle brought
 * it (each in key order, {@link StateBlocks}) into one run, makes steps {@code from} to {@code to - 1} of its states
 * in its own memory by sorting, as a pass in process does ({@link SortedSteps}: successors radix-sorted and equal ones
 * added up), and splits the states it then holds into one block per partition of the next shuffle, keyed by that
 * partition, each still in key order; the partition is chosen by what the steps after the shuffle cannot change, when
 * the rule tells it ({@link SortedSteps#groupMask}), so that those steps never make one state in two tasks. After the
 * last step it sends the completed counts alone. Where a state is made by two tasks in the same steps (other rules),
 * it stays twice until the next shuffle adds the two up, which changes nothing in the totals.
 */
final class PackedSteps implements PairFlatMapFunction<Iterator<Tuple2<Integer, byte[]>>, Integer, byte[]> {

    private static final long serialVersionUID = 2L;

    private final FrontierPass pass;
    private final long[] primes;
    private final boolean estimate;
    private final int from;
    private final int to;
    /** The end of the steps after the next shuffle, whose shares the states are split into. */
    private final int next;
    private final int parts;
    private final LongAccumulator additions;
    /** Per task: the step, the states after it and the nanoseconds it took, in threes. */
    private final CollectionAccumulator<long[]> steps;

    PackedSteps(FrontierPass pass, long[] primes, boolean estimate, int from, int to, int next, int parts,
            LongAccumulator additions, CollectionAccumulator<long[]> steps) {
        this.pass = pass;
        this.primes = primes;
        this.estimate = estimate;
        this.from = from;
        this.to = to;
        this.next = next;
        this.parts = parts;
        this.additions = additions;
        this.steps = steps;
    }

    @Override
    public Iterator<Tuple2<Integer, byte[]>> call(Iterator<Tuple2<Integer, byte[]>> blocks) {
        Tasks.failFirstAttemptWhenAsked();
        StateBlocks codec = new StateBlocks(primes, estimate);
        List<StateBlocks.Run> in = new ArrayList<>();
        while (blocks.hasNext()) {
            in.add(codec.read(blocks.next()._2()));
        }
        StateBlocks.Run run = codec.merge(in);
        in.clear();
        SortedSteps rule = SortedSteps.of(pass, primes, estimate);
        rule.load(run.keys(), run.counts(), run.size());
        long[] done = run.done();
        run = null;
        long[] stats = new long[3 * (to - from)];
        for (int v = from; v < to; v++) {
            long t0 = System.nanoTime();
            rule.step(v);
            int j = 3 * (v - from);
            stats[j] = v;
            stats[j + 1] = rule.size();
            stats[j + 2] = System.nanoTime() - t0;
        }
        long[] made = rule.completed();
        for (int j = 0; j < primes.length; j++) {
            made[j] = made[j] % primes[j];
        }
        long[] c = java.util.Arrays.copyOf(made, codec.width);
        if (estimate) {
            c[primes.length] = Double.doubleToRawLongBits(rule.completedEstimate());
        }
        codec.add(done, 0, c, 0);
        if (estimate) {
            additions.add(codec.additions + rule.additions());
        }
        steps.add(stats);
        List<Tuple2<Integer, byte[]>> out = new ArrayList<>();
        if (to == rule.steps()) {
            out.add(new Tuple2<>(0, codec.doneBlock(done)));
        } else {
            byte[][] split = codec.split(rule.keys(), rule.counts(), rule.size(), done, parts,
                    rule.groupMask(to, next));
            for (int p = 0; p < parts; p++) {
                if (split[p] != null) {
                    out.add(new Tuple2<>(p, split[p]));
                }
            }
        }
        return out.iterator();
    }
}
