package org.gridpuzzles.studio;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.regex.Pattern;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;

/**
 * The pages and their scripts and styles, from the jar. Only names of a known form are looked up (no folders, no
 * dots but the extension), so no path can reach anything else.
 */
final class PageHandler implements HttpHandler {

    private static final String ROOT = "/org/gridpuzzles/studio/web/";
    private static final Map<String, String> PAGES = Map.of("/", "index.html", "/maze", "maze.html",
            "/labyrinth", "labyrinth.html", "/knight", "knight.html", "/squares", "squares.html", "/push", "push.html");
    private static final Pattern ASSET = Pattern.compile("/static/([a-z0-9][a-z0-9-]{0,60})\\.(css|js|svg|woff2)");
    private static final Map<String, String> TYPES = Map.of("html", "text/html; charset=utf-8",
            "css", "text/css; charset=utf-8", "js", "text/javascript; charset=utf-8", "svg", "image/svg+xml",
            "woff2", "font/woff2");

    private final HostCheck hosts;

    PageHandler(HostCheck hosts) {
        this.hosts = hosts;
    }

    @Override
    public void handle(HttpExchange ex) throws IOException {
        try {
            if (!hosts.allowed(ex)) {
                Answers.error(ex, 403, "this studio answers only requests addressed to it on this machine");
                return;
            }
            String method = ex.getRequestMethod();
            if (!method.equals("GET") && !method.equals("HEAD")) {
                Answers.notAllowed(ex, "GET, HEAD");
                return;
            }
            String path = ex.getRequestURI().getRawPath();
            String name = PAGES.get(path);
            if (name == null) {
                var m = ASSET.matcher(path);
                name = m.matches() ? m.group(1) + "." + m.group(2) : null;
            }
            byte[] body = name == null ? null : resource(name);
            if (body == null) {
                Answers.error(ex, 404, "no such page: " + (path.length() > 80 ? path.substring(0, 80) + "..." : path));
                return;
            }
            Answers.send(ex, 200, TYPES.get(name.substring(name.lastIndexOf('.') + 1)), body);
        } finally {
            ex.close();
        }
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = PageHandler.class.getResourceAsStream(ROOT + name)) {
            return in == null ? null : in.readAllBytes();
        }
    }
}
