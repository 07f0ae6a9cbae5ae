package org.gridpuzzles.studio;

import java.time.Duration;

import org.gridpuzzles.cli.GridPuzzles;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A studio and a headless browser for the tests of one page class, started once and stopped after them: one Chromium
 * per class, not per test, since starting Chromium is what fails on a loaded machine.
 */
abstract class PageTest {

    static Studio studio;
    static ChromeDriver browser;

    @BeforeAll
    static void startStudioAndBrowser() {
        studio = Studio.start(StudioOptions.defaults());
        browser = Browser.open();
    }

    @AfterAll
    static void stopStudioAndBrowser() {
        if (browser != null) {
            Browser.quit(browser);
        }
        if (studio != null) {
            studio.close();
        }
    }

    static WebDriverWait waiting() {
        return new WebDriverWait(browser, Duration.ofSeconds(60));
    }

    /** Types a new value into the field with this id and leaves it, as a user does (its change event fires). */
    static void set(String id, String value) {
        WebElement input = browser.findElement(By.id(id));
        input.clear();
        input.sendKeys(value, Keys.TAB);
    }

    /** The visible text of the element with this id. */
    static String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }
}
