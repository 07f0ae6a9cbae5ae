package org.gridpuzzles.cli.common;

import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.core.InvalidInputException;

import picocli.CommandLine.Option;

/** {@code --threads N}: how many cores a command may use (all by default), the one spelling in every command. */
public final class ThreadsOption {

    @Option(names = "--threads", paramLabel = "N", description = "Threads to use (default: all cores).")
    Integer threads;

    /** The threads given, or every core. */
    public int threads() {
        if (threads == null) {
            return RunContext.cores();
        }
        if (threads < 1 || threads > RunContext.MAX_THREADS) {
            throw new InvalidInputException("--threads " + threads + " is not between 1 and "
                    + RunContext.MAX_THREADS);
        }
        return threads;
    }

    /** Whether threads were given. */
    public boolean given() {
        return threads != null;
    }

    /** The context with these threads. */
    public RunContext apply(RunContext context) {
        return context.withThreads(threads());
    }
}
