package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

/** The tie squares on the knight's tour page, compared with the command line's tour JSON. */
class KnightTiesPageTest extends PageTest {

    private static JsonNode tour(String... options) throws Exception {
        List<String> args = new ArrayList<>(List.of("knight", "tour", "--format", "json", "--mark-ties"));
        args.addAll(List.of(options));
        StringWriter out = new StringWriter();
        int code = GridPuzzles.run(args.toArray(String[]::new), new PrintWriter(out),
                new PrintWriter(new StringWriter()));
        assertEquals(0, code, String.join(" ", args));
        return Json.mapper().readTree(out.toString());
    }

    /** The squares the command line says a tie was broken on, among the first {@code shown}, as "r,c". */
    private static List<String> tieSquares(JsonNode tour, int shown) {
        List<String> out = new ArrayList<>();
        for (JsonNode i : tour.get("ties")) {
            if (i.asInt() < shown) {
                JsonNode sq = tour.get("squares").get(i.asInt());
                out.add(sq.get(0).asInt() + "," + sq.get(1).asInt());
            }
        }
        return out;
    }

    private static List<String> ringed() {
        // the canvas rings them; the page says which it has ringed
        String ties = browser.findElement(By.id("board")).getAttribute("data-ties");
        return ties == null || ties.isEmpty() ? List.of() : List.of(ties.split(" "));
    }

    @Test
    void theSquaresWhereATieWasBrokenAreRinged() throws Exception {
        browser.get(studio.uri() + "knight");
        waiting().until(d -> text("status").equals("An open tour of all 64 squares."));
        JsonNode cli = tour("--size", "8", "--start", "1,1", "--tiebreak", "12345678", "--seed", "1");
        // part way: only the ties the knight has passed are ringed
        browser.findElement(By.id("step")).click();
        int shown = Integer.parseInt(text("counter").split(" ")[0]);
        assertEquals(tieSquares(cli, shown), ringed(), "after " + shown + " squares");
        browser.findElement(By.id("all")).click();
        waiting().until(d -> text("counter").equals("64 of 64 squares"));
        List<String> ties = tieSquares(cli, 64);
        assertEquals(12, ties.size());
        assertEquals(ties, ringed());
        assertEquals("12 of 12 ties broken so far (12 of 63 moves had a tie).", text("ties"));
        Browser.screenshot(browser, "knight-ties");
        // another tie-break from another start: other ties, again as the command line finds them
        new Select(browser.findElement(By.id("tiebreak"))).selectByValue("roth");
        clickSquare("4,5");
        waiting().until(d -> text("start").equals("4,5") && text("status").endsWith("tour of all 64 squares."));
        browser.findElement(By.id("all")).click();
        waiting().until(d -> text("counter").equals("64 of 64 squares"));
        JsonNode roth = tour("--size", "8", "--start", "4,5", "--tiebreak", "roth", "--seed", "1");
        assertEquals(tieSquares(roth, 64), ringed());
        // a construction has no ties to break
        new Select(browser.findElement(By.id("method"))).selectByValue("closed");
        waiting().until(d -> text("status").equals("A closed tour of all 64 squares."));
        browser.findElement(By.id("all")).click();
        waiting().until(d -> text("counter").equals("64 of 64 squares"));
        assertEquals(List.of(), ringed());
        assertEquals("Made without ties: no square is ringed.", text("ties"));
    }
}
