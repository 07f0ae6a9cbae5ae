package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RequestTypes;
import org.gridpuzzles.cli.GridPuzzles;
import org.gridpuzzles.io.Json;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The studio as a client of the operation model: requests by POST (JSON) or GET (query shorthand) go through the
 * registry, and no request the studio runs can name a file or folder of the machine, whatever its fields are called.
 */
class StudioOperationsTest {

    private static Studio studio;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        studio = Studio.start(StudioOptions.defaults());
    }

    @AfterAll
    static void stop() {
        studio.close();
    }

    private static HttpResponse<String> get(String pathAndQuery) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(studio.uri().resolve(pathAndQuery)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> post(String path, String body) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(studio.uri().resolve(path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String error(HttpResponse<String> r) {
        return (String) Json.read(r.body(), Map.class, "answer").get("error");
    }

    @Test
    void everyOperationWhoseRequestCanNameAFileIsRefusedByItsType() throws Exception {
        int runnable = 0;
        for (Operation<?, ?> op : Operations.all()) {
            String path = "/api/" + op.engine() + "/" + op.command();
            if (RequestTypes.namesFiles(op.requestType())) {
                long before = studio.computed();
                HttpResponse<String> g = get(path);
                HttpResponse<String> p = post(path, "{}");
                assertEquals(403, g.statusCode(), op.name() + ": " + g.body());
                assertEquals(403, p.statusCode(), op.name() + ": " + p.body());
                assertTrue(error(g).contains("files of the machine"), g.body());
                assertEquals(before, studio.computed(), "a refused request computed nothing");
            } else {
                runnable++;
                // a request type the studio runs holds nothing that could name a file, at any depth
                assertTrue(RequestTypes.fileField(op.requestType()).isEmpty(), op.name());
            }
        }
        assertTrue(runnable > 0);
    }

    @Test
    void noQueryParameterReachesAFileWhatEverItIsCalled(@TempDir Path dir) throws Exception {
        Path target = dir.resolve("made-by-a-request");
        for (Operation<?, ?> op : Operations.all()) {
            if (RequestTypes.namesFiles(op.requestType())) {
                continue;
            }
            for (String name : List.of("spill", "checkpoint", "out", "o", "svg", "png", "plot", "mask", "maze",
                    "solution", "proof", "index", "file", "data")) {
                HttpResponse<String> r = get("/api/" + op.engine() + "/" + op.command() + "?" + name + "="
                        + target.toString().replace("/", "%2F"));
                assertFalse(r.statusCode() == 200, op.name() + " took " + name + "=: " + r.body());
            }
        }
        assertFalse(Files.exists(target), "a request created a file or folder on the server");
    }

    @Test
    void aPostedRequestAndItsQueryShorthandGiveTheSameResult() throws Exception {
        HttpResponse<String> byQuery = get("/api/knight/tour?size=6&start=2,3&tiebreak=random&seed=5&mark-ties");
        HttpResponse<String> byBody = post("/api/knight/tour", "{\"rows\":6,\"cols\":6,\"start\":{\"row\":2,"
                + "\"col\":3},\"tiebreak\":\"random\",\"seed\":5,\"markTies\":true}");
        assertEquals(200, byQuery.statusCode(), byQuery.body());
        assertEquals(byQuery.body(), byBody.body());
        StringBuilder cli = new StringBuilder();
        GridPuzzles.run(new String[] {"knight", "tour", "--size", "6", "--start", "2,3", "--tiebreak", "random",
            "--seed", "5", "--mark-ties", "--format", "json"}, new java.io.PrintWriter(new java.io.Writer() {
                @Override
                public void write(char[] c, int off, int len) {
                    cli.append(c, off, len);
                }

                @Override
                public void flush() {
                }

                @Override
                public void close() {
                }
            }, true), new java.io.PrintWriter(java.io.Writer.nullWriter()));
        assertEquals(cli.toString(), byBody.body());
    }

    @Test
    void aBadRequestIsNamedByItsField() throws Exception {
        HttpResponse<String> r = post("/api/knight/tour", "{\"rows\":5,\"cols\":5,\"start\":\"9,1\"}");
        assertEquals(400, r.statusCode());
        assertEquals("start.row must be 1..5, got 9", error(r));
        HttpResponse<String> unknown = get("/api/knight/tour?size=5&colour=red");
        assertEquals(400, unknown.statusCode());
        assertTrue(error(unknown).contains("colour is not a field of knight tour"), unknown.body());
        HttpResponse<String> notObject = post("/api/knight/tour", "[5]");
        assertEquals(400, notObject.statusCode());
        HttpResponse<String> both = HTTP.send(HttpRequest.newBuilder(studio.uri().resolve(
                "/api/knight/tour?size=5")).POST(HttpRequest.BodyPublishers.ofString("{\"rows\":5,\"cols\":5}"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(400, both.statusCode(), both.body());
    }
}
