package org.gridpuzzles.studio;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.gridpuzzles.core.Failures;

/** What a job gives back to the connection that waits for it; a document to keep has its file name. */
record Answer(int status, String type, byte[] body, int exit, String fileName) {

    static Answer ok(String type, String body, int exit) {
        return new Answer(200, type, body.getBytes(StandardCharsets.UTF_8), exit, null);
    }

    static Answer error(int status, String message) {
        return ok(Answers.JSON_TYPE, org.gridpuzzles.io.Json.write(Map.of("error", message)) + "\n", -1)
                .withStatus(status);
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
