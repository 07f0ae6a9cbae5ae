package org.gridpuzzles.studio;

import java.io.IOException;

import com.sun.net.httpserver.Filter;
import com.sun.net.httpserver.HttpExchange;

/**
 * In front of every route: a request body is read, up to {@link #MAX_BODY}, on every method and kept for the
 * handler ({@link #body}: the JSON request of a POST to the API), and a larger one is refused with 413 after reading
 * at most one byte more than the limit (none when its declared length is already over it). The client then reads the
 * answer instead of a reset connection.
 */
final class BodyLimit extends Filter {

    /** The most a request body may carry; more is refused. */
    static final int MAX_BODY = 1 << 20;

    @Override
    public String description() {
        return "request bodies up to 1 MB, read and kept for the handler";
    }

    @Override
    public void doFilter(HttpExchange ex, Chain chain) throws IOException {
        byte[] body = declared(ex) > MAX_BODY ? null : read(ex);
        if (body == null) {
            ex.getResponseHeaders().set("Connection", "close");
            Answers.error(ex, 413, "the request body is larger than the studio's " + (MAX_BODY >> 20) + " MB");
            return;
        }
        ex.setAttribute(BODY, body);
        chain.doFilter(ex);
    }

    private static long declared(HttpExchange ex) {
        String length = ex.getRequestHeaders().getFirst("Content-Length");
        try {
            return length == null ? -1 : Long.parseLong(length.trim());
        } catch (NumberFormatException e) {
            return -1; // the JDK's server refuses such a request before it gets here
        }
    }

    private static final String BODY = "org.gridpuzzles.studio.body";

    /** The body of the request, as read in front of its handler (empty when it had none). */
    static byte[] body(HttpExchange ex) {
        return ex.getAttribute(BODY) instanceof byte[] b ? b : new byte[0];
    }

    /** Reads the body; null when it has more than {@link #MAX_BODY} bytes, of which it reads one more. */
    private static byte[] read(HttpExchange ex) throws IOException {
        java.io.ByteArrayOutputStream kept = new java.io.ByteArrayOutputStream();
        byte[] buf = new byte[1 << 14];
        long total = 0;
        var in = ex.getRequestBody();
        int n;
        while ((n = in.read(buf, 0, (int) Math.min(buf.length, MAX_BODY + 1 - total))) > 0) {
            total += n;
            if (total > MAX_BODY) {
                return null;
            }
            kept.write(buf, 0, n);
        }
        return kept.toByteArray();
    }
}
