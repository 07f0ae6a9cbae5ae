package org.gridpuzzles.core;

/**
 * Maps any failure to its exit code and its one line: the one place where errors become codes. Running out of memory
 * or stack is a limit (3) with a line of its own, never bad input and never a stack trace.
 */
public final class Failures {

    private Failures() {
    }

    /**
     * The failure that matters: the first deliberate failure or VM error in the chain of causes, else the throwable
     * with wrappers (unchecked I/O, execution and initialisation wrappers) looked through.
     */
    public static Throwable unwrap(Throwable t) {
        for (Throwable c = t; c != null && c.getCause() != c; c = c.getCause()) {
            if (c instanceof GridPuzzlesException || c instanceof VirtualMachineError) {
                return c; // a deliberate failure or a limit, however deeply wrapped
            }
        }
        Throwable cur = t;
        while (cur.getCause() != null && cur != cur.getCause()
                && (cur instanceof java.io.UncheckedIOException
                        || cur instanceof java.util.concurrent.ExecutionException
                        || cur instanceof java.util.concurrent.CompletionException
                        || cur instanceof ExceptionInInitializerError
                        || cur.getClass() == RuntimeException.class)) {
            cur = cur.getCause();
        }
        return cur;
    }

    /**
     * What a task of a thread pool failed with, to be thrown on the waiting thread: its unchecked exception or error
     * as it is, anything else wrapped. Use as {@code throw Failures.rethrow(e)}.
     */
    public static RuntimeException rethrow(java.util.concurrent.ExecutionException e) {
        Throwable c = e.getCause();
        if (c instanceof RuntimeException r) {
            return r;
        }
        if (c instanceof Error err) {
            throw err;
        }
        return new IllegalStateException(c);
    }

    /** The exit code for a failure. */
    public static ExitCode exitCode(Throwable t) {
        Throwable u = unwrap(t);
        if (u instanceof GridPuzzlesException g) {
            return g.exitCode();
        }
        if (u instanceof OutOfMemoryError || u instanceof StackOverflowError) {
            return ExitCode.LIMIT;
        }
        if (u instanceof InterruptedException) {
            return ExitCode.INTERRUPTED;
        }
        return ExitCode.INTERNAL;
    }

    /** The one line that explains a failure to the user (without the command's name). */
    public static String message(Throwable t) {
        Throwable u = unwrap(t);
        if (u instanceof GridPuzzlesException) {
            return firstLine(u.getMessage());
        }
        if (u instanceof OutOfMemoryError) {
            return "out of memory: the problem is too large for this run's " + (Runtime.getRuntime().maxMemory() >> 20)
                    + " MiB (raise it with GRIDPUZZLES_HEAP, e.g. GRIDPUZZLES_HEAP=16g)";
        }
        if (u instanceof StackOverflowError) {
            return "the problem is too deep for this run's stack (raise it with GRIDPUZZLES_STACK, e.g. "
                    + "GRIDPUZZLES_STACK=256m)";
        }
        if (u instanceof InterruptedException) {
            return "interrupted";
        }
        return "internal error: " + u + " (set GRIDPUZZLES_DEBUG=1 for details)";
    }

    /**
     * A line safe to print on a terminal: control characters (C0, DEL, C1: ESC, VT, CSI...), which may come from the
     * input a message quotes, shown as a backslash, u and four hex digits (ESC as \\u001b); all other text unchanged.
     */
    public static String printable(String line) {
        StringBuilder b = null;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (Character.getType(c) == Character.CONTROL) {
                if (b == null) {
                    b = new StringBuilder(line.length() + 8).append(line, 0, i);
                }
                b.append(String.format("\\u%04x", (int) c));
            } else if (b != null) {
                b.append(c);
            }
        }
        return b == null ? line : b.toString();
    }

    /** The first line of a message, trimmed; "error" for none. */
    public static String firstLine(String s) {
        if (s == null || s.isBlank()) {
            return "error";
        }
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).trim();
    }
}
