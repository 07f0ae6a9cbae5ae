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
import org.openqa.selenium.support.ui.Select;

import com.fasterxml.jackson.databind.JsonNode;

/** The page of mazes on other grids in a real browser, its pictures and figures compared with the command line's. */
class MazeGridsPageTest extends PageTest {

    private static String cli(String... args) {
        StringWriter out = new StringWriter();
        int code = GridPuzzles.run(args, new PrintWriter(out, true), new PrintWriter(new StringWriter(), true));
        assertEquals(0, code, String.join(" ", args));
        return out.toString();
    }

    /** The number of wall strokes (lines and arcs) of the picture shown, to tell two pictures apart. */
    private static int strokes() {
        return browser.findElements(By.cssSelector("#grid-board svg line, #grid-board svg path")).size();
    }

    private static int strokes(String svg) {
        int n = 0;
        for (String tag : List.of("<line ", "<path ")) {
            for (int i = svg.indexOf(tag); i >= 0; i = svg.indexOf(tag, i + 1)) {
                n++;
            }
        }
        return n;
    }

    /** The solution's line, read in one script: the page replaces it with every maze it makes. */
    private static String solution() {
        return (String) browser.executeScript(
                "const e = document.getElementById('solution-length'); return e ? e.textContent : '';");
    }

    private static String field(JsonNode rc) {
        return rc.get(0).asInt() + "," + rc.get(1).asInt();
    }

    @Test
    void aPolarMazeIsTheCommandLinesPictureAndItsAlgorithmsAreThoseThatRunThere() throws Exception {
        browser.get(studio.uri() + "maze-grids");
        waiting().until(d -> text("status").startsWith("A perfect polar maze, 10 rings, by inwinder, seed 1"));
        String svg = cli("maze", "generate", "--grid", "polar", "--algorithm", "inwinder", "--rings", "10", "--seed",
                "1", "--format", "svg");
        assertEquals(strokes(svg), strokes(), "the page shows the command line's picture");
        List<String> shown = new ArrayList<>();
        new Select(browser.findElement(By.id("algorithm"))).getOptions().forEach(o -> shown.add(o.getText()));
        JsonNode listing = Json.mapper().readTree(cli("maze", "algorithms", "--grid", "polar", "--format", "json"));
        List<String> runs = new ArrayList<>();
        listing.get("algorithms").forEach(a -> runs.add(a.get("name").asText()));
        assertEquals(runs, shown);
        assertTrue(browser.findElement(By.cssSelector("#not-here abbr[title^='eller needs rows that end']")).isDisplayed());
        waiting().until(d -> !d.findElements(By.cssSelector("#texture dd[data-name='dead ends']")).isEmpty());
        JsonNode stats = Json.mapper().readTree(cli("maze", "stats", "--grid", "polar", "--algorithm", "inwinder",
                "--rings", "10", "--seed", "1", "--format", "json"));
        assertEquals(stats.get("deadEnds").asText(),
                browser.findElement(By.cssSelector("#texture dd[data-name='dead ends']")).getText());
        Browser.screenshot(browser, "maze-polar");
    }

    @Test
    void aBraidedHexMazeIsSolvedThroughItsOuterWallAsTheCommandLineSolvesIt() throws Exception {
        browser.get(studio.uri() + "maze-grids?grid=hex");
        waiting().until(d -> text("status").startsWith("A perfect hex maze, 12 x 16"));
        new Select(browser.findElement(By.id("algorithm"))).selectByValue("wilson");
        set("braid", "0.5");
        new Select(browser.findElement(By.id("ends"))).selectByValue("border");
        new Select(browser.findElement(By.id("method"))).selectByValue("astar");
        browser.findElement(By.id("shade")).click();
        JsonNode solved = Json.mapper().readTree(cli("maze", "solve", "--grid", "hex", "--rows", "12", "--cols", "16",
                "--algorithm", "wilson", "--seed", "1", "--braid", "0.5", "--method", "astar", "--ends", "border",
                "--format", "json"));
        String line = "astar: entrance " + field(solved.get("from")) + " \u2192 exit " + field(solved.get("to"))
                + ": " + solved.get("length").asInt() + " passages, " + solved.get("visited").asInt()
                + " fields visited.";
        // each change makes the maze again: wait for the last one (shaded, solved) to be shown
        waiting().until(d -> text("status").startsWith("A braided hex maze") && solution().equals(line));
        String svg = cli("maze", "solve", "--grid", "hex", "--rows", "12", "--cols", "16", "--algorithm", "wilson",
                "--seed", "1", "--braid", "0.5", "--method", "astar", "--ends", "border", "--colour", "distance",
                "--format", "svg");
        waiting().until(d -> strokes() == strokes(svg));
        JsonNode stats = Json.mapper().readTree(cli("maze", "stats", "--grid", "hex", "--rows", "12", "--cols", "16",
                "--algorithm", "wilson", "--seed", "1", "--braid", "0.5", "--format", "json"));
        waiting().until(d -> stats.get("loops").asText().equals(d instanceof org.openqa.selenium.JavascriptExecutor js
                ? js.executeScript("const e = document.querySelector(\"#texture dd[data-name='loops']\");"
                        + " return e ? e.textContent : '';") : ""));
        assertTrue(stats.get("loops").asInt() > 0, "a braided maze has loops");
        Browser.screenshot(browser, "maze-hex-solved");
    }

    @Test
    void aTorusOffersNoOuterWallAndAWeaveNoWinder() {
        browser.get(studio.uri() + "maze-grids?grid=torus");
        waiting().until(d -> text("status").startsWith("A perfect torus maze, 12 x 16, by recursive-backtracker"));
        assertTrue(!browser.findElement(By.cssSelector("#ends option[value=border]")).isEnabled());
        new Select(browser.findElement(By.id("grid"))).selectByValue("weave");
        waiting().until(d -> text("status").startsWith("A perfect weave maze, 12 x 16, by recursive-backtracker"));
        assertTrue(text("not-here").contains("inwinder"), text("not-here"));
        assertTrue(browser.findElement(By.cssSelector("#not-here abbr[title^='inwinder walks rings']")).isDisplayed());
        set("rows", "0");
        waiting().until(d -> text("status").contains("rows"));
    }

    @Test
    void theGridMenuOffersEveryGridAndAKleinBottleHasNoOuterWall() throws Exception {
        browser.get(studio.uri() + "maze-grids?grid=klein");
        waiting().until(d -> text("status").startsWith("A perfect klein maze, 12 x 16, by recursive-backtracker"));
        assertTrue(!browser.findElement(By.cssSelector("#ends option[value=border]")).isEnabled());
        List<String> offered = new ArrayList<>();
        new Select(browser.findElement(By.id("grid"))).getOptions().forEach(o -> offered.add(o.getAttribute("value")));
        List<String> grids = cli("maze", "grids").lines().map(l -> l.split("\\s+")[0]).sorted().toList();
        assertEquals(grids, offered.stream().sorted().toList(), "the menu offers the grids of 'maze grids'");
        String svg = cli("maze", "generate", "--grid", "klein", "--rows", "12", "--cols", "16", "--seed", "1",
                "--format", "svg");
        assertEquals(strokes(svg), strokes(), "the page shows the command line's picture");
        Browser.screenshot(browser, "maze-klein");
        new Select(browser.findElement(By.id("grid"))).selectByValue("3d");
        waiting().until(d -> text("status").startsWith("A perfect 3d maze, 3 levels of 12 x 16, by "));
        String algorithm = new Select(browser.findElement(By.id("algorithm"))).getFirstSelectedOption()
                .getAttribute("value");
        assertTrue(browser.findElement(By.id("levels")).isDisplayed());
        String levels = cli("maze", "generate", "--grid", "3d", "--levels", "3", "--rows", "12", "--cols", "16",
                "--algorithm", algorithm, "--seed", "1", "--format", "svg");
        assertEquals(strokes(levels), strokes(), "the page shows the command line's picture of the levels");
        Browser.screenshot(browser, "maze-3d");
    }
}
