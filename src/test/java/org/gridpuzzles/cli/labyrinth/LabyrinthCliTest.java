package org.gridpuzzles.cli.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.cli.GridPuzzles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LabyrinthCliTest {

    private String out;
    private String err;

    private int run(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = GridPuzzles.run(args, new PrintWriter(o), new PrintWriter(e));
        out = o.toString();
        err = e.toString();
        return code;
    }

    @Test
    void countPrintsTheBareNumberLastAndJsonWithFirstMoves() {
        assertEquals(0, run("labyrinth", "count", "--size", "5"));
        String[] lines = out.strip().split("\n");
        assertEquals("104", lines[lines.length - 1]);
        assertEquals(0, run("labyrinth", "count", "--size", "5", "--by-first-move", "--format", "json"));
        assertEquals("{\"rows\":5,\"cols\":5,\"count\":\"104\",\"byFirstMove\":{\"R\":\"52\",\"D\":\"52\"}}",
                out.strip());
    }

    @Test
    void countOfAnEvenSquareIsZeroWithTheReason() {
        assertEquals(0, run("labyrinth", "count", "--size", "4"));
        assertTrue(out.contains("same chessboard colour"));
        assertTrue(out.strip().endsWith("\n0"));
    }

    @Test
    void checkSaysYesOrNo() {
        assertEquals(0, run("labyrinth", "check", "--size", "3", "--moves", "RRDLLDRR"));
        assertEquals(1, run("labyrinth", "check", "--size", "3", "--moves", "RRDLLD"));
        assertTrue(out.contains("visits 7 of 9"));
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        assertEquals(2, run("labyrinth", "check", "--size", "3", "--moves", "RRX"));
        assertEquals("gridpuzzles labyrinth check: moves: character 3 'X' is not one of U, D, L, R\n", err);
        assertEquals(2, run("labyrinth", "draw", "--size", "4"));
        assertTrue(err.contains("no walkthrough"));
        assertEquals(2, run("labyrinth", "enumerate", "--size", "6"));
        assertEquals(0, run("labyrinth", "enumerate", "--size", "6", "--count-only"));
        assertEquals("0", out.strip());
        assertEquals(2, run("labyrinth", "draw", "--size", "0"));
        assertEquals(2, run("labyrinth", "draw", "--size", "5", "--start", "9,9"));
        assertEquals(1, err.strip().split("\n").length);
    }

    /** Characters that are not moves are bad input (2); a line that is not a walkthrough is a "no" (1). */
    @Test
    void checkTellsBadCharactersFromLinesThatAreNotWalkthroughs() {
        assertEquals(2, run("labyrinth", "check", "--size", "3", "--moves", "rrdlldrr"));
        assertEquals("gridpuzzles labyrinth check: moves: character 1 'r' is not one of U, D, L, R\n", err);
        assertEquals("", out);
        assertEquals(1, run("labyrinth", "check", "--size", "3", "--moves", "RRRR"));
        assertEquals("not a walkthrough: move 3 'R' leaves the grid at field 1,3\n", out);
        assertEquals("", err);
        assertEquals(1, run("labyrinth", "check", "--size", "3", "--moves", "RL"));
        assertEquals("not a walkthrough: move 2 'L' revisits field 1,1\n", out);
        assertEquals(1, run("labyrinth", "check", "--size", "3", "--moves", "DDRUURDD", "--end", "1,3"));
        assertEquals("not a walkthrough: the line ends at 3,3, not at the end field 1,3\n", out);
        assertEquals(2, run("labyrinth", "check", "--size", "3", "--moves", "RR\u0007D"));
        assertEquals("gridpuzzles labyrinth check: moves: character 3 U+0007 is not one of U, D, L, R\n", err);
    }

    @Test
    void drawMovesAreWalkthroughsAndSeedsRepeat(@TempDir Path dir) throws Exception {
        assertEquals(0, run("labyrinth", "draw", "--size", "9", "--seed", "5", "--runs", "3", "--format", "moves"));
        String first = out;
        String[] lines = first.strip().split("\n");
        assertEquals(3, lines.length);
        for (String l : lines) {
            assertEquals(0, run("labyrinth", "check", "--size", "9", "--moves", l));
        }
        assertEquals(0, run("labyrinth", "draw", "--size", "9", "--seed", "5", "--runs", "3", "--format", "moves"));
        assertEquals(first, out);
        Path svg = dir.resolve("line.svg");
        assertEquals(0, run("labyrinth", "draw", "--size", "7", "--seed", "1", "--format", "svg", "--out",
                svg.toString()));
        assertTrue(Files.readString(svg).contains("<svg"));
        assertEquals(0, run("labyrinth", "draw", "--size", "5", "--seed", "1"));
        assertTrue(out.contains("+---+"));
    }

    @Test
    void enumerateStreamsInOrderWithLimit() {
        assertEquals(0, run("labyrinth", "enumerate", "--size", "3", "--format", "json"));
        assertTrue(out.contains("\"RRDLLDRR\",\"DDRUURDD\""));
        assertEquals(0, run("labyrinth", "enumerate", "--size", "7", "--count-only", "--limit", "5"));
        assertEquals("5", out.strip());
    }

    @Test
    void statsAndExplainRun() {
        assertEquals(0, run("labyrinth", "stats", "--size", "7", "--runs", "5", "--seed", "1", "--format", "json"));
        assertTrue(out.contains("\"completed\":5"));
        assertTrue(out.contains("\"stuck\":0"));
        assertTrue(out.contains("\"undecided\":"));
        assertTrue(out.contains("\"seconds\":"));
        assertEquals(0, run("labyrinth", "explain", "--size", "5", "--moves", "DDDDRUUU"));
        assertTrue(out.contains("C-shape at field 1,2"));
    }
}
