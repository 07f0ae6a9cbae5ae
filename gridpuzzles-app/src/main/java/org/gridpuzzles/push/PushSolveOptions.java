package org.gridpuzzles.push;

import java.nio.file.Path;

import org.gridpuzzles.core.InvalidInputException;

/**
 * How to solve: the mode, a max_steps that replaces the instance's own (-1: keep the instance's), the number of
 * worker threads, and a folder where the optimal search keeps what it has proved, to go on from there when run again
 * (null: none).
 */
public record PushSolveOptions(PushSolveMode mode, int maxSteps, int threads, Path checkpoint) {

    public PushSolveOptions {
        if (mode == null) {
            throw new InvalidInputException("a solve mode is needed");
        }
        if (maxSteps < -1) {
            throw new InvalidInputException("max_steps " + maxSteps + " is negative");
        }
        if (threads < 1) {
            throw new InvalidInputException("at least one thread, not " + threads);
        }
        if (checkpoint != null && mode != PushSolveMode.OPTIMAL) {
            throw new InvalidInputException("a checkpoint is kept by the optimal search only");
        }
    }

    public PushSolveOptions(PushSolveMode mode, int maxSteps, int threads) {
        this(mode, maxSteps, threads, null);
    }

    /** Decide, with the instance's max_steps, on every core. */
    public static PushSolveOptions defaults() {
        return new PushSolveOptions(PushSolveMode.DECIDE, -1, Runtime.getRuntime().availableProcessors());
    }

    public PushSolveOptions withMode(PushSolveMode m) {
        return new PushSolveOptions(m, maxSteps, threads, checkpoint);
    }

    public PushSolveOptions withMaxSteps(int k) {
        return new PushSolveOptions(mode, k, threads, checkpoint);
    }

    public PushSolveOptions withThreads(int t) {
        return new PushSolveOptions(mode, maxSteps, t, checkpoint);
    }

    /** See the record's description; the mode must be {@link PushSolveMode#OPTIMAL}. */
    public PushSolveOptions withCheckpoint(Path dir) {
        return new PushSolveOptions(mode, maxSteps, threads, dir);
    }
}
