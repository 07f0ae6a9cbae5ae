package org.gridpuzzles.core;

/**
 * The exit codes of every gridpuzzles command, in one place. Scripts rely on them, so a code never changes meaning.
 */
public enum ExitCode {
    /** The command did what was asked; a check found the input valid. */
    OK(0),
    /** A check found the input invalid, or a search proved there is no solution. */
    NO(1),
    /** The input cannot be used: a bad option value, a malformed file, an unwritable output. */
    BAD_INPUT(2),
    /** A limit was reached before an answer: time, memory, stack, states or steps; the limit is named. */
    LIMIT(3),
    /** A bug: the program itself failed. */
    INTERNAL(70),
    /** Stopped by the user (Ctrl-C, SIGINT); a SIGTERM ends the JVM with 143. */
    INTERRUPTED(130);

    private final int code;

    ExitCode(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }
}
