package org.gridpuzzles.cli.squares;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.cli.GridPuzzles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SquaresCliTest {

    record Run(int code, String out, String err) {
        String lastLine() {
            String[] lines = out.strip().split("\\R");
            return lines[lines.length - 1];
        }

        /** Exit 2 and exactly one line on standard error. */
        void assertBadInput(String what) {
            assertEquals(2, code, what + ": " + out + err);
            assertEquals(1, err.strip().split("\\R").length, what + ": " + err);
        }
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = GridPuzzles.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void countPrintsTheBareNumberLast() {
        // MPMP10's table: 2094 drawn final 4 x 4 boards
        Run r = run("squares", "count", "--size", "4");
        assertEquals(0, r.code());
        assertEquals("2094", r.lastLine());
        assertEquals("266", run("squares", "count", "--size", "4", "--up-to-symmetry").lastLine());
    }

    @Test
    void tableReproducesTheKnownCounts() {
        Run r = run("squares", "table", "--max", "6", "--threads", "2");
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\\R");
        assertEquals("# n x n boards, 2 colours, all squares (tilted too), counters shared evenly", lines[0]);
        long[] known = {1, 6, 92, 2094, 2704, 24};
        for (int n = 1; n <= 6; n++) {
            assertTrue(lines[n + 1].startsWith(n + "\t" + known[n - 1] + "\t"), lines[n + 1]);
        }
    }

    @Test
    void listAsJsonPassesCheckWithTheCountsNumberOfBoards(@TempDir Path dir) {
        Path file = dir.resolve("b.json");
        assertEquals(0, run("squares", "list", "--size", "4", "--format", "json", "--out", file.toString()).code());
        Run check = run("squares", "check", file.toString());
        assertEquals(0, check.code(), check.out());
        assertEquals("ok: 2094 boards checked", check.lastLine());
        Run bad = run("squares", "check", "--board", "xxx/xxx/ooo");
        assertEquals(1, bad.code());
        assertEquals("board xxx/xxx/ooo: x has 6 counters, expected 5; o has 3 counters, expected 4; "
                + "one-coloured square of x at 1,1 2,1 2,2 1,2", bad.out().split("\\R")[0]);
    }

    @Test
    void listShowsBoxesAndCompactLines(@TempDir Path dir) throws IOException {
        Run r = run("squares", "list", "--size", "2", "--format", "compact");
        assertEquals("xx/oo\nxo/xo\nxo/ox\nox/xo\nox/ox\noo/xx\n", r.out());
        Path file = dir.resolve("b.txt");
        assertEquals(0, run("squares", "list", "--size", "2", "--format", "compact", "--out", file.toString()).code());
        assertEquals("xx/oo\nxo/xo\nxo/ox\nox/xo\nox/ox\noo/xx\n", Files.readString(file));
        Run box = run("squares", "list", "--size", "2", "--limit", "1");
        assertEquals(" ___________ \n|     |     |\n|  x  |  x  |\n|_____|_____|\n|     |     |\n|  o  |  o  |\n"
                + "|_____|_____|\n\n1 board\n", box.out());
    }

    @Test
    void badInputGivesOneLineAndExitTwo() {
        for (String[] args : new String[][] {{"squares", "count", "--size", "0"},
            {"squares", "count", "--size", "3", "--bogus"}, {"squares", "check", "--board", "xo/xoz"},
            {"squares", "check", "--board", "xo/x"}, {"squares", "table", "--max", "0"},
            {"squares", "list", "--size", "3", "--format", "gif"}}) {
            run(args).assertBadInput(String.join(" ", args));
        }
    }

    @Test
    void threadsOutsideTheirRangeAreBadInputNamingTheRange() {
        for (String cmd : new String[] {"count --size 3", "table --max 3", "bench --max 1 --rounds 1 --solve 0",
            "largest --max-size 3 --cases 1", "solve --size 3", "check-proof no-such-file.txt"}) {
            for (String t : new String[] {"0", "-3", "40000"}) {
                Run r = run(("squares " + cmd + " --threads " + t).split(" "));
                r.assertBadInput(cmd + " --threads " + t);
                assertEquals("", r.out(), "nothing printed before the refusal");
                assertTrue(r.err().contains("--threads " + t + " is not between 1 and 32767"), r.err());
            }
        }
    }

    @Test
    void timeLimitsOutsideTheirRangeAreBadInput() {
        for (String[] args : new String[][] {{"squares", "solve", "--size", "3", "--time-limit", "0"},
            {"squares", "solve", "--size", "3", "--time-limit", "-5"},
            {"squares", "largest", "--time-limit", "0"}, {"squares", "largest", "--time-limit", "-5"}}) {
            Run r = run(args);
            r.assertBadInput(String.join(" ", args));
            assertTrue(r.err().contains("--time-limit"), r.err());
        }
    }

    @Test
    void aTimeLimitOfAnySizeIsTaken() {
        // a limit of centuries is no limit: the search is not stopped at once by an overflowing deadline
        Run r = run("squares", "solve", "--size", "4", "--table-bits", "16", "--time-limit", "9223372036854775807");
        assertEquals(0, r.code(), r.out() + r.err());
        assertEquals("draw", r.lastLine());
    }


    @Test
    void anUndecidedFirstSizeIsTheSizeNamed() {
        // 15 x 15 took a SAT solver hours: one second decides nothing, and the message names 15, not size 1
        Run r = run("squares", "largest", "--axis-parallel", "--any-balance", "--from", "15", "--max-size", "15",
                "--time-limit", "1");
        assertEquals(3, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("size 15 not decided within the time limit; largest known so far (sizes below 15 "
                + "not tried):"), r.out());
        assertEquals("0", r.lastLine());
        Run found = run("squares", "largest", "--axis-parallel", "--any-balance", "--from", "3", "--max-size", "3");
        assertTrue(found.out().contains("size 4 not decided (--max-size reached); largest known so far:"), found.out());
        assertEquals("3", found.lastLine());
    }

    @Test
    void largestByCasesProvesTheNextSizeAndRefusesWhatItCannotSplit() {
        Run r = run("squares", "largest", "--any-balance", "--from", "6", "--max-size", "8", "--method", "sat",
                "--cases", "3", "--threads", "2");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("decided 7x7: Sat4j by cases: the 512 colourings of the central 3x3 fields fall "
                + "into 51 cases"), r.out());
        assertTrue(r.out().contains("no drawn board on 7x7, nor on any larger board"), r.out());
        assertEquals("6", r.lastLine());
        for (String[] args : new String[][] {{"squares", "largest", "--cases", "5"},
            {"squares", "largest", "--cases", "-1"}, {"squares", "largest", "--cases", "3", "--method", "search"},
            {"squares", "largest", "--cases", "3", "--colours", "3"}}) {
            Run bad = run(args);
            bad.assertBadInput(String.join(" ", args));
            assertTrue(bad.err().contains("cases"), bad.err());
        }
    }

    @Test
    void binaryGarbageIsBadInputNamingTheFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("garbage.bin");
        Files.write(file, new byte[] {(byte) 0xff, (byte) 0xfe, 0x00, 0x41, (byte) 0xc3, 0x28, 0x0a});
        Run r = run("squares", "check", file.toString());
        r.assertBadInput("binary file");
        assertTrue(r.err().contains(file + ":1: not UTF-8 text"), r.err());
    }

    @Test
    void aDirectoryIsNotAFile(@TempDir Path dir) {
        Run r = run("squares", "check", dir.toString());
        r.assertBadInput("directory");
        assertTrue(r.err().endsWith(dir + ": is a directory\n") || r.err().strip().endsWith("is a directory"),
                r.err());
    }

    @Test
    void boardsMustHaveTheSizeTheFileGives(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("b.json");
        Files.writeString(file, "{\"rows\": 2, \"cols\": 2, \"colours\": 2,\n \"boards\": [[\"xo\", \"ox\"],\n"
                + "  [\"xo\"]]}\n");
        Run r = run("squares", "check", file.toString());
        r.assertBadInput("header 2 x 2, board 1 x 2");
        assertTrue(r.err().contains(file + ":3: board 2 is 1 x 2, but the file says 2 x 2"), r.err());
    }

    @Test
    void solveFindsTheKnownValues() {
        // the game is a draw on 2 x 2 and 3 x 3 (and 4 x 4, see the README) under perfect play
        for (String n : new String[] {"2", "3"}) {
            Run r = run("squares", "solve", "--size", n);
            assertEquals(0, r.code());
            assertEquals("draw", r.lastLine());
            assertTrue(r.out().contains("principal variation: x "));
        }
        Run two = run("squares", "solve", "--size", "4", "--threads", "2");
        assertEquals(0, two.code(), two.err());
        assertEquals("draw", two.lastLine());
        Run p = run("squares", "solve", "--size", "3", "--position", "xox/..o/.ox");
        assertEquals(0, p.code());
        assertEquals("principal variation: x 2,2 o 3,1 x 2,1", p.out().split("\\R")[1]);
        assertEquals("draw", p.lastLine());
    }

    @Test
    void solveRefusesPositionsThatCannotOccur() {
        for (String position : new String[] {"xxx/.../...", "o../.../...", "x.x/.../x.x", "xa./.../..."}) {
            run("squares", "solve", "--position", position).assertBadInput(position);
        }
    }

    @Test
    void playRejectsIllegalInputAndPromptsAgain() {
        InputStream saved = System.in;
        try {
            System.setIn(new ByteArrayInputStream("1,1\n1,1\nhello\n7,7\nq\n".getBytes(StandardCharsets.UTF_8)));
            Run r = run("squares", "play", "--size", "3");
            assertEquals(0, r.code());
            assertTrue(r.out().contains("1,1 is taken"), r.out());
            assertTrue(r.out().contains("'hello' is not a move: type row,col, e.g. 2,3"));
            assertTrue(r.out().contains("7,7 is off the board (rows 1..3, columns 1..3)"));
            assertTrue(r.out().endsWith("Game abandoned.\n"), r.out());
        } finally {
            System.setIn(saved);
        }
    }
}
