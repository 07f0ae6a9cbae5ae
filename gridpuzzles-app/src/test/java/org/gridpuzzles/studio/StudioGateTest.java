package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.gridpuzzles.cli.GridPuzzles;
import org.gridpuzzles.io.Json;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What every request passes before it computes, over raw HTTP with explicit headers: requests from other origins are
 * refused, bodies are bounded, and every answer under /api is JSON. The studio's runner counts the commands it ran,
 * so that a refusal is seen to have computed nothing.
 */
class StudioGateTest {

    private static Studio studio;
    private static int port;

    @BeforeAll
    static void start() {
        studio = Studio.start(StudioOptions.defaults());
        port = studio.uri().getPort();
    }

    @AfterAll
    static void stop() {
        studio.close();
    }

    /** An answer: its status, its headers' text and its body. */
    record Answer(int status, String head, String body) {

        /** The body as the studio's error object; fails when it is anything else. */
        String error() {
            Map<?, ?> json = Json.read(body, Map.class, "the answer");
            assertEquals(1, json.size(), body);
            assertTrue(head.toLowerCase().contains("content-type: application/json"), head);
            return (String) json.get("error");
        }
    }

    /**
     * Sends the request's head (and the given body bytes) on a socket, then reads one answer: the status line, the
     * headers and exactly Content-Length bytes, without waiting for the server to close.
     */
    static Answer send(String head, byte[] body) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(60_000);
            socket.getOutputStream().write(head.getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().write(body);
            socket.getOutputStream().flush();
            InputStream in = socket.getInputStream();
            String headers = readHead(in);
            while (headers.startsWith("HTTP/1.1 100")) {
                headers = readHead(in);
            }
            int length = 0;
            for (String line : headers.split("\r\n")) {
                if (line.toLowerCase().startsWith("content-length:")) {
                    length = Integer.parseInt(line.substring(15).trim());
                }
            }
            byte[] content = in.readNBytes(length);
            return new Answer(Integer.parseInt(headers.split(" ", 3)[1]), headers,
                    new String(content, StandardCharsets.UTF_8));
        }
    }

    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) >= 0) {
            head.write(b);
            String s = head.toString(StandardCharsets.ISO_8859_1);
            if (s.endsWith("\r\n\r\n")) {
                return s;
            }
        }
        throw new IOException("the server closed the connection after: " + head);
    }

    /** A GET with these extra header lines, addressed to the studio as 127.0.0.1 unless a Host line is given. */
    static Answer get(String path, String... headers) throws IOException {
        StringBuilder head = new StringBuilder("GET " + path + " HTTP/1.1\r\n");
        boolean host = false;
        for (String h : headers) {
            head.append(h).append("\r\n");
            host |= h.toLowerCase().startsWith("host:");
        }
        if (!host) {
            head.append("Host: 127.0.0.1:").append(port).append("\r\n");
        }
        return send(head.append("Connection: close\r\n\r\n").toString(), new byte[0]);
    }

    @Test
    void requestsFromAnotherOriginAreRefusedWithTheReasonAndComputeNothing() throws Exception {
        long computedBefore = studio.computed();
        for (String origin : List.of("http://evil.example", "http://127.0.0.1:" + (port + 1), "null",
                "https://127.0.0.1:" + port, "http://localhost:" + port, "http://127.0.0.1")) {
            Answer a = get("/api/labyrinth/count?size=5", "Origin: " + origin);
            assertEquals(403, a.status(), origin + ": " + a.body());
            assertTrue(a.error().startsWith("refused: a request from the page at " + origin), a.body());
            assertEquals(403, get("/data/", "Origin: " + origin).status(), "the data folder too");
        }
        for (String site : List.of("cross-site", "same-site", "Cross-Site")) {
            Answer a = get("/api/labyrinth/count?size=5", "Sec-Fetch-Site: " + site);
            assertEquals(403, a.status(), site + ": " + a.body());
            assertTrue(a.error().contains("Sec-Fetch-Site: " + site.toLowerCase()), a.body());
            // even with the studio's own origin: the browser says another site's page sent it
            assertEquals(403, get("/api/labyrinth/count?size=5", "Sec-Fetch-Site: " + site,
                    "Origin: http://127.0.0.1:" + port).status());
        }
        assertEquals(computedBefore, studio.computed(), "a refused request computed nothing");
    }

    @Test
    void theStudiosOwnPagesAndProgramsWithoutABrowserAreAnswered() throws Exception {
        String count = "{\"rows\":5,\"cols\":5,\"count\":\"104\"}\n";
        assertEquals(count, get("/api/labyrinth/count?size=5").body(), "no Origin, no Sec-Fetch-Site (curl)");
        assertEquals(count, get("/api/labyrinth/count?size=5", "Origin: http://127.0.0.1:" + port).body());
        assertEquals(count, get("/api/labyrinth/count?size=5", "Origin: http://localhost:" + port,
                "Host: localhost:" + port).body(), "the studio opened as localhost");
        assertEquals(count, get("/api/labyrinth/count?size=5", "Origin: http://[::1]:" + port,
                "Host: [::1]:" + port).body());
        for (String site : List.of("same-origin", "none")) {
            assertEquals(count, get("/api/labyrinth/count?size=5", "Sec-Fetch-Site: " + site,
                    "Origin: http://127.0.0.1:" + port).body(), site);
        }
        // the pages compute nothing and may be loaded from anywhere (a link from elsewhere opens them)
        long computedBefore = studio.computed();
        assertEquals(200, get("/maze", "Sec-Fetch-Site: cross-site", "Origin: http://evil.example").status());
        assertEquals(200, get("/static/studio.js", "Sec-Fetch-Site: cross-site").status());
        assertEquals(computedBefore, studio.computed(), "a refused request computed nothing");
    }

    @Test
    void theHelpAndCompletionRoutesAnswerJson() throws Exception {
        long computedBefore = studio.computed();
        for (String path : List.of("/api/help/maze", "/api/completion/bash", "/api/studio/x", "/api/help",
                "/api/maze/generate?help", "/api/maze/generate?version", "/api/maze/generate?size=3&format=svg&help",
                "/api/labyrinth/count?help=true")) {
            Answer a = get(path);
            assertTrue(a.status() == 404 || a.status() == 400, path + " -> " + a.status() + " " + a.body());
            String error = a.error();
            assertTrue(error.contains("no such API") || error.contains("the API answers JSON"), path + ": " + error);
        }
        assertEquals(computedBefore, studio.computed(), "a refused request computed nothing");
    }

    @Test
    void bodiesOverTheLimitAreRefusedOnEveryMethodAfterReadingAtMostOneByteMore() throws Exception {
        long computedBefore = studio.computed();
        int limit = BodyLimit.MAX_BODY;
        // declared over the limit: refused before a byte of it is read (the client has sent none)
        for (String method : List.of("GET", "POST", "PUT", "DELETE")) {
            Answer a = send(method + " /api/labyrinth/count?size=5 HTTP/1.1\r\nHost: 127.0.0.1:" + port
                    + "\r\nContent-Length: 52428800\r\n\r\n", new byte[0]);
            assertEquals(413, a.status(), method + ": " + a.body());
            assertTrue(a.error().contains("larger than the studio's 1 MB"), a.body());
        }
        assertEquals(413, send("GET /maze HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Length: 52428800\r\n\r\n",
                new byte[0]).status(), "the pages too");
        // a chunk announced larger, of which only limit + 1 bytes are sent: answered once they are read (waiting for
        // one byte more would wait for ever)
        byte[] chunk = new byte[limit + 1];
        java.util.Arrays.fill(chunk, (byte) 'x');
        byte[] framed = concat((Integer.toHexString(limit + 100) + "\r\n").getBytes(StandardCharsets.US_ASCII), chunk);
        Answer chunked = send("GET /api/labyrinth/count?size=5 HTTP/1.1\r\nHost: 127.0.0.1:" + port
                + "\r\nTransfer-Encoding: chunked\r\n\r\n", framed);
        assertEquals(413, chunked.status(), chunked.body());
        chunked.error();
        assertEquals(computedBefore, studio.computed(), "a refused request computed nothing");
        // a body within the limit is read and dropped; the request is answered as without it
        byte[] small = new byte[limit];
        Answer within = send("GET /api/labyrinth/count?size=5 HTTP/1.1\r\nHost: 127.0.0.1:" + port
                + "\r\nContent-Length: " + small.length + "\r\nConnection: close\r\n\r\n", small);
        assertEquals("{\"rows\":5,\"cols\":5,\"count\":\"104\"}\n", within.body());
        Answer post = send("POST /api/labyrinth/count?size=5 HTTP/1.1\r\nHost: 127.0.0.1:" + port
                + "\r\nContent-Length: 3\r\nConnection: close\r\n\r\n", "a=b".getBytes(StandardCharsets.US_ASCII));
        assertEquals(400, post.status());
        assertTrue(post.error().contains("a POST gives its request in the body"), post.error());
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
