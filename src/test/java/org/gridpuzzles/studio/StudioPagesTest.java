package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.gridpuzzles.cli.GridPuzzles;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The studio's pages in a real browser. */
class StudioPagesTest {

    private static Studio studio;
    private static ChromeDriver browser;

    @BeforeAll
    static void start() {
        studio = Studio.start(StudioOptions.defaults(), GridPuzzles::run);
        browser = Browser.open();
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
        }
        if (studio != null) {
            studio.close();
        }
    }

    @Test
    void theFrontPageShowsTheFiveEnginesEachWithAPicture() throws Exception {
        browser.get(studio.uri().toString());
        List<WebElement> engines = browser.findElements(By.cssSelector(".engine"));
        assertEquals(List.of("Mazes", "One-way labyrinths", "Knight's tours", "Avoid the square", "Push labyrinths"),
                engines.stream().map(e -> e.findElement(By.tagName("h2")).getText()).toList());
        new WebDriverWait(browser, Duration.ofSeconds(60)).until(d -> Boolean.TRUE.equals(d.findElements(
                By.cssSelector(".engine img")).stream().allMatch(img -> Boolean.TRUE.equals(browser.executeScript(
                "return arguments[0].complete && arguments[0].naturalWidth > 0;", img)))));
        Browser.screenshot(browser, "index");
        engines.get(0).click();
        new WebDriverWait(browser, Duration.ofSeconds(30)).until(d -> d.getCurrentUrl().endsWith("/maze"));
        assertTrue(browser.findElement(By.id("not-yet")).getText().startsWith("This page is not built yet."));
    }
}
