package org.gridpuzzles.spark;

import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.executor.TaskMetrics;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The CPU and run time of the tasks of a partitioned pass, as the executors report them, and what the pass's shuffles
 * carried: written to Spark's log (standard error) when the pass ends, for comparing a pass on a cluster with one in
 * process (docs/spark.md).
 */
final class TaskTimes extends SparkListener {

    private static final Logger LOG = LoggerFactory.getLogger(PartitionedPasses.class);

    private final AtomicLong tasks = new AtomicLong();
    private final AtomicLong cpuNanos = new AtomicLong();
    private final AtomicLong runMillis = new AtomicLong();
    private final AtomicLong shuffleBytes = new AtomicLong();
    private final AtomicLong shuffleWriteNanos = new AtomicLong();
    private final AtomicLong gcMillis = new AtomicLong();
    private final AtomicLong fetchWaitMillis = new AtomicLong();
    private final AtomicLong startMillis = new AtomicLong();

    @Override
    public void onTaskEnd(SparkListenerTaskEnd end) {
        TaskMetrics m = end.taskMetrics();
        if (m != null) {
            tasks.incrementAndGet();
            cpuNanos.addAndGet(m.executorCpuTime());
            runMillis.addAndGet(m.executorRunTime());
            shuffleBytes.addAndGet(m.shuffleWriteMetrics().bytesWritten());
            shuffleWriteNanos.addAndGet(m.shuffleWriteMetrics().writeTime());
            gcMillis.addAndGet(m.jvmGCTime());
            fetchWaitMillis.addAndGet(m.shuffleReadMetrics().fetchWaitTime());
            startMillis.addAndGet(m.executorDeserializeTime());
        }
    }

    /** Waits for the tasks' reports, stops listening and writes the figures. */
    void report(JavaSparkContext sc, int primes, int steps, int stride, int parts, long wallNanos, long stateSteps,
            long stepNanos) {
        try {
            sc.sc().listenerBus().waitUntilEmpty(10_000);
        } catch (TimeoutException e) {
            // the figures are then those reported so far
        }
        sc.sc().removeSparkListener(this);
        LOG.info(String.format("partitioned pass: %d primes, %d steps, %d a shuffle, %d partitions: %.2f s, %d tasks "
                + "ran %.2f s, %.2f s of CPU; %,d states made in all (%.0f ns of CPU each); %,d bytes shuffled (%.2f s to "
                + "write); in the tasks %.2f s making steps, %.2f s collecting garbage, %.2f s waiting for shuffled "
                + "blocks, %.2f s starting", primes, steps, stride, parts, wallNanos / 1e9, tasks.get(),
                runMillis.get() / 1e3, cpuNanos.get() / 1e9, stateSteps,
                cpuNanos.get() / (double) Math.max(1, stateSteps), shuffleBytes.get(), shuffleWriteNanos.get() / 1e9,
                stepNanos / 1e9, gcMillis.get() / 1e3, fetchWaitMillis.get() / 1e3, startMillis.get() / 1e3));
    }
}
