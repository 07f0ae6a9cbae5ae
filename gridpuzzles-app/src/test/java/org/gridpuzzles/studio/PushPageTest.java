package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.ProjectFiles;
import org.gridpuzzles.cli.GridPuzzles;
import org.gridpuzzles.io.Json;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

import com.fasterxml.jackson.databind.JsonNode;

/** The push labyrinth page in a real browser, its positions and answers compared with the command line's. */
class PushPageTest extends PageTest {

    private static final String SOLUTION = "push(1,w,1). push(2,n,2).";

    private static String example;

    @BeforeAll
    static void readExample() throws Exception {
        example = Files.readString(ProjectFiles.file("examples", "push", "example.asp"));
    }

    /** The command line's output, exit code 0 or 1. */
    private static String cliText(String... args) {
        StringWriter out = new StringWriter();
        int code = GridPuzzles.run(args, new PrintWriter(out), new PrintWriter(new StringWriter()));
        assertTrue(code == 0 || code == 1, String.join(" ", args));
        return out.toString();
    }

    private static JsonNode cli(String... args) throws Exception {
        return Json.mapper().readTree(cliText(args));
    }

    /** The fields the page rings as the avatar's, sorted "x,y". */
    private static List<String> ringed() {
        List<String> out = new ArrayList<>();
        for (WebElement c : browser.findElements(By.cssSelector("#board circle.avatar"))) {
            out.add(c.getAttribute("data-field"));
        }
        return out.stream().sorted().toList();
    }

    /** The fields the page shades as those the avatar can walk to, sorted "x,y". */
    private static List<String> shaded() {
        List<String> out = new ArrayList<>();
        for (WebElement r : browser.findElements(By.cssSelector("#board rect.tile.reach"))) {
            out.add(r.getAttribute("data-field"));
        }
        return out.stream().sorted().toList();
    }

    private static List<String> fields(JsonNode cells) {
        List<String> out = new ArrayList<>();
        cells.forEach(c -> out.add(c.get(0).asInt() + "," + c.get(1).asInt()));
        return out.stream().sorted().toList();
    }

    /** The openings the page draws on every field, row by row from row 1, as the JSON's tiles. */
    private static String tiles(int n) {
        StringBuilder sb = new StringBuilder();
        for (int x = 1; x <= n; x++) {
            for (int y = 1; y <= n; y++) {
                sb.append(browser.findElement(By.cssSelector("#board rect.tile[data-field='" + x + "," + y + "']"))
                        .getAttribute("data-openings")).append(y < n ? " " : "/");
            }
        }
        return sb.toString();
    }

    private static String tiles(JsonNode json) {
        StringBuilder sb = new StringBuilder();
        for (JsonNode row : json.get("tiles")) {
            for (int y = 0; y < row.size(); y++) {
                sb.append(row.get(y).asText()).append(y < row.size() - 1 ? " " : "/");
            }
        }
        return sb.toString();
    }

    private static void push(String line) {
        String before = text("pushes");
        browser.findElement(By.cssSelector("#board g.arrow[data-push='" + line + "']")).click();
        waiting().until(d -> !text("pushes").equals(before));
    }

    @Test
    void theExampleIsPlayedByClicksToTheGoal() throws Exception {
        browser.get(studio.uri() + "push");
        waiting().until(d -> text("status").equals("push a row or a column"));
        JsonNode start = cli("push", "show", "--facts", example, "--format", "json");
        assertEquals(fields(start.get("walk")), shaded());
        assertEquals(fields(start.get("avatar")), ringed());
        assertEquals(tiles(start), tiles(4));
        assertEquals("0 of at most 2 pushes · 4 x 4 board", text("count"));
        assertEquals(16, browser.findElements(By.cssSelector("#board g.arrow")).size());
        Browser.screenshot(browser, "push-start");

        push("1,w");
        JsonNode one = cli("push", "show", "--facts", example, "--pushes", "push(1,w,1).", "--format", "json");
        assertEquals("push(1,w,1).", text("pushes"));
        assertEquals(fields(one.get("walk")), shaded());
        assertEquals(fields(one.get("avatar")), ringed());
        assertEquals(tiles(one), tiles(4));
        assertEquals("the goal is not reached yet", text("status"));
        // undo and redo the push
        browser.findElement(By.id("undo")).click();
        waiting().until(d -> text("pushes").equals("none yet"));
        assertEquals(fields(start.get("walk")), shaded());
        assertEquals(fields(start.get("avatar")), ringed());
        push("1,w");
        push("2,n");
        JsonNode two = cli("push", "show", "--facts", example, "--pushes", SOLUTION, "--format", "json");
        assertTrue(two.get("reached").asBoolean());
        assertEquals("goal reached after 2 pushes", text("status"));
        assertEquals(SOLUTION, text("pushes"));
        assertEquals(fields(two.get("walk")), shaded());
        assertEquals(fields(two.get("avatar")), ringed());
        assertEquals(tiles(two), tiles(4));
        // the goal is reached: no more pushes are offered
        assertEquals(0, browser.findElements(By.cssSelector("#board g.arrow")).size());
        browser.findElement(By.id("check")).click();
        waiting().until(d -> text("verdict").startsWith("valid"));
        assertEquals("VALID: goal reached after push 2\n",
                cliText("push", "check", "--facts", example, "--pushes", SOLUTION));
        assertEquals("valid: goal reached after push 2", text("verdict"));
        Browser.screenshot(browser, "push-goal");
    }

    @Test
    void solvingFindsTheOptimalSolutionAndAnimatesIt() throws Exception {
        browser.get(studio.uri() + "push");
        waiting().until(d -> text("status").equals("push a row or a column"));
        browser.findElement(By.cssSelector("#mode button[data-mode='optimal']")).click();
        browser.findElement(By.id("solve")).click();
        waiting().until(d -> text("solution").startsWith("2 pushes"));
        JsonNode solved = cli("push", "solve", "--facts", example, "--optimal", "--format", "json");
        assertEquals("2 pushes (proved the fewest): " + solved.get("pushes").get(0).asText() + " "
                + solved.get("pushes").get(1).asText(), text("solution"));
        new org.openqa.selenium.support.ui.Select(browser.findElement(By.id("speed"))).selectByVisibleText("fast");
        browser.findElement(By.id("animate")).click();
        // push by push: the first push shows alone, then both, and the goal is reached
        waiting().until(d -> text("pushes").equals("push(1,w,1)."));
        assertEquals("the goal is not reached yet", text("status"));
        Browser.screenshot(browser, "push-animation");
        waiting().until(d -> text("status").equals("goal reached after 2 pushes"));
        assertEquals(SOLUTION, text("pushes"));
        waiting().until(d -> text("animate").equals("play the solution"));
        Browser.screenshot(browser, "push-solved");
    }

    @Test
    void badFactsShowTheCommandLinesLineWithLineAndColumn() throws Exception {
        browser.get(studio.uri() + "push");
        waiting().until(d -> text("status").equals("push a row or a column"));
        browser.findElement(By.id("paste-toggle")).click();
        WebElement facts = browser.findElement(By.id("facts"));
        facts.clear();
        String bad = "field(1,1). field(1,2).\nfield(2,1) field(2,2).\n";
        facts.sendKeys(bad);
        browser.findElement(By.id("load")).click();
        waiting().until(d -> d.findElement(By.id("error")).isDisplayed());
        StringWriter err = new StringWriter();
        assertEquals(2, GridPuzzles.run(new String[] {"push", "show", "--facts", bad, "--format", "json"},
                new PrintWriter(new StringWriter()), new PrintWriter(err, true)));
        String line = err.toString().lines().findFirst().orElseThrow();
        assertEquals("gridpuzzles push show: --facts:2:12: expected '.' after field but found 'f'", line);
        // the page says the same, the position in words
        assertEquals("facts, line 2, column 12: expected '.' after field but found 'f'", text("error"));
        // the position played before stays on the board
        assertEquals(4, browser.findElements(By.cssSelector("#board rect.tile")).size() / 4);
        Browser.screenshot(browser, "push-error");
        // a generated instance loads in its place, as the command line writes it (the boxes said the example's
        // 4 x 4 and 2 pushes: set them for the board asked for)
        facts.clear();
        new Select(browser.findElement(By.id("size"))).selectByVisibleText("5");
        WebElement steps = browser.findElement(By.id("steps"));
        steps.clear();
        steps.sendKeys("4");
        browser.findElement(By.id("generate")).click();
        waiting().until(d -> text("count").endsWith("5 x 5 board"));
        JsonNode g = cli("push", "generate", "--size", "5", "--seed", "1", "--max-steps", "4", "--format", "json");
        assertEquals(g.get("facts").asText(), browser.findElement(By.id("facts")).getAttribute("value"));
        JsonNode shown = cli("push", "show", "--facts", g.get("facts").asText(), "--format", "json");
        assertEquals(tiles(shown), tiles(5));
        assertEquals(fields(shown.get("walk")), shaded());
        assertEquals(fields(shown.get("avatar")), ringed());
        assertTrue(!browser.findElement(By.id("error")).isDisplayed());
    }

    @Test
    void anInstanceIsPickedFromTheDataFolder(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path data = Files.createDirectory(dir.resolve("instances"));
        Files.writeString(data.resolve("0005.asp"), example);
        String six = cli("push", "generate", "--size", "6", "--seed", "7", "--max-steps", "5", "--format", "json")
                .get("facts").asText();
        Files.writeString(data.resolve("six.lp"), six);
        try (Studio withData = Studio.start(StudioOptions.defaults().withData(data))) {
            browser.get(withData.uri() + "push");
            waiting().until(d -> d.findElement(By.id("picker")).isDisplayed());
            org.openqa.selenium.support.ui.Select pick = new org.openqa.selenium.support.ui.Select(
                    browser.findElement(By.id("instance")));
            assertEquals(List.of("choose one ...", "0005.asp · 4 x 4 · max 2", "six.lp · 6 x 6 · max 5"),
                    pick.getOptions().stream().map(WebElement::getText).toList());
            assertEquals("instances (2 instances)", text("folder-name"));
            pick.selectByValue("six.lp");
            waiting().until(d -> text("count").equals("0 of at most 5 pushes · 6 x 6 board"));
            waiting().until(d -> six.equals(d.findElement(By.id("facts")).getAttribute("value")));
            JsonNode shown = cli("push", "show", data.resolve("six.lp").toString(), "--format", "json");
            assertEquals(tiles(shown), tiles(6));
            assertEquals(fields(shown.get("walk")), shaded());
        assertEquals(fields(shown.get("avatar")), ringed());
            String first = "push(3,e,1).";
            push("3,e");
            JsonNode after = cli("push", "show", data.resolve("six.lp").toString(), "--pushes", first, "--format",
                    "json");
            assertEquals(tiles(after), tiles(6));
            assertEquals(fields(after.get("walk")), shaded());
        assertEquals(fields(after.get("avatar")), ringed());
            Browser.screenshot(browser, "push-data");
        }
    }
}
