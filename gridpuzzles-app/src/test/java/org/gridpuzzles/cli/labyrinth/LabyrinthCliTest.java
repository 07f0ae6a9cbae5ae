package org.gridpuzzles.cli.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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

    /** Whether {@code moves} is a walkthrough of the rows x cols grid from 1,1 to the lower-right corner. */
    static boolean walkthrough(int rows, int cols, String moves) {
        boolean[] seen = new boolean[rows * cols];
        int r = 0;
        int c = 0;
        seen[0] = true;
        for (char m : moves.toCharArray()) {
            r += m == 'D' ? 1 : m == 'U' ? -1 : 0;
            c += m == 'R' ? 1 : m == 'L' ? -1 : 0;
            if ("UDLR".indexOf(m) < 0 || r < 0 || c < 0 || r >= rows || c >= cols || seen[r * cols + c]) {
                return false;
            }
            seen[r * cols + c] = true;
        }
        return moves.length() == rows * cols - 1 && r == rows - 1 && c == cols - 1;
    }

    @Test
    void countPrintsTheBareNumberLastAndJsonWithFirstMoves() {
        assertEquals(0, run("labyrinth", "count", "--size", "5"));
        assertEquals("104\n", out);
        assertEquals(0, run("labyrinth", "count", "--size", "5", "--by-first-move", "--format", "json"));
        assertEquals("{\"rows\":5,\"cols\":5,\"count\":\"104\",\"byFirstMove\":{\"R\":\"52\",\"D\":\"52\"}}\n", out);
        assertEquals(0, run("labyrinth", "count", "--size", "7", "--by-first-move"));
        assertEquals("first move R: 55856\nfirst move D: 55856\n111712\n", out);
    }

    @Test
    void theSharedFrontierProgramCountsTheSameInEverySweep() {
        for (String sweep : new String[] {"rows", "reversed", "mirrored", "columns"}) {
            assertEquals(0, run("labyrinth", "count", "--rows", "6", "--cols", "7", "--engine", "frontier", "--sweep",
                    sweep, "--first-prime", "3"));
            String frontier = out;
            assertEquals(0, run("labyrinth", "count", "--rows", "6", "--cols", "7"));
            assertEquals(out, frontier, sweep);
        }
        assertEquals(0, run("labyrinth", "count", "--size", "7", "--moves", "DDDRU", "--by-first-move", "--engine",
                "frontier", "--exact"));
        assertEquals("next move R: 1415\nnext move U: 2851\n4266\n", out);
        assertEquals(2, run("labyrinth", "count", "--size", "5", "--engine", "other"));
        assertEquals(2, run("labyrinth", "count", "--size", "5", "--engine", "frontier", "--sweep", "diagonal"));
    }

    @Test
    void theGridRuleCountsTheSameInEverySweepWithOtherPrimesAndExactly() {
        assertEquals(0, run("labyrinth", "count", "--rows", "7", "--cols", "6", "--exact"));
        String exact = out;
        for (String sweep : new String[] {"rows", "reversed", "mirrored", "columns"}) {
            assertEquals(0, run("labyrinth", "count", "--rows", "7", "--cols", "6", "--sweep", sweep,
                    "--first-prime", "5", "--primes", "1"));
            assertEquals(exact, out, sweep);
        }
        assertEquals(0, run("labyrinth", "count", "--size", "6", "--moves", "RRD", "--by-first-move", "--sweep",
                "reversed"));
        String reversed = out;
        assertEquals(0, run("labyrinth", "count", "--size", "6", "--moves", "RRD", "--by-first-move", "--exact"));
        assertEquals(reversed, out);
    }

    @Test
    void confirmJudgesANumberByTheResiduesOfOnePass(@TempDir Path dir) throws Exception {
        assertEquals(0, run("labyrinth", "count", "--size", "9", "--confirm", "2688307514", "--sweep", "mirrored",
                "--first-prime", "9", "--primes", "2"));
        String[] lines = out.split("\n");
        assertEquals(3, lines.length, out);
        assertTrue(lines[0].matches("modulo \\d{19}: 2688307514"), lines[0]);
        assertEquals("2688307514 is the count: it agrees modulo 2 primes (124 bits), beyond the count's proved bound",
                lines[2]);
        assertEquals(1, run("labyrinth", "count", "--size", "9", "--confirm", "2688307515", "--sweep", "mirrored",
                "--first-prime", "9", "--primes", "2"));
        String prime = lines[0].substring("modulo ".length(), lines[0].indexOf(':'));
        assertTrue(out.endsWith("\n2688307515 is not the count: modulo the prime " + prime
                + " the count is 2688307514, 2688307515 is 2688307515\n"), out);
        assertEquals(1, run("labyrinth", "count", "--size", "7", "--moves", "DDDRU", "--confirm", "4267", "--format",
                "json"));
        assertTrue(out.startsWith("{\"rows\":7,\"cols\":7,\"moves\":\"DDDRU\",\"claimed\":\"4267\","
                + "\"agrees\":false,\"whole\":true,\"primes\":[\""), out);
        assertTrue(out.contains("\"residues\":[\"4266\"]"), out);
        // colours rule every walkthrough out: 0 is the count, and nothing else
        assertEquals(0, run("labyrinth", "count", "--size", "6", "--confirm", "0"));
        assertEquals(1, run("labyrinth", "count", "--size", "6", "--confirm", "2"));
        // a finished count's checkpoint answers the pass without counting again
        Path ck = dir.resolve("ck");
        assertEquals(0, run("labyrinth", "count", "--size", "7", "--primes", "1", "--first-prime", "4",
                "--checkpoint", ck.toString()));
        assertEquals(0, run("labyrinth", "count", "--size", "7", "--primes", "1", "--first-prime", "4",
                "--checkpoint", ck.toString(), "--confirm", "111712"));
        for (String[] bad : new String[][] {{"--confirm", "12x"}, {"--confirm", "-5"},
                {"--confirm", "104", "--by-first-move"}, {"--confirm", "104", "--exact"}}) {
            String[] args = new String[3 + bad.length];
            args[0] = "labyrinth";
            args[1] = "count";
            args[2] = "--size=5";
            System.arraycopy(bad, 0, args, 3, bad.length);
            assertEquals(2, run(args), String.join(" ", bad));
            assertTrue(err.startsWith("gridpuzzles labyrinth count: ") && err.indexOf('\n') == err.length() - 1,
                    err);
        }
    }

    @Test
    void countWithMovesCountsTheCompletionsOfThatPosition() {
        assertEquals(0, run("labyrinth", "count", "--size", "5", "--moves", "DR", "--format", "json"));
        assertEquals("{\"rows\":5,\"cols\":5,\"moves\":\"DR\",\"count\":\"14\"}\n", out);
        assertEquals(0, run("labyrinth", "count", "--size", "5", "--moves", "D", "--by-first-move"));
        assertEquals("next move R: 14\nnext move D: 38\n52\n", out);
        assertEquals(0, run("labyrinth", "count", "--size", "5", "--moves", "DRR"));
        assertEquals("0\n", out);
        assertEquals(2, run("labyrinth", "count", "--size", "5", "--moves", "DU"));
        assertEquals("gridpuzzles labyrinth count: moves: move 2 'U' revisits field 1,1\n", err);
        assertEquals(2, run("labyrinth", "count", "--size", "5", "--time-limit", "0"));
        // 21 x 21 after one move is far beyond a second: the limit is said, never a wrong number
        assertEquals(3, run("labyrinth", "count", "--size", "21", "--moves", "R", "--time-limit", "1", "--format",
                "json"));
        assertEquals("", out);
        assertTrue(err.contains("time limit of 1 s reached"), err);
    }

    @Test
    void closedLinesAreCountedWithoutEnds() {
        assertEquals(0, run("labyrinth", "count", "--size", "6", "--closed"));
        assertEquals("1072\n", out);
        assertEquals(0, run("labyrinth", "count", "--rows", "4", "--cols", "5", "--closed", "--format", "json"));
        assertEquals("{\"rows\":4,\"cols\":5,\"closed\":true,\"count\":\"14\"}\n", out);
        assertEquals(0, run("labyrinth", "count", "--size", "5", "--closed"));
        assertEquals("no closed line: a closed line alternates the chessboard colours, so it needs an even number of "
                + "fields, not 25\n0\n", out);
        assertEquals(0, run("labyrinth", "count", "--size", "8", "--closed", "--confirm", "4638576", "--sweep",
                "mirrored", "--first-prime", "3"));
        assertEquals(2, run("labyrinth", "count", "--size", "4", "--closed", "--start", "1,1"));
        assertEquals("gridpuzzles labyrinth count: a closed line has no start field\n", err);
        assertEquals(2, run("labyrinth", "count", "--size", "4", "--closed", "--by-first-move"));
    }

    @Test
    void countOfAnEvenSquareIsZeroWithTheReason() {
        assertEquals(0, run("labyrinth", "count", "--size", "4"));
        assertEquals("no walkthrough: start 1,1 and end 4,4 have the same chessboard colour but a line through an "
                + "even number of fields (16) ends on the other colour\n0\n", out);
        assertEquals(0, run("labyrinth", "count", "--size", "4", "--format", "json"));
        assertEquals("{\"rows\":4,\"cols\":4,\"count\":\"0\",\"reason\":\"start 1,1 and end 4,4 have the same "
                + "chessboard colour but a line through an even number of fields (16) ends on the other colour\"}\n",
                out);
    }

    @Test
    void checkSaysYesOrNo() {
        assertEquals(0, run("labyrinth", "check", "--size", "3", "--moves", "RRDLLDRR"));
        assertEquals("valid walkthrough of 3 x 3 from 1,1 to 3,3\n", out);
        assertEquals(1, run("labyrinth", "check", "--size", "3", "--moves", "RRDLLD"));
        assertEquals("not a walkthrough: the line visits 7 of 9 fields\n", out);
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
    void badInputIsOneLineAndExitTwo() {
        assertEquals(2, run("labyrinth", "check", "--size", "3", "--moves", "RRX"));
        assertEquals("gridpuzzles labyrinth check: moves: character 3 'X' is not one of U, D, L, R\n", err);
        assertEquals(2, run("labyrinth", "draw", "--size", "4"));
        assertTrue(err.startsWith("gridpuzzles labyrinth draw: no walkthrough exists on 4 x 4: "), err);
        assertEquals(2, run("labyrinth", "enumerate", "--size", "6"));
        assertEquals(0, run("labyrinth", "enumerate", "--size", "6", "--count-only"));
        assertEquals("0\n", out);
        assertEquals(2, run("labyrinth", "draw", "--size", "0"));
        assertEquals("gridpuzzles labyrinth draw: --size 0 is not a positive size\n", err);
        assertEquals(2, run("labyrinth", "draw", "--size", "5", "--start", "9,9"));
        assertEquals(1, err.strip().split("\n").length);
        assertEquals(2, run("labyrinth", "explain", "--size", "5", "--moves", "UU"));
        assertEquals("gridpuzzles labyrinth explain: moves: move 1 'U' leaves the grid at field 1,1\n", err);
    }

    /** Option values out of range are refused with the range before any work. */
    @Test
    void valuesOutOfRangeAreRefusedWithTheRange() {
        assertEquals(2, run("labyrinth", "draw", "--size", "5", "--budget", "-5"));
        assertEquals("gridpuzzles labyrinth draw: --budget -5 is out of range (0 or more)\n", err);
        assertEquals("", out);
        assertEquals(2, run("labyrinth", "stats", "--size", "5", "--budget", "-5"));
        assertEquals("gridpuzzles labyrinth stats: --budget -5 is out of range (0 or more)\n", err);
        assertEquals(2, run("labyrinth", "explain", "--size", "5", "--budget", "-1"));
        assertEquals("gridpuzzles labyrinth explain: --budget -1 is out of range (0 or more)\n", err);
        assertEquals(2, run("labyrinth", "enumerate", "--size", "5", "--limit", "-1"));
        assertEquals("gridpuzzles labyrinth enumerate: --limit -1 is out of range (0 or more)\n", err);
        assertEquals("", out);
        assertEquals(2, run("labyrinth", "enumerate", "--size", "5", "--threads", "0"));
        assertEquals("gridpuzzles labyrinth enumerate: --threads 0 is not a positive number\n", err);
        assertEquals(2, run("labyrinth", "draw", "--size", "5", "--runs", "0"));
        assertEquals("gridpuzzles labyrinth draw: --runs 0 is not positive\n", err);
    }

    /** A limit of 0 gives no walkthrough, whatever the threads or the format. */
    @Test
    void limitZeroGivesNothing() {
        assertEquals(0, run("labyrinth", "enumerate", "--size", "5", "--limit", "0", "--threads", "1"));
        assertEquals("", out);
        assertEquals(0, run("labyrinth", "enumerate", "--size", "5", "--limit", "0", "--count-only", "--threads",
                "1"));
        assertEquals("0\n", out);
        assertEquals(0, run("labyrinth", "enumerate", "--size", "5", "--limit", "0", "--format", "json"));
        assertEquals("{\"rows\":5,\"cols\":5,\"walkthroughs\":[],\"count\":0}\n", out);
    }

    /** The picture's path is checked first: nothing is computed or printed when it cannot be written. */
    @Test
    void explainChecksThePicturePathBeforeTheWork(@TempDir Path dir) throws Exception {
        Path missing = dir.resolve("no-such-folder").resolve("why.svg");
        assertEquals(2, run("labyrinth", "explain", "--size", "5", "--moves", "DDDDRUUU", "--svg",
                missing.toString()));
        assertEquals("", out);
        assertEquals("gridpuzzles labyrinth explain: cannot write " + missing + ": folder " + missing.getParent()
                + " does not exist\n", err);
        Path svg = dir.resolve("why.svg");
        assertEquals(0, run("labyrinth", "explain", "--size", "5", "--moves", "DDDDRUUU", "--svg", svg.toString()));
        String picture = Files.readString(svg);
        // the reason in a word, not a letter
        assertTrue(picture.contains(">C-shape</text>"), picture);
    }

    /** Each drawn line is written and flushed as soon as it is finished, not all at the end. */
    @Test
    void drawnMovesAreStreamedOneLineAtATime() {
        List<String> flushed = new ArrayList<>();
        StringWriter text = new StringWriter();
        Writer recording = new Writer() {
            @Override
            public void write(char[] c, int off, int len) {
                text.write(c, off, len);
            }

            @Override
            public void flush() {
                flushed.add(text.toString());
            }

            @Override
            public void close() {
            }
        };
        int code = GridPuzzles.run(new String[] {"labyrinth", "draw", "--size", "9", "--seed", "5", "--runs", "3",
            "--format", "moves"}, new PrintWriter(recording), new PrintWriter(new StringWriter()));
        assertEquals(0, code);
        String[] lines = text.toString().split("\n");
        assertEquals(3, lines.length);
        assertTrue(flushed.contains(lines[0] + "\n"), flushed.toString());
        assertTrue(flushed.contains(lines[0] + "\n" + lines[1] + "\n"), flushed.toString());
    }

    /** A writer whose reader goes away after the first write, as {@code | head -1} does. */
    private static final class ClosingWriter extends Writer {
        int writes;

        @Override
        public void write(char[] c, int off, int len) throws java.io.IOException {
            if (++writes > 1) {
                throw new java.io.IOException("Broken pipe");
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    /** When the reader goes away, drawing and enumerating stop quietly instead of working on for nobody. */
    @Test
    void aReaderThatGoesAwayEndsTheRun() {
        ClosingWriter w = new ClosingWriter();
        assertEquals(0, GridPuzzles.run(new String[] {"labyrinth", "draw", "--size", "5", "--seed", "1", "--runs",
            "1000", "--format", "moves"}, new PrintWriter(w), new PrintWriter(new StringWriter())));
        assertTrue(w.writes <= 3, "writes after the reader left: " + w.writes);
        ClosingWriter e = new ClosingWriter();
        assertEquals(0, GridPuzzles.run(new String[] {"labyrinth", "enumerate", "--size", "7", "--threads", "1"},
                new PrintWriter(e), new PrintWriter(new StringWriter())));
        // 111712 lines of 49 bytes would be some 80 writes of the 64 kB buffer
        assertTrue(e.writes <= 3, "writes after the reader left: " + e.writes);
    }

    @Test
    void drawMovesAreWalkthroughsAndSeedsRepeat(@TempDir Path dir) throws Exception {
        assertEquals(0, run("labyrinth", "draw", "--size", "9", "--seed", "5", "--runs", "3", "--format", "moves"));
        assertEquals("RDLDDDDDDDRRULURRURULULDDLUUURUURRDLDRDRRDLDRDDLULDLDRRRRUUUUUUULDLUURRRDDDDDDDD\n"
                + "DDRDLDRDLDDDRRRULLURUUUURDRUULLLURRRRDRURRDLDRDDLULULDDRDRRDDLULDLUULULDDRDDRRRR\n"
                + "RDLDRDLDRDLDDDRUURUUUURRRULLLURRRRDDDRUUURDDDDDLULDDRRDLLLLURUUULLDRDLDDLDRRRRRR\n", out);
        for (String l : out.strip().split("\n")) {
            assertTrue(walkthrough(9, 9, l), l);
        }
        assertEquals(0, run("labyrinth", "draw", "--size", "5", "--seed", "1", "--format", "json", "--runs", "2"));
        // each line also as its fields, for drawing without following the moves
        assertEquals("{\"rows\":5,\"cols\":5,\"seed\":1,\"lines\":[{\"moves\":\"DDRRULURRRDLDRDLLLLDRRRR\","
                + "\"undecided\":0,\"path\":[[1,1],[2,1],[3,1],[3,2],[3,3],[2,3],[2,2],[1,2],[1,3],[1,4],[1,5],"
                + "[2,5],[2,4],[3,4],[3,5],[4,5],[4,4],[4,3],[4,2],[4,1],[5,1],[5,2],[5,3],[5,4],[5,5]]},"
                + "{\"moves\":\"RRDRURDDLLDLUULDDDRRRURD\",\"undecided\":0,\"path\":[[1,1],[1,2],[1,3],[2,3],"
                + "[2,4],[1,4],[1,5],[2,5],[3,5],[3,4],[3,3],[4,3],[4,2],[3,2],[2,2],[2,1],[3,1],[4,1],[5,1],[5,2],"
                + "[5,3],[5,4],[4,4],[4,5],[5,5]]}]}\n", out);
        Path svg = dir.resolve("line.svg");
        assertEquals(0, run("labyrinth", "draw", "--size", "7", "--seed", "1", "--format", "svg", "--out",
                svg.toString()));
        assertTrue(Files.readString(svg).contains("<svg"));
        assertEquals(0, run("labyrinth", "draw", "--size", "5", "--seed", "1"));
        assertEquals("""
                5 x 5 one-way labyrinth, seed 1
                +---+---+---+---+---+
                | S |               |
                +   +   +---+---+   +
                |   |       |       |
                +   +---+   +   +---+
                |           |       |
                +---+---+---+---+   +
                |                   |
                +   +---+---+---+---+
                |                 E |
                +---+---+---+---+---+
                DDRRULURRRDLDRDLLLLDRRRR
                """, out);
    }

    @Test
    void enumerateStreamsInOrderWithLimit(@TempDir Path dir) throws Exception {
        assertEquals(0, run("labyrinth", "enumerate", "--size", "3", "--format", "json"));
        assertEquals("{\"rows\":3,\"cols\":3,\"walkthroughs\":[\"RRDLLDRR\",\"DDRUURDD\"],\"count\":2}\n", out);
        assertEquals(0, run("labyrinth", "enumerate", "--size", "7", "--count-only", "--limit", "5"));
        assertEquals("5\n", out);
        assertEquals(0, run("labyrinth", "enumerate", "--size", "7", "--count-only"));
        assertEquals("111712\n", out);
        assertEquals(0, run("labyrinth", "enumerate", "--size", "5", "--limit", "3"));
        assertEquals("RRRRDDDLLLURRULLLDDDRRRR\nRRRRDDDLLURULLLDRDLDRRRR\nRRRRDDDLUULDDLUULDDDRRRR\n", out);
        Path file = dir.resolve("all.txt");
        assertEquals(0, run("labyrinth", "enumerate", "--size", "5", "--out", file.toString()));
        List<String> lines = Files.readAllLines(file);
        assertEquals(104, lines.size());
        assertEquals(104, lines.stream().distinct().count());
        assertTrue(lines.stream().allMatch(l -> walkthrough(5, 5, l)));
    }

    @Test
    void statsAndExplainRun() {
        assertEquals(0, run("labyrinth", "stats", "--size", "7", "--runs", "5", "--seed", "1", "--format", "json"));
        // all but the times, which vary
        assertTrue(out.startsWith("{\"rows\":7,\"cols\":7,\"runs\":5,\"seed\":1,\"completed\":5,\"stuck\":0,"
                + "\"invalid\":0,\"undecided\":0,\"candidates\":420,\"seconds\":"), out);
        assertEquals(0, run("labyrinth", "explain", "--size", "5", "--moves", "DDDDRUUU"));
        assertEquals("""
                live end 2,2 after 8 moves (decided exactly)
                  U 1,2: available (a completion exists (exact))
                  R 2,3: forbidden (C-shape at field 1,2)
                  D 3,2: forbidden (taken)
                  L 2,1: forbidden (taken)
                forced segments: 1,2-1,3 1,2-2,2 1,5-2,5 1,5-1,4 5,3-4,3 5,3-5,4
                """, out);
        assertEquals(0, run("labyrinth", "explain", "--size", "5", "--moves", "DDDDRUUU", "--format", "json"));
        assertEquals("{\"liveEnd\":\"2,2\",\"exact\":true,\"neighbours\":[{\"move\":\"U\",\"field\":\"1,2\","
                + "\"status\":\"available\",\"reason\":\"a completion exists (exact)\"},{\"move\":\"R\",\"field\":"
                + "\"2,3\",\"status\":\"forbidden\",\"reason\":\"C-shape at field 1,2\"},{\"move\":\"D\",\"field\":"
                + "\"3,2\",\"status\":\"forbidden\",\"reason\":\"taken\"},{\"move\":\"L\",\"field\":\"2,1\","
                + "\"status\":\"forbidden\",\"reason\":\"taken\"}],\"forced\":[\"1,2-1,3\",\"1,2-2,2\",\"1,5-2,5\","
                + "\"1,5-1,4\",\"5,3-4,3\",\"5,3-5,4\"],\"line\":[[1,1],[2,1],[3,1],[4,1],[5,1],[5,2],[4,2],[3,2],"
                + "[2,2]]}\n", out);
        assertFalse(out.contains("available\":"), "no extra properties from helper methods");
    }
}
