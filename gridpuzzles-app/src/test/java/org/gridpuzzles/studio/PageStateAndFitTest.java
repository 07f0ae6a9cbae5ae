package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.gridpuzzles.cli.GridPuzzles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the pages keep straight between keys, clicks and changed options, and how they sit in the window: keys typed in
 * a field, a start square left off a smaller board, a path under the distances, a status that says what is shown, the
 * push boxes and the board; the favicon, the menu, the data folder's listing asked only when there is one, and boards
 * that fit common windows.
 */
class PageStateAndFitTest extends PageTest {

    private static final Dimension NORMAL = new Dimension(1280, 900);

    /** A short wait, for what follows a click at once (a long wait would only hide a page that never gets there). */
    private static WebDriverWait shortly() {
        return new WebDriverWait(browser, Duration.ofSeconds(5));
    }

    private static String value(String id) {
        return browser.findElement(By.id(id)).getDomProperty("value");
    }

    @Test
    void arrowKeysInAFieldChangeTheFieldAndNotTheLine() {
        browser.get(studio.uri() + "labyrinth");
        waiting().until(d -> text("moves").equals("(none)") && !text("neighbours").isEmpty());
        WebElement seed = browser.findElement(By.id("seed"));
        seed.click();
        seed.sendKeys(Keys.ARROW_DOWN);
        assertEquals("0", value("seed"), "the number box takes its own arrow");
        // the board's keys still draw: down from the corner is a move, so a line "DR" would show the seed's key taken
        browser.findElement(By.id("board")).click();
        browser.findElement(By.id("board")).sendKeys(Keys.ARROW_RIGHT);
        waiting().until(d -> !text("moves").equals("(none)"));
        assertEquals("R", text("moves"));
        new Select(browser.findElement(By.id("size"))).selectByVisibleText("5");
        browser.findElement(By.id("size")).sendKeys(Keys.ARROW_DOWN);
        assertEquals("7", value("size"), "a list takes its own arrow");
        waiting().until(d -> text("moves").equals("(none)"));
    }

    @Test
    void theKnightsStartStaysOnTheBoardAndWhereTheMethodCanStart() throws Exception {
        browser.get(studio.uri() + "knight");
        waiting().until(d -> text("status").equals("An open tour of all 64 squares."));
        browser.findElement(By.id("all")).click();
        clickSquare("7,5");
        waiting().until(d -> text("start").equals("7,5") && text("status").endsWith("tour of all 64 squares."));
        set("size", "6");
        waiting().until(d -> text("counter").endsWith(" of 36 squares"));
        assertEquals("1,1", text("start"));
        assertTrue(text("start-note").contains("7,5 is off the 6 x 6 board"), text("start-note"));
        assertFalse(text("status").contains("off the"), text("status"));
        Browser.screenshot(browser, "knight-start-moved");
        set("size", "8");
        waiting().until(d -> text("status").endsWith("tour of all 64 squares."));
        browser.findElement(By.id("all")).click();
        clickSquare("3,4");
        waiting().until(d -> text("start").equals("3,4") && text("status").endsWith("tour of all 64 squares."));
        new Select(browser.findElement(By.id("method"))).selectByValue("squirrel");
        waiting().until(d -> text("start").equals("1,1") && text("status").endsWith("tour of all 64 squares."));
        assertTrue(text("start-note").contains("Squirrel-Cull starts in the corner, not on 3,4"), text("start-note"));
    }

    @Test
    void theMazeSaysWhatIsShownAndDistancesClearThePath() throws Exception {
        browser.get(studio.uri() + "maze");
        new Select(browser.findElement(By.id("algorithm"))).selectByValue("recursive-division");
        set("rows", "8");
        set("cols", "8");
        browser.findElement(By.id("all")).click();
        waiting().until(d -> text("status").equals("A perfect 8 x 8 maze by recursive-division, seed 1."));
        // one wall a second: played again from none, the room is not yet a maze and the status must say so
        browser.executeScript("const s = document.getElementById('speed'); s.value = 0;"
                + "s.dispatchEvent(new Event('input'));");
        browser.findElement(By.id("play")).click();
        shortly().until(d -> text("status").startsWith("Dividing a 8 x 8 room: "));
        browser.findElement(By.id("play")).click();
        String shown = text("counter").split(" ")[0];
        assertFalse(text("status").contains("perfect"), text("status"));
        assertTrue(text("status").contains(": " + shown + " of "), text("status") + " / " + text("counter"));
        browser.findElement(By.id("all")).click();
        shortly().until(d -> text("status").startsWith("A perfect 8 x 8 maze"));
        browser.findElement(By.cssSelector("rect.field[data-field='1,1']")).click();
        browser.findElement(By.cssSelector("rect.field[data-field='8,8']")).click();
        waiting().until(d -> !d.findElements(By.cssSelector("#board polyline.path")).isEmpty());
        browser.findElement(By.id("mode-distance")).click();
        assertEquals(List.of(), browser.findElements(By.cssSelector("#board polyline.path")), "the path is gone");
        assertEquals("", text("path-info"));
        assertFalse(browser.findElements(By.cssSelector("#board rect.field[data-distance]")).isEmpty());
        Browser.screenshot(browser, "maze-distances-after-path");
    }

    @Test
    void aPushBoardNeedsAPushAndItsBoxesSayTheBoardShown() throws Exception {
        browser.get(studio.uri() + "push");
        waiting().until(d -> text("count").contains("x 4 board"));
        assertEquals("4", value("size"), "the example is 4 x 4");
        set("steps", "0");
        browser.findElement(By.id("generate")).click();
        shortly().until(d -> d.findElement(By.id("error")).isDisplayed());
        assertTrue(text("error").startsWith("max steps 0: give 1 to 20 pushes"), text("error"));
        assertTrue(text("count").contains("4 x 4 board"), "the board shown stays");
        Browser.screenshot(browser, "push-no-push-allowed");
        new Select(browser.findElement(By.id("size"))).selectByVisibleText("6");
        set("steps", "3");
        browser.findElement(By.id("generate")).click();
        waiting().until(d -> text("count").equals("0 of at most 3 pushes \u00b7 6 x 6 board"));
        assertFalse(browser.findElement(By.id("error")).isDisplayed());
        // the API refuses it too, with the command line's one line
        Object refused = browser.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "fetch('/api/push/generate?size=5&seed=1&max-steps=0')"
                + ".then(r => r.json().then(b => done(r.status + ' ' + b.error)));");
        assertTrue(String.valueOf(refused).startsWith("400 "), String.valueOf(refused));
        assertTrue(String.valueOf(refused).contains("maxSteps must be at least 1, got 0"), String.valueOf(refused));
    }

    @Test
    void theFaviconTheMenuAndTheDataFolderAskedOnlyWhenGiven(@TempDir Path data) throws Exception {
        browser.get(studio.uri().toString());
        assertFalse(browser.findElements(By.cssSelector("header nav a[href='/maze-grids']")).isEmpty(),
                "the menu leads to the other grids");
        Object icon = browser.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "const link = document.querySelector('link[rel=icon]');"
                + "fetch(link.href).then(r => r.text().then(t => done(r.status + ' '"
                + " + r.headers.get('content-type') + ' ' + t.trim().startsWith('<svg'))));");
        assertEquals("200 image/svg+xml true", icon);
        browser.get(studio.uri() + "push");
        waiting().until(d -> text("count").contains("x 4 board"));
        assertEquals(List.of(), requested("/data/"), "no folder, no listing asked");
        assertFalse(browser.findElement(By.id("picker")).isDisplayed());
        // with a folder the page asks for its listing and offers it
        Files.writeString(data.resolve("tiny.asp"), "field(1,1). field(1,2). field(2,1). field(2,2). init_on(1,1)."
                + " goal_on(2,2). connect(1,1,n). connect(2,1,s). max_steps(2).\n");
        try (Studio withData = Studio.start(StudioOptions.defaults().withData(data))) {
            browser.get(withData.uri() + "push");
            waiting().until(d -> d.findElement(By.id("picker")).isDisplayed());
            assertEquals(1, requested("/data/").size());
            assertTrue(text("folder-name").contains("(1 instance)"), text("folder-name"));
        }
    }

    @SuppressWarnings("unchecked")
    private static List<String> requested(String part) {
        return (List<String>) browser.executeScript("return performance.getEntriesByType('resource')"
                + ".map(e => new URL(e.name).pathname).filter(p => p.startsWith(arguments[0]));", part);
    }

    @Test
    void boardsFitCommonWindows() throws Exception {
        List<String> misfits = new ArrayList<>();
        Map<String, String> pages = Map.of("labyrinth", "#board svg", "knight", "#board canvas", "squares", "#board svg",
                "push", "#board svg", "maze", "#board svg", "maze-grids", "#grid-board svg");
        try {
            for (Dimension window : List.of(new Dimension(1366, 768), new Dimension(1920, 1080))) {
                browser.manage().window().setSize(window);
                for (var page : pages.entrySet()) {
                    browser.get(studio.uri() + page.getKey());
                    waiting().until(d -> !d.findElements(By.cssSelector(page.getValue())).isEmpty());
                    // the board's picture as laid out, and the window's own inner size
                    @SuppressWarnings("unchecked")
                    Map<String, Object> box = (Map<String, Object>) browser.executeScript(
                            "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                                    + "return {bottom: r.bottom, right: r.right, height: r.height,"
                                    + " innerHeight: innerHeight, innerWidth: innerWidth};", page.getValue());
                    String where = page.getKey() + " at " + window + ": " + box;
                    double bottom = ((Number) box.get("bottom")).doubleValue();
                    double right = ((Number) box.get("right")).doubleValue();
                    if (bottom > ((Number) box.get("innerHeight")).doubleValue()
                            || right > ((Number) box.get("innerWidth")).doubleValue()
                            || ((Number) box.get("height")).doubleValue() < 250) {
                        misfits.add(where);
                    }
                    Browser.screenshot(browser, "fit-" + page.getKey() + "-" + window.width + "x" + window.height);
                }
            }
        } finally {
            browser.manage().window().setSize(NORMAL);
        }
        // each picture within the window, and still readable (at least 250 pixels high)
        assertEquals(List.of(), misfits);
    }
}
