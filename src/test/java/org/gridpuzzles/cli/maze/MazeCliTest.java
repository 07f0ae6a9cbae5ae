package org.gridpuzzles.cli.maze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.cli.GridPuzzles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MazeCliTest {

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = GridPuzzles.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void statsBlockHasTheSeedsNamesAndSums() {
        Run r = run("maze", "generate", "--algorithm", "inwinder", "--rows", "8", "--cols", "13", "--seed", "1",
                "--stats");
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\n");
        assertEquals("      Inwinder Tree (statistics)", lines[0]);
        java.util.Map<String, Long> v = new java.util.HashMap<>();
        for (int k = 1; k <= 7; k++) {
            String[] parts = lines[k].trim().split("\\s+");
            v.put(parts[0], Long.parseLong(parts[1]));
        }
        assertEquals(5, v.get("visits"));
        assertEquals(104, v.get("cells"));
        assertEquals(103, v.get("passages"));
        assertEquals(4, v.get("tiers"));
        assertEquals(103, v.get("onward") + v.get("inward") + v.get("backward"));
        assertTrue(lines[8].startsWith("+---+"));
    }

    @Test
    void generatedJsonPassesCheck(@TempDir Path dir) {
        Path f = dir.resolve("m.json");
        assertEquals(0, run("maze", "generate", "-a", "wilson", "--size", "12", "--format", "json", "--out",
                f.toString()).code());
        Run check = run("maze", "check", f.toString());
        assertEquals(0, check.code(), check.out());
        assertTrue(check.out().contains("perfect"));
    }

    @Test
    void checkSaysWhyAMazeIsNotPerfect(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("bad.json");
        Files.writeString(f, "{\"rows\":2,\"cols\":2,\"openings\":[\"6c\",\"39\"]}");
        Run check = run("maze", "check", f.toString());
        assertEquals(1, check.code());
        assertTrue(check.out().contains("loop"), check.out());
    }

    @Test
    void pathIsMarkedWithStars() {
        Run r = run("maze", "path", "--rows", "8", "--cols", "13", "--seed", "1", "--from", "8,1", "--to", "1,13");
        assertEquals(0, r.code(), r.err());
        int passages = Integer.parseInt(r.out().lines().findFirst().orElseThrow().replaceAll(".*: (\\d+) passages", "$1"));
        long stars = r.out().chars().filter(c -> c == '*').count();
        assertEquals(passages + 1, stars);
    }

    @Test
    void algorithmsAreListedByName() {
        Run r = run("maze", "algorithms");
        assertEquals(14, r.out().lines().count());
        assertTrue(r.out().startsWith("inwinder "));
    }

    @ParameterizedTest
    @ValueSource(strings = {"--size 0", "--rows -2 --cols 5", "--algorithm nope", "--which 500", "--which middle",
        "--bias 1.5", "--size 50000", "--size 4 --rows 5", "--format gif", "--labels colour", "--root 9,9"})
    void badInputIsOneLineAndExitTwo(String args) {
        String[] argv = ("maze generate " + args).split(" ");
        Run r = run(argv);
        assertEquals(2, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void pathOffTheGridIsBadInput() {
        Run r = run("maze", "path", "--size", "5", "--from", "0,1");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--from 0,1 is off the 5 x 5 grid"), r.err());
    }

    @Test
    void helpAndVersion() {
        assertEquals(0, run("--version").code());
        Run help = run("maze", "generate", "--help");
        assertEquals(0, help.code());
        assertTrue(help.out().contains("Examples"));
        assertEquals(2, run("maze").code());
    }
}
