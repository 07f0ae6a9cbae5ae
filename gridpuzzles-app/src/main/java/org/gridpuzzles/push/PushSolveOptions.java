package org.gridpuzzles.push;

import org.gridpuzzles.core.InvalidInputException;

/**
 * How to solve: the mode, a max_steps that replaces the instance's own (-1: keep the instance's), and the number of
 * worker threads.
 */
public record PushSolveOptions(PushSolveMode mode, int maxSteps, int threads) {

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
    }

    /** Decide, with the instance's max_steps, on every core. */
    public static PushSolveOptions defaults() {
        return new PushSolveOptions(PushSolveMode.DECIDE, -1, Runtime.getRuntime().availableProcessors());
    }

    public PushSolveOptions withMode(PushSolveMode m) {
        return new PushSolveOptions(m, maxSteps, threads);
    }

    public PushSolveOptions withMaxSteps(int k) {
        return new PushSolveOptions(mode, k, threads);
    }

    public PushSolveOptions withThreads(int t) {
        return new PushSolveOptions(mode, maxSteps, t);
    }
}
