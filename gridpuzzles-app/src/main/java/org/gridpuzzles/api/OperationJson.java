package org.gridpuzzles.api;

import org.gridpuzzles.io.Json;

/**
 * Requests and results to and from JSON, through the project's one mapper ({@link Json}): records in, records out,
 * unknown keys and trailing content refused. A request read here has checked itself in its constructor, so a bad
 * value comes back as the request's own one-line message.
 */
public final class OperationJson {

    private OperationJson() {
    }

    /** A request or result as one line of JSON. */
    public static String write(Record value) {
        return Json.write(value);
    }

    /**
     * The request {@code json} (from {@code source}, named in messages) as {@code type}; a field left out takes the
     * request's default.
     */
    public static <Q extends Record> Q read(String json, Class<Q> type, String source) {
        try {
            return Json.readWithDefaults(json, type, source);
        } catch (org.gridpuzzles.core.InvalidInputException e) {
            // a request's own check speaks for itself; Jackson wraps it in its "cannot construct" text
            InvalidRequestException own = ownCheck(e);
            throw own != null ? own : e;
        }
    }

    private static InvalidRequestException ownCheck(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof InvalidRequestException r) {
                return r;
            }
        }
        return null;
    }
}
