package org.gridpuzzles.api;

import java.time.Duration;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

/**
 * What every operation runs under, whoever calls it: its limits (deadline, cancellation), where its progress goes,
 * how many threads it may use and how much memory it may hold. The request says what to compute; the context says
 * how much of the machine it may take.
 *
 * @param limits deadline, step budget and cancellation (Ctrl-C, a page that went away, a stopping studio)
 * @param progress where progress goes; {@link Progress#none()} for none
 * @param threads the threads the operation may use, at least 1
 * @param memoryBytes the memory the operation may hold for its tables, 0 for its own default
 */
public record RunContext(Limits limits, Progress progress, int threads, long memoryBytes) {

    public RunContext {
        if (limits == null || progress == null) {
            throw new IllegalArgumentException("a run context has limits and a progress");
        }
        Check.range("threads", threads, 1, MAX_THREADS);
        Check.range("memoryBytes", memoryBytes, 0, Long.MAX_VALUE);
    }

    /** The most a fork-join pool takes. */
    public static final int MAX_THREADS = 32_767;

    /** No limits, no progress, every core, default memory. */
    public static RunContext plain() {
        return new RunContext(Limits.none(), Progress.none(), cores(), 0);
    }

    /** The processors this JVM may use. */
    public static int cores() {
        return Math.max(1, Runtime.getRuntime().availableProcessors());
    }

    public RunContext withLimits(Limits l) {
        return new RunContext(l, progress, threads, memoryBytes);
    }

    /** These limits with a deadline this far away (null: unchanged). */
    public RunContext withTimeLimit(Duration timeLimit) {
        return timeLimit == null ? this : withLimits(limits.withTimeout(timeLimit));
    }

    public RunContext withProgress(Progress p) {
        return new RunContext(limits, p, threads, memoryBytes);
    }

    public RunContext withThreads(int t) {
        return new RunContext(limits, progress, t, memoryBytes);
    }

    public RunContext withMemory(long bytes) {
        return new RunContext(limits, progress, threads, bytes);
    }
}
