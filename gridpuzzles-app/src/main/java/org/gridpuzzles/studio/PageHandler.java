package org.gridpuzzles.studio;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
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
    /** Each page is a part (its title in a first comment line, then its main content) set into one frame. */
    private static final Map<String, String> PAGES = Map.of("/", "index", "/maze", "maze", "/maze-grids",
            "maze-grids", "/labyrinth", "labyrinth", "/knight", "knight", "/squares", "squares", "/push", "push");
    private static final Pattern ASSET = Pattern.compile("/static/([a-z0-9][a-z0-9-]{0,60})\\.(css|js|svg|woff2)");
    private static final Map<String, String> TYPES = Map.of("html", "text/html; charset=utf-8",
            "css", "text/css; charset=utf-8", "js", "text/javascript; charset=utf-8", "svg", "image/svg+xml",
            "woff2", "font/woff2");

    private final HostCheck hosts;
    /** Whether the studio was given a --data folder: the pages say so, and ask for its listing only then. */
    private final boolean folder;

    PageHandler(HostCheck hosts, boolean folder) {
        this.hosts = hosts;
        this.folder = folder;
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
            String page = PAGES.get(path);
            String name = null;
            byte[] body = null;
            if (page != null) {
                name = page + ".html";
                body = page(page, folder);
            } else {
                var m = ASSET.matcher(path);
                name = m.matches() ? m.group(1) + "." + m.group(2) : null;
                body = name == null ? null : resource(name);
            }
            if (body == null) {
                Answers.error(ex, 404, "no such page: " + (path.length() > 80 ? path.substring(0, 80) + "..." : path));
                return;
            }
            Answers.send(ex, 200, TYPES.get(name.substring(name.lastIndexOf('.') + 1)), body);
        } finally {
            ex.close();
        }
    }

    /** A page: its part set into the frame, which says whether there is a data folder. */
    private static byte[] page(String page, boolean folder) throws IOException {
        byte[] frame = resource("frame.html");
        byte[] part = resource(page + ".part.html");
        if (frame == null || part == null) {
            return null;
        }
        String text = new String(part, StandardCharsets.UTF_8);
        int nl = text.indexOf('\n');
        String first = text.substring(0, nl);
        String title = first.startsWith("<!--title: ") ? first.substring(11, first.length() - 3) : "gridpuzzles studio";
        return new String(frame, StandardCharsets.UTF_8).replace("<!--title-->", title)
                .replace("<!--folder-->", folder ? "yes" : "no")
                .replace("<!--main-->", text.substring(nl + 1)).getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = PageHandler.class.getResourceAsStream(ROOT + name)) {
            return in == null ? null : in.readAllBytes();
        }
    }
}
