package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The studio's pages in a real browser. */
class StudioPagesTest extends PageTest {

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
        assertEquals("inwinder", browser.findElement(By.id("algorithm")).getAttribute("value"));
    }

    private static String status() {
        return browser.findElement(By.id("status")).getText();
    }

    /** Keys typed faster than the server explains each move are all made, in order (none is dropped while busy). */
    @Test
    void keysTypedQuicklyAreAllMade() {
        browser.get(studio.uri() + "labyrinth");
        new org.openqa.selenium.support.ui.Select(browser.findElement(By.id("size"))).selectByVisibleText("5");
        waiting().until(d -> status().startsWith("0 moves; 2 next fields"));
        org.openqa.selenium.Keys down = org.openqa.selenium.Keys.ARROW_DOWN;
        browser.findElement(By.id("board")).sendKeys(down, down, down, down, org.openqa.selenium.Keys.ARROW_RIGHT);
        waiting().until(d -> browser.findElement(By.id("moves")).getText().equals("DDDDR"));
        waiting().until(d -> status().startsWith("5 moves"));
    }

    @Test
    void theLabyrinthIsDrawnByHandWithReasonsAndUndo() throws Exception {
        browser.get(studio.uri() + "labyrinth");
        new org.openqa.selenium.support.ui.Select(browser.findElement(By.id("size"))).selectByVisibleText("5");
        waiting().until(d -> status().startsWith("0 moves; 2 next fields"));
        // from the corner: right and down are available, the two borders are not
        assertEquals(2, browser.findElements(By.cssSelector("rect.cell.available")).size());
        WebElement board = browser.findElement(By.id("board"));
        board.sendKeys(org.openqa.selenium.Keys.ARROW_DOWN);
        waiting().until(d -> browser.findElement(By.id("moves")).getText().equals("D"));
        for (String key : new String[] {"D", "D", "D", "R", "U", "U", "U"}) {
            String before = browser.findElement(By.id("moves")).getText();
            board.sendKeys(key.equals("D") ? org.openqa.selenium.Keys.ARROW_DOWN
                    : key.equals("U") ? org.openqa.selenium.Keys.ARROW_UP : org.openqa.selenium.Keys.ARROW_RIGHT);
            waiting().until(d -> browser.findElement(By.id("moves")).getText().equals(before + key));
        }
        waiting().until(d -> status().startsWith("8 moves; 1 next field"));
        // as the command line's explain of DDDDRUUU says: 2,3 would leave 1,2 in a C-shape
        // the board is drawn again when the count arrives: read the title of the board as it is then
        String hover = waiting().until(d -> {
            try {
                return d.findElement(By.cssSelector("rect.cell.forbidden[data-field='2,3'] title"))
                        .getAttribute("textContent");
            } catch (org.openqa.selenium.StaleElementReferenceException redrawn) {
                return null;
            }
        });
        // the number of completions joins the reason once the page has counted them
        assertTrue(hover.startsWith("2,3: forbidden (C-shape at field 1,2)"), hover);
        assertTrue(browser.findElements(By.cssSelector("line.forced")).size() > 0, "forced segments are drawn");
        Browser.screenshot(browser, "labyrinth");
        browser.findElement(By.id("undo")).click();
        waiting().until(d -> browser.findElement(By.id("moves")).getText().equals("DDDDRUU"));
        // "let it draw" plays a random line from the engine to the end
        browser.findElement(By.id("seed")).clear();
        browser.findElement(By.id("seed")).sendKeys("3");
        browser.findElement(By.id("draw-step")).click();
        waiting().until(d -> status().startsWith("Complete: a line through all 25 fields."));
        assertEquals(24, browser.findElement(By.id("moves")).getText().length());
        Browser.screenshot(browser, "labyrinth-drawn");
    }

    @Test
    void aKnightsTourIsPlayedSquareBySquareAndTheStudyDrawn() throws Exception {
        browser.get(studio.uri() + "knight");
        waiting().until(d -> status().equals("An open tour of all 64 squares."));
        browser.findElement(By.id("step")).click();
        browser.findElement(By.id("all")).click();
        waiting().until(d -> browser.findElement(By.id("counter")).getText().equals("64 of 64 squares"));
        assertEquals("64", browser.findElement(By.id("board")).getAttribute("data-shown"), "every square drawn");
        Browser.screenshot(browser, "knight");
        // a click on a square starts the tour there
        PageTest.clickSquare("3,4");
        waiting().until(d -> browser.findElement(By.id("start")).getText().equals("3,4"));
        waiting().until(d -> status().endsWith("tour of all 64 squares."));
        new org.openqa.selenium.support.ui.Select(browser.findElement(By.id("method"))).selectByValue("closed");
        waiting().until(d -> status().equals("A closed tour of all 64 squares."));
        browser.findElement(By.id("study-to")).clear();
        browser.findElement(By.id("study-to")).sendKeys("10");
        browser.findElement(By.id("study")).click();
        waiting().until(d -> !d.findElements(By.cssSelector("#chart polyline.rate")).isEmpty());
        String points = browser.findElement(By.cssSelector("#chart polyline.rate")).getAttribute("points");
        assertEquals(6, points.trim().split(" ").length, "one point per size 5..10");
        Browser.screenshot(browser, "knight-study");
    }
}
