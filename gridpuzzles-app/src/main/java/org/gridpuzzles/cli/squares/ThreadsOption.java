package org.gridpuzzles.cli.squares;

import org.gridpuzzles.core.InvalidInputException;

import picocli.CommandLine.Option;

/** {@code --threads T}: how many cores a search may use (all by default). */
final class ThreadsOption {

    /** The most a fork-join pool takes. */
    static final int MAX = 32_767;

    @Option(names = "--threads", paramLabel = "T", description = "Threads to use (default: all cores).")
    Integer threads;

    int threads() {
        if (threads == null) {
            return Runtime.getRuntime().availableProcessors();
        }
        if (threads < 1 || threads > MAX) {
            throw new InvalidInputException("--threads " + threads + " is not between 1 and " + MAX);
        }
        return threads;
    }
}
