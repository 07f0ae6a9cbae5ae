package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.gridpuzzles.cli.GridPuzzles;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

import com.sun.net.httpserver.HttpServer;

/**
 * A page of another origin (a second server on another loopback port, as another site the user opens) tries to make
 * the studio compute: fetches without and with CORS, a form sent by GET and one by POST. The studio's runner records
 * every command it runs, so that a refusal is seen on the studio's side, not only in what the page may read.
 */
class OtherOriginPageTest {

    private static Studio studio;
    private static HttpServer elsewhere;
    private static ChromeDriver browser;

    @BeforeAll
    static void start() throws Exception {
        studio = Studio.start(StudioOptions.defaults());
        String target = studio.uri().toString().replaceAll("/$", "");
        elsewhere = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 8);
        elsewhere.createContext("/", ex -> {
            byte[] page = page(target).getBytes(StandardCharsets.UTF_8);
            ex.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
            ex.sendResponseHeaders(200, page.length);
            ex.getResponseBody().write(page);
            ex.close();
        });
        elsewhere.start();
        browser = Browser.open();
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            Browser.quit(browser);
        }
        if (elsewhere != null) {
            elsewhere.stop(0);
        }
        if (studio != null) {
            studio.close();
        }
    }

    /** The other site's page: two fetches when it loads, and two forms for the test to send. */
    private static String page(String studio) {
        return """
                <!doctype html><title>another site</title>
                <form id="get" method="get" action="STUDIO/api/labyrinth/count"><input name="size" value="3"></form>
                <form id="post" method="post" action="STUDIO/api/labyrinth/count?size=4">
                  <input name="size" value="4"></form>
                <script>
                window.results = {};
                fetch('STUDIO/api/labyrinth/count?size=5', {mode: 'no-cors'})
                  .then(r => results.nocors = 'answered', e => results.nocors = 'failed: ' + e);
                fetch('STUDIO/api/labyrinth/count?size=6')
                  .then(r => results.cors = r.status, e => results.cors = 'failed: ' + e);
                </script>
                """.replace("STUDIO", studio);
    }

    private static WebDriverWait waiting() {
        return new WebDriverWait(browser, Duration.ofSeconds(60));
    }

    @Test
    void aPageOfAnotherOriginCannotMakeTheStudioCompute() throws Exception {
        int port = elsewhere.getAddress().getPort();
        // 127.0.0.1 on another port is the same site but another origin; localhost is another site
        for (String other : List.of("http://127.0.0.1:" + port + "/", "http://localhost:" + port + "/")) {
            browser.get(other);
            waiting().until(d -> browser.executeScript(
                    "return results.nocors !== undefined && results.cors !== undefined;").equals(Boolean.TRUE));
            Object results = browser.executeScript("return results;");
            // the CORS fetch cannot read any answer of the studio (it sends no CORS headers): the proof is below
            assertTrue(String.valueOf(((Map<?, ?>) results).get("cors")).startsWith("failed"), other + results);
            assertEquals(0, studio.computed(), "the studio computed nothing for the fetches of " + other);
            browser.findElement(By.id("get")).submit();
            waiting().until(d -> d.getCurrentUrl().startsWith(studio.uri().toString()));
            String shown = browser.findElement(By.tagName("body")).getText();
            assertTrue(shown.contains("\"error\":\"refused: the browser says this request comes from another site's "
                    + "page (Sec-Fetch-Site: " + (other.contains("localhost") ? "cross-site" : "same-site")), shown);
            browser.get(other);
            waiting().until(d -> browser.executeScript("return results.cors !== undefined;").equals(Boolean.TRUE));
            browser.findElement(By.id("post")).submit();
            waiting().until(d -> d.getCurrentUrl().startsWith(studio.uri().toString()));
            shown = browser.findElement(By.tagName("body")).getText();
            assertTrue(shown.contains("\"error\":\"refused:"), "the form sent by POST: " + shown);
        }
        assertEquals(0, studio.computed(), "the studio computed nothing for the other site's page");
        // the studio's own page, the same requests: answered (the record above is live)
        browser.get(studio.uri() + "maze");
        Object status = browser.executeAsyncScript("const done = arguments[0];"
                + "fetch('/api/labyrinth/count?size=5').then(r => done(r.status), e => done('failed: ' + e));");
        assertEquals(200L, status);
        assertTrue(studio.computed() >= 1, "the count (and the page's own requests) computed");
        Browser.screenshot(browser, "maze-own-origin");
    }
}
