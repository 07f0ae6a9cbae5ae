package org.gridpuzzles.studio;

import java.io.IOException;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.api.push.PushShowRequest;
import org.gridpuzzles.api.push.PushShowResult;
import org.gridpuzzles.io.Json;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;

/**
 * The push labyrinth instances of the folder given with {@code --data}: {@code GET /data/} lists them (name, N,
 * max_steps, as the command line reads them), {@code GET /data/<name>} answers one file's facts. Only plain names of
 * {@code .asp}/{@code .lp} files directly in the folder are served, and only when their real path is inside it (no
 * {@code ..}, no escapes, no links out).
 */
final class DataHandler implements HttpHandler {

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,120}\\.(asp|lp)");
    /** The largest instance file served, as the command line reads at most. */
    private static final long MAX_FILE = 16L << 20;

    /** One instance as listed: N and max_steps, or why the command line cannot read it. */
    record Instance(String name, Integer n, Integer maxSteps, String error) {
    }

    /** The listing: the folder's own name (not its path) and its instances by name. */
    record Listing(String folder, List<Instance> instances) {
    }

    private record Cached(long modified, long size, Instance instance) {
    }

    private final Path data;
    private final HostCheck hosts;
    private final Map<String, Cached> cache = new ConcurrentHashMap<>();

    DataHandler(Path data, HostCheck hosts) {
        this.data = data;
        this.hosts = hosts;
    }

    @Override
    public void handle(HttpExchange ex) throws IOException {
        try {
            if (!hosts.allowed(ex)) {
                Answers.error(ex, 403, "this studio answers only requests addressed to it on this machine");
                return;
            }
            if (!ex.getRequestMethod().equals("GET")) {
                Answers.notAllowed(ex, "GET");
                return;
            }
            if (data == null) {
                Answers.error(ex, 404, "no folder of instances: start the studio with --data DIR");
                return;
            }
            String path = ex.getRequestURI().getRawPath();
            if (path.equals("/data/")) {
                Answers.send(ex, 200, "application/json; charset=utf-8", (Json.write(new Listing(
                        data.getFileName() == null ? data.toString() : data.getFileName().toString(), list()))
                        + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
                return;
            }
            Path file = file(path.substring("/data/".length()));
            if (file == null) {
                Answers.error(ex, 404, "no such instance in the folder: "
                        + (path.length() > 80 ? path.substring(0, 80) + "..." : path));
                return;
            }
            Answers.send(ex, 200, "text/plain; charset=utf-8", Files.readAllBytes(file));
        } finally {
            ex.close();
        }
    }

    /**
     * The file of an instance name, or null when the name is not a plain instance name or the file is not a regular
     * file really inside the folder.
     */
    Path file(String name) throws IOException {
        if (data == null || !NAME.matcher(name).matches()) {
            return null;
        }
        Path root = data.toRealPath();
        Path file = root.resolve(name);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            return null;
        }
        Path real = file.toRealPath();
        if (!real.getParent().equals(root) || Files.size(real) > MAX_FILE) {
            return null;
        }
        return real;
    }

    private List<Instance> list() throws IOException {
        List<String> names = new ArrayList<>();
        try (Stream<Path> files = Files.list(data)) {
            files.map(p -> p.getFileName().toString()).filter(n -> NAME.matcher(n).matches()).sorted()
                    .forEach(names::add);
        }
        List<Instance> out = new ArrayList<>();
        for (String name : names) {
            Path file = file(name);
            if (file == null) {
                continue;
            }
            long modified = Files.getLastModifiedTime(file).toMillis();
            long size = Files.size(file);
            Cached c = cache.get(name);
            if (c == null || c.modified() != modified || c.size() != size) {
                c = new Cached(modified, size, read(name, file));
                cache.put(name, c);
            }
            out.add(c.instance());
        }
        return out;
    }

    /** N and max_steps as the command line reads the file (its JSON position), or its one-line error. */
    private Instance read(String name, Path file) {
        try (java.io.InputStream in = org.gridpuzzles.io.InputFiles.open(file)) {
            String facts = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            PushShowResult shown = Operations.get("push show", PushShowRequest.class, PushShowResult.class)
                    .run(new PushShowRequest(facts, null, name, null), RunContext.plain().withThreads(1));
            return new Instance(name, shown.n(), shown.maxSteps(), null);
        } catch (IOException e) {
            return new Instance(name, null, null, name + ": cannot be read: " + e.getMessage());
        } catch (RuntimeException e) {
            return new Instance(name, null, null, "gridpuzzles push show: "
                    + org.gridpuzzles.core.Failures.message(e).replace(file.toString(), name));
        }
    }
}
