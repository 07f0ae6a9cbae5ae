package org.gridpuzzles.spark;

import java.util.ArrayList;
import java.util.List;

import org.apache.spark.HashPartitioner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.util.CollectionAccumulator;
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
 * {@code --partitioned}: the frontier of a pass held by the cluster, for a pass too large for one executor. The
 * states are spread over the tasks (on a grid by what the next steps cannot change, so that no state is made twice);
 * a task merges its share (blocks in key order) into primitive arrays, makes most of a row of steps of it
 * ({@link #defaultStepsPerShuffle}) in its own memory by sorting, as in process ({@link PackedSteps}), and sends each
 * other task one block of bytes with the states that are that task's, still in key order ({@link StateBlocks}: a
 * shuffle of a few arrays, not of one record per state). The passes of one count (one prime each) that count the
 * same thing are swept together, every state carrying the residues of all their primes, as a pass in one process
 * carries its batch of primes. The whole pass is one Spark job whose stages are the shuffles, so Spark's cost per
 * step is a stage, not a job.
 */
final class PartitionedPasses implements FrontierPasses {

    /** The Spark configuration key of the steps a task makes between two shuffles. */
    static final String STEPS_PER_SHUFFLE = "spark.gridpuzzles.stepsPerShuffle";

    /** The Spark configuration key of the partitions the states are spread over (default: the task slots). */
    static final String STATE_PARTITIONS = "spark.gridpuzzles.statePartitions";

    /**
     * Steps between two shuffles unless configured: three quarters of the square root of the steps, three quarters of
     * a row of a square grid. On a grid swept row by row the states are shared out by the slots the next steps do not
     * sweep ({@link org.gridpuzzles.frontier.SortedSteps#groupMask}), so that no two tasks make the same state between
     * two shuffles; the longer the run of steps, the fewer shuffles but the fewer slots to share the states out by
     * (on 17 x 17 with two partitions, 13 steps a shuffle took 13 % less CPU than 9, docs/spark.md).
     * On other rules a state met by two tasks stays twice until the next shuffle (at most once per task).
     */
    static int defaultStepsPerShuffle(int steps) {
        return Math.max(1, (int) Math.round(0.75 * Math.sqrt(steps)));
    }

    private final JavaSparkContext sc;
    private final SparkSweeps sweeps;

    PartitionedPasses(JavaSparkContext sc, SparkSweeps sweeps) {
        this.sc = sc;
        this.sweeps = sweeps;
    }

    @Override
    public List<FrontierResidues> run(List<FrontierPass> passes, Limits limits, Progress progress) {
        List<FrontierResidues> out = new ArrayList<>();
        int i = 0;
        while (i < passes.size()) {
            // the passes after the first that count the same thing and carry no estimate join its sweep
            int j = i + 1;
            while (j < passes.size() && passes.get(j).sameQuestion(passes.get(i)) && !passes.get(j).estimate()) {
                j++;
            }
            out.addAll(sweep(passes.subList(i, j), limits, progress));
            i = j;
        }
        return out;
    }

    private List<FrontierResidues> sweep(List<FrontierPass> group, Limits limits, Progress progress) {
        FrontierPass first = group.get(0);
        List<long[]> each = group.stream().map(FrontierSteps::primes).toList();
        long[] primes = each.stream().flatMapToLong(java.util.Arrays::stream).toArray();
        boolean estimate = first.estimate();
        int steps = FrontierSteps.of(first).steps();
        int parts = Math.max(1, sc.getConf().getInt(STATE_PARTITIONS, sc.defaultParallelism()));
        int stride = Math.max(1, sc.getConf().getInt(STEPS_PER_SHUFFLE, defaultStepsPerShuffle(steps)));
        LongAccumulator additions = sc.sc().longAccumulator("additions");
        CollectionAccumulator<long[]> stepStats = sc.sc().collectionAccumulator("steps");

        StateBlocks codec = new StateBlocks(primes, estimate);
        long[] one = new long[codec.width];
        java.util.Arrays.fill(one, 0, primes.length, 1);
        if (estimate) {
            one[primes.length] = Double.doubleToRawLongBits(1.0);
        }
        byte[] start = codec.split(new long[] {0}, one, 1, new long[codec.width], 1, 0)[0];
        JavaPairRDD<Integer, byte[]> cur = sc.parallelizePairs(List.of(new Tuple2<>(0, start)), 1);
        int tasks = 0;
        for (int from = 0; from < steps; from += stride) {
            int to = Math.min(steps, from + stride);
            tasks += from == 0 ? 1 : parts;
            int next = Math.min(steps, to + stride);
            cur = cur.mapPartitionsToPair(new PackedSteps(first, primes, estimate, from, to, next, parts, additions,
                    stepStats), false);
            if (to < steps) {
                cur = cur.partitionBy(new HashPartitioner(parts));
            }
        }
        sc.setJobDescription("count, partitioned, " + steps + " steps");
        progress.start("count on Spark, partitioned", tasks);
        TaskTimes times = new TaskTimes();
        sc.sc().addSparkListener(times);
        long t0 = System.nanoTime();
        List<Tuple2<Integer, byte[]>> done = sweeps.await(cur.collectAsync(), "count", limits, progress);
        long wall = System.nanoTime() - t0;
        progress.close();
        if (done == null) {
            limits.check();
            throw new InterruptedRunException("interrupted");
        }
        long[] total = new long[codec.width];
        for (Tuple2<Integer, byte[]> b : done) {
            codec.add(total, 0, codec.read(b._2()).done(), 0);
        }
        long[] stepStates = new long[steps];
        long[] stepNanos = new long[steps];
        for (long[] s : stepStats.value()) {
            for (int j = 0; j < s.length; j += 3) {
                stepStates[(int) s[j]] += s[j + 1];
                stepNanos[(int) s[j]] += s[j + 2];
            }
        }
        long peak = java.util.Arrays.stream(stepStates).max().orElse(0);
        times.report(sc, primes.length, steps, stride, parts, wall, java.util.Arrays.stream(stepStates).sum(),
                java.util.Arrays.stream(stepNanos).sum());
        List<FrontierResidues> out = new ArrayList<>();
        int at = 0;
        for (int g = 0; g < group.size(); g++) {
            long[] p = each.get(g);
            long[] r = java.util.Arrays.copyOfRange(total, at, at + p.length);
            at += p.length;
            boolean carries = g == 0 && estimate;
            double est = carries ? Double.longBitsToDouble(total[primes.length]) : 0;
            out.add(new FrontierResidues(p, r, carries, est, carries ? additions.value() : 0, peak, stepStates,
                    stepNanos));
        }
        return out;
    }
}
