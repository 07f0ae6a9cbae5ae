package org.gridpuzzles.cli.squares;

import org.gridpuzzles.core.InvalidInputException;

import picocli.CommandLine.Option;

/** {@code --threads T}: how many cores a search may use (all by default). */
final class ThreadsOption {

    /** More threads than this would only add waiting; the searches split into a few thousand parts per thread. */
    static final int MAX = 1024;

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
