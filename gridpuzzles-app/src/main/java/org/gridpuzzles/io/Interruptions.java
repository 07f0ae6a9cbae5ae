package org.gridpuzzles.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.gridpuzzles.core.Limits;

/**
 * What happens when the program is stopped (Ctrl-C, SIGTERM): one shutdown hook cancels the {@link Limits} of every
 * running command, waits for the commands to write what they have finished (a partial result, atomically), and only
 * then removes temporary files that are still being written. One hook, so that the cleanup never races a command
 * that is saving its partial result. The JVM runs it for SIGINT and SIGTERM alike (exit 130 or 143), so both do the
 * same; a program started in the background (a script's {@code &}, nohup) has SIGINT ignored and the JVM then never
 * answers it, which is why SIGTERM ({@code kill PID}) is the way to stop such a run.
 */
public final class Interruptions {

    /** How long a stopped command may take to write its partial result before the program ends anyway. */
    private static final long GRACE_SECONDS = 20;

    private static final Limits ROOT = Limits.none();
    private static final Set<Path> IN_FLIGHT = ConcurrentHashMap.newKeySet();
    private static final AtomicInteger ACTIVE = new AtomicInteger();
    private static final Object LOCK = new Object();
    private static volatile boolean installed;
    private static volatile boolean shuttingDown;
    private static boolean cleaning;

    private Interruptions() {
    }

    /** Installs the hook (once); harmless when the program is already stopping. */
    public static void install() {
        if (installed) {
            return;
        }
        synchronized (LOCK) {
            if (installed) {
                return;
            }
            try {
                Runtime.getRuntime().addShutdownHook(new Thread(Interruptions::onShutdown, "gridpuzzles-shutdown"));
            } catch (IllegalStateException alreadyStopping) {
                // too late for a hook: the temporary files are removed by whoever writes them
            }
            installed = true;
        }
    }

    /** True once the program is stopping. */
    public static boolean shuttingDown() {
        return shuttingDown;
    }

    /** The limits a service (the studio) gives the runs of one request, and that they are not on a terminal. */
    private static final ThreadLocal<Limits> SERVICE = new ThreadLocal<>();

    /** Limits for a new command run: cancelled when the program is stopped (or when its request is). */
    public static Limits runStarted() {
        install();
        Limits service = SERVICE.get();
        return service != null ? service.child() : ROOT.child();
    }

    /**
     * The limits of one service request: a deadline this long from now, cancelled when the program is stopped, so
     * that a stopping service does not wait for its requests' deadlines.
     */
    public static Limits requestLimits(java.time.Duration timeout) {
        install();
        return ROOT.child().withTimeout(timeout);
    }

    /**
     * Runs {@code work} as part of a service request on this thread: command runs started inside get children of
     * {@code limits} (cancelled with the request) and show no progress on the server's terminal.
     */
    public static <T> T withinRequest(Limits limits, java.util.concurrent.Callable<T> work) throws Exception {
        Limits before = SERVICE.get();
        SERVICE.set(limits);
        try {
            return work.call();
        } finally {
            SERVICE.set(before);
        }
    }

    /** True while this thread works for a service request (no terminal to show progress on). */
    public static boolean inRequest() {
        return SERVICE.get() != null;
    }

    /**
     * A run that honours its limits and will write a partial result when they are cancelled: the shutdown waits for
     * it (up to a grace period). Pair with {@link #release()}. Runs that do not hold are not waited for, so Ctrl-C
     * ends them at once.
     */
    public static void hold() {
        if (inRequest()) {
            // a request writes no files: its service answers it when stopped, and the program need not wait for it
            return;
        }
        install();
        ACTIVE.incrementAndGet();
    }

    /** The run that held the shutdown has written everything it will write. */
    public static void release() {
        if (inRequest()) {
            return;
        }
        if (ACTIVE.decrementAndGet() <= 0) {
            synchronized (LOCK) {
                LOCK.notifyAll();
            }
        }
    }

    /** Creates a temporary file that the shutdown removes; none can be created once the shutdown removes them. */
    static Path createTracked(java.util.concurrent.Callable<Path> create) throws IOException {
        install();
        synchronized (LOCK) {
            // created and tracked in one step: a stop that comes in between would otherwise leave the file behind
            if (cleaning) {
                throw new IOException("the program is stopping");
            }
            Path p;
            try {
                p = create.call();
            } catch (IOException | RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IOException(e);
            }
            IN_FLIGHT.add(p);
            return p;
        }
    }

    static void untrack(Path temp) {
        IN_FLIGHT.remove(temp);
    }

    private static void onShutdown() {
        shuttingDown = true;
        ROOT.cancel();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(GRACE_SECONDS);
        synchronized (LOCK) {
            while (ACTIVE.get() > 0 && System.nanoTime() < end) {
                try {
                    LOCK.wait(50);
                } catch (InterruptedException e) {
                    break;
                }
            }
            cleaning = true;
        }
        for (Path p : IN_FLIGHT) {
            try {
                Files.deleteIfExists(p);
            } catch (IOException ignored) {
                // best effort while the program stops
            }
        }
    }
}
