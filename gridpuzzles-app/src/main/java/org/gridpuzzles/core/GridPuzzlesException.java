package org.gridpuzzles.core;

/**
 * The root of every failure an engine reports on purpose. Each kind carries its {@link ExitCode}; the message is one
 * line that names the problem (file, line, value, limit) and is shown to the user as it is.
 */
public abstract class GridPuzzlesException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    protected GridPuzzlesException(String message, Throwable cause) {
        super(message, cause);
    }

    /** The exit code the command line ends with when this reaches it. */
    public abstract ExitCode exitCode();
}
