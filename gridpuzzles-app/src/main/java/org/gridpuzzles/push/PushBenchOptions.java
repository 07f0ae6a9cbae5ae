package org.gridpuzzles.push;

import org.gridpuzzles.core.InvalidInputException;

/**
 * How to run a benchmark: a time limit per instance (seconds, positive), decide or prove minimum pushes, how many
 * instances run at a time, and how many threads search each one (minimum pushes only).
 */
public record PushBenchOptions(double secondsPerInstance, PushSolveMode mode, int jobs, int threads)
        implements java.io.Serializable {

    public PushBenchOptions {
        if (!(secondsPerInstance > 0) || Double.isInfinite(secondsPerInstance)) {
            throw new InvalidInputException("the time per instance is a positive number of seconds, not "
                    + secondsPerInstance);
        }
        if (mode == null) {
            throw new InvalidInputException("a solve mode is needed");
        }
        if (jobs < 1) {
            throw new InvalidInputException("at least one job, not " + jobs);
        }
        if (threads < 1) {
            throw new InvalidInputException("at least one thread, not " + threads);
        }
    }

    /** 60 s per instance, deciding, one instance at a time per core, one thread each. */
    public static PushBenchOptions defaults() {
        return new PushBenchOptions(60, PushSolveMode.DECIDE, Runtime.getRuntime().availableProcessors(), 1);
    }

    public PushBenchOptions withSecondsPerInstance(double seconds) {
        return new PushBenchOptions(seconds, mode, jobs, threads);
    }

    public PushBenchOptions withMode(PushSolveMode m) {
        return new PushBenchOptions(secondsPerInstance, m, jobs, threads);
    }

    public PushBenchOptions withJobs(int j) {
        return new PushBenchOptions(secondsPerInstance, mode, j, threads);
    }

    public PushBenchOptions withThreads(int t) {
        return new PushBenchOptions(secondsPerInstance, mode, jobs, t);
    }
}
