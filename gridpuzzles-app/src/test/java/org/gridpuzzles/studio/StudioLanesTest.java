package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.gridpuzzles.cli.GridPuzzles;
import org.gridpuzzles.io.Json;
import org.junit.jupiter.api.Test;

/**
 * Fair under load: with one place for long work taken by a long count, an interactive request is answered in its own
 * lane, a second long request waits in line and can tell its place, and a page can cancel what it waits for.
 */
class StudioLanesTest {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static HttpResponse<String> get(Studio studio, String pathAndQuery) throws IOException,
            InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(studio.uri().resolve(pathAndQuery)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static CompletableFuture<HttpResponse<String>> later(Studio studio, String pathAndQuery) {
        return HTTP.sendAsync(HttpRequest.newBuilder(studio.uri().resolve(pathAndQuery)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static Map<?, ?> place(Studio studio, String token) throws Exception {
        return Json.read(get(studio, "/api/place?request=" + token).body(), Map.class, "place");
    }

    /** Asks the place of {@code token} until it is {@code state} (the test's own time limit ends a hang). */
    private static Map<?, ?> awaitState(Studio studio, String token, String state) throws Exception {
        while (true) {
            Map<?, ?> p = place(studio, token);
            if (state.equals(p.get("state"))) {
                return p;
            }
            Thread.sleep(50);
        }
    }

    @Test
    void interactiveRequestsPassLongWorkAndWaitingWorkKnowsItsPlace() throws Exception {
        StudioOptions options = StudioOptions.defaults().withTimeout(Duration.ofSeconds(120));
        options = new StudioOptions(options.host(), options.port(), options.data(), options.timeout(),
                options.maxSize(), 1);
        java.io.StringWriter instance = new java.io.StringWriter();
        assertEquals(0, GridPuzzles.run(new String[] {"push", "generate", "--size", "4", "--seed", "1"},
                new java.io.PrintWriter(instance, true), new java.io.PrintWriter(java.io.Writer.nullWriter())));
        try (Studio studio = Studio.start(options)) {
            CompletableFuture<HttpResponse<String>> count = later(studio,
                    "/api/labyrinth/count?size=21&request=long-count");
            awaitState(studio, "long-count", "running");

            // a step of the line is answered while the count holds the only place for long work
            HttpResponse<String> step = get(studio, "/api/labyrinth/explain?size=5&moves=R&request=step");
            assertEquals(200, step.statusCode(), step.body());
            assertTrue(step.body().contains("\"liveEnd\":\"1,2\""), step.body());
            assertEquals("running", place(studio, "long-count").get("state"), "answered while the count ran");

            // a push board is shown (and a push checked) at once too
            HttpResponse<String> shown = get(studio, "/api/push/show?facts=" + java.net.URLEncoder.encode(
                    instance.toString(), java.nio.charset.StandardCharsets.UTF_8) + "&request=board");
            assertEquals(200, shown.statusCode(), shown.body());
            assertTrue(shown.body().startsWith("{\"n\":4"), shown.body());
            assertEquals("running", place(studio, "long-count").get("state"), "answered while the count ran");

            // a drawing waits its turn, first in line, and its page can tell that and cancel it
            CompletableFuture<HttpResponse<String>> drawing = later(studio,
                    "/api/labyrinth/draw?size=7&seed=1&request=picture");
            Map<?, ?> waiting = awaitState(studio, "picture", "waiting");
            assertEquals(0, ((Number) waiting.get("ahead")).intValue());
            assertEquals("work", waiting.get("lane"));
            CompletableFuture<HttpResponse<String>> second = later(studio,
                    "/api/labyrinth/draw?size=7&seed=2&request=picture-2");
            assertEquals(1, ((Number) awaitState(studio, "picture-2", "waiting").get("ahead")).intValue());
            get(studio, "/api/cancel?request=picture");
            HttpResponse<String> cancelled = drawing.get();
            assertEquals(499, cancelled.statusCode(), cancelled.body());
            assertEquals(0, ((Number) awaitState(studio, "picture-2", "waiting").get("ahead")).intValue());

            // the count is cancelled by its page: the waiting drawing then gets the place and its answer
            get(studio, "/api/cancel?request=long-count");
            assertTrue(count.get().statusCode() != 200 || count.get().body().contains("partial"),
                    count.get().body());
            HttpResponse<String> drawn = second.get();
            assertEquals(200, drawn.statusCode(), drawn.body());
            assertEquals("unknown", place(studio, "picture-2").get("state"));
        }
    }
}
