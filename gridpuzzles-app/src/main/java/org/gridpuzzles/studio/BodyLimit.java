package org.gridpuzzles.studio;

import java.io.IOException;

import com.sun.net.httpserver.Filter;
import com.sun.net.httpserver.HttpExchange;

/**
 * In front of every route: the studio takes no request bodies (the API is GET with a query), so one is read and
 * dropped, up to {@link #MAX_BODY}, on every method, and a larger one is refused with 413 after reading at most one
 * byte more than the limit (none when its declared length is already over it). The client then reads the answer
 * instead of a reset connection.
 */
final class BodyLimit extends Filter {

    /** The most a request body may carry; more is refused. */
    static final int MAX_BODY = 1 << 20;

    @Override
    public String description() {
        return "request bodies up to 1 MB, read and dropped";
    }

    @Override
    public void doFilter(HttpExchange ex, Chain chain) throws IOException {
        if (declared(ex) > MAX_BODY || !drain(ex)) {
            ex.getResponseHeaders().set("Connection", "close");
            Answers.error(ex, 413, "the request body is larger than the studio's " + (MAX_BODY >> 20)
                    + " MB (the studio takes no request bodies: give the options in the query)");
            return;
        }
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

    /** Reads and drops the body; false when it has more than {@link #MAX_BODY} bytes, of which it reads one more. */
    private static boolean drain(HttpExchange ex) throws IOException {
        byte[] buf = new byte[1 << 14];
        long total = 0;
        var in = ex.getRequestBody();
        int n;
        while ((n = in.read(buf, 0, (int) Math.min(buf.length, MAX_BODY + 1 - total))) > 0) {
            total += n;
            if (total > MAX_BODY) {
                return false;
            }
        }
        return true;
    }
}
