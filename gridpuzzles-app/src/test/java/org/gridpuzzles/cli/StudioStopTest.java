package org.gridpuzzles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * SIGTERM stops a studio that is computing: the request in flight is answered that the studio is stopping, and the
 * program ends as a stopped program does (143), without waiting for the request's own time limit.
 */
@Tag("slow")
class StudioStopTest {

    @Test
    void sigtermAnswersTheRequestInFlightAndEndsTheStudio() throws Exception {
        Process p = new ProcessBuilder(ChildJvm.command("512m", List.of("studio")))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
                StandardCharsets.UTF_8))) {
            String address = out.readLine();
            assertTrue(address != null && address.startsWith("gridpuzzles studio: http://"), address);
            String uri = address.substring("gridpuzzles studio: ".length());
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
            // the page's largest study: far longer than the moment it is stopped at
            String study = uri + "api/knight/study?sizes=5..200&trials=200&seed=1&request=long";
            CompletableFuture<HttpResponse<String>> inFlight = http.sendAsync(
                    HttpRequest.newBuilder(URI.create(study)).build(), HttpResponse.BodyHandlers.ofString());
            // a second of processor time more than the idle studio had used: the study computes
            assertTrue(ChildJvm.awaitWork(p, ChildJvm.cpuSeconds(p) + 1), "the studio runs");
            // the same name again is refused (409) while the study computes; the probe itself is a moment's work
            int probe = inFlight.isDone() ? 0 : http.send(HttpRequest.newBuilder(URI.create(uri
                    + "api/knight/study?sizes=5..5&trials=1&request=long")).build(),
                    HttpResponse.BodyHandlers.ofString()).statusCode();
            assertEquals(409, probe, "the study is computing");
            ChildJvm.signal(p.pid(), "TERM");
            // well before the request's own time limit (20 s), which a stop that waits for it would reach
            assertEquals(143, ChildJvm.awaitEnd(p, "TERM", 10));
            HttpResponse<String> answer = inFlight.get(10, TimeUnit.SECONDS);
            assertEquals(503, answer.statusCode(), answer.body());
            assertEquals("{\"error\":\"the studio is stopping\"}\n", answer.body());
        } finally {
            p.destroyForcibly();
        }
    }
}
