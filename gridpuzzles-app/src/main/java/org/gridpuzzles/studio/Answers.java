package org.gridpuzzles.studio;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.gridpuzzles.io.Json;

import com.sun.net.httpserver.HttpExchange;

/** Writing answers: the body, its type, and the headers every answer carries. */
final class Answers {

    /** The type of every JSON answer. */
    static final String JSON_TYPE = "application/json; charset=utf-8";

    private Answers() {
    }

    static void send(HttpExchange ex, int status, String type, byte[] body) throws IOException {
        var h = ex.getResponseHeaders();
        h.set("Content-Type", type);
        h.set("X-Content-Type-Options", "nosniff");
        h.set("Referrer-Policy", "no-referrer");
        h.set("Content-Security-Policy", "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; "
                + "script-src 'self'; connect-src 'self'; frame-ancestors 'none'");
        h.set("Cache-Control", "no-store");
        boolean head = ex.getRequestMethod().equals("HEAD");
        ex.sendResponseHeaders(status, head ? -1 : (body.length == 0 ? -1 : body.length));
        if (!head && body.length > 0) {
            try (OutputStream out = ex.getResponseBody()) {
                out.write(body);
            }
        }
        ex.close();
    }

    /** The answer to a method a handler does not take. */
    static void notAllowed(HttpExchange ex, String allow) throws IOException {
        // its body, if any, was read and dropped by BodyLimit
        ex.getResponseHeaders().set("Allow", allow);
        error(ex, 405, "only " + allow.replace(", ", " and "));
    }

    static void error(HttpExchange ex, int status, String message) throws IOException {
        json(ex, status, Map.of("error", message));
    }

    /** A JSON answer of these fields, in their order. */
    static void json(HttpExchange ex, int status, Map<String, ?> fields) throws IOException {
        send(ex, status, JSON_TYPE, (Json.write(fields) + "\n").getBytes(StandardCharsets.UTF_8));
    }
}
