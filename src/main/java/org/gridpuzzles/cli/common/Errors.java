package org.gridpuzzles.cli.common;

import org.gridpuzzles.grid.InvalidInputException;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/** One clear line on standard error for every failure; exit code 2 for bad input; no stack traces. */
public final class Errors {

    public static final int OK = 0;
    public static final int NO = 1;
    public static final int BAD_INPUT = 2;
    public static final int TIME_LIMIT = 3;
    public static final int INTERNAL = 70;

    private Errors() {
    }

    public static int onParameterError(ParameterException ex, String[] args) {
        CommandLine cl = ex.getCommandLine();
        String message = firstLine(ex.getMessage());
        String suggestion = "";
        if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getSuggestions().isEmpty()) {
            suggestion = " (did you mean " + String.join(" or ", u.getSuggestions()) + "?)";
        }
        cl.getErr().println(cl.getCommandSpec().qualifiedName() + ": " + message + suggestion);
        cl.getErr().flush();
        return BAD_INPUT;
    }

    public static int onExecutionError(Exception ex, CommandLine cl, ParseResult parseResult) {
        Throwable t = ex;
        while (t instanceof java.io.UncheckedIOException && t.getCause() != null) {
            t = t.getCause();
        }
        String name = cl.getCommandSpec().qualifiedName();
        if (t instanceof InvalidInputException || t instanceof ParameterException) {
            cl.getErr().println(name + ": " + firstLine(t.getMessage()));
            cl.getErr().flush();
            return BAD_INPUT;
        }
        if (t instanceof OutOfMemoryError) {
            cl.getErr().println(name + ": out of memory: the problem is too large for this machine (try -Xmx)");
            cl.getErr().flush();
            return BAD_INPUT;
        }
        if (System.getenv("GRIDPUZZLES_DEBUG") != null) {
            t.printStackTrace(new java.io.PrintWriter(cl.getErr(), true));
        }
        cl.getErr().println(name + ": internal error: " + t + " (set GRIDPUZZLES_DEBUG=1 for details)");
        cl.getErr().flush();
        return INTERNAL;
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "error";
        }
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).trim();
    }
}
