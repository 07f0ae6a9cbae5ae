package org.gridpuzzles.spark;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function2;
import org.apache.spark.api.java.function.PairFlatMapFunction;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.util.LongAccumulator;

import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.frontier.FrontierPass;
import org.gridpuzzles.frontier.FrontierPasses;
import org.gridpuzzles.frontier.FrontierResidues;
import org.gridpuzzles.frontier.FrontierSteps;
import org.gridpuzzles.io.Progress;

import scala.Tuple2;

/**
 * {@code --partitioned}: the frontier of a pass held by the cluster, for a pass too large for one executor. Between
 * two steps the states are a table of (state, counts) pairs partitioned by the hash of the state; a step expands every
 * state where it lies and adds up the counts of equal successors ({@code flatMapToPair} + {@code reduceByKey}). The
 * counts of a state are its residues modulo the pass's primes and, in the pass that carries it, the estimate (as the
 * bits of a double, in the last place). Completed paths and cycles gather under the key -1, which no state has (the
 * in-process tables keep state + 1, so a state is never -1 there either). About 30 times slower than a pass in one
 * process on the 6 x 6 closed tours (BENCHMARKS.md): the fallback, not the main mode.
 */
final class PartitionedPasses implements FrontierPasses {

    /** The key of the completed paths and cycles. */
    static final long DONE = -1;

    private final JavaSparkContext sc;
    private final SparkSweeps sweeps;

    PartitionedPasses(JavaSparkContext sc, SparkSweeps sweeps) {
        this.sc = sc;
        this.sweeps = sweeps;
    }

    @Override
    public List<FrontierResidues> run(List<FrontierPass> passes, Limits limits, Progress progress) {
        List<FrontierResidues> out = new ArrayList<>();
        for (FrontierPass p : passes) {
            out.add(pass(p, limits, progress));
        }
        return out;
    }

    private FrontierResidues pass(FrontierPass p, Limits limits, Progress progress) {
        long[] primes = FrontierSteps.primes(p);
        int k = primes.length;
        int steps = FrontierSteps.of(p).steps();
        int partitions = Math.max(1, sc.defaultParallelism());
        long[] start = new long[k + 1];
        Arrays.fill(start, 0, k, 1);
        start[k] = Double.doubleToRawLongBits(1.0);
        LongAccumulator additions = sc.sc().longAccumulator("additions");
        JavaPairRDD<Long, long[]> cur = sc.parallelizePairs(List.of(new Tuple2<>(0L, start)), 1);
        long peak = 0;
        long[] stepStates = new long[steps];
        long[] stepNanos = new long[steps];
        progress.start("count on Spark, partitioned", steps);
        for (int v = 0; v < steps; v++) {
            long t0 = System.nanoTime();
            sc.setJobDescription("count, partitioned, step " + (v + 1) + " of " + steps);
            JavaPairRDD<Long, long[]> next = cur.mapPartitionsToPair(new Step(p, v, additions))
                    .reduceByKey(new Add(primes), partitions).persist(StorageLevel.MEMORY_AND_DISK());
            // the step is computed and kept before the states it came from are let go
            Long size = sweeps.await(next.countAsync(), "count", limits, null);
            cur.unpersist(false);
            cur = next;
            if (size == null) {
                break;
            }
            stepStates[v] = size;
            peak = Math.max(peak, size);
            stepNanos[v] = System.nanoTime() - t0;
            progress.done(v + 1);
        }
        progress.close();
        if (limits.stopped()) {
            cur.unpersist(false);
            limits.check();
            throw new InterruptedRunException("interrupted");
        }
        List<long[]> done = cur.lookup(DONE);
        cur.unpersist(false);
        long[] total = done.isEmpty() ? new long[k + 1] : done.get(0);
        long[] residues = Arrays.copyOf(total, k);
        double estimate = p.estimate() ? Double.longBitsToDouble(total[k]) : 0;
        return new FrontierResidues(primes, residues, p.estimate(), estimate, p.estimate() ? additions.value() : 0,
                peak, stepStates, stepNanos);
    }

    /** One step for the states of a partition; the completed ones stay under {@link #DONE}. */
    private static final class Step implements PairFlatMapFunction<Iterator<Tuple2<Long, long[]>>, Long, long[]> {
        private static final long serialVersionUID = 1L;
        private final FrontierPass pass;
        private final int v;
        private final LongAccumulator additions;

        Step(FrontierPass pass, int v, LongAccumulator additions) {
            this.pass = pass;
            this.v = v;
            this.additions = additions;
        }

        @Override
        public Iterator<Tuple2<Long, long[]>> call(Iterator<Tuple2<Long, long[]>> states) {
            FrontierSteps steps = FrontierSteps.of(pass);
            List<Tuple2<Long, long[]>> out = new ArrayList<>();
            long made = 0;
            while (states.hasNext()) {
                Tuple2<Long, long[]> s = states.next();
                if (s._1() == DONE) {
                    out.add(s);
                    continue;
                }
                long[] counts = s._2();
                int before = out.size();
                steps.expand(v, s._1(), new FrontierSteps.Successors() {
                    @Override
                    public void next(long state) {
                        out.add(new Tuple2<>(state, counts));
                    }

                    @Override
                    public void complete() {
                        out.add(new Tuple2<>(DONE, counts));
                    }
                });
                made += out.size() - before;
            }
            additions.add(made);
            return out.iterator();
        }
    }

    /** Counts of equal keys added: residues modulo their primes, the estimate as a double. */
    private static final class Add implements Function2<long[], long[], long[]> {
        private static final long serialVersionUID = 1L;
        private final long[] primes;

        Add(long[] primes) {
            this.primes = primes;
        }

        @Override
        public long[] call(long[] a, long[] b) {
            long[] c = new long[a.length];
            for (int j = 0; j < primes.length; j++) {
                long x = a[j] + b[j];
                c[j] = x >= primes[j] ? x - primes[j] : x;
            }
            int e = primes.length;
            c[e] = Double.doubleToRawLongBits(Double.longBitsToDouble(a[e]) + Double.longBitsToDouble(b[e]));
            return c;
        }
    }
}
