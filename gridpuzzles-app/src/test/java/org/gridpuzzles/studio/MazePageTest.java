package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.cli.GridPuzzles;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

import com.fasterxml.jackson.databind.JsonNode;

import org.gridpuzzles.io.Json;

/** The maze page in a real browser, its figures compared with what the command line says. */
class MazePageTest extends PageTest {

    private static JsonNode cli(String... args) throws Exception {
        StringWriter out = new StringWriter();
        int code = GridPuzzles.run(args, new PrintWriter(out, true), new PrintWriter(new StringWriter(), true));
        assertEquals(0, code, String.join(" ", args));
        return Json.mapper().readTree(out.toString());
    }

    /** The SVG download's address; empty until the page has made its first maze. */
    private static String downloadLink() {
        String href = browser.findElement(By.id("download-svg")).getAttribute("href");
        return href == null ? "" : href;
    }

    private static void field(int r, int c) {
        browser.findElement(By.cssSelector("rect.field[data-field='" + r + "," + c + "']")).click();
    }

    /** The walls the page draws, as the openings digits of the JSON: what the picture says is open. */
    private static List<String> drawnOpenings(int rows, int cols) {
        String d = browser.findElement(By.cssSelector("#board path.walls")).getAttribute("d");
        boolean[][] rightWall = new boolean[rows + 1][cols + 1];
        boolean[][] downWall = new boolean[rows + 1][cols + 1];
        for (String seg : d.split("M")) {
            if (seg.isEmpty()) {
                continue;
            }
            String[] xy = seg.substring(0, seg.length() - 2).split(" ");
            int x = Integer.parseInt(xy[0]);
            int y = Integer.parseInt(xy[1]);
            if (seg.endsWith("v1")) {
                rightWall[y + 1][x] = true;
            } else {
                downWall[y][x + 1] = true;
            }
        }
        List<String> rowsOut = new ArrayList<>();
        for (int r = 1; r <= rows; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 1; c <= cols; c++) {
                int o = 0;
                o |= r > 1 && !downWall[r - 1][c] ? 1 : 0;
                o |= c < cols && !rightWall[r][c] ? 2 : 0;
                o |= r < rows && !downWall[r][c] ? 4 : 0;
                o |= c > 1 && !rightWall[r][c - 1] ? 8 : 0;
                sb.append(Character.forDigit(o, 16));
            }
            rowsOut.add(sb.toString());
        }
        return rowsOut;
    }

    @Test
    void theCarvingIsPlayedStepByStepAndEndsInTheCommandLinesMaze() throws Exception {
        browser.get(studio.uri() + "maze");
        waiting().until(d -> text("counter").endsWith("of 299 passages"));
        // pause at once, then go back to the start and step
        browser.findElement(By.id("all")).click();
        waiting().until(d -> text("counter").equals("299 of 299 passages"));
        browser.findElement(By.id("again")).click();
        browser.findElement(By.id("play")).click();
        waiting().until(d -> text("play").equals("play"));
        browser.findElement(By.id("board")).sendKeys(Keys.HOME);
        waiting().until(d -> text("counter").equals("0 of 299 passages"));
        for (int i = 0; i < 3; i++) {
            browser.findElement(By.id("step")).click();
        }
        waiting().until(d -> text("counter").equals("3 of 299 passages"));
        // the latest passage's two fields are marked; three passages drawn open
        assertEquals(2, browser.findElements(By.cssSelector("rect.field[fill='#f59e0b']")).size());
        JsonNode maze = cli("maze", "generate", "--algorithm", "inwinder", "--rows", "15", "--cols", "20", "--seed",
                "1", "--which", "random", "--bias", "0.5", "--format", "json", "--carving");
        JsonNode third = maze.get("carving").get(2);
        int r = third.get(0).asInt();
        int c = third.get(1).asInt();
        assertEquals("#f59e0b", browser.findElement(By.cssSelector("rect.field[data-field='" + r + "," + c + "']"))
                .getAttribute("fill"), "the third step of the command line's carving is the one marked");
        Browser.screenshot(browser, "maze-carving");
        browser.findElement(By.id("board")).sendKeys(Keys.END);
        waiting().until(d -> text("counter").equals("299 of 299 passages"));
        List<String> openings = new ArrayList<>();
        maze.get("openings").forEach(o -> openings.add(o.asText()));
        assertEquals(openings, drawnOpenings(15, 20), "the page draws the command line's maze");
        assertEquals("299", browser.findElement(By.cssSelector("#statistics dd[data-name='passages']")).getText());
        JsonNode stats = cli("maze", "stats", "--algorithm", "inwinder", "--rows", "15", "--cols", "20", "--seed",
                "1", "--which", "random", "--bias", "0.5", "--format", "json");
        waiting().until(d -> !d.findElements(By.cssSelector("#texture dd[data-name='dead ends']")).isEmpty());
        assertEquals(stats.get("deadEnds").asText(),
                browser.findElement(By.cssSelector("#texture dd[data-name='dead ends']")).getText());
    }

    @Test
    void aWalkingAlgorithmShowsTheFieldsItHasReached() throws Exception {
        browser.get(studio.uri() + "maze");
        new Select(browser.findElement(By.id("algorithm"))).selectByValue("wilson");
        set("rows", "20");
        set("cols", "30");
        set("seed", "4");
        // each change makes a maze: wait for the last one
        waiting().until(d -> downloadLink().contains("cols=30&seed=4"));
        waiting().until(d -> text("counter").endsWith("of 599 passages"));
        WebElement board = browser.findElement(By.id("board"));
        board.sendKeys(Keys.HOME);
        waiting().until(d -> text("counter").equals("0 of 599 passages"));
        board.sendKeys(Keys.ARROW_RIGHT.toString().repeat(150));
        waiting().until(d -> text("counter").equals("150 of 599 passages"));
        JsonNode carving = cli("maze", "generate", "--algorithm", "wilson", "--rows", "20", "--cols", "30", "--seed",
                "4", "--format", "json", "--carving").get("carving");
        java.util.Set<String> reached = new java.util.HashSet<>();
        for (int k = 0; k < 150; k++) {
            JsonNode s = carving.get(k);
            int r = s.get(0).asInt();
            int c = s.get(1).asInt();
            String d = s.get(2).asText();
            reached.add(r + "," + c);
            int[] to = switch (d) {
                case "U" -> new int[] {r - 1, c};
                case "D" -> new int[] {r + 1, c};
                case "L" -> new int[] {r, c - 1};
                default -> new int[] {r, c + 1};
            };
            reached.add(to[0] + "," + to[1]);
        }
        java.util.Set<String> shown = new java.util.HashSet<>();
        for (WebElement f : browser.findElements(By.cssSelector("rect.field:not([fill='#ffffff'])"))) {
            shown.add(f.getAttribute("data-field"));
        }
        assertEquals(reached, shown, "the fields tinted are those the first 150 passages reach");
        Browser.screenshot(browser, "maze-wilson");
    }

    @Test
    void twoClickedFieldsShowThePathTheCommandLineFinds() throws Exception {
        browser.get(studio.uri() + "maze");
        new Select(browser.findElement(By.id("algorithm"))).selectByValue("recursive-backtracker");
        set("rows", "12");
        set("cols", "12");
        set("seed", "5");
        waiting().until(d -> text("counter").endsWith("of 143 passages"));
        browser.findElement(By.id("all")).click();
        waiting().until(d -> text("status").startsWith("A perfect 12 x 12 maze by recursive-backtracker, seed 5."));
        field(1, 1);
        waiting().until(d -> text("pick").equals("Click a second field for the path."));
        field(12, 12);
        waiting().until(d -> !d.findElements(By.id("path-length")).isEmpty());
        JsonNode path = cli("maze", "path", "--algorithm", "recursive-backtracker", "--rows", "12", "--cols", "12",
                "--seed", "5", "--from", "1,1", "--to", "12,12", "--format", "json");
        int length = path.get("length").asInt();
        assertEquals("Path 1,1 \u2192 12,12: " + length + " passages, " + (length + 1) + " fields.",
                text("path-length"));
        String points = browser.findElement(By.cssSelector("#board polyline.path")).getAttribute("points");
        assertEquals(length + 1, points.trim().split(" ").length);
        Browser.screenshot(browser, "maze-path");
        // the longest path is the diameter the texture names
        browser.findElement(By.id("longest")).click();
        JsonNode stats = cli("maze", "stats", "--algorithm", "recursive-backtracker", "--rows", "12", "--cols", "12",
                "--seed", "5", "--format", "json");
        waiting().until(d -> text("path-length").contains(": " + stats.get("diameter").asInt() + " passages"));
    }

    @Test
    void distancesAreColouredFromAClickedRootWithALegend() throws Exception {
        browser.get(studio.uri() + "maze");
        new Select(browser.findElement(By.id("algorithm"))).selectByValue("growing-tree");
        assertTrue(browser.findElement(By.id("cell-choice")).isDisplayed(), "growing tree shows its option");
        assertTrue(!browser.findElement(By.id("which")).isDisplayed(), "and not the winders' options");
        set("cell-choice", "newest");
        set("rows", "10");
        set("cols", "10");
        waiting().until(d -> text("counter").endsWith("of 99 passages"));
        browser.findElement(By.id("all")).click();
        browser.findElement(By.id("mode-distance")).click();
        field(5, 5);
        waiting().until(d -> text("counter").equals("99 of 99 passages"));
        waiting().until(d -> !d.findElements(By.id("distance-info")).isEmpty());
        JsonNode labels = cli("maze", "path", "--algorithm", "growing-tree", "--cell-choice", "newest", "--rows", "10",
                "--cols", "10", "--seed", "1", "--from", "5,5", "--to", "10,10", "--format", "json");
        assertEquals(String.valueOf(labels.get("length").asInt()), browser.findElement(
                By.cssSelector("rect.field[data-field='10,10']")).getAttribute("data-distance"),
                "the distance drawn is the command line's path length");
        assertTrue(text("distance-info").startsWith("From 5,5: the farthest field is "), text("distance-info"));
        // every number drawn is the one the studio's path command gives, and the page asked it for them
        JsonNode given = Json.mapper().readTree(StudioHttp.get(studio, "/api/maze/path?algorithm=growing-tree"
                + "&cell-choice=newest&rows=10&cols=10&seed=1&from=5,5&distances").body());
        List<String> drawn = new ArrayList<>();
        for (WebElement f : browser.findElements(By.cssSelector("rect.field"))) {
            drawn.add(f.getAttribute("data-distance"));
        }
        List<String> expected = new ArrayList<>();
        given.get("distances").forEach(d -> expected.add(d.asText()));
        assertEquals(expected, drawn, "the distances drawn are the server's, field by field");
        assertEquals("From 5,5: the farthest field is " + given.get("farthest").get(0).asInt() + ","
                + given.get("farthest").get(1).asInt() + " at " + given.get("farthestDistance").asInt()
                + " passages.", text("distance-info"));
        assertEquals(Boolean.TRUE, browser.executeScript("return performance.getEntriesByType('resource').some("
                + "(e) => e.name.includes('/api/maze/path?') && e.name.includes('distances=true'));"),
                "the page asks the studio for the distances");
        assertEquals(100, browser.findElements(By.cssSelector("#board text")).size(), "every field is numbered");
        assertTrue(browser.findElement(By.cssSelector("#legend .gradient")).isDisplayed());
        Browser.screenshot(browser, "maze-distances");
        // a new maze keeps the mode and counts from the corner once it is carved
        browser.findElement(By.id("reseed")).click();
        waiting().until(d -> downloadLink().contains("seed=2"));
        browser.findElement(By.id("all")).click();
        waiting().until(d -> text("distance-info").startsWith("From 1,1: the farthest field is "));
        assertEquals("0", browser.findElement(By.cssSelector("rect.field[data-field='1,1']"))
                .getAttribute("data-distance"));
    }

    @Test
    void recursiveDivisionBuildsWallsAndBadOptionsSayWhy() throws Exception {
        browser.get(studio.uri() + "maze");
        new Select(browser.findElement(By.id("algorithm"))).selectByValue("recursive-division");
        set("rows", "16");
        set("cols", "24");
        waiting().until(d -> text("counter").endsWith("of 383 walls"));
        browser.findElement(By.id("board")).sendKeys(Keys.HOME);
        for (int i = 0; i < 6; i++) {
            browser.findElement(By.id("step")).click();
        }
        waiting().until(d -> text("counter").equals("6 of 383 walls"));
        assertEquals(1, browser.findElements(By.cssSelector("#board path.new-wall")).size());
        Browser.screenshot(browser, "maze-division");
        // the PNG is drawn in the page from the engine's SVG
        browser.findElement(By.id("download-png")).click();
        waiting().until(d -> text("download-status").startsWith("maze-recursive-division-16x24-seed1.png: "));
        assertTrue(browser.findElement(By.id("download-svg")).getAttribute("href")
                .contains("/api/maze/generate?algorithm=recursive-division&rows=16&cols=24&seed=1&format=svg"));
        // the PDF to print: the same maze and its solution, a download from the engine's booklet
        String pdf = browser.findElement(By.id("download-pdf")).getAttribute("href");
        assertTrue(pdf.contains("/api/maze/print?algorithm=recursive-division&rows=16&cols=24&seed=1&count=1"
                + "&per-page=1&solutions=true&format=pdf"), pdf);
        Object fetched = ((org.openqa.selenium.JavascriptExecutor) browser).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                + "fetch(arguments[0]).then(a => a.arrayBuffer().then(b => done(a.headers.get('content-type') + ' '"
                + " + a.headers.get('content-disposition') + ' ' + String.fromCharCode(...new Uint8Array(b)"
                + ".slice(0, 5))))).catch(e => done(String(e)));", pdf);
        assertEquals("application/pdf attachment; filename=\"mazes.pdf\" %PDF-", fetched);
        new Select(browser.findElement(By.id("algorithm"))).selectByValue("inwinder");
        set("bias", "2");
        waiting().until(d -> text("status").contains("bias 2.0 is not a probability between 0 and 1"));
    }

    /** Fetches a download in the page: its content type, disposition and first bytes as text. */
    private static String fetched(String href, int bytes) {
        return String.valueOf(((org.openqa.selenium.JavascriptExecutor) browser).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                + "fetch(arguments[0]).then(a => a.arrayBuffer().then(b => done(a.status + ' '"
                + " + a.headers.get('content-type') + ' ' + a.headers.get('content-disposition') + ' '"
                + " + String.fromCharCode(...new Uint8Array(b).slice(0, arguments[1]))))).catch(e => done(String(e)));",
                href, bytes));
    }

    @Test
    void theCarvingAndASearchDownloadAsAnimations() throws Exception {
        browser.get(studio.uri() + "maze");
        new Select(browser.findElement(By.id("algorithm"))).selectByValue("wilson");
        set("rows", "12");
        set("cols", "15");
        set("seed", "3");
        waiting().until(d -> downloadLink().contains("cols=15&seed=3"));
        String gif = browser.findElement(By.id("download-gif")).getAttribute("href");
        assertTrue(gif.contains("/api/maze/animate?algorithm=wilson&rows=12&cols=15&seed=3&format=gif"), gif);
        assertEquals("200 image/gif attachment; filename=\"maze-carving.gif\" GIF89a", fetched(gif, 6));
        String svg = browser.findElement(By.id("download-svg-animated")).getAttribute("href");
        assertEquals("200 image/svg+xml attachment; filename=\"maze-carving.svg\" <?xml", fetched(svg, 5));
        String solving = browser.findElement(By.id("download-solving-gif")).getAttribute("href");
        assertTrue(solving.contains("show=solving&ends=hardest&format=gif"), solving);
        assertEquals("200 image/gif attachment; filename=\"maze-solving.gif\" GIF89a", fetched(solving, 6));
        // the SVG plays: its first lines after the background already animate
        String head = fetched(svg, 800);
        assertTrue(head.contains("<animate attributeName=\"visibility\""), head);
    }
}
