package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.gridpuzzles.cli.GridPuzzles;
import org.gridpuzzles.io.Json;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The pages while a long count holds the studio's only place for long work: the game is played at once in its own
 * lane, and a maze picture waits in line with its place shown, and can be cancelled from the page.
 */
class PagesUnderLoadTest {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static String state(Studio studio, String token) throws Exception {
        String body = HTTP.send(HttpRequest.newBuilder(studio.uri().resolve("/api/place?request=" + token)).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        return (String) Json.read(body, Map.class, "place").get("state");
    }

    @Test
    void theGameGoesOnAndPicturesWaitTheirTurnWhileALongCountRuns() throws Exception {
        StudioOptions d = StudioOptions.defaults();
        StudioOptions options = new StudioOptions(d.host(), d.port(), null, Duration.ofSeconds(150), d.maxSize(), 1);
        ChromeDriver browser = null;
        try (Studio studio = Studio.start(options)) {
            CompletableFuture<HttpResponse<String>> count = HTTP.sendAsync(HttpRequest.newBuilder(
                    studio.uri().resolve("/api/labyrinth/count?size=21&request=long-count")).build(),
                    HttpResponse.BodyHandlers.ofString());
            while (!state(studio, "long-count").equals("running")) {
                Thread.sleep(50);
            }
            browser = Browser.open();
            ChromeDriver b = browser;
            WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(60));

            // the game: a move of the person, the computer's answer, while the count goes on
            browser.get(studio.uri() + "squares");
            new Select(browser.findElement(By.id("size"))).selectByVisibleText("4");
            wait.until(x -> b.findElement(By.id("status")).getText().startsWith("Your move"));
            browser.findElement(By.cssSelector("rect.field.playable[data-field='1,1']")).click();
            wait.until(x -> b.findElements(By.cssSelector("#board circle.counter")).size() == 2
                    && b.findElement(By.id("status")).getText().startsWith("Your move"));
            Browser.screenshot(browser, "under-load-squares");
            assertEquals("running", state(studio, "long-count"), "the game was played while the count ran");

            // a maze picture waits its turn: the page says so and can cancel it
            browser.get(studio.uri() + "maze-grids");
            wait.until(x -> b.findElement(By.id("waiting")).isDisplayed());
            String line = browser.findElement(By.id("waiting")).getText();
            assertTrue(line.startsWith("Waiting for a free core:"), line);
            Browser.screenshot(browser, "under-load-maze-grids-waiting");
            browser.findElement(By.id("cancel-waiting")).click();
            wait.until(x -> Boolean.TRUE.equals(b.executeScript("return document.getElementById('waiting').hidden")));
            assertEquals("running", state(studio, "long-count"));

            // the count ends (its page went away): the next picture is drawn
            HTTP.send(HttpRequest.newBuilder(studio.uri().resolve("/api/cancel?request=long-count")).build(),
                    HttpResponse.BodyHandlers.ofString());
            count.get();
            browser.navigate().refresh();
            wait.until(x -> !b.findElements(By.cssSelector("#grid-board svg")).isEmpty());
            Browser.screenshot(browser, "under-load-maze-grids-drawn");
        } finally {
            if (browser != null) {
                Browser.quit(browser);
            }
        }
    }
}
