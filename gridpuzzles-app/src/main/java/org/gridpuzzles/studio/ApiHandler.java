package org.gridpuzzles.studio;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gridpuzzles.core.Failures;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Interruptions;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;

/**
 * {@code GET /api/<engine>/<command>?<option>=<value>&...}: the command line's command with those long options, run
 * in this process under the studio's limits, answered with exactly its {@code --format json} output (or the SVG
 * picture for {@code format=svg}). Bad input is 400 with the command line's one line; over the size limit 413; over
 * the time limit 504; more requests computing than the studio takes at once 503.
 */
final class ApiHandler implements HttpHandler, AutoCloseable {

    /** The engines' commands only: not help, completion or studio, which print text or serve. */
    private static final Pattern PATH =
            Pattern.compile("/api/(maze|labyrinth|knight|squares|push)/([a-z][a-z-]{1,30})");
    /** Options that print the command line's text instead of the command's output: the API answers JSON or SVG. */
    private static final Set<String> TEXT_OPTIONS = Set.of("help", "version");
    /** Options that name files: the studio never reads or writes the server's files on a request's behalf. */
    private static final Set<String> FILE_OPTIONS = Set.of("out", "o", "svg", "png", "plot", "maze", "mask",
            "solution", "proof", "checkpoint", "data", "file");
    /** Options that give a side of a grid, checked against the studio's size limit. */
    private static final Set<String> SIDES = Set.of("size", "rows", "cols", "rings");
    /** Options that ask for threads: at most the studio's jobs. */
    private static final Set<String> THREADS = Set.of("threads", "jobs");
    private static final int MAX_OUTPUT = 64 << 20;
    private static final long QUEUE_WAIT_MILLIS = 3000;

    private final StudioOptions options;
    private final CommandRunner runner;
    private final HostCheck hosts;
    private final DataHandler data;
    private final Semaphore jobs;
    private final ExecutorService workers;
    /** The limits of requests that named themselves with {@code request=TOKEN}, so that their page can cancel them. */
    private final Map<String, Limits> running = new ConcurrentHashMap<>();
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    /** The limits of every request computing, so that a stopping studio can stop them all. */
    private final Set<Limits> inFlight = ConcurrentHashMap.newKeySet();
    /**
     * The answer of a stopping studio, written once when the studio starts: at the stop, the JSON writer may still be
     * held by a command that is being loaded, and the answer must not wait for it.
     */
    private static final byte[] STOPPING = (org.gridpuzzles.io.Json.write(Map.of("error", "the studio is stopping"))
            + "\n").getBytes(StandardCharsets.UTF_8);
    /** How long a stopping studio waits for a stopped command before it answers its request without it. */
    private static final long STOP_WAIT_MILLIS = 400;
    private volatile boolean stopping;
    private volatile long stopDeadline;

    ApiHandler(StudioOptions options, CommandRunner runner, HostCheck hosts, DataHandler data) {
        this.options = options;
        this.runner = runner;
        this.hosts = hosts;
        this.data = data;
        this.jobs = new Semaphore(options.jobs());
        this.workers = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "studio-job");
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public void handle(HttpExchange ex) throws IOException {
        try {
            answer(ex);
        } catch (Query.BadRequest e) {
            Answers.error(ex, 400, "bad request: " + e.getMessage());
        } catch (IOException e) {
            // the client went away while we answered: nothing left to tell it
        } finally {
            ex.close();
        }
    }

    private void answer(HttpExchange ex) throws IOException {
        if (stopping()) {
            Answers.send(ex, 503, "application/json; charset=utf-8", STOPPING);
            return;
        }
        if (!hosts.allowed(ex)) {
            Answers.error(ex, 403, "this studio answers only requests addressed to it on this machine");
            return;
        }
        if (!ex.getRequestMethod().equals("GET")) {
            Answers.notAllowed(ex, "GET");
            return;
        }
        if (ex.getRequestURI().getRawPath().equals("/api/cancel")) {
            cancel(ex, Query.parse(ex.getRequestURI().getRawQuery()));
            return;
        }
        Matcher m = PATH.matcher(ex.getRequestURI().getRawPath());
        if (!m.matches()) {
            Answers.error(ex, 404, "no such API: use /api/<engine>/<command>?<option>=<value>, "
                    + "the engine maze, labyrinth, knight, squares or push");
            return;
        }
        Query query = Query.parse(ex.getRequestURI().getRawQuery());
        List<String> args = new ArrayList<>(List.of(m.group(1), m.group(2)));
        String format = "json";
        String token = null;
        // an error line shows the instance by its listed name, never the server's path to it
        java.util.function.UnaryOperator<String> shown = line -> line;
        for (Query.Param p : query.params()) {
            if (p.name().equals("request")) {
                if (p.value() == null || !TOKEN.matcher(p.value()).matches()) {
                    Answers.error(ex, 400, "request=" + p.value()
                            + ": a request's name is 1 to 64 letters, digits, - or _");
                    return;
                }
                token = p.value();
                continue;
            }
            String refusal = refusal(p);
            if (refusal != null) {
                Answers.error(ex, refusal.startsWith("413 ") ? 413 : 400, refusal.substring(4));
                return;
            }
            RouteLimits.Range range = RouteLimits.refused(m.group(1) + "/" + m.group(2), p.name(), p.value());
            if (range != null) {
                Map<String, Object> answer = new java.util.LinkedHashMap<>();
                answer.put("error", "--" + p.name() + " " + (p.value().length() > 40 ? p.value().substring(0, 40)
                        + "..." : p.value()) + " is outside what the studio takes: "
                        + range.describe() + " (use the command line for more)");
                answer.put("option", p.name());
                if (range.hasMin()) {
                    answer.put("min", range.min());
                }
                answer.put("max", range.max());
                Answers.json(ex, 400, answer);
                return;
            }
            if (p.name().equals("instance") && m.group(1).equals("push")) {
                // an instance of the --data folder, by its listed name: the command reads that file
                java.nio.file.Path file = p.value() == null ? null : data.file(p.value());
                if (file == null) {
                    Answers.error(ex, 400, "instance=" + (p.value() == null ? "" : p.value().length() > 60
                            ? p.value().substring(0, 60) + "..." : p.value()) + ": no such instance in the studio's "
                            + "--data folder");
                    return;
                }
                args.add(2, file.toString());
                String path = file.toString();
                String name = p.value();
                shown = line -> line.replace(path, name);
                continue;
            }
            if (p.name().equals("format")) {
                format = p.value() == null ? "" : p.value().toLowerCase(java.util.Locale.ROOT);
                continue;
            }
            if (p.value() == null || p.value().equals("true")) {
                args.add("--" + p.name());
            } else if (!p.value().equals("false")) {
                args.add("--" + p.name() + "=" + p.value());
            }
        }
        if (!format.equals("json") && !format.equals("svg")) {
            Answers.error(ex, 400, "format=" + format + ": the studio answers json (the default) or svg");
            return;
        }
        args.add("--format=" + format);
        boolean admitted;
        try {
            // a page loads a few pictures at once: a short wait for a free core, then "busy"
            admitted = jobs.tryAcquire(QUEUE_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        if (!admitted) {
            Answers.error(ex, 503, "busy: " + options.jobs() + " requests are computing (one per core); try again");
            return;
        }
        run(ex, args.toArray(String[]::new), format, token, shown);
    }

    /**
     * {@code GET /api/cancel?request=TOKEN}: a page that no longer wants an answer (it asked again, or it is being
     * left) says so, and the run stops as at Ctrl-C. The JDK's server does not tell when a client has gone away.
     */
    private void cancel(HttpExchange ex, Query query) throws IOException {
        String token = null;
        for (Query.Param p : query.params()) {
            if (p.name().equals("request")) {
                token = p.value();
            }
        }
        if (token == null || !TOKEN.matcher(token).matches()) {
            Answers.error(ex, 400, "give request=TOKEN, the name the request to cancel was given");
            return;
        }
        Limits limits = running.get(token);
        if (limits != null) {
            limits.cancel();
        }
        Answers.send(ex, 200, "application/json; charset=utf-8",
                org.gridpuzzles.io.Json.write(new Cancelled(token, limits != null)).getBytes(StandardCharsets.UTF_8));
    }

    private record Cancelled(String request, boolean cancelled) {
    }

    /** Why a parameter is refused ("400 reason" or "413 reason"), or null. */
    private String refusal(Query.Param p) {
        if (TEXT_OPTIONS.contains(p.name())) {
            return "400 --" + p.name() + " prints the command line's text, and the API answers JSON (or SVG): "
                    + "give --" + p.name() + " on the command line";
        }
        if (FILE_OPTIONS.contains(p.name())) {
            return "400 --" + p.name() + " names a file: the studio reads and writes no files for a request";
        }
        if (SIDES.contains(p.name()) || THREADS.contains(p.name())) {
            long v;
            try {
                v = Long.parseLong(p.value() == null ? "" : p.value().trim());
            } catch (NumberFormatException e) {
                return null; // the command says what is wrong with it
            }
            long max = SIDES.contains(p.name()) ? options.maxSize() : options.jobs();
            if (v > max) {
                return "413 --" + p.name() + " " + v + " is over the studio's limit of " + max
                        + " (use the command line for larger runs)";
            }
        }
        return null;
    }

    private void run(HttpExchange ex, String[] args, String format, String token,
            java.util.function.UnaryOperator<String> shown) throws IOException {
        Duration timeout = options.timeout();
        Limits limits = Interruptions.requestLimits(timeout);
        if (token != null && running.putIfAbsent(token, limits) != null) {
            jobs.release();
            Answers.error(ex, 409, "request=" + token + " is already running: name each request once");
            return;
        }
        inFlight.add(limits);
        if (stopping) {
            limits.cancel(); // the stop came while this request was admitted
        }
        try {
            run(ex, args, format, limits, timeout, shown);
        } finally {
            inFlight.remove(limits);
            if (token != null) {
                running.remove(token, limits);
            }
        }
    }

    private void run(HttpExchange ex, String[] args, String format, Limits limits, Duration timeout,
            java.util.function.UnaryOperator<String> shown) throws IOException {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Future<Integer> job;
        try {
            // the job holds its place until it really ends, also after a time limit was answered
            job = workers.submit(() -> {
                try {
                    return Interruptions.withinRequest(limits,
                            () -> runner.run(args, new PrintWriter(out, true), new PrintWriter(err, true)));
                } finally {
                    jobs.release();
                }
            });
        } catch (RuntimeException e) {
            jobs.release();
            throw e;
        }
        int code;
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeout.toMillis() + 2000);
        try {
            code = awaitEnd(job, end);
        } catch (TimeoutException e) {
            limits.cancel();
            job.cancel(true);
            if (stopping()) {
                Answers.send(ex, 503, "application/json; charset=utf-8", STOPPING);
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
            Answers.send(ex, 503, "application/json; charset=utf-8", STOPPING);
            return;
        }
        String line = shown.apply(failureLine(err.toString(), args, code));
        if ((code == 3 || code == 130) && format.equals("json")) {
            // stopped by the time limit or its page, a command with a partial result wrote what it finished
            String partial = partial(out.toString(), limits.cancelled() ? "cancelled by its page"
                    : "time limit of " + Limits.describe(timeout) + " per request reached (use the command line "
                    + "for longer runs)");
            if (partial != null) {
                ex.getResponseHeaders().set("X-Gridpuzzles-Exit", Integer.toString(code));
                Answers.send(ex, 200, "application/json; charset=utf-8", partial.getBytes(StandardCharsets.UTF_8));
                return;
            }
        }
        switch (code) {
            case 0, 1 -> {
                if (out.getBuffer().length() > MAX_OUTPUT) {
                    Answers.error(ex, 413, "the answer is larger than " + (MAX_OUTPUT >> 20) + " MB");
                    return;
                }
                if (!(format.equals("svg") ? isSvg(out.toString()) : isJson(out.toString()))) {
                    // the API's promise is JSON (or SVG): a command that printed anything else is not an API
                    Answers.error(ex, 404, String.join(" ", java.util.Arrays.copyOf(args, 2)) + " has no "
                            + format.toUpperCase(java.util.Locale.ROOT) + " output: use the command line");
                    return;
                }
                ex.getResponseHeaders().set("X-Gridpuzzles-Exit", Integer.toString(code));
                Answers.send(ex, 200, format.equals("svg") ? "image/svg+xml" : "application/json; charset=utf-8",
                        out.toString().getBytes(StandardCharsets.UTF_8));
            }
            case 2 -> Answers.error(ex, 400, line);
            case 3 -> Answers.error(ex, line.contains("time limit") ? 504 : 413, line);
            case 130 -> Answers.error(ex, 499, "cancelled by its page: " + line);
            default -> Answers.error(ex, 500, line);
        }
    }

    /** Waits for the job until {@code end}, or until a stopping studio has waited long enough for it. */
    private int awaitEnd(Future<Integer> job, long end)
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

    /**
     * The command's failure: the last line of its standard error that is the command line's one-line error
     * ("gridpuzzles maze generate: ..."), not the information printed before it ("seed N", progress); else its
     * last line; else what its exit code says.
     */
    static String failureLine(String err, String[] args, int code) {
        List<String> lines = err.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        String prefix = "gridpuzzles " + args[0] + " " + args[1] + ": ";
        for (int i = lines.size() - 1; i >= 0; i--) {
            if (lines.get(i).startsWith(prefix)) {
                return lines.get(i);
            }
        }
        return lines.isEmpty() ? prefix + "ended with exit code " + code + " and no message"
                : lines.get(lines.size() - 1);
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
    private boolean stopping() {
        return stopping || Interruptions.shuttingDown();
    }

    /** True while requests are computing. */
    boolean busy() {
        return !inFlight.isEmpty();
    }

    /** One JSON value and nothing after it, checked by streaming through it (an answer may be tens of MB). */
    static boolean isJson(String text) {
        try (com.fasterxml.jackson.core.JsonParser p = org.gridpuzzles.io.Json.mapper().getFactory()
                .createParser(text)) {
            if (p.nextToken() == null) {
                return false;
            }
            p.skipChildren();
            return p.nextToken() == null;
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean isSvg(String text) {
        String start = text.stripLeading();
        return start.startsWith("<svg") || start.startsWith("<?xml");
    }

    @Override
    public void close() {
        workers.shutdownNow();
    }
}
