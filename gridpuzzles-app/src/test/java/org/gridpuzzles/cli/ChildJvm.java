package org.gridpuzzles.cli;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The command line of gridpuzzles in a child JVM, for the tests that stop it with a signal. */
public final class ChildJvm {

    /**
     * A program started in the background by a shell without job control (a script's {@code cmd &}) has SIGINT
     * ignored, and so has every child it starts: such a JVM never sees Ctrl-C, and a test that sends it would wait in
     * vain. Where coreutils' env can, the child starts with SIGINT and SIGTERM at their defaults.
     */
    private static final boolean RESET_SIGNALS = envResetsSignals();

    private ChildJvm() {
    }

    /** java with this test run's class path and the given heap, running GridPuzzles with {@code args}. */
    public static List<String> command(String heap, List<String> args) {
        List<String> cmd = new ArrayList<>();
        if (RESET_SIGNALS) {
            cmd.addAll(List.of("env", "--default-signal=INT,TERM"));
        }
        cmd.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx" + heap, "-cp",
                System.getProperty("java.class.path"), GridPuzzles.class.getName()));
        cmd.addAll(args);
        return cmd;
    }

    /**
     * Starts {@code cmd} (its output discarded), sends it SIG{@code signal} unless it finished within
     * {@code delayMillis}, and returns its exit code; fails the test when it has not stopped {@code stopSeconds}
     * after the signal.
     */
    public static int runAndStop(List<String> cmd, String signal, long delayMillis, long stopSeconds)
            throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            if (!p.waitFor(delayMillis, TimeUnit.MILLISECONDS)) {
                signal(p.pid(), signal);
            }
            if (!p.waitFor(stopSeconds, TimeUnit.SECONDS)) {
                fail("the child did not stop after SIG" + signal);
            }
            return p.exitValue();
        } finally {
            p.destroyForcibly();
        }
    }

    /** Sends SIG{@code signal} (INT, TERM) to the process. */
    public static void signal(long pid, String signal) throws IOException, InterruptedException {
        new ProcessBuilder("kill", "-" + signal, Long.toString(pid)).inheritIO().start().waitFor();
    }

    private static boolean envResetsSignals() {
        try {
            Process p = new ProcessBuilder("env", "--default-signal=INT,TERM", "true")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (java.io.IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
