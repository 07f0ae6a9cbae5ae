package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.WheelInput;
import org.openqa.selenium.support.ui.Select;

/** Large pictures in a real browser: a 200 x 200 knight's tour played to its end, zoom and pan, the boxes' limits. */
class LargePicturesPageTest extends PageTest {

    private static String board(String name) {
        return browser.findElement(By.id("board")).getAttribute("data-" + name);
    }

    private static double zoomOf(String id) {
        return Double.parseDouble(browser.findElement(By.id(id)).getAttribute("data-zoom"));
    }

    private static String viewOf(String id) {
        return browser.findElement(By.id(id)).getAttribute("data-view");
    }

    @SuppressWarnings("unchecked")
    private static List<String> requested(String part) {
        return (List<String>) browser.executeScript("return performance.getEntriesByType('resource')"
                + ".map(e => e.name).filter(n => n.includes(arguments[0]));", part);
    }

    @Test
    void aTwoHundredSquareKnightsTourPlaysToItsEndAndZooms() throws Exception {
        browser.get(studio.uri() + "knight");
        waiting().until(d -> text("status").equals("An open tour of all 64 squares."));
        // Squirrel-Cull covers every board from 5 x 5 on (Warnsdorff's rule alone may get stuck on a large one)
        new Select(browser.findElement(By.id("method"))).selectByValue("squirrel");
        waiting().until(d -> text("status").equals("An open tour of all 64 squares.") && "64".equals(board("total")));
        set("size", "200");
        waiting().until(d -> text("status").equals("An open tour of all 40000 squares."));
        // played, not jumped to the end: every frame draws only the new moves, so the tour ends and the page answers
        waiting().until(d -> "40000".equals(board("shown")) && "false".equals(board("playing")));
        assertEquals("40000 of 40000 squares", text("counter"));
        assertEquals("40000", board("total"));
        assertEquals(3, browser.findElements(By.cssSelector("#board canvas")).size(), "three layers, no element a square");
        assertTrue(browser.findElements(By.cssSelector("#board svg, #board rect")).isEmpty());
        Browser.screenshot(browser, "knight-200");
        // zoomed in by the button, then by the wheel: a part of the board, its squares numbered
        assertEquals(1.0, zoomOf("board"));
        String whole = viewOf("board");
        browser.findElement(By.cssSelector(".zoom-tools .zoom-in")).click();
        assertTrue(zoomOf("board") > 1, "zoomed in: " + zoomOf("board"));
        WebElement canvas = browser.findElement(By.cssSelector("#board canvas.moves"));
        for (int i = 0; i < 6; i++) {
            new Actions(browser).scrollFromOrigin(WheelInput.ScrollOrigin.fromElement(canvas), 0, -400).perform();
        }
        double zoomed = zoomOf("board");
        assertTrue(zoomed > 10, "the wheel zooms in: " + zoomed);
        String before = viewOf("board");
        assertNotEquals(whole, before);
        Browser.screenshot(browser, "knight-200-zoomed");
        // a drag moves the view and starts no tour
        String start = text("start");
        new Actions(browser).moveToElement(canvas).clickAndHold().moveByOffset(-120, -80).release().perform();
        String after = viewOf("board");
        assertNotEquals(before, after, "the drag pans");
        assertEquals(zoomed, zoomOf("board"));
        assertEquals(start, text("start"), "a drag is no click on a square");
        assertEquals("40000", board("shown"));
        Browser.screenshot(browser, "knight-200-panned");
        // a square clicked on the zoomed board is the one under the pointer
        String[] view = after.split(" ");
        int row = (int) Math.floor((Double.parseDouble(view[1]) + Double.parseDouble(view[3]) / 2 - 10) / 44) + 1;
        int col = (int) Math.floor((Double.parseDouble(view[0]) + Double.parseDouble(view[2]) / 2 - 10) / 44) + 1;
        clickSquare(row + "," + col);
        // Squirrel-Cull starts in the corner only: the page names the square clicked and keeps the corner
        waiting().until(d -> text("start-note").contains("not on " + row + "," + col));
        browser.findElement(By.cssSelector(".zoom-tools .zoom-fit")).click();
        assertEquals(1.0, zoomOf("board"));
        assertEquals(whole, viewOf("board"));
    }

    @Test
    void aSizeBeyondTheBoxIsRefusedByThePageAndTheServer() throws Exception {
        browser.get(studio.uri() + "knight");
        waiting().until(d -> text("status").equals("An open tour of all 64 squares."));
        set("size", "201");
        waiting().until(d -> text("status").startsWith("size 201: the page takes"));
        assertEquals("size 201: the page takes whole numbers from 1 to 200 (the command line takes more)",
                text("status"));
        assertEquals(List.of(), requested("size=201"), "no request leaves for it");
        var refused = StudioHttp.get(studio, "/api/knight/tour?size=201");
        assertEquals(400, refused.statusCode(), refused.body());
        assertTrue(refused.body().contains("\"option\":\"size\"") && refused.body().contains("\"max\":200"),
                refused.body());
        // the maze's boxes too
        browser.get(studio.uri() + "maze");
        waiting().until(d -> text("status").startsWith("Carving") || text("status").startsWith("A perfect"));
        set("rows", "500");
        waiting().until(d -> text("status").startsWith("rows 500: the page takes"));
        assertEquals(List.of(), requested("rows=500"));
    }

    @Test
    void aLargeMazesDistancesAreNumberedOnceZoomedIn() throws Exception {
        browser.get(studio.uri() + "maze");
        waiting().until(d -> text("status").startsWith("Carving") || text("status").startsWith("A perfect"));
        set("rows", "40");
        set("cols", "40");
        browser.findElement(By.id("mode-distance")).click();
        waiting().until(d -> text("counter").endsWith("of 1599 passages"));
        browser.findElement(By.id("all")).click();
        waiting().until(d -> text("distance-info").startsWith("From 1,1: the farthest field is "));
        // fields of some 11 pixels: coloured by the server's distances, too small for numbers
        assertEquals("0", browser.findElement(By.cssSelector("rect.field[data-field='1,1']"))
                .getAttribute("data-distance"));
        assertTrue(browser.findElements(By.cssSelector("#board .numbers text")).isEmpty());
        String viewBox = browser.findElement(By.cssSelector("#board svg")).getDomAttribute("viewBox");
        browser.findElement(By.cssSelector(".zoom-tools .zoom-in")).click();
        browser.findElement(By.cssSelector(".zoom-tools .zoom-in")).click();
        assertEquals(2.25, zoomOf("board"), 1e-9);
        assertNotEquals(viewBox, browser.findElement(By.cssSelector("#board svg")).getDomAttribute("viewBox"));
        waiting().until(d -> d.findElements(By.cssSelector("#board .numbers text")).size() == 1600);
        // a drag pans and picks no root; a click does
        String root = text("distance-info");
        WebElement svg = browser.findElement(By.cssSelector("#board svg"));
        String before = viewOf("board");
        new Actions(browser).moveToElement(svg).clickAndHold().moveByOffset(-90, -70).release().perform();
        assertNotEquals(before, viewOf("board"));
        assertEquals(root, text("distance-info"), "a drag is no click on a field");
        Browser.screenshot(browser, "maze-40-zoomed");
        browser.findElement(By.cssSelector(".zoom-tools .zoom-fit")).click();
        waiting().until(d -> d.findElements(By.cssSelector("#board .numbers text")).isEmpty());
    }

    @Test
    void aPolarMazeOfTwoHundredRingsIsReadZoomedIn() throws Exception {
        browser.get(studio.uri() + "maze-grids?grid=polar");
        waiting().until(d -> text("status").startsWith("A perfect polar maze, 10 rings"));
        set("rings", "200");
        waiting().until(d -> text("status").startsWith("A perfect polar maze, 200 rings"));
        String whole = browser.findElement(By.cssSelector("#grid-board svg")).getDomAttribute("viewBox");
        assertEquals(1.0, zoomOf("grid-board"));
        Browser.screenshot(browser, "polar-200");
        WebElement svg = browser.findElement(By.cssSelector("#grid-board svg"));
        for (int i = 0; i < 8; i++) {
            new Actions(browser).scrollFromOrigin(WheelInput.ScrollOrigin.fromElement(svg, 60, -60), 0, -400)
                    .perform();
        }
        assertTrue(zoomOf("grid-board") > 10, "zoomed: " + zoomOf("grid-board"));
        String zoomed = browser.findElement(By.cssSelector("#grid-board svg")).getDomAttribute("viewBox");
        assertNotEquals(whole, zoomed, "the picture shows a part of itself");
        new Actions(browser).moveToElement(svg).clickAndHold().moveByOffset(100, 60).release().perform();
        assertNotEquals(zoomed, browser.findElement(By.cssSelector("#grid-board svg")).getDomAttribute("viewBox"));
        Browser.screenshot(browser, "polar-200-zoomed");
        // another maze of the same size keeps the view; another size shows whole
        new Select(browser.findElement(By.id("grid"))).selectByValue("hex");
        waiting().until(d -> text("status").startsWith("A perfect hex maze"));
        assertEquals(1.0, zoomOf("grid-board"));
        assertTrue(browser.findElement(By.cssSelector(".zoom-tools")).isDisplayed());
    }
}
