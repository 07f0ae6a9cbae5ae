package org.gridpuzzles.studio;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RequestTypes;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.core.Limits;

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

    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    /**
     * The name of a document's format ({@code pdf}, {@code svg-animated}): checked against the result's own once it
     * is made.
     */
    private static final Pattern DOCUMENT_FORMAT = Pattern.compile("[a-z]{2,8}(-[a-z]{2,10})?");

    private final StudioOptions options;
    private final HostCheck hosts;
    private final DataHandler data;
    private final Jobs jobs;

    ApiHandler(StudioOptions options, HostCheck hosts, DataHandler data) {
        this.options = options;
        this.hosts = hosts;
        this.data = data;
        this.jobs = new Jobs(options.jobs());
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
        if (jobs.stopping()) {
            Jobs.refuseStopping(ex);
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
            Answers.json(ex, 200, jobs.place(token));
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
        jobs.run(ex, token, limit, request instanceof org.gridpuzzles.api.Interactive,
                limits -> runOperation(op, request, limits, shownFormat));
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
        return Answer.ok(Answers.JSON_TYPE, OperationJson.write(result) + "\n", 0);
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
        Answers.send(ex, 200, Answers.JSON_TYPE, org.gridpuzzles.io.Json.write(new Cancelled(token, jobs.cancel(token)))
                .getBytes(StandardCharsets.UTF_8));
    }

    private record Cancelled(String request, boolean cancelled) {
    }

    /** The studio is stopping (SIGTERM, Ctrl-C): see {@link Jobs#stop}. */
    void stop() {
        jobs.stop();
    }

    /** Jobs started so far. */
    long started() {
        return jobs.started();
    }

    /** True while requests are computing. */
    boolean busy() {
        return jobs.busy();
    }

    @Override
    public void close() {
        jobs.close();
    }
}
