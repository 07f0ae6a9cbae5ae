package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.gridpuzzles.cli.GridPuzzles;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The studio's server over real HTTP: the API answers what the command line prints, and nothing gets out. */
class StudioServerTest {

    private static Studio studio;
    private static HttpClient http;

    @BeforeAll
    static void start() {
        studio = Studio.start(StudioOptions.defaults().withTimeout(Duration.ofSeconds(20)));
        http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    }

    @AfterAll
    static void stop() {
        studio.close();
    }

    static HttpResponse<String> get(String pathAndQuery) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(studio.uri().toString().replaceAll("/$", "")
                + pathAndQuery)).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A request as raw bytes on a socket, for what HTTP clients refuse to send; the status and the body. */
    static String[] raw(String pathAndQuery) throws Exception {
        int port = studio.uri().getPort();
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", port)) {
            socket.setSoTimeout(60_000);
            socket.getOutputStream().write(("GET " + pathAndQuery + " HTTP/1.1\r\nHost: 127.0.0.1:" + port
                    + "\r\nConnection: close\r\n\r\n").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
            String answer = new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            String status = answer.isEmpty() ? "closed" : answer.split(" ", 3)[1];
            int body = answer.indexOf("\r\n\r\n");
            return new String[] {status, body < 0 ? "" : answer.substring(body + 4)};
        }
    }

    static String cli(String... args) {
        StringWriter out = new StringWriter();
        int code = GridPuzzles.run(args, new PrintWriter(out, true), new PrintWriter(new StringWriter(), true));
        assertTrue(code == 0 || code == 1, String.join(" ", args) + " exits " + code);
        return out.toString();
    }

    @Test
    void aPageCancelsTheRequestsItNoLongerWants() throws Exception {
        // 15 x 15 takes the frontier count several seconds: long enough to be cancelled while it computes
        java.util.concurrent.CompletableFuture<HttpResponse<String>> count =
                java.util.concurrent.CompletableFuture.supplyAsync(() -> {
                    try {
                        return get("/api/labyrinth/count?size=15&request=page-1");
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                });
        String said = "";
        for (int i = 0; i < 200 && !said.contains("\"cancelled\":true") && !count.isDone(); i++) {
            Thread.sleep(50);
            said = get("/api/cancel?request=page-1").body();
        }
        assertEquals("{\"request\":\"page-1\",\"cancelled\":true}", said);
        HttpResponse<String> stopped = count.get();
        assertEquals(499, stopped.statusCode(), stopped.body());
        assertTrue(stopped.body().contains("cancelled by its page"), stopped.body());
        assertEquals("{\"request\":\"page-1\",\"cancelled\":false}", get("/api/cancel?request=page-1").body(),
                "a request that has ended is no longer known");
        assertEquals(400, get("/api/cancel?request=../x").statusCode());
        assertEquals(400, get("/api/labyrinth/count?size=3&request=a%20b").statusCode());
    }

    @Test
    void theIssuesExampleAnswersItsCount() throws Exception {
        HttpResponse<String> r = get("/api/labyrinth/count?size=7");
        assertEquals(200, r.statusCode());
        assertEquals("{\"rows\":7,\"cols\":7,\"count\":\"111712\"}\n", r.body());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
    }

    @Test
    void theApiAnswersExactlyWhatTheCommandLinePrints() throws Exception {
        String[][] cases = {
            {"/api/maze/generate?algorithm=inwinder&rows=6&cols=9&seed=3", "maze", "generate", "--algorithm",
                "inwinder", "--rows", "6", "--cols", "9", "--seed", "3", "--format", "json"},
            {"/api/maze/stats?algorithm=wilson&size=8&seed=2", "maze", "stats", "--algorithm", "wilson",
                "--size", "8", "--seed", "2", "--format", "json"},
            {"/api/labyrinth/count?size=5&by-first-move", "labyrinth", "count", "--size", "5", "--by-first-move",
                "--format", "json"},
            {"/api/labyrinth/draw?size=7&seed=11", "labyrinth", "draw", "--size", "7", "--seed", "11", "--format",
                "json"},
            {"/api/knight/tour?size=6&method=warnsdorff&seed=4", "knight", "tour", "--size", "6", "--method",
                "warnsdorff", "--seed", "4", "--format", "json"},
            {"/api/maze/generate?size=5&seed=1&format=svg", "maze", "generate", "--size", "5", "--seed", "1",
                "--format", "svg"},
        };
        for (String[] c : cases) {
            HttpResponse<String> r = get(c[0]);
            assertEquals(200, r.statusCode(), c[0] + ": " + r.body());
            String[] args = java.util.Arrays.copyOfRange(c, 1, c.length);
            assertEquals(cli(args), r.body(), c[0]);
        }
    }

    @Test
    void aBookletOfMazesIsADownloadOfThePdfTheCommandLineWrites() throws Exception {
        String query = "/api/maze/print?rows=6&cols=8&seed=3&count=3&per-page=2&solutions=true";
        HttpResponse<byte[]> r = http.send(HttpRequest.newBuilder(URI.create(studio.uri().toString()
                .replaceAll("/$", "") + query + "&format=pdf")).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, r.statusCode());
        assertEquals("application/pdf", r.headers().firstValue("Content-Type").orElse(""));
        assertEquals("attachment; filename=\"mazes.pdf\"", r.headers().firstValue("Content-Disposition").orElse(""));
        // read back by PDFBox: the mazes on two pages, their solutions on two more
        try (org.apache.pdfbox.pdmodel.PDDocument pdf = org.apache.pdfbox.Loader.loadPDF(r.body())) {
            assertEquals(4, pdf.getNumberOfPages());
            String text = new org.apache.pdfbox.text.PDFTextStripper().getText(pdf);
            assertTrue(text.contains("seed 5"), text);
        }
        // the JSON says the same, without the document
        HttpResponse<String> json = get(query);
        assertEquals(200, json.statusCode());
        assertEquals("{\"mazes\":3,\"pages\":4,\"bytes\":" + r.body().length + "}", json.body().trim());
        // a format the operation has no document of, and a document format of an operation without one
        assertEquals(404, get(query + "&format=gif").statusCode());
        HttpResponse<String> noDocument = get("/api/maze/generate?size=5&format=pdf");
        assertEquals(400, noDocument.statusCode());
        assertTrue(noDocument.body().contains("the studio answers json (the default) or svg"), noDocument.body());
    }

    @Test
    void badInputIsFourHundredWithTheRequestsOwnLine() throws Exception {
        HttpResponse<String> r = get("/api/labyrinth/count?size=0");
        assertEquals(400, r.statusCode());
        assertTrue(r.body().startsWith("{\"error\":\"rows must be "), r.body());
        assertEquals(400, get("/api/labyrinth/count?size=abc").statusCode());
        assertEquals(400, get("/api/labyrinth/count?no-such-option=1").statusCode());
        assertEquals(400, get("/api/labyrinth/count?format=png").statusCode());
        assertEquals(400, get("/api/maze/generate?size=5&out=/tmp/x.txt").statusCode());
        assertEquals(400, get("/api/maze/check?maze=/etc/passwd").statusCode());
        // a mask is the picture's content, never a file's name: a path is only text that is no mask
        HttpResponse<String> mask = get("/api/maze/generate?mask=/etc/hostname&format=json");
        assertEquals(400, mask.statusCode());
        assertTrue(mask.body().contains("Mask"), mask.body());
    }

    @Test
    void overTheLimitsIsFourHundredThirteenNamingTheLimit() throws Exception {
        HttpResponse<String> r = get("/api/maze/generate?size=100000");
        assertEquals(413, r.statusCode());
        assertTrue(r.body().contains("limit of 200"), r.body());
        // threads are the studio's to give (one per request), whatever a request asks
        HttpResponse<String> threads = get("/api/labyrinth/enumerate?size=5&threads=1000");
        assertEquals(200, threads.statusCode(), threads.body());
    }

    @Test
    void nothingOutsideThePagesCanBeReached() throws Exception {
        List<String> paths = List.of("/static/../../../../etc/passwd", "/static/%2e%2e/%2e%2e/etc/passwd",
                "/static/..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd", "/static/studio.css/../../x",
                "/static//etc/passwd", "/static/%252e%252e/etc/passwd", "/static/Studio.css", "/static/.hidden.css",
                "/static/gridpuzzles.properties", "/org/gridpuzzles/studio/web/index.html",
                "/static/..\\..\\etc\\passwd", "/api/../static/studio.css", "/api/maze/../../etc/passwd");
        for (String p : paths) {
            String[] r = raw(p);
            assertTrue(r[0].startsWith("4"), p + " -> " + r[0]);
            assertFalse(r[1].contains("root:"), p);
        }
        assertEquals(200, get("/static/studio.css").statusCode());
    }

    @Test
    void malformedQueriesAreRefusedWithTheReason() throws Exception {
        for (String q : List.of("size=%ZZ", "size=%e9", "SIZE=5", "size=5&=3", "si%00ze=3", "size=%0a5%00", "size=%",
                "x".repeat(9000) + "=1")) {
            String[] r = raw("/api/labyrinth/count?" + q);
            assertEquals("400", r[0], q + ": " + r[1]);
        }
    }

    @Test
    void aPostTakesAJsonRequestAndBodiesAreBounded() throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(studio.uri() + "api/labyrinth/count"))
                .POST(HttpRequest.BodyPublishers.ofString("x".repeat(1 << 19))).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(400, r.statusCode());
        assertTrue(r.body().contains("the body is not JSON"), r.body());
        try {
            HttpResponse<String> big = http.send(HttpRequest.newBuilder(URI.create(studio.uri() + "maze"))
                    .POST(HttpRequest.BodyPublishers.ofString("x".repeat(4 << 20))).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(413, big.statusCode());
        } catch (java.io.IOException closedWhileSending) {
            // the server answered 413 and closed before the client had sent everything: refused all the same
        }
        assertEquals(200, get("/maze").statusCode(), "and it keeps serving");
    }

    @Test
    void aThousandRandomRequestsAreAnsweredAndTheServerKeepsServing() throws Exception {
        Random random = new Random(20261123);
        String[] engines = {"maze", "labyrinth", "knight", "squares", "push", "x", "api", ""};
        String[] commands = {"generate", "count", "stats", "draw", "tour", "check", "list", "table", "zz", "-"};
        String[] names = {"size", "rows", "cols", "seed", "format", "algorithm", "method", "limit", "which", "out",
            "x", "bias"};
        String[] values = {"1", "2", "3", "4", "5", "0", "-1", "abc", "json", "svg", "%41", "%", "%zz", "",
            "99999999999999999999", "1.5", "inwinder", "wilson", "last"};
        Set<Integer> allowed = Set.of(200, 400, 403, 404, 405, 413, 503, 504);
        for (int i = 0; i < 1000; i++) {
            StringBuilder q = new StringBuilder("/api/").append(engines[random.nextInt(engines.length)]).append('/')
                    .append(commands[random.nextInt(commands.length)]);
            int n = random.nextInt(4);
            for (int k = 0; k < n; k++) {
                q.append(k == 0 ? '?' : '&').append(names[random.nextInt(names.length)]);
                if (random.nextInt(5) > 0) {
                    q.append('=').append(values[random.nextInt(values.length)]);
                }
            }
            String path = q.toString();
            String[] r = raw(path);
            assertTrue(allowed.contains(Integer.parseInt(r[0])), path + " -> " + r[0] + " " + r[1]);
            // a request line that is no URI at all too: JSON, not the JDK server's own page
            if (!r[0].equals("200")) {
                assertTrue(r[1].startsWith("{\"error\":\"") && r[1].lines().count() == 1, path + " -> " + r[1]);
            }
        }
        assertEquals("{\"rows\":5,\"cols\":5,\"count\":\"104\"}\n", get("/api/labyrinth/count?size=5").body());
    }

    @Test
    void pagesAreServedFromTheJar() throws Exception {
        List<String> missing = new ArrayList<>();
        for (String page : List.of("/", "/maze", "/labyrinth", "/knight", "/squares", "/push", "/static/studio.css")) {
            HttpResponse<String> r = get(page);
            if (r.statusCode() != 200) {
                missing.add(page + " " + r.statusCode());
            }
            assertFalse(r.body().contains("http://") && !page.equals("/static/studio.css")
                    && r.body().replace("http://www.w3.org", "").contains("http://"), page + " loads nothing from outside");
        }
        assertEquals(List.of(), missing);
    }
}
