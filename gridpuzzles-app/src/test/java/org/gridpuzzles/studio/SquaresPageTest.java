package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.cli.GridPuzzles;
import org.gridpuzzles.io.Json;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

import com.fasterxml.jackson.databind.JsonNode;

/** The Avoid the square page in a real browser, its answers compared with the command line's. */
class SquaresPageTest extends PageTest {

    private static JsonNode cli(String... args) throws Exception {
        StringWriter out = new StringWriter();
        int code = GridPuzzles.run(args, new PrintWriter(out), new PrintWriter(new StringWriter()));
        assertEquals(0, code, String.join(" ", args));
        return Json.mapper().readTree(out.toString());
    }

    /** The board as the page draws it (its counters), in the command line's notation (rows joined by '/'). */
    private static String position(int n) {
        // read in one script: the board is redrawn while the test looks
        return (String) browser.executeScript("""
                const n = arguments[0];
                const rows = Array.from({ length: n }, () => Array(n).fill("."));
                for (const c of document.querySelectorAll("#board circle.counter")) {
                  const [r, k] = c.dataset.field.split(",").map(Number);
                  rows[r - 1][k - 1] = c.classList.contains("x") ? "x" : "o";
                }
                return rows.map((r) => r.join("")).join("/");""", n);
    }

    private static List<String> fields(JsonNode cells) {
        List<String> out = new ArrayList<>();
        cells.forEach(c -> out.add(c.get(0).asInt() + "," + c.get(1).asInt()));
        return out;
    }

    @SuppressWarnings("unchecked")
    private static List<String> marked() {
        return (List<String>) browser.executeScript("return Array.from(document.querySelectorAll("
                + "'rect.field.losing'), (e) => e.dataset.field);");
    }

    /** The squares one counter short the command line gives, as "player: corners". */
    private static List<String> shortSquares(JsonNode move) {
        List<String> out = new java.util.ArrayList<>();
        move.get("shortSquares").forEach(q -> out.add(q.get("player").asText() + ": "
                + String.join(" ", fields(q.get("corners")))));
        return out;
    }

    /** The squares one counter short the page draws, as "player: corners" (the board's centres back to fields). */
    @SuppressWarnings("unchecked")
    private static List<String> drawnShortSquares() {
        return (List<String>) browser.executeScript("return Array.from(document.querySelectorAll('polygon.threat'), "
                + "(p) => (p.classList.contains('x') ? 'x' : 'o') + ': ' + p.getAttribute('points').split(' ')"
                + ".map((xy) => { const [x, y] = xy.split(',').map(Number); "
                + "return `${Math.round((y - 14) / 72 + 0.5)},${Math.round((x - 14) / 72 + 0.5)}`; }).join(' '));");
    }

    private static void yourTurn() {
        waiting().until(d -> text("status").startsWith("Your move") || text("status").startsWith("You ")
                || text("status").startsWith("The computer completed") || text("status").startsWith("The board"));
    }

    @Test
    void aGameAgainstThePerfectComputerWithTheLosingMovesMarked() throws Exception {
        browser.get(studio.uri() + "squares");
        new Select(browser.findElement(By.id("size"))).selectByVisibleText("4");
        waiting().until(d -> text("status").equals("Your move (x): no move loses at once."));
        // the 4 x 4 game is a draw (the command line's solve says so too)
        assertEquals("draw", cli("squares", "move", "--size", "4", "--format", "json").get("value").asText());
        assertEquals("Under perfect play from here: a draw.", text("value"));
        assertEquals("The computer would play perfectly here.", text("player"));
        browser.findElement(By.id("mark")).click();
        // x plays the corners; the computer answers each time with the command line's move
        String[] mine = {"1,1", "1,4", "4,4", "4,1", "2,2", "2,3", "3,2", "3,3"};
        int played = 0;
        for (String f : mine) {
            if (!text("status").startsWith("Your move")) {
                break;
            }
            List<WebElement> target = browser.findElements(By.cssSelector("rect.field.playable[data-field='" + f
                    + "']"));
            if (target.isEmpty() || marked().contains(f)) {
                continue;
            }
            String before = position(4);
            JsonNode expected = cli("squares", "move", "--position", before, "--format", "json");
            assertEquals(fields(expected.get("losing")), marked(), before);
            assertEquals(shortSquares(expected), drawnShortSquares(), before);
            target.get(0).click();
            played++;
            String afterMine = position(4);
            waiting().until(d -> !position(4).equals(afterMine) || text("status").startsWith("You")
                    || text("status").startsWith("The board"));
            yourTurn();
            if (text("status").startsWith("Your move")) {
                // the computer's counter is where the command line puts it
                JsonNode answer = cli("squares", "move", "--position", afterMine, "--seed",
                        String.valueOf(2 * played), "--format", "json");
                String r = answer.get("move").get(0).asInt() + "," + answer.get("move").get(1).asInt();
                assertEquals('o', position(4).split("/")[Integer.parseInt(r.split(",")[0]) - 1]
                        .charAt(Integer.parseInt(r.split(",")[1]) - 1), afterMine + " then " + r);
            }
            if (played == 3) {
                Browser.screenshot(browser, "squares");
            }
        }
        assertTrue(played >= 3, "x played " + played + " moves");
        // now x takes a field that loses at once, if there is one; else the game goes on to its end
        List<String> losing = marked();
        if (!losing.isEmpty() && text("status").startsWith("Your move")) {
            String before = position(4);
            browser.findElement(By.cssSelector("rect.field[data-field='" + losing.get(0) + "']")).click();
            waiting().until(d -> text("status").startsWith("You completed the square"));
            JsonNode over = cli("squares", "move", "--position", position(4), "--format", "json");
            assertEquals("x", over.get("loser").asText(), before);
            assertEquals("You completed the square " + String.join(" ", fields(over.get("square"))) + " and lose.",
                    text("status"));
            assertEquals(1, browser.findElements(By.cssSelector("polygon.lost")).size());
            Browser.screenshot(browser, "squares-lost");
            // undo takes the losing move back
            browser.findElement(By.id("undo")).click();
            waiting().until(d -> position(4).equals(before) && text("status").startsWith("Your move"));
            assertTrue(browser.findElements(By.cssSelector("polygon.lost")).isEmpty());
        }
    }

    @Test
    void onlyAxisParallelSquaresWhenAskedFor() throws Exception {
        browser.get(studio.uri() + "squares");
        new Select(browser.findElement(By.id("kind"))).selectByValue("axis");
        new Select(browser.findElement(By.id("size"))).selectByVisibleText("3");
        browser.findElement(By.id("mark")).click();
        waiting().until(d -> text("status").equals("Your move (x): no move loses at once."));
        // x plays the first free field each turn; the marks are the command line's under the same rules
        for (int turn = 0; turn < 5 && text("status").startsWith("Your move"); turn++) {
            String before = position(3);
            JsonNode expected = cli("squares", "move", "--position", before, "--axis-parallel", "--format", "json");
            assertEquals(fields(expected.get("losing")), marked(), before);
            assertEquals(shortSquares(expected), drawnShortSquares(), before);
            assertEquals("Under perfect play from here: " + (expected.get("value").asText().equals("draw") ? "a draw"
                    : expected.get("value").asText().startsWith("first") ? "x wins" : "o wins") + ".", text("value"));
            browser.findElement(By.cssSelector("rect.field.playable")).click();
            waiting().until(d -> !position(3).equals(before) && !text("status").startsWith("The computer ("));
            yourTurn();
        }
    }

    @Test
    void underAchieveRulesCompletingASquareWins() throws Exception {
        browser.get(studio.uri() + "squares");
        new Select(browser.findElement(By.id("rules"))).selectByValue("achieve");
        new Select(browser.findElement(By.id("kind"))).selectByValue("axis");
        new Select(browser.findElement(By.id("size"))).selectByVisibleText("3");
        waiting().until(d -> text("status").equals("Your move (x)."));
        assertTrue(!browser.findElement(By.id("mark")).isDisplayed(), "no move loses at once under achieve rules");
        // x plays the first free field each turn; values and the computer's moves are the command line's
        int played = 0;
        while (text("status").startsWith("Your move")) {
            String before = position(3);
            JsonNode expected = cli("squares", "move", "--position", before, "--axis-parallel", "--rules", "achieve",
                    "--format", "json");
            assertEquals("Under perfect play from here: " + (expected.get("value").asText().equals("draw") ? "a draw"
                    : expected.get("value").asText().startsWith("first") ? "x wins" : "o wins") + ".", text("value"));
            browser.findElement(By.cssSelector("rect.field.playable")).click();
            played++;
            waiting().until(d -> !position(3).equals(before) && !text("status").startsWith("The computer ("));
            waiting().until(d -> text("status").startsWith("Your move") || text("status").startsWith("You ")
                    || text("status").startsWith("The computer completed") || text("status").startsWith("The board"));
        }
        assertTrue(played >= 2, "x played " + played);
        JsonNode end = cli("squares", "move", "--position", position(3), "--axis-parallel", "--rules", "achieve",
                "--format", "json");
        assertTrue(end.get("over").asBoolean(), position(3));
        if (end.get("loser").isNull()) {
            assertEquals("The board is full without a square: a draw.", text("status"));
        } else {
            String corners = String.join(" ", fields(end.get("square")));
            assertEquals(end.get("loser").asText().equals("x")
                    ? "The computer completed the square " + corners + " and wins."
                    : "You completed the square " + corners + ": you win!", text("status"));
        }
        Browser.screenshot(browser, "squares-achieve");
    }

    @Test
    void fiveByFiveIsPlayedPerfectlyAtOnceFromTheStoredStrategy() throws Exception {
        browser.get(studio.uri() + "squares");
        new Select(browser.findElement(By.id("think"))).selectByValue("1");
        new Select(browser.findElement(By.id("human"))).selectByValue("x");
        new Select(browser.findElement(By.id("size"))).selectByVisibleText("5");
        // the stored strategy answers at once, far within the page's second
        waiting().until(d -> browser.findElements(By.cssSelector("rect.field")).size() == 25
                && text("status").startsWith("Your move (x)")
                && text("value").equals("Under perfect play from here: o wins."));
        assertEquals("The computer would play perfectly here.", text("player"));
        // x plays the centre; o answers with the stored strategy's move, as the command line does
        browser.findElement(By.cssSelector("rect.field.playable[data-field='3,3']")).click();
        waiting().until(d -> position(5).replace(".", "").replace("/", "").length() == 2
                && text("status").startsWith("Your move (x)"));
        JsonNode reply = cli("squares", "move", "--size", "5", "--position", "...../...../..x../...../.....",
                "--time-limit", "1", "--format", "json");
        assertEquals("perfect", reply.get("player").asText());
        assertEquals("x 3,3 o " + reply.get("move").get(0).asInt() + "," + reply.get("move").get(1).asInt(),
                text("moves"));
        assertEquals("Under perfect play from here: o wins.", text("value"));
        Browser.screenshot(browser, "squares-5x5");
    }

    @Test
    void beyondTheSolvedBoardsTheComputerUsesItsHeuristic() throws Exception {
        browser.get(studio.uri() + "squares");
        new Select(browser.findElement(By.id("think"))).selectByValue("1");
        new Select(browser.findElement(By.id("human"))).selectByValue("o");
        new Select(browser.findElement(By.id("size"))).selectByVisibleText("7");
        waiting().until(d -> text("status").startsWith("Your move (o)"));
        assertEquals(1, browser.findElements(By.cssSelector("#board circle.counter.x")).size());
        assertEquals("The value of this position is not known: not solved within 1 s.", text("value"));
        assertEquals("The computer plays by its heuristic here (the position is not solved in time).",
                text("player"));
        // the computer's first move is the command line's heuristic move with the page's seed
        JsonNode first = cli("squares", "move", "--size", "7", "--seed", "1", "--time-limit", "1", "--format",
                "json");
        assertEquals("heuristic", first.get("player").asText());
        assertEquals("x " + first.get("move").get(0).asInt() + "," + first.get("move").get(1).asInt(),
                text("moves"));
        // o answers; the computer's next move follows
        browser.findElement(By.id("mark")).click();
        browser.findElement(By.cssSelector("rect.field.playable")).click();
        waiting().until(d -> position(7).replace(".", "").replace("/", "").length() == 3
                && text("status").startsWith("Your move (o)"));
        Browser.screenshot(browser, "squares-heuristic");
    }

    @Test
    void theDrawnBoardsOfEachSizeWithTheirCounts() throws Exception {
        browser.get(studio.uri() + "squares");
        long[] known = {1, 6, 92, 2094, 2704, 24, 0, 0};
        for (int n = 1; n <= 8; n++) {
            String expected = String.format(java.util.Locale.ROOT, "%,d", known[n - 1]);
            int size = n;
            waiting().until(d -> text("count-" + size).equals(expected));
            assertEquals(cli("squares", "count", "--size", String.valueOf(n), "--format", "json").get("count")
                    .asText(), expected.replace(",", ""));
        }
        // 5 x 5 is shown first, twelve boards a page
        waiting().until(d -> text("page").equals("5 x 5: boards 1 to 12 of 2,704"));
        List<WebElement> boards = browser.findElements(By.cssSelector("figure.drawn"));
        assertEquals(12, boards.size());
        JsonNode listed = cli("squares", "list", "--size", "5", "--limit", "13", "--format", "json");
        assertEquals(joined(listed.get("boards").get(0)), boards.get(0).getAttribute("data-board"));
        browser.findElement(By.id("next")).click();
        waiting().until(d -> text("page").equals("5 x 5: boards 13 to 24 of 2,704"));
        assertEquals(joined(listed.get("boards").get(12)),
                browser.findElements(By.cssSelector("figure.drawn")).get(0).getAttribute("data-board"));
        browser.executeScript("document.getElementById('counts').scrollIntoView();");
        Browser.screenshot(browser, "squares-boards");
        browser.findElement(By.cssSelector("#counts td[data-size='6']")).click();
        waiting().until(d -> text("page").equals("6 x 6: boards 1 to 12 of 24"));
        browser.findElement(By.cssSelector("#counts td[data-size='7']")).click();
        waiting().until(d -> text("page").equals("7 x 7: no drawn board"));
        assertTrue(browser.findElements(By.cssSelector("figure.drawn")).isEmpty());
    }

    private static String joined(JsonNode rows) {
        List<String> out = new ArrayList<>();
        rows.forEach(r -> out.add(r.asText()));
        return String.join("/", out);
    }
}
