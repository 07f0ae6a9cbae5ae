package org.gridpuzzles.cli.knight;

import static org.gridpuzzles.cli.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Interruptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input gets one line and exit 2 before any work; a stopped run writes what it finished. */
class KnightInputTest {

    @TempDir
    Path dir;


    private static void assertBadInput(CommandRun r, String... words) {
        assertEquals(2, r.code(), r.out() + r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        for (String w : words) {
            assertTrue(r.err().contains(w), "'" + w + "' in " + r.err());
        }
    }

    /** The 5 x 5 tour of Warnsdorff's rule with ties by 12345678, as JSON. */
    private static final String TOUR_5 = "{\"rows\":5,\"cols\":5,\"start\":[1,1],\"complete\":true,\"closed\":false,"
            + "\"squares\":[[1,1],[2,3],[1,5],[3,4],[5,5],[4,3],[5,1],[3,2],[1,3],[2,5],[4,4],[5,2],[3,1],[1,2],[2,4],"
            + "[4,5],[5,3],[4,1],[2,2],[1,4],[3,5],[5,4],[4,2],[2,1],[3,3]]}\n";

    @Test
    void aValidTourIsSaidValidOnce() throws Exception {
        Path t = Files.writeString(dir.resolve("t.json"), TOUR_5);
        CommandRun r = run("knight", "check", t.toString());
        assertEquals(new CommandRun(0, "valid: open tour on 5 x 5\n", ""), r);
        Path m = Files.writeString(dir.resolve("t.txt"), "325476113568134671245783\n");
        assertEquals(new CommandRun(0, "valid: open tour on 5 x 5\n", ""), run("knight", "check", "--size", "5",
                m.toString()));
    }

    @Test
    void truncatedJsonIsOneShortLineWithLineAndColumn() throws Exception {
        Path t = Files.writeString(dir.resolve("t.json"), TOUR_5.substring(0, 120));
        CommandRun r = run("knight", "check", t.toString());
        assertBadInput(r, "t.json:1:121: not valid JSON");
        assertFalse(r.err().contains("REDACTED") || r.err().contains("JsonNode") || r.err().contains("Source"),
                r.err());
        assertTrue(r.err().length() < 160, r.err());
    }

    @Test
    void aSquareInRowZeroIsBadInput() throws Exception {
        Path t = Files.writeString(dir.resolve("t.json"), TOUR_5.replace("[4,3]", "[0,3]"));
        assertBadInput(run("knight", "check", t.toString()), "square 6 [0,3]");
        Path b = Files.writeString(dir.resolve("b.json"), TOUR_5.replace("\"rows\":5", "\"rows\":0"));
        assertBadInput(run("knight", "check", b.toString()), "b.json");
    }

    @Test
    void aStartOffTheBoardIsBadInputAsForTour() throws Exception {
        Path m = Files.writeString(dir.resolve("t.txt"), "325476113568134671245783\n");
        assertBadInput(run("knight", "check", "--size", "5", "--start", "9,9", m.toString()), "start 9,9");
        assertBadInput(run("knight", "tour", "--size", "5", "--start", "9,9"), "start 9,9");
    }

    @Test
    void aStartOrBoardGivenWithAJsonTourMustFitIt() throws Exception {
        Path t = Files.writeString(dir.resolve("t.json"), TOUR_5);
        assertBadInput(run("knight", "check", "--start", "9,9", t.toString()), "start 9,9 is off the 5 x 5 grid");
        assertBadInput(run("knight", "check", "--size", "6", t.toString()), "the tour is on a 5 x 5 board");
        assertEquals(new CommandRun(1, "invalid: the tour starts at 1,1, not at 1,2\n", ""),
                run("knight", "check", "--start", "1,2", t.toString()));
        assertEquals(0, run("knight", "check", "--size", "5", "--start", "1,1", t.toString()).code());
    }

    @Test
    void aSquareOffTheBoardIsStillAnInvalidTour() throws Exception {
        Path t = Files.writeString(dir.resolve("t.json"), TOUR_5.replace("[4,3]", "[6,3]"));
        assertEquals(new CommandRun(1, "invalid: square 6 (6,3) is off the board\n", ""), run("knight", "check",
                t.toString()));
    }

    @Test
    void outputPathsAndOptionsAreCheckedBeforeAnyWork() {
        CommandRun plot = run("knight", "study", "--sizes", "5..6", "--trials", "2", "--seed", "1", "--plot",
                "/nonexistent/p.svg");
        assertBadInput(plot, "/nonexistent/p.svg");
        assertEquals("", plot.out());
        CommandRun bench = run("knight", "bench", "--sizes", "0");
        assertBadInput(bench, "--sizes 0");
        assertEquals("", bench.out());
        CommandRun late = run("knight", "bench", "--sizes", "5,6,2", "--repeat", "1");
        assertBadInput(late, "--sizes 2");
        assertEquals("", late.out());
        CommandRun construct = run("knight", "bench", "--sizes", "5", "--method", "construct");
        assertBadInput(construct, "--method construct");
        assertEquals("", construct.out());
    }

    @Test
    void movesWithOtherCharactersAreBadInput() throws Exception {
        Path m = Files.write(dir.resolve("t.txt"), new byte[] {'3', '2', (byte) 0xff, '\n'});
        assertBadInput(run("knight", "check", "--size", "5", m.toString()), "character 3 byte 0xff");
    }

    /** A cancelled study and sweep still write what they finished, atomically, and end with 130. */
    @Test
    void aCancelledRunWritesItsPartialResult() throws Exception {
        Limits cancelled = Limits.none();
        cancelled.cancel();
        Path v = dir.resolve("v.json");
        CommandRun sweep = Interruptions.withinRequest(cancelled, () -> run("knight", "verify-squirrel", "--from", "5",
                "--to", "3000", "--format", "json", "--out", v.toString()));
        assertEquals(130, sweep.code(), sweep.err());
        assertEquals("{\"from\":5,\"to\":3000,\"failures\":[],\"partial\":true,\"checked\":0,"
                + "\"unchecked\":[[5,3000]]}\n", Files.readString(v));
        assertEquals("interrupted: 0 of 2996 sizes checked; writing those\n", sweep.err());
        Path s = dir.resolve("s.json");
        CommandRun study = Interruptions.withinRequest(cancelled, () -> run("knight", "study", "--sizes", "5..400",
                "--seed", "1", "--format", "json", "--out", s.toString()));
        assertEquals(130, study.code(), study.err());
        assertEquals("{\"tiebreak\":\"random\",\"seed\":1,\"rows\":[],\"partial\":true}\n", Files.readString(s));
    }
}
