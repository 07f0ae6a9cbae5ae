package org.gridpuzzles.cli.common;

import org.gridpuzzles.core.ExitCode;
import org.gridpuzzles.core.Failures;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * One clear line on standard error for every failure, prefixed with the command's name, and the exit code that
 * {@link Failures} assigns to it; no stack traces (unless GRIDPUZZLES_DEBUG is set, for internal errors).
 */
public final class Errors {

    public static final int OK = ExitCode.OK.code();
    public static final int NO = ExitCode.NO.code();
    public static final int BAD_INPUT = ExitCode.BAD_INPUT.code();
    public static final int TIME_LIMIT = ExitCode.LIMIT.code();
    public static final int LIMIT = ExitCode.LIMIT.code();
    public static final int INTERNAL = ExitCode.INTERNAL.code();
    public static final int INTERRUPTED = ExitCode.INTERRUPTED.code();

    private Errors() {
    }

    public static int onParameterError(ParameterException ex, String[] args) {
        CommandLine cl = ex.getCommandLine();
        String message = Failures.firstLine(ex.getMessage());
        String unknown = unknownCommand(ex);
        if (unknown != null) {
            // an engine (or the program) given a word that is none of its commands: name it and list them
            message = "no command '" + unknown + "'; commands: "
                    + String.join(", ", cl.getCommandSpec().subcommands().keySet());
        }
        if (Conflicts.isConflict(ex)) {
            // an exclusive group's alternatives given together: named as the user wrote them, in one line
            String conflict = Conflicts.message(cl.getCommandSpec(), args);
            message = conflict != null ? conflict : message.replaceFirst("^Error: ", "");
        }
        String suggestion = "";
        if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getSuggestions().isEmpty()) {
            suggestion = " (did you mean " + String.join(" or ", u.getSuggestions()) + "?)";
        }
        return print(cl, cl.getCommandSpec().qualifiedName() + ": " + message + suggestion, BAD_INPUT);
    }

    /** The word given where a command of the failing command line was expected, or null. */
    private static String unknownCommand(ParameterException ex) {
        if (!(ex instanceof CommandLine.UnmatchedArgumentException u) || u.getUnmatched().isEmpty()) {
            return null;
        }
        CommandLine cl = ex.getCommandLine();
        String first = u.getUnmatched().get(0);
        boolean commandExpected = !cl.getSubcommands().isEmpty() && cl.getParseResult() != null
                && !cl.getParseResult().hasSubcommand();
        return commandExpected && !first.startsWith("-") ? first : null;
    }

    public static int onExecutionError(Exception ex, CommandLine cl, ParseResult parseResult) {
        return report(ex, cl);
    }

    /** Prints the failure's one line and returns its exit code. */
    public static int report(Throwable ex, CommandLine cl) {
        Throwable t = Failures.unwrap(ex);
        String name = cl.getCommandSpec().qualifiedName();
        if (t instanceof ParameterException) {
            return print(cl, name + ": " + Failures.firstLine(t.getMessage()), BAD_INPUT);
        }
        ExitCode code = Failures.exitCode(t);
        if (code == ExitCode.INTERNAL && System.getenv("GRIDPUZZLES_DEBUG") != null) {
            t.printStackTrace(new java.io.PrintWriter(cl.getErr(), true));
        }
        return print(cl, name + ": " + Failures.message(t), code.code());
    }

    /** The one place a failure's line is printed: with the control characters it may quote from the input escaped. */
    private static int print(CommandLine cl, String line, int code) {
        cl.getErr().println(Failures.printable(line));
        cl.getErr().flush();
        return code;
    }
}
