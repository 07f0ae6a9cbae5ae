package org.gridpuzzles.cli.common;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Interruptions;
import org.gridpuzzles.io.Progress;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The base of every engine command: standard output and error of the command line, a progress bar on terminals, and
 * {@link Limits} that Ctrl-C cancels. When the program is stopped, the shutdown waits for {@link #run()} to return, so
 * a command that hands its limits to the engine can still write the partial result it has.
 */
public abstract class EngineCommand implements Callable<Integer> {

    @Spec
    protected CommandSpec spec;

    private Limits limits;

    @Override
    public final Integer call() throws Exception {
        limits = Interruptions.runStarted();
        try {
            return run();
        } finally {
            out().flush();
            Interruptions.runEnded();
        }
    }

    /** Does the command's work and returns its exit code; failures are thrown (see {@link Errors}). */
    protected abstract int run() throws Exception;

    /** The limits of this run: cancelled by Ctrl-C. */
    protected Limits limits() {
        return limits == null ? Limits.none() : limits;
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
