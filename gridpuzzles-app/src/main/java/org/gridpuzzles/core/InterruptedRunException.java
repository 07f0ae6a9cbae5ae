package org.gridpuzzles.core;

/**
 * The run was cancelled (Ctrl-C, or a client that went away) before it finished. Whatever was already complete has
 * been kept. Exit code 130.
 */
public class InterruptedRunException extends GridPuzzlesException {

    private static final long serialVersionUID = 1L;

    public InterruptedRunException(String message) {
        super(message, null);
    }

    @Override
    public ExitCode exitCode() {
        return ExitCode.INTERRUPTED;
    }
}
