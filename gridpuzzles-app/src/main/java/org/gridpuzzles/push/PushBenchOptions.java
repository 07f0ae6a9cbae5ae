package org.gridpuzzles.push;

import org.gridpuzzles.core.InvalidInputException;

/**
 * How to run a benchmark: a time limit per instance (seconds, positive), decide or prove minimum pushes, how many
 * instances run at a time, how many threads search each one (minimum pushes only), and a folder (a path, so that
 * the options stay serializable; null: none) in which the search for minimum pushes keeps each instance's
 * checkpoint, in a folder named after the instance's file (see {@link PushSolveOptions#checkpoint}).
 */
public record PushBenchOptions(double secondsPerInstance, PushSolveMode mode, int jobs, int threads,
        String checkpoint) implements java.io.Serializable {

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
        if (checkpoint != null && mode != PushSolveMode.OPTIMAL) {
            throw new InvalidInputException("checkpoints are kept by the search for minimum pushes only (optimal)");
        }
    }

    public PushBenchOptions(double secondsPerInstance, PushSolveMode mode, int jobs, int threads) {
        this(secondsPerInstance, mode, jobs, threads, null);
    }

    /** 60 s per instance, deciding, one instance at a time per core, one thread each. */
    public static PushBenchOptions defaults() {
        return new PushBenchOptions(60, PushSolveMode.DECIDE, Runtime.getRuntime().availableProcessors(), 1);
    }

    public PushBenchOptions withSecondsPerInstance(double seconds) {
        return new PushBenchOptions(seconds, mode, jobs, threads, checkpoint);
    }

    public PushBenchOptions withMode(PushSolveMode m) {
        return new PushBenchOptions(secondsPerInstance, m, jobs, threads, checkpoint);
    }

    public PushBenchOptions withJobs(int j) {
        return new PushBenchOptions(secondsPerInstance, mode, j, threads, checkpoint);
    }

    public PushBenchOptions withThreads(int t) {
        return new PushBenchOptions(secondsPerInstance, mode, jobs, t, checkpoint);
    }

    /** Keeps each instance's checkpoint in {@code dir/<file name>/}; the mode must be minimum pushes. */
    public PushBenchOptions withCheckpoint(java.nio.file.Path dir) {
        return new PushBenchOptions(secondsPerInstance, mode, jobs, threads, dir == null ? null : dir.toString());
    }
}
