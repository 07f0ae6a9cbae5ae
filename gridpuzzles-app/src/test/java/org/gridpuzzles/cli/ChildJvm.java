package org.gridpuzzles.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The command line of gridpuzzles in a child JVM, for the tests that stop it with a signal.
 *
 * <p>A program started in the background (a script's {@code cmd &}, nohup under such a script, a CI runner) has
 * SIGINT ignored, and so has every child it starts; a JVM that starts with SIGINT ignored never installs its Ctrl-C
 * handling, as Unix convention wants. SIGTERM reaches every job, so the signal tests stop their children with SIGTERM,
 * and with SIGINT too only where this JVM does not ignore it ({@link #stopSignals()}).
 */
public final class ChildJvm {

    private ChildJvm() {
    }

    /** java with this test run's class path and the given heap, running GridPuzzles with {@code args}. */
    public static List<String> command(String heap, List<String> args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + heap, "-cp", System.getProperty("java.class.path"), GridPuzzles.class.getName()));
        cmd.addAll(args);
        return cmd;
    }

    /**
     * {@code cmd} started as a background job is: with SIGINT ignored (what {@code cmd &} in a script and nohup under
     * it do), whatever the test run's own signals are.
     */
    public static List<String> asBackgroundJob(List<String> cmd) {
        List<String> out = new ArrayList<>(List.of("sh", "-c", "trap '' INT; exec \"$@\"", "sh"));
        out.addAll(cmd);
        return out;
    }

    /**
     * The signals that stop a child of this JVM: TERM always, and INT where this JVM (and so its children) does not
     * ignore it, i.e. when the build was not started in the background.
     */
    public static List<String> stopSignals() {
        return ignores(ProcessHandle.current().pid(), 2) ? List.of("TERM") : List.of("TERM", "INT");
    }

    /** The exit code of a JVM ended by SIG{@code signal}: 128 + the signal's number (130 for INT, 143 for TERM). */
    public static int exitCode(String signal) {
        return switch (signal) {
            case "INT" -> 130;
            case "TERM" -> 143;
            default -> throw new IllegalArgumentException(signal);
        };
    }

    /** True when the process ignores signal number {@code signal} (SigIgn in /proc; false where there is no /proc). */
    public static boolean ignores(long pid, int signal) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("SigIgn:")) {
                    return (Long.parseUnsignedLong(line.substring(7).trim(), 16) >>> (signal - 1) & 1) != 0;
                }
            }
        } catch (IOException | NumberFormatException e) {
            // no /proc: nothing is known to be ignored
        }
        return false;
    }

    /**
     * Waits until the process has used {@code cpuSeconds} of processor time (all its threads), or has ended; true
     * when it still runs. Processor time, not the clock: on a loaded machine a JVM may take seconds of the clock to
     * start, and a signal sent before the command has begun its work tests nothing about that work.
     */
    public static boolean awaitWork(Process p, double cpuSeconds) throws InterruptedException {
        while (p.isAlive()) {
            try {
                if (cpuSeconds(p) >= cpuSeconds) {
                    return true;
                }
            } catch (IOException e) {
                return p.isAlive(); // ended meanwhile
            }
            Thread.sleep(50);
        }
        return false;
    }

    /** The processor time the process has used so far (all its threads), in seconds. */
    public static double cpuSeconds(Process p) throws IOException {
        String s = Files.readString(Path.of("/proc", Long.toString(p.pid()), "stat"));
        // the fields after the command's name (which is in parentheses and may hold spaces)
        String[] f = s.substring(s.lastIndexOf(')') + 2).split(" ");
        return (Long.parseLong(f[11]) + Long.parseLong(f[12])) / (double) CLOCK_TICKS;
    }

    private static final long CLOCK_TICKS = clockTicks();

    private static long clockTicks() {
        try {
            Process p = new ProcessBuilder("getconf", "CLK_TCK").redirectErrorStream(true).start();
            String s = new String(p.getInputStream().readAllBytes()).trim();
            return p.waitFor() == 0 ? Long.parseLong(s) : 100;
        } catch (IOException | NumberFormatException e) {
            return 100;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 100;
        }
    }

    /**
     * Processor time after which Java itself has started. A signal during the JVM's own initialisation, before any
     * of the program runs, ends it with exit code 1 and "Error occurred during initialization of VM ... Bad level"
     * (seen on a loaded machine up to half a second of the clock after the start): Java's behaviour, not the
     * program's, so the delays count from here.
     */
    private static final double JVM_STARTED_CPU_SECONDS = 0.3;

    /**
     * Starts {@code cmd} (its output discarded), sends it SIG{@code signal} unless it finished within
     * {@code delayMillis} after Java has started, and returns its exit code; fails the test when it has not stopped {@code stopSeconds}
     * after the signal.
     */
    public static int runAndStop(List<String> cmd, String signal, long delayMillis, long stopSeconds)
            throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            if (awaitWork(p, JVM_STARTED_CPU_SECONDS) && !p.waitFor(delayMillis, TimeUnit.MILLISECONDS)) {
                signal(p.pid(), signal);
            }
            return awaitEnd(p, signal, stopSeconds);
        } finally {
            p.destroyForcibly();
        }
    }

    /** Waits for the process to end after SIG{@code signal} and returns its exit code; fails if it does not end. */
    public static int awaitEnd(Process p, String signal, long stopSeconds) throws InterruptedException {
        if (!p.waitFor(stopSeconds, TimeUnit.SECONDS)) {
            fail("the child did not stop after SIG" + signal);
        }
        return p.exitValue();
    }

    /** Sends SIG{@code signal} (INT, TERM) to the process. */
    public static void signal(long pid, String signal) throws IOException, InterruptedException {
        int code = new ProcessBuilder("kill", "-" + signal, Long.toString(pid)).inheritIO().start().waitFor();
        assertTrue(code == 0 || !ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false),
                "kill -" + signal + " " + pid + " failed");
    }
}
