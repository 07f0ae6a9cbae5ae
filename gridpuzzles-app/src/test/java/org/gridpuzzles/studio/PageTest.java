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

    /**
     * Clicks the square "r,c" of the knight's canvas board where it shows now (zoomed and panned or not), as a user
     * does: at its centre, worked out from the board's size per square and the part of it in view.
     */
    static void clickSquare(String square) {
        @SuppressWarnings("unchecked")
        java.util.List<Number> at = (java.util.List<Number>) browser.executeScript(
                "const [r, c] = arguments[0].split(',').map(Number);"
                        + "const canvas = document.querySelector('#board canvas.moves');"
                        + "const box = canvas.getBoundingClientRect();"
                        + "const [vx, vy, vw, vh] = document.getElementById('board').dataset.view.split(' ')"
                        + ".map(Number);"
                        + "const cell = Number(canvas.dataset.cell); const pad = Number(canvas.dataset.pad);"
                        + "const x = pad + (c - 0.5) * cell; const y = pad + (r - 0.5) * cell;"
                        + "return [(x - vx) / vw * box.width - box.width / 2, (y - vy) / vh * box.height"
                        + " - box.height / 2];", square);
        new org.openqa.selenium.interactions.Actions(browser)
                .moveToElement(browser.findElement(By.cssSelector("#board canvas.moves")),
                        (int) Math.round(at.get(0).doubleValue()), (int) Math.round(at.get(1).doubleValue()))
                .click().perform();
    }

    /** The visible text of the element with this id. */
    static String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }
}
