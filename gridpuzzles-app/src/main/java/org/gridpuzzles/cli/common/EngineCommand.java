package org.gridpuzzles.cli.common;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Interruptions;
import org.gridpuzzles.io.Progress;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The base of every engine command: standard output and error of the command line, a progress bar on terminals, and
 * {@link Limits} that Ctrl-C cancels. When the program is stopped, the shutdown waits for a command that asked for its
 * {@link #limits()} to return, so that it can still write the partial result it has.
 */
public abstract class EngineCommand implements Callable<Integer> {

    @Spec
    protected CommandSpec spec;

    private Limits limits;
    private boolean holding;

    @Override
    public final Integer call() {
        limits = Interruptions.runStarted();
        try {
            // pictures drawn by the command keep to its limits (or --force) and show their progress on a terminal
            return ForceOption.limits(spec).withProgress(this::progress).during(this::run);
        } catch (Exception | OutOfMemoryError | StackOverflowError e) {
            // reported here, before the shutdown is released: after Ctrl-C the program may end right after that
            return Errors.report(e, spec.commandLine());
        } finally {
            out().flush();
            if (holding) {
                Interruptions.release();
            }
        }
    }

    /** Does the command's work and returns its exit code; failures are thrown (see {@link Errors}). */
    protected abstract int run() throws Exception;

    /**
     * The limits of this run, cancelled by Ctrl-C. A command that asks for them hands them to an engine that honours
     * them, so on Ctrl-C the program waits (up to 20 s) for the command to write what it has; a command that never
     * asks is simply ended.
     */
    protected Limits limits() {
        if (limits == null) {
            limits = Limits.none();
        }
        if (!holding) {
            holding = true;
            Interruptions.hold();
        }
        return limits;
    }

    /**
     * The context an operation runs under from this command: its {@link #limits()} (Ctrl-C), no progress (a command
     * that shows progress gives its own), every core.
     */
    protected RunContext context() {
        return RunContext.plain().withLimits(limits());
    }

    protected PrintWriter out() {
        return spec.commandLine().getOut();
    }

    protected PrintWriter err() {
        return spec.commandLine().getErr();
    }

    /** A progress bar on a terminal, nothing otherwise; close it when done. */
    protected Progress progress() {
        return TerminalProgress.forTerminal();
    }
}
