package org.gridpuzzles.cli.squares;

import org.gridpuzzles.core.InvalidInputException;

import picocli.CommandLine.Option;

/** {@code --threads T}: how many cores a search may use (all by default). */
public final class ThreadsOption {

    @Option(names = "--threads", paramLabel = "T", description = "Threads to use (default: all cores).")
    Integer threads;

    public int threads() {
        if (threads == null) {
            return Runtime.getRuntime().availableProcessors();
        }
        if (threads < 1) {
            throw new InvalidInputException("--threads " + threads + " is not a positive number");
        }
        return threads;
    }
}
