package org.gridpuzzles.api;

import java.io.PrintWriter;
import java.util.ServiceLoader;

/**
 * The command line as a service: the words of a command ({@code knight study --sizes 5..9}) in, its output and exit
 * code out. A driver that keeps the command line's options and output (the Spark driver) finds it here, by
 * {@link ServiceLoader}, installs its {@link Sweeps} and runs it: the command builds its typed request and runs its
 * operation from {@link Operations}, whose long work goes to the installed sweeps. The driver so depends on the
 * operation model alone, and the command line stays the one reader of option strings.
 */
public interface CommandLineClient {

    /** The program's name, as messages begin: {@code gridpuzzles}. */
    String name();

    /** Runs one command and returns its exit code; nothing escapes as an exception, nothing ends the JVM. */
    int run(String[] args, PrintWriter out, PrintWriter err);

    /** The command line on the class path. */
    static CommandLineClient find() {
        return ServiceLoader.load(CommandLineClient.class, CommandLineClient.class.getClassLoader()).findFirst()
                .orElseThrow(() -> new IllegalStateException("no command line on the class path (the gridpuzzles "
                        + "jar provides " + CommandLineClient.class.getName() + ")"));
    }
}
