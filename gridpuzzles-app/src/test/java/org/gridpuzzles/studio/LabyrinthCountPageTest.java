package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;

import org.gridpuzzles.cli.GridPuzzles;
import org.gridpuzzles.io.Json;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.support.ui.Select;

import com.fasterxml.jackson.databind.JsonNode;

/** The number of completions on the one-way labyrinth page, compared with the command line's count. */
class LabyrinthCountPageTest extends PageTest {

    private static final Map<String, Keys> KEYS = Map.of("U", Keys.ARROW_UP, "D", Keys.ARROW_DOWN, "L",
            Keys.ARROW_LEFT, "R", Keys.ARROW_RIGHT);

    private static JsonNode count(int size, String moves) throws Exception {
        StringWriter out = new StringWriter();
        String[] args = {"labyrinth", "count", "--size", Integer.toString(size), "--moves", moves,
            "--by-first-move", "--format", "json"};
        int code = GridPuzzles.run(args, new PrintWriter(out), new PrintWriter(new StringWriter()));
        assertEquals(0, code, String.join(" ", args));
        return Json.mapper().readTree(out.toString());
    }

    /** The count as the page groups it: 55856 is shown 55,856. */
    private static String grouped(String decimal) {
        return String.format(java.util.Locale.ROOT, "%,d", new java.math.BigInteger(decimal));
    }

    /** Waits until the page shows the count of the position after {@code moves}, and checks it against the CLI's. */
    private static void showsTheCount(int size, String moves) throws Exception {
        waiting().until(d -> text("moves").equals(moves.isEmpty() ? "(none)" : moves));
        JsonNode cli = count(size, moves);
        String number = grouped(cli.get("count").asText());
        waiting().until(d -> !d.findElements(By.cssSelector("#completions.counted .number")).isEmpty()
                && text("moves").equals(moves.isEmpty() ? "(none)" : moves));
        assertEquals(number, browser.findElement(By.cssSelector("#completions .number")).getText(), moves);
        // each available next field tells its own share, in the list and on hover
        // the list is drawn again as answers arrive: every look at it reads it afresh
        By available = By.cssSelector("#neighbours li.available");
        List<String> next = waiting().until(d -> {
            try {
                return d.findElements(available).stream().map(li -> li.getText().substring(0, 1)).toList();
            } catch (StaleElementReferenceException redrawn) {
                return null;
            }
        });
        for (String move : next) {
            String share = grouped(cli.get("byFirstMove").get(move).asText());
            waiting().until(d -> {
                try {
                    return d.findElements(available).stream().anyMatch(li -> li.getText().startsWith(move + " ")
                            && li.getText().contains(" · " + share + " completion"));
                } catch (StaleElementReferenceException redrawn) {
                    return false;
                }
            });
        }
    }

    private static void press(String move) {
        String before = text("moves").replace("(none)", "");
        browser.findElement(By.id("board")).sendKeys(KEYS.get(move));
        waiting().until(d -> text("moves").equals(before + move));
    }

    @Test
    void theCompletionsAreCountedAfterEveryMoveAndUndo() throws Exception {
        browser.get(studio.uri() + "labyrinth");
        waiting().until(d -> text("status").startsWith("0 moves; 2 next fields"));
        showsTheCount(7, "");
        assertEquals("111,712 ways to complete the line from here", text("completions").replace("\n", " "));
        String moves = "";
        for (String m : new String[] {"D", "D", "D", "R", "U"}) {
            press(m);
            moves += m;
            showsTheCount(7, moves);
        }
        // after DDDRU: up 2,851 and right 1,415 completions, 4,266 in all, as the command line counts them
        assertEquals("4,266", browser.findElement(By.cssSelector("#completions .number")).getText());
        String hover = browser.findElement(By.cssSelector("rect.cell.available[data-field='2,2'] title"))
                .getAttribute("textContent");
        assertTrue(hover.endsWith(", 2,851 completions"), hover);
        Browser.screenshot(browser, "labyrinth-completions");
        browser.findElement(By.id("undo")).click();
        showsTheCount(7, "DDDR");
        assertEquals("5,617", browser.findElement(By.cssSelector("#completions .number")).getText());
        browser.findElement(By.id("board")).sendKeys(Keys.BACK_SPACE);
        showsTheCount(7, "DDD");
    }

    @Test
    void aFinishedLineHasOneCompletionAndAHugeBoardIsNotCountedHere() throws Exception {
        browser.get(studio.uri() + "labyrinth");
        new Select(browser.findElement(By.id("size"))).selectByVisibleText("5");
        waiting().until(d -> text("status").startsWith("0 moves; 2 next fields"));
        showsTheCount(5, "");
        browser.findElement(By.id("seed")).clear();
        browser.findElement(By.id("seed")).sendKeys("3");
        browser.findElement(By.id("draw-step")).click();
        waiting().until(d -> text("status").startsWith("Complete: a line through all 25 fields."));
        showsTheCount(5, text("moves"));
        assertEquals("1 line: this one, complete", text("completions").replace("\n", " "));
        // 21 x 21 from the start takes the frontier count far beyond the page's few seconds: it says so instead
        new Select(browser.findElement(By.id("size"))).selectByVisibleText("21");
        waiting().until(d -> text("completions").startsWith("too many to count here"));
        assertTrue(browser.findElements(By.cssSelector("#completions .number")).isEmpty());
        Browser.screenshot(browser, "labyrinth-too-many");
    }

    @Test
    void fieldsTheQuickSearchLeftUndecidedMayBeTried() throws Exception {
        // on 21 x 21 the explain of the start decides neither first move within its budget (as the command line says)
        browser.get(studio.uri() + "labyrinth");
        new Select(browser.findElement(By.id("size"))).selectByVisibleText("21");
        // the 7 x 7 answer of the page's first load may come back after the change: it must not be shown on 21 x 21
        waiting().until(d -> text("status").startsWith("0 moves; the quick search decided none of the next fields: 2"));
        assertEquals(2, browser.findElements(By.cssSelector("rect.cell.undecided")).size());
        browser.findElement(By.cssSelector("rect.cell.undecided[data-field='2,1']")).click();
        waiting().until(d -> text("moves").equals("D"));
        // the page's own questions about this position are answered before the next test opens a page
        waiting().until(d -> text("status").startsWith("1 moves;") && text("completions").startsWith("too many"));
        Browser.screenshot(browser, "labyrinth-undecided");
    }
}
