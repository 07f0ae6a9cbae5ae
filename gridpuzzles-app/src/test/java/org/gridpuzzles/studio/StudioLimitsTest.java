package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gridpuzzles.cli.GridPuzzles;
import org.gridpuzzles.io.Json;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

/** The studio's limits told honestly: partial results, the command's real failure, and the pages' ranges. */
class StudioLimitsTest {

    private static Studio studio;
    private static HttpClient http;

    @BeforeAll
    static void start() {
        // a short time limit, so that a study of the page's largest sizes is stopped by it
        studio = Studio.start(StudioOptions.defaults().withTimeout(Duration.ofSeconds(1)));
        http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    }

    @AfterAll
    static void stop() {
        studio.close();
    }

    private static HttpResponse<String> get(String pathAndQuery) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(studio.uri().toString().replaceAll("/$", "")
                + pathAndQuery)).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aStudyStoppedByTheTimeLimitAnswersTheSizesItFinishedMarkedPartial() throws Exception {
        // no seed: the command first says which seed it drew, a line that is no failure
        HttpResponse<String> r = get("/api/knight/study?sizes=5..200&trials=200");
        assertEquals(200, r.statusCode(), r.body());
        JsonNode body = Json.mapper().readTree(r.body());
        assertTrue(body.path("partial").asBoolean(), r.body());
        assertTrue(body.path("rows").isArray(), r.body());
        assertTrue(body.path("rows").size() < 196, "not every size finished in 1 s: " + r.body());
        assertEquals("time limit of 1 s per request reached (use the command line for longer runs)",
                body.path("reason").asText(), r.body());
        assertEquals("3", r.headers().firstValue("X-Gridpuzzles-Exit").orElse(""));
    }

    @Test
    void valuesBeyondWhatThePagesOfferAreRefusedWithTheOptionAndItsRange() throws Exception {
        HttpResponse<String> study = get("/api/knight/study?sizes=5..100000&trials=1");
        assertEquals(400, study.statusCode(), study.body());
        JsonNode body = Json.mapper().readTree(study.body());
        assertEquals("sizes", body.path("option").asText());
        assertEquals(5, body.path("min").asLong());
        assertEquals(200, body.path("max").asLong());
        assertTrue(body.path("error").asText().contains("--sizes 5..100000"), study.body());
        for (Map.Entry<String, List<RouteLimits.Range>> route : RouteLimits.ROUTES.entrySet()) {
            for (RouteLimits.Range range : route.getValue()) {
                List<String> outside = new ArrayList<>(List.of(Long.toString(range.max() + 1), range.max() + ".5",
                        "99999999999999999999"));
                if (range.hasMin()) {
                    outside.add(Long.toString(range.min() - 1));
                }
                if (range.rangeValue()) {
                    outside.add(range.min() + ".." + (range.max() + 1));
                    outside.add((range.min() - 1) + ".." + range.max());
                }
                for (String value : outside) {
                    String path = "/api/" + route.getKey() + "?" + range.option() + "=" + value;
                    HttpResponse<String> r = get(path);
                    assertEquals(400, r.statusCode(), path + " -> " + r.body());
                    JsonNode refusal = Json.mapper().readTree(r.body());
                    assertEquals(range.option(), refusal.path("option").asText(), path + " -> " + r.body());
                    assertEquals(range.max(), refusal.path("max").asLong(), path + " -> " + r.body());
                }
            }
        }
        HttpResponse<String> within = get("/api/knight/study?sizes=5..6&trials=2&seed=1");
        assertEquals(200, within.statusCode(), within.body());
    }

    /** The page, input box or list that offers each limited option, by route and option. */
    private static final Map<String, String> OFFERED_BY = Map.of(
            "knight/tour size", "knight.part.html#size",
            "knight/study sizes", "knight.part.html#study-to",
            "knight/study trials", "knight.part.html#study-trials",
            "push/generate size", "push.part.html#size",
            "push/generate max-steps", "push.part.html#steps",
            "labyrinth/count size", "labyrinth.part.html#size",
            "squares/move time-limit", "squares.part.html#think");

    @Test
    void theServersRangesAreThoseThePagesOffer() throws Exception {
        for (Map.Entry<String, String> e : OFFERED_BY.entrySet()) {
            String[] routeOption = e.getKey().split(" ");
            RouteLimits.Range range = RouteLimits.ROUTES.get(routeOption[0]).stream()
                    .filter(r -> r.option().equals(routeOption[1])).findFirst().orElseThrow();
            String[] fileId = e.getValue().split("#");
            long[] offered = offered(page(fileId[0]), fileId[1]);
            assertEquals(offered[1], range.max(), e.getValue() + " offers up to " + offered[1]);
            // below the page's least the command itself may judge (and say why)
            assertTrue(range.min() <= offered[0], e.getValue() + " offers from " + offered[0]);
        }
    }

    private static String page(String name) throws IOException {
        try (InputStream in = Studio.class.getResourceAsStream("web/" + name)) {
            assertNotNull(in, name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The least and largest value an input box (its min and max) or a list (its options) offers. */
    private static long[] offered(String html, String id) {
        Matcher input = Pattern.compile("<input id=\"" + id + "\"[^>]*>").matcher(html);
        if (input.find()) {
            return new long[] {attribute(input.group(), "min"), attribute(input.group(), "max")};
        }
        Matcher select = Pattern.compile("<select id=\"" + id + "\">(.*?)</select>", Pattern.DOTALL).matcher(html);
        assertTrue(select.find(), "no box or list " + id);
        // an option's value, or its text when it has none ("1 s" is 1)
        Matcher option = Pattern.compile("<option([^>]*)>\\s*(\\d*)[^<]*</option>").matcher(select.group(1));
        long least = Long.MAX_VALUE;
        long largest = Long.MIN_VALUE;
        while (option.find()) {
            Matcher value = Pattern.compile("value=\"(\\d+)\"").matcher(option.group(1));
            long v = Long.parseLong(value.find() ? value.group(1) : option.group(2));
            least = Math.min(least, v);
            largest = Math.max(largest, v);
        }
        return new long[] {least, largest};
    }

    private static long attribute(String tag, String name) {
        Matcher m = Pattern.compile(" " + name + "=\"(\\d+)\"").matcher(tag);
        assertTrue(m.find(), tag + " has no " + name);
        return Long.parseLong(m.group(1));
    }
}
