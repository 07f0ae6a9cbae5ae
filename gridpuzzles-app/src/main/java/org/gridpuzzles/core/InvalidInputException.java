package org.gridpuzzles.core;

/**
 * Input that cannot be used: a bad size, a field off the grid, a malformed file, an output that cannot be written.
 * Exit code 2.
 */
public class InvalidInputException extends GridPuzzlesException {

    private static final long serialVersionUID = 1L;

    public InvalidInputException(String message) {
        super(message, null);
    }

    public InvalidInputException(String message, Throwable cause) {
        super(message, cause);
    }

    @Override
    public ExitCode exitCode() {
        return ExitCode.BAD_INPUT;
    }
}
