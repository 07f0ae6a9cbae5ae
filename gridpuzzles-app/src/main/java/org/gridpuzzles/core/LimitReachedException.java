package org.gridpuzzles.core;

/**
 * A search or computation stopped at one of its {@link Limits} (time, steps, states, memory, disk) before it had an
 * answer; the result is unknown. The message names the limit. Exit code 3.
 */
public class LimitReachedException extends GridPuzzlesException {

    private static final long serialVersionUID = 1L;

    /** Which limit was reached. */
    public enum Limit { TIME, STEPS, STATES, MEMORY, STACK, DISK }

    private final Limit limit;

    public LimitReachedException(Limit limit, String message) {
        super(message, null);
        this.limit = limit;
    }

    public Limit limit() {
        return limit;
    }

    @Override
    public ExitCode exitCode() {
        return ExitCode.LIMIT;
    }
}
