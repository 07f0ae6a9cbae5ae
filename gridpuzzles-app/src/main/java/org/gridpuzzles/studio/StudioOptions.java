package org.gridpuzzles.studio;

import java.nio.file.Path;
import java.time.Duration;

import org.gridpuzzles.core.InvalidInputException;

/**
 * How the studio serves: where it listens, where competition instances are read from, and its limits per request.
 *
 * @param host        the address to listen on (loopback unless asked otherwise)
 * @param port        the port, 0 for a free one
 * @param data        a folder of push labyrinth instances ({@code .asp}), or null
 * @param timeout     the longest a request may compute
 * @param maxSize     the largest grid side a request may ask for
 * @param jobs        requests computing at once; more are answered "busy"
 */
public record StudioOptions(String host, int port, Path data, Duration timeout, int maxSize, int jobs) {

    public StudioOptions {
        if (port < 0 || port > 65535) {
            throw new InvalidInputException("--port " + port + " is not a port (0..65535; 0 picks a free one)");
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new InvalidInputException("the request time limit must be positive");
        }
        if (maxSize < 1 || jobs < 1) {
            throw new InvalidInputException("the studio's size limit and number of jobs are positive");
        }
    }

    /** Loopback, a free port, 20 s a request, sides up to 200, one job per core. */
    public static StudioOptions defaults() {
        return new StudioOptions("127.0.0.1", 0, null, Duration.ofSeconds(20), 200,
                Runtime.getRuntime().availableProcessors());
    }

    public StudioOptions withHost(String h) {
        return new StudioOptions(h, port, data, timeout, maxSize, jobs);
    }

    public StudioOptions withPort(int p) {
        return new StudioOptions(host, p, data, timeout, maxSize, jobs);
    }

    public StudioOptions withData(Path d) {
        return new StudioOptions(host, port, d, timeout, maxSize, jobs);
    }

    public StudioOptions withTimeout(Duration t) {
        return new StudioOptions(host, port, data, t, maxSize, jobs);
    }

    public StudioOptions withJobs(int j) {
        return new StudioOptions(host, port, data, timeout, maxSize, j);
    }

    /** True when the host is a loopback address (only this machine can connect). */
    public boolean loopback() {
        return host.equals("localhost") || host.startsWith("127.") || host.equals("::1") || host.equals("[::1]");
    }
}
