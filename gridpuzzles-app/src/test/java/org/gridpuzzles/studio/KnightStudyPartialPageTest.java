package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.gridpuzzles.cli.GridPuzzles;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The knight page's study at the page's largest sizes, stopped by the studio's time limit: the sizes it finished. */
class KnightStudyPartialPageTest {

    private static Studio studio;
    private static ChromeDriver browser;

    @BeforeAll
    static void start() {
        // a short time limit: the page's largest study is stopped by it
        studio = Studio.start(StudioOptions.defaults().withTimeout(Duration.ofSeconds(2)));
        browser = Browser.open();
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            Browser.quit(browser);
        }
        studio.close();
    }

    @Test
    void aStudyStoppedByTheTimeLimitShowsWhatItFinishedMarkedPartial() throws Exception {
        browser.get(studio.uri() + "knight");
        for (String[] box : new String[][] {{"study-from", "5"}, {"study-to", "200"}, {"study-trials", "200"}}) {
            browser.findElement(By.id(box[0])).clear();
            browser.findElement(By.id(box[0])).sendKeys(box[1]);
        }
        browser.findElement(By.id("study")).click();
        new WebDriverWait(browser, Duration.ofSeconds(60)).until(d -> {
            String chart = d.findElement(By.id("chart")).getText();
            return !chart.isEmpty() && !chart.startsWith("studying");
        });
        String chart = browser.findElement(By.id("chart")).getText();
        assertTrue(chart.contains("time limit of 2 s per request reached"), chart);
        assertTrue(chart.contains("partial") || chart.startsWith("no size finished"), chart);
        Browser.screenshot(browser, "knight-study-partial");
    }
}
