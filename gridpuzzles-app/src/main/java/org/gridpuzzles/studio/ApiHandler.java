package org.gridpuzzles.studio;

import java.io.IOException;

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
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RequestTypes;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.core.Failures;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Interruptions;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;

/**
 * {@code GET /api/<engine>/<command>?<option>=<value>&...}: the command line's command with those long options, run
 * in this process under the studio's limits, answered with exactly its {@code --format json} output (or the SVG
 * picture for {@code format=svg}, or, as a download, the document a result is, e.g. {@code format=pdf}). Bad input is 400 with the command line's one line; over the size limit 413; over
 * the time limit 504; more requests computing than the studio takes at once 503.
 */
final class ApiHandler implements HttpHandler, AutoCloseable {

    /** The engines' commands only: not help, completion or studio, which print text or serve. */
    private static final Pattern PATH =
            Pattern.compile("/api/(maze|labyrinth|knight|squares|push)/([a-z][a-z-]{1,30})");
    /** Options that print the command line's text instead of the command's output: the API answers JSON or SVG. */
    private static final Set<String> TEXT_OPTIONS = Set.of("help", "version");
    /** Options that give a side of a grid, checked against the studio's size limit. */
    private static final Set<String> SIDES = Set.of("size", "rows", "cols", "rings");
    private static final int MAX_OUTPUT = 64 << 20;

    private final StudioOptions options;
    private final HostCheck hosts;
    private final DataHandler data;
    /** Long work (counts, pictures, sweeps), a place per core. */
    private final Lane work;
    /** Interactive requests (moves, steps, checks): their own places, which long work never takes. */
    private final Lane quick;
    /** Requests that may wait in a lane: fewer than the server's connections, which also answer the waiting pages. */
    static final int MAX_WAITING = 16;
    private final ExecutorService workers;
    /** The limits of requests that named themselves with {@code request=TOKEN}, so that their page can cancel them. */
    private final Map<String, Limits> running = new ConcurrentHashMap<>();
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    /**
     * The name of a document's format ({@code pdf}, {@code svg-animated}): checked against the result's own once it
     * is made.
     */
    private static final Pattern DOCUMENT_FORMAT = Pattern.compile("[a-z]{2,8}(-[a-z]{2,10})?");
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
    /** Jobs started since the studio started: what a refused request is seen not to have added to. */
    private final java.util.concurrent.atomic.AtomicLong started = new java.util.concurrent.atomic.AtomicLong();
    private volatile long stopDeadline;

    ApiHandler(StudioOptions options, HostCheck hosts, DataHandler data) {
        this.options = options;
        this.hosts = hosts;
        this.data = data;
        this.work = new Lane("work", options.jobs(), MAX_WAITING);
        this.quick = new Lane("quick", options.jobs(), MAX_WAITING);
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
        String method = ex.getRequestMethod();
        if (!method.equals("GET") && !method.equals("POST")) {
            Answers.notAllowed(ex, "GET, POST");
            return;
        }
        if (ex.getRequestURI().getRawPath().equals("/api/cancel")) {
            cancel(ex, Query.parse(ex.getRequestURI().getRawQuery()));
            return;
        }
        if (ex.getRequestURI().getRawPath().equals("/api/place")) {
            String token = null;
            for (Query.Param p : Query.parse(ex.getRequestURI().getRawQuery()).params()) {
                if (p.name().equals("request")) {
                    token = p.value();
                }
            }
            if (token == null || !TOKEN.matcher(token).matches()) {
                Answers.error(ex, 400, "give request=TOKEN, the name of the request whose place to tell");
                return;
            }
            Answers.json(ex, 200, place(token));
            return;
        }
        Matcher m = PATH.matcher(ex.getRequestURI().getRawPath());
        if (!m.matches()) {
            Answers.error(ex, 404, "no such API: use /api/<engine>/<command>?<option>=<value>, "
                    + "the engine maze, labyrinth, knight, squares or push");
            return;
        }
        java.util.Optional<Operation<?, ?>> operation = Operations.find(m.group(1), m.group(2));
        if (operation.isPresent()) {
            call(ex, operation.get(), Query.parse(ex.getRequestURI().getRawQuery()));
            return;
        }
        Answers.error(ex, 404, "no such API: " + m.group(1) + " has no command " + m.group(2));
    }

    /**
     * An operation of the registry: its request from the JSON body of a POST or from the query of a GET (the
     * shorthand of {@link RequestFromQuery}), checked by the request itself, run under the studio's limits, answered
     * with the result's JSON or, for {@code format=svg}, the picture a drawable result makes. An operation whose
     * request can name a file of this machine is refused by its type, whatever its fields are called.
     */
    private void call(HttpExchange ex, Operation<?, ?> op, Query query) throws IOException {
        java.util.Optional<String> file = RequestTypes.fileField(op.requestType());
        if (file.isPresent()) {
            Map<String, Object> answer = new java.util.LinkedHashMap<>();
            answer.put("error", op.name() + " reads or writes files of the machine it runs on, which the studio "
                    + "never does for a request: use the command line");
            answer.put("field", file.get());
            Answers.json(ex, 403, answer);
            return;
        }
        String format = "json";
        String token = null;
        Duration timeLimit = null;
        List<Query.Param> fields = new ArrayList<>();
        Set<String> components = java.util.Arrays.stream(op.requestType().getRecordComponents())
                .map(java.lang.reflect.RecordComponent::getName).collect(java.util.stream.Collectors.toSet());
        for (Query.Param p : query.params()) {
            if (TEXT_OPTIONS.contains(p.name())) {
                Answers.error(ex, 400, "--" + p.name() + " prints the command line's text, and the API answers "
                        + "JSON (or SVG): give --" + p.name() + " on the command line");
                return;
            }
            switch (p.name()) {
                case "request" -> {
                    if (p.value() == null || !TOKEN.matcher(p.value()).matches()) {
                        Answers.error(ex, 400, "request=" + p.value()
                                + ": a request's name is 1 to 64 letters, digits, - or _");
                        return;
                    }
                    token = p.value();
                }
                case "format" -> format = p.value() == null ? "" : p.value().toLowerCase(java.util.Locale.ROOT);
                case "instance" -> {
                    // an instance of the --data folder, by its listed name: its text is the request's facts
                    String facts = components.contains("facts") ? instanceText(p.value()) : null;
                    if (facts == null) {
                        Answers.error(ex, 400, "instance=" + (p.value() == null ? "" : p.value().length() > 60
                                ? p.value().substring(0, 60) + "..." : p.value()) + ": no such instance in the "
                                + "studio's --data folder");
                        return;
                    }
                    fields.add(new Query.Param("facts", facts));
                    if (components.contains("factsSource")) {
                        fields.add(new Query.Param("factsSource", p.value()));
                    }
                }
                case "time-limit" -> {
                    if (components.contains("timeLimit")) {
                        fields.add(p);
                    } else {
                        timeLimit = seconds(p.value());
                    }
                }
                case "threads" -> {
                    if (components.contains("threads")) {
                        fields.add(p);
                    }
                    // else the studio's own threads: one job, one core
                }
                default -> fields.add(p);
            }
        }
        boolean document = org.gridpuzzles.api.Document.class.isAssignableFrom(op.resultType());
        if (!format.equals("json") && !format.equals("svg") && !(document && DOCUMENT_FORMAT.matcher(format)
                .matches())) {
            Answers.error(ex, 400, "format=" + (format.length() > 20 ? format.substring(0, 20) + "..." : format)
                    + ": the studio answers json (the default) or svg" + (document ? ", or the document of "
                    + op.name() + " (e.g. format=pdf)" : ""));
            return;
        }
        com.fasterxml.jackson.databind.node.ObjectNode json;
        if (ex.getRequestMethod().equals("POST")) {
            if (!fields.isEmpty()) {
                Answers.error(ex, 400, "a POST gives its request in the body: only format and request go in the "
                        + "query, not " + fields.get(0).name());
                return;
            }
            json = body(ex);
        } else {
            json = RequestFromQuery.of(op.requestType(), fields, op.name());
        }
        List<Query.Param> asked = new ArrayList<>();
        if (ex.getRequestMethod().equals("POST")) {
            json.properties().forEach(e -> asked.add(new Query.Param(RequestFromQuery.kebab(e.getKey()),
                    e.getValue().isValueNode() ? e.getValue().asText() : null)));
        } else {
            asked.addAll(fields);
        }
        if (overLimits(ex, op, asked) != null) {
            return;
        }
        Record request;
        try {
            request = OperationJson.read(org.gridpuzzles.io.Json.write(json), op.requestType(), "request");
        } catch (org.gridpuzzles.core.InvalidInputException e) {
            Answers.error(ex, 400, e.getMessage().replaceFirst("^request(:\\d+:\\d+)?: ", ""));
            return;
        }
        Duration studioLimit = options.timeout();
        Duration limit = timeLimit == null || timeLimit.compareTo(studioLimit) > 0 ? studioLimit : timeLimit;
        String shownFormat = format;
        Lane lane = request instanceof org.gridpuzzles.api.Interactive ? quick : work;
        run(ex, token, limit, lane, limits -> runOperation(op, request, limits, shownFormat));
    }

    /** The text of the --data folder's instance of that name, or null when there is none. */
    private String instanceText(String name) throws IOException {
        java.nio.file.Path file = name == null ? null : data.file(name);
        if (file == null) {
            return null;
        }
        try (java.io.InputStream in = org.gridpuzzles.io.InputFiles.open(file)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (org.gridpuzzles.core.InvalidInputException e) {
            return null;
        }
    }

    /** The JSON object of a POST's body; a body that is no JSON object is refused. */
    private static com.fasterxml.jackson.databind.node.ObjectNode body(HttpExchange ex) {
        byte[] b = BodyLimit.body(ex);
        com.fasterxml.jackson.databind.JsonNode node;
        try {
            node = org.gridpuzzles.io.Json.mapper().readTree(b);
        } catch (IOException e) {
            throw new Query.BadRequest("the body is not JSON: " + org.gridpuzzles.core.Failures.firstLine(
                    String.valueOf(e.getMessage())));
        }
        if (!(node instanceof com.fasterxml.jackson.databind.node.ObjectNode o)) {
            throw new Query.BadRequest("the body must be the request, one JSON object");
        }
        return o;
    }

    /** Seconds of a {@code time-limit} parameter. */
    private static Duration seconds(String value) {
        try {
            double s = Double.parseDouble(value == null ? "" : value.trim());
            if (!(s > 0)) {
                throw new NumberFormatException();
            }
            return Duration.ofMillis((long) Math.min(s * 1000, 1e12));
        } catch (NumberFormatException e) {
            throw new Query.BadRequest("time-limit=" + value + " is not a positive number of seconds");
        }
    }

    /**
     * Refuses (and answers) a request over the studio's limits: a side over its size limit (413), a value outside
     * what the pages offer (400 naming the field and the range). Returns the refusal, or null.
     */
    private String overLimits(HttpExchange ex, Operation<?, ?> op, List<Query.Param> asked) throws IOException {
        for (Query.Param p : asked) {
            String option = p.name();
            String field = option;
            String value = p.value();
            if (value == null) {
                continue;
            }
            // the range a page offers first: its refusal names the option and the range the page shows
            RouteLimits.Range range = RouteLimits.refused(op.engine() + "/" + op.command(), option, value);
            if (range != null) {
                Map<String, Object> answer = new java.util.LinkedHashMap<>();
                String why = "--" + option + " " + (value.length() > 40 ? value.substring(0, 40) + "..." : value)
                        + " is outside what the studio takes: " + range.describe() + " (use the command line for "
                        + "more)";
                answer.put("error", why);
                answer.put("option", option);
                if (range.hasMin()) {
                    answer.put("min", range.min());
                }
                answer.put("max", range.max());
                Answers.json(ex, 400, answer);
                return why;
            }
            if (SIDES.contains(option)) {
                try {
                    long v = Long.parseLong(value.trim());
                    if (v > options.maxSize()) {
                        String why = field + " " + v + " is over the studio's limit of " + options.maxSize()
                                + " (use the command line for larger runs)";
                        Answers.error(ex, 413, why);
                        return why;
                    }
                } catch (NumberFormatException e) {
                    // the request says what is wrong with it
                }
            }
        }
        return null;
    }

    /** The operation's answer: its result as JSON (or its picture), or its failure with the right status. */
    private Answer runOperation(Operation<?, ?> op, Record request, Limits limits, String format) {
        RunContext context = new RunContext(limits, org.gridpuzzles.io.Progress.none(), 1, 0);
        Record result;
        try {
            result = runTyped(op, request, context);
        } catch (Exception | OutOfMemoryError | StackOverflowError e) {
            return Answer.failed(e);
        }
        if (format.equals("svg")) {
            if (!(result instanceof org.gridpuzzles.api.Svg d)) {
                return Answer.error(404, op.name() + " has no SVG output: use the command line");
            }
            return Answer.ok("image/svg+xml", d.svg(), 0);
        }
        if (!format.equals("json")) {
            if (!(result instanceof org.gridpuzzles.api.Document d) || !d.format().equals(format)) {
                return Answer.error(404, op.name() + " has no " + format + " output");
            }
            return new Answer(200, d.mediaType(), d.content(), 0, d.fileName());
        }
        return Answer.ok("application/json; charset=utf-8", OperationJson.write(result) + "\n", 0);
    }

    @SuppressWarnings("unchecked")
    private static <Q extends Record, R extends Record> R runTyped(Operation<Q, R> op, Record request,
            RunContext context) {
        return op.run((Q) request, context);
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

    /** What a job gives back to the connection that waits for it; a document to keep has its file name. */
    record Answer(int status, String type, byte[] body, int exit, String fileName) {

        static Answer ok(String type, String body, int exit) {
            return new Answer(200, type, body.getBytes(StandardCharsets.UTF_8), exit, null);
        }

        static Answer error(int status, String message) {
            return ok(JSON, org.gridpuzzles.io.Json.write(Map.of("error", message)) + "\n", -1).withStatus(status);
        }

        Answer withStatus(int s) {
            return new Answer(s, type, body, exit, fileName);
        }

        /** A failure thrown by an operation: bad input 400, a limit 504 or 413, a cancel 499, else 500. */
        static Answer failed(Throwable t) {
            Throwable e = Failures.unwrap(t);
            String message = Failures.message(e);
            if (e instanceof org.gridpuzzles.core.LimitReachedException l) {
                return error(l.limit() == org.gridpuzzles.core.LimitReachedException.Limit.TIME ? 504 : 413, message);
            }
            return switch (Failures.exitCode(e)) {
                case BAD_INPUT -> error(400, message);
                case INTERRUPTED -> error(499, "cancelled by its page: " + message);
                case LIMIT -> error(message.contains("time limit") ? 504 : 413, message);
                default -> error(500, message);
            };
        }
    }

    private static final String JSON = "application/json; charset=utf-8";

    /**
     * Runs a job in its lane under the studio's limits ({@code timeout} at most, counted from when it gets its
     * place), named {@code token} when the page gave one (so that it can ask its place in line and cancel it), and
     * answers its request.
     */
    private void run(HttpExchange ex, String token, Duration timeout, Lane lane,
            java.util.function.Function<Limits, Answer> job) throws IOException {
        Limits request = Interruptions.requestLimits(null);
        if (token != null && running.putIfAbsent(token, request) != null) {
            Answers.error(ex, 409, "request=" + token + " is already running: name each request once");
            return;
        }
        inFlight.add(request);
        if (stopping) {
            request.cancel(); // the stop came while this request was read
        }
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
                        Answers.send(ex, 503, JSON, STOPPING);
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
    private Map<String, Object> place(String token) {
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
            java.util.function.Function<Limits, Answer> work) throws IOException {
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
                Answers.send(ex, 503, JSON, STOPPING);
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
            Answers.send(ex, 503, JSON, STOPPING);
            return;
        }
        if (answer.status() == 200 && answer.type().equals(JSON)) {
            // stopped by the time limit or its page, a result that says it is partial tells why
            String partial = partial(new String(answer.body(), StandardCharsets.UTF_8), limits.cancelled() ? "cancelled by its page"
                    : "time limit of " + Limits.describe(timeout) + " per request reached (use the command line "
                    + "for longer runs)");
            if (partial != null) {
                answer = Answer.ok(JSON, partial, 3);
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
    private boolean stopping() {
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
