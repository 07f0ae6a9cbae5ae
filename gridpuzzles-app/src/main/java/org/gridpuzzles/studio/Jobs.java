package org.gridpuzzles.studio;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

import org.gridpuzzles.core.Failures;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Interruptions;

import com.sun.net.httpserver.HttpExchange;

/**
 * The studio's running requests: two lanes (long work, and interactive requests that long work never delays), each
 * request's limits so that its page can ask its place and cancel it, the studio's time limit, answers too large or
 * partial, and the stop that cancels them all.
 */
final class Jobs implements AutoCloseable {

    /** Requests that may wait in a lane: fewer than the server's connections, which also answer the waiting pages. */
    static final int MAX_WAITING = 16;
    private static final int MAX_OUTPUT = 64 << 20;
    /**
     * The answer of a stopping studio, written once when the studio starts: at the stop, the JSON writer may still be
     * held by a command that is being loaded, and the answer must not wait for it.
     */
    private static final byte[] STOPPING = (org.gridpuzzles.io.Json.write(Map.of("error", "the studio is stopping"))
            + "\n").getBytes(StandardCharsets.UTF_8);
    /** How long a stopping studio waits for a stopped command before it answers its request without it. */
    private static final long STOP_WAIT_MILLIS = 400;

    /** Long work (counts, pictures, sweeps), a place per core. */
    private final Lane work;
    /** Interactive requests (moves, steps, checks): their own places, which long work never takes. */
    private final Lane quick;
    private final ExecutorService workers;
    /** The limits of requests that named themselves with {@code request=TOKEN}, so that their page can cancel them. */
    private final Map<String, Limits> running = new ConcurrentHashMap<>();
    /** The limits of every request computing, so that a stopping studio can stop them all. */
    private final Set<Limits> inFlight = ConcurrentHashMap.newKeySet();
    /** Jobs started since the studio started: what a refused request is seen not to have added to. */
    private final AtomicLong started = new AtomicLong();
    private volatile boolean stopping;
    private volatile long stopDeadline;

    Jobs(int places) {
        this.work = new Lane("work", places, MAX_WAITING);
        this.quick = new Lane("quick", places, MAX_WAITING);
        this.workers = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "studio-job");
            t.setDaemon(true);
            return t;
        });
    }

    /** Cancels the request named {@code token}; false when no such request is running. */
    boolean cancel(String token) {
        Limits limits = running.get(token);
        if (limits != null) {
            limits.cancel();
        }
        return limits != null;
    }

    /** Answers a stopping studio's refusal. */
    static void refuseStopping(HttpExchange ex) throws IOException {
        Answers.send(ex, 503, Answers.JSON_TYPE, STOPPING);
    }

    /**
     * Runs a job in its lane under the studio's limits ({@code timeout} at most, counted from when it gets its
     * place), named {@code token} when the page gave one (so that it can ask its place in line and cancel it), and
     * answers its request.
     */
    void run(HttpExchange ex, String token, Duration timeout, boolean interactive,
            Function<Limits, Answer> job) throws IOException {
        Limits request = Interruptions.requestLimits(null);
        if (token != null && running.putIfAbsent(token, request) != null) {
            Answers.error(ex, 409, "request=" + token + " is already running: name each request once");
            return;
        }
        inFlight.add(request);
        if (stopping) {
            request.cancel(); // the stop came while this request was read
        }
        Lane lane = interactive ? quick : work;
        try {
            Lane.Entry entry;
            try {
                entry = lane.enter(token, request, this::stopping);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            switch (entry) {
                case FULL -> Answers.error(ex, 503, "busy: " + lane.places() + " requests are computing and "
                        + lane.maxWaiting() + " waiting; try again");
                case CANCELLED -> {
                    if (stopping()) {
                        refuseStopping(ex);
                    } else {
                        Answers.error(ex, 499, "cancelled by its page while it waited");
                    }
                }
                case ADMITTED -> run(ex, lane, request.withTimeout(timeout), timeout, job);
            }
        } finally {
            inFlight.remove(request);
            if (token != null) {
                running.remove(token, request);
            }
        }
    }

    /** Where the request named {@code token} is: waiting with so many ahead, running, or unknown. */
    Map<String, Object> place(String token) {
        Map<String, Object> answer = new java.util.LinkedHashMap<>();
        answer.put("request", token);
        for (Lane lane : List.of(quick, work)) {
            int ahead = lane.ahead(token);
            if (ahead >= 0) {
                answer.put("state", "waiting");
                answer.put("ahead", ahead);
                answer.put("lane", lane.name());
                return answer;
            }
        }
        answer.put("state", running.containsKey(token) ? "running" : "unknown");
        return answer;
    }

    private void run(HttpExchange ex, Lane lane, Limits limits, Duration timeout,
            Function<Limits, Answer> work) throws IOException {
        Future<Answer> job;
        try {
            // the job holds its place until it really ends, also after a time limit was answered
            started.incrementAndGet();
            job = workers.submit(() -> {
                try {
                    return Interruptions.withinRequest(limits, () -> work.apply(limits));
                } finally {
                    lane.leave();
                }
            });
        } catch (RuntimeException e) {
            lane.leave();
            throw e;
        }
        Answer answer;
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeout.toMillis() + 2000);
        try {
            answer = awaitEnd(job, end);
        } catch (TimeoutException e) {
            limits.cancel();
            job.cancel(true);
            if (stopping()) {
                refuseStopping(ex);
            } else {
                Answers.error(ex, 504, "time limit of " + Limits.describe(timeout) + " per request reached "
                        + "(use the command line for longer runs)");
            }
            return;
        } catch (InterruptedException e) {
            limits.cancel();
            job.cancel(true);
            Thread.currentThread().interrupt();
            return;
        } catch (ExecutionException e) {
            Answers.error(ex, 500, Failures.message(e.getCause()));
            return;
        }
        if (stopping()) {
            refuseStopping(ex);
            return;
        }
        if (answer.status() == 200 && answer.type().equals(Answers.JSON_TYPE)) {
            // stopped by the time limit or its page, a result that says it is partial tells why
            String partial = partial(new String(answer.body(), StandardCharsets.UTF_8), limits.cancelled()
                    ? "cancelled by its page" : "time limit of " + Limits.describe(timeout) + " per request reached (use the command line "
                    + "for longer runs)");
            if (partial != null) {
                answer = Answer.ok(Answers.JSON_TYPE, partial, 3);
            }
        }
        if (answer.status() == 200 && answer.body().length > MAX_OUTPUT) {
            Answers.error(ex, 413, "the answer is larger than " + (MAX_OUTPUT >> 20) + " MB");
            return;
        }
        if (answer.exit() >= 0) {
            ex.getResponseHeaders().set("X-Gridpuzzles-Exit", Integer.toString(answer.exit()));
        }
        if (answer.fileName() != null) {
            ex.getResponseHeaders().set("Content-Disposition", "attachment; filename=\"" + answer.fileName() + "\"");
        }
        Answers.send(ex, answer.status(), answer.type(), answer.body());
    }

    /** Waits for the job until {@code end}, or until a stopping studio has waited long enough for it. */
    private Answer awaitEnd(Future<Answer> job, long end)
            throws InterruptedException, ExecutionException, TimeoutException {
        while (true) {
            try {
                return job.get(50, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                long now = System.nanoTime();
                if (now - end > 0 || (stopping && now - stopDeadline > 0)) {
                    throw e;
                }
            }
        }
    }

    /** The command's JSON with {@code "reason"} added when it says {@code "partial":true}, else null. */
    static String partial(String json, String reason) {
        try {
            com.fasterxml.jackson.databind.JsonNode node = org.gridpuzzles.io.Json.mapper().readTree(json);
            if (node instanceof com.fasterxml.jackson.databind.node.ObjectNode o && o.path("partial").asBoolean()) {
                o.put("reason", reason);
                return org.gridpuzzles.io.Json.write(o) + "\n";
            }
        } catch (IOException e) {
            // not JSON: no partial result
        }
        return null;
    }

    /**
     * The studio is stopping (SIGTERM, Ctrl-C): new requests are answered 503, computing ones are cancelled and
     * answered 503 once their command has stopped, or after a short wait without it.
     */
    void stop() {
        stopDeadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(STOP_WAIT_MILLIS);
        stopping = true;
        inFlight.forEach(Limits::cancel);
    }

    /** True once the studio, or the whole program (whose stop cancels every request), is stopping. */
    boolean stopping() {
        return stopping || Interruptions.shuttingDown();
    }

    /** Jobs started so far. */
    long started() {
        return started.get();
    }

    /** True while requests are computing. */
    boolean busy() {
        return !inFlight.isEmpty();
    }

    @Override
    public void close() {
        workers.shutdownNow();
    }
}
