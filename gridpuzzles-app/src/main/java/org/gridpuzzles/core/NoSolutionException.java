package org.gridpuzzles.core;

/**
 * The answer is "no": a search proved that no solution exists, or a checked result is invalid. Exit code 1.
 */
public class NoSolutionException extends GridPuzzlesException {

    private static final long serialVersionUID = 1L;

    public NoSolutionException(String message) {
        super(message, null);
    }

    @Override
    public ExitCode exitCode() {
        return ExitCode.NO;
    }
}
