package org.gridpuzzles.cli.squares;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.gridpuzzles.cli.GridPuzzles;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.squares.BitBoardSearch;
import org.gridpuzzles.squares.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SquaresCliTest {

    private record Run(int code, String out, String err) {
        String lastLine() {
            String[] lines = out.strip().split("\\R");
            return lines[lines.length - 1];
        }
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = GridPuzzles.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void countPrintsTheBareNumberLast() {
        Run r = run("squares", "count", "--size", "4");
        assertEquals(0, r.code());
        assertEquals(String.valueOf(new BitBoardSearch(1).count(Rules.twoColours(4, 4), Progress.none())),
                r.lastLine());
    }

    @Test
    void listAsJsonPassesCheckWithTheCountsNumberOfBoards(@TempDir Path dir) {
        Path file = dir.resolve("b.json");
        assertEquals(0, run("squares", "list", "--rows", "3", "--cols", "4", "--format", "json", "--out",
                file.toString()).code());
        Run check = run("squares", "check", file.toString());
        assertEquals(0, check.code(), check.out());
        long count = new BitBoardSearch(1).count(Rules.twoColours(3, 4), Progress.none());
        assertEquals("ok: " + count + " boards checked", check.lastLine());
        Run bad = run("squares", "check", "--board", "xxx/xxx/ooo");
        assertEquals(1, bad.code());
    }

    @Test
    void badInputGivesOneLineAndExitTwo() {
        for (String[] args : new String[][] {{"squares", "count", "--size", "0"},
            {"squares", "count", "--size", "3", "--bogus"}, {"squares", "check", "--board", "xo/xoz"},
            {"squares", "check", "--board", "xo/x"}, {"squares", "table", "--max", "0"}}) {
            Run r = run(args);
            assertEquals(2, r.code(), String.join(" ", args));
            assertEquals(1, r.err().strip().split("\\R").length, r.err());
        }
    }

    @Test
    void solveNamesTheValueLast() {
        Run r = run("squares", "solve", "--size", "3");
        assertEquals(0, r.code());
        assertTrue(r.lastLine().equals("draw") || r.lastLine().endsWith("player wins"), r.lastLine());
        assertTrue(r.out().contains("principal variation: x "));
    }

    @Test
    void playRejectsIllegalInputAndPromptsAgain() {
        InputStream saved = System.in;
        try {
            System.setIn(new ByteArrayInputStream("1,1\n1,1\nhello\n7,7\nq\n".getBytes(StandardCharsets.UTF_8)));
            Run r = run("squares", "play", "--size", "3");
            assertEquals(0, r.code());
            assertTrue(r.out().contains("is taken"), r.out());
            assertTrue(r.out().contains("is not a move"));
            assertTrue(r.out().contains("off the board"));
        } finally {
            System.setIn(saved);
        }
    }
}
