package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import org.gridpuzzles.io.Json;

/** Request lines the JDK's server would refuse with a page of HTML: answered JSON 400 by the studio's front. */
class FrontDoorTest {

    private static Studio studio;

    @BeforeAll
    static void start() {
        studio = Studio.start(StudioOptions.defaults());
    }

    @AfterAll
    static void stop() {
        studio.close();
    }

    private static JsonNode json(StudioHttp.Raw r) throws Exception {
        assertEquals("application/json; charset=utf-8", r.header("Content-Type"), r.head());
        return Json.mapper().readTree(r.body());
    }

    @Test
    void aBadPercentEscapeIsAJsonBadRequest() throws Exception {
        for (String target : new String[] {"/api/maze/generate?rows=%zz", "/api/maze/generate?rows=5%",
            "/api/maze/gen%zzerate", "/api/knight/tour?size=8&seed=%4", "/maze?grid=%g0", "/data/%%"}) {
            StudioHttp.Raw r = StudioHttp.raw(studio, target);
            assertEquals(400, r.status(), target + " -> " + r.head() + "\n" + r.body());
            assertEquals("bad request: a '%' without two hex digits", json(r).get("error").asText(), target);
            assertEquals("nosniff", r.header("X-Content-Type-Options"), target);
        }
        StudioHttp.Raw brace = StudioHttp.raw(studio, "/api/maze/generate?rows={5}");
        assertEquals(400, brace.status(), brace.body());
        assertEquals("bad request: a character that must be percent-encoded", json(brace).get("error").asText());
        // what the handler reads itself stays its own refusal, in JSON too
        StudioHttp.Raw notUtf8 = StudioHttp.raw(studio, "/api/maze/generate?rows=%ff");
        assertEquals(400, notUtf8.status());
        assertEquals("bad request: a value that is not UTF-8", json(notUtf8).get("error").asText());
    }

    @Test
    void onAKeptConnectionTheAnswersBeforeTheBadLineComeFirst() throws Exception {
        int port = studio.uri().getPort();
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(60_000);
            OutputStream out = s.getOutputStream();
            String host = "Host: 127.0.0.1:" + port + "\r\n";
            // a good request with a body, chunked, then one whose target is no URI: two answers, in order
            out.write(("POST /api/labyrinth/count HTTP/1.1\r\n" + host + "Transfer-Encoding: chunked\r\n\r\n"
                    + "b\r\n{\"rows\":5,\"\r\n8\r\ncols\":5}\r\n0\r\n\r\n"
                    + "GET /api/labyrinth/count?size=%5 HTTP/1.1\r\n" + host + "\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            String all = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int first = all.indexOf("HTTP/1.1 200");
            int second = all.indexOf("HTTP/1.1 400");
            assertTrue(first == 0 && second > first, all);
            assertTrue(all.contains("{\"rows\":5,\"cols\":5,\"count\":\"104\"}"), all);
            assertTrue(all.endsWith("{\"error\":\"bad request: a '%' without two hex digits\"}\n"), all);
        }
    }

    @Test
    void aHeadRequestGetsTheHeadAlone() throws Exception {
        int port = studio.uri().getPort();
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(60_000);
            s.getOutputStream().write(("HEAD /api/maze/generate?rows=%zz HTTP/1.1\r\nHost: 127.0.0.1:" + port
                    + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            String all = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(all.startsWith("HTTP/1.1 400 Bad Request\r\n"), all);
            assertTrue(all.endsWith("\r\n\r\n"), all);
        }
    }

    @Test
    void theProblemOfARequestLine() {
        assertNull(FrontDoor.problem("GET /api/maze/generate?rows=5 HTTP/1.1"));
        assertNull(FrontDoor.problem("GET /api/maze/generate?rows=%41 HTTP/1.1"));
        assertEquals("a '%' without two hex digits", FrontDoor.problem("GET /a?b=%zz HTTP/1.1"));
        assertEquals("a character that must be percent-encoded", FrontDoor.problem("GET /a?b=| HTTP/1.1"));
        // no target at all: the server behind judges it
        assertNull(FrontDoor.problem("GET"));
        assertNull(FrontDoor.problem("GET /a"));
    }
}
