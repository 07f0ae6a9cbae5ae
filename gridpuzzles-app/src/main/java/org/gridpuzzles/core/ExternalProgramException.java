package org.gridpuzzles.core;

/**
 * An external program that a command hands work to (a SAT solver from the system's packages) ended without its
 * answer: killed, crashed or refused. Not the user's input and not a time limit, so it is neither "undecided" nor
 * exit code 2. Exit code 70.
 */
public class ExternalProgramException extends GridPuzzlesException {

    private static final long serialVersionUID = 1L;

    public ExternalProgramException(String message) {
        super(message, null);
    }

    @Override
    public ExitCode exitCode() {
        return ExitCode.INTERNAL;
    }
}
