package org.gridpuzzles.cli.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gridpuzzles.ProjectFiles;
import org.gridpuzzles.cli.CommandRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Option values and output paths are refused with one line and exit 2 before any work. */
class PushOptionsTest {

    @TempDir
    Path dir;

    private String example() throws IOException {
        Path f = dir.resolve("example.lp");
        Files.writeString(f, PushCliTest.EXAMPLE);
        return f.toString();
    }

    private static void assertRefused(CommandRun r, String... words) {
        assertEquals(2, r.code(), r.out() + r.err());
        assertEquals("", r.out());
        assertEquals(1, r.err().lines().count(), r.err());
        assertFalse(r.err().contains("Error:"), r.err());
        for (String w : words) {
            assertTrue(r.err().contains(w), r.err());
        }
    }

    @Test
    void benchOnAFolderWithoutInstancesIsRefused() throws IOException {
        Path empty = Files.createDirectory(dir.resolve("empty"));
        Files.writeString(empty.resolve("notes.md"), "not an instance");
        assertRefused(CommandRun.run("push", "bench", empty.toString()), empty + ": no instances", "*.asp");
    }

    @Test
    void timeoutMustBePositive() throws IOException {
        String f = example();
        assertRefused(CommandRun.run("push", "solve", f, "--timeout", "0"), "--timeout 0.0 is out of range",
                "above 0");
        assertRefused(CommandRun.run("push", "solve", f, "--timeout", "-5"), "--timeout -5.0 is out of range");
        assertRefused(CommandRun.run("push", "solve", f, "--timeout", "NaN"), "--timeout NaN is out of range");
        assertRefused(CommandRun.run("push", "solve", f, "--all", "--timeout", "0"), "--timeout 0.0");
    }

    @Test
    void aCheckpointIsKeptByTheOptimalSearchAlone() throws IOException {
        String f = example();
        String ck = dir.resolve("ck").toString();
        assertRefused(CommandRun.run("push", "solve", f, "--checkpoint", ck), "--checkpoint needs --optimal");
        assertRefused(CommandRun.run("push", "solve", f, "--optimal", "--all", "--checkpoint", ck),
                "--checkpoint is kept by --optimal alone, not with --all");
        Path plain = Files.writeString(dir.resolve("plain"), "x");
        assertRefused(CommandRun.run("push", "solve", f, "--optimal", "--checkpoint", plain.toString()),
                "checkpoint folder", "is a file, not a folder");
        assertFalse(Files.exists(dir.resolve("ck")), "nothing made for a refused run");
    }

    @Test
    void threadsMustBeOneOrMore() throws IOException {
        String f = example();
        assertRefused(CommandRun.run("push", "solve", f, "--threads", "0"), "--threads 0 is out of range",
                "1 or more");
        assertRefused(CommandRun.run("push", "solve", f, "--threads", "-3"), "--threads -3");
    }

    @Test
    void aLongTimeoutIsNoTimeout() throws IOException {
        CommandRun r = CommandRun.run("push", "solve", example(), "--timeout", "1e300", "--optimal");
        assertEquals(0, r.code(), r.err());
        assertEquals("push(1,w,1). push(2,n,2).\n", r.out());
    }

    @Test
    void benchChecksItsOptionsAndOutputBeforeAnyWork() throws IOException {
        Path pool = dir.resolve("pool");
        Files.createDirectories(pool);
        Files.writeString(pool.resolve("a.lp"), PushCliTest.EXAMPLE);
        String p = pool.toString();
        // Before, the header and every row were printed first, and only then the file was refused.
        assertRefused(CommandRun.run("push", "bench", p, "--out", "/nonexistent/r.csv"), "/nonexistent/r.csv",
                "does not exist");
        assertRefused(CommandRun.run("push", "bench", p, "--out", dir.toString()), "is a directory");
        assertRefused(CommandRun.run("push", "bench", p, "--jobs", "0"), "--jobs 0 is out of range");
        assertRefused(CommandRun.run("push", "bench", p, "--limit", "-1"), "--limit -1 is out of range");
        assertRefused(CommandRun.run("push", "bench", p, "--optimal", "--threads", "0"), "--threads 0 is out of range");
        assertRefused(CommandRun.run("push", "bench", p, "--threads", "2"), "--threads 2 needs --optimal");
        assertRefused(CommandRun.run("push", "bench", p, "--timeout", "0"), "--timeout 0.0 must be positive");
        assertRefused(CommandRun.run("push", "bench", p, "--checkpoint", dir.resolve("ck").toString()),
                "--checkpoint needs --optimal");
        assertRefused(CommandRun.run("push", "bench", p, "--optimal", "--checkpoint", pool.resolve("a.lp").toString()),
                "is a file, not a folder");
    }

    @Test
    void benchRewritesItsFileAfterEveryInstance() throws IOException {
        Path pool = dir.resolve("pool");
        Files.createDirectories(pool);
        Files.writeString(pool.resolve("b.lp"), PushCliTest.EXAMPLE.replace("max_steps(2)", "max_steps(1)"));
        Files.writeString(pool.resolve("a.lp"), PushCliTest.EXAMPLE);
        Files.writeString(pool.resolve("c.txt"), "field(1,1).");
        Path csv = dir.resolve("r.csv");
        CommandRun r = CommandRun.run("push", "bench", pool.toString(), "--jobs", "1", "--out",
                csv.toString());
        assertEquals(0, r.code(), r.err());
        List<String> lines = Files.readAllLines(csv);
        assertEquals("instance,N,result,pushes,seconds,optimal,check", lines.get(0));
        assertTrue(lines.get(1).startsWith("a.lp,4,SOLVED,2,"), lines.get(1));
        // the decision search answers with whichever of the example's two solutions it meets first
        assertTrue(lines.get(1).endsWith(",false,\"VALID: goal reached after push 2: push(1,w,1). push(2,n,2).\"")
                || lines.get(1).endsWith(",false,\"VALID: goal reached after push 2: push(1,w,1). push(3,s,2).\""),
                lines.get(1));
        assertTrue(lines.get(2).startsWith("b.lp,4,UNSATISFIABLE,,"), lines.get(2));
        assertTrue(lines.get(3).startsWith("c.txt,0,BAD_INPUT,,0.000,false,\"" + pool.resolve("c.txt")
                + ": missing init_on(X,Y)\""), lines.get(3));
        assertEquals(4, lines.size());
        assertEquals("3 instances: 1 solved (0 proved minimal), 1 unsatisfiable, 1 timeouts, 0 invalid; median ",
                r.err().substring(0, r.err().indexOf("median ") + 7));
    }

    @Test
    void showTakesOneOfSvgAndPngInOneLine() throws IOException {
        String f = example();
        assertRefused(CommandRun.run("push", "show", f, "--svg", dir.resolve("a.svg").toString(), "--png",
                dir.resolve("b.png").toString()), "give either --svg or --png, not both");
        assertRefused(CommandRun.run("push", "show", f, "--svg", "/nonexistent/a.svg"), "/nonexistent/a.svg");
        assertFalse(Files.exists(dir.resolve("a.svg")));
    }

    @Test
    void showWritesReadablePngFrames() throws IOException {
        Path sol = dir.resolve("sol.lp");
        Files.writeString(sol, "push(1,w,1). push(3,s,2).");
        CommandRun r = CommandRun.run("push", "show", example(), "--solution", sol.toString(), "--png",
                dir.resolve("f.png").toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("wrote " + dir.resolve("f-0.png"), "wrote " + dir.resolve("f-1.png"),
                "wrote " + dir.resolve("f-2.png"), "VALID: goal reached after push 2"), r.out().lines().toList());
        java.awt.image.BufferedImage png = javax.imageio.ImageIO.read(dir.resolve("f-2.png").toFile());
        assertTrue(png.getWidth() >= 4 * 32, "a field of at least 32 pixels: " + png.getWidth());
        for (int x = 0; x < png.getWidth(); x++) {
            // A titled picture ends at a fractional height; its last pixel row must not be a grey line.
            assertEquals(0xffffff, png.getRGB(x, png.getHeight() - 1) & 0xffffff, "pixel " + x + " of the last row");
        }
    }

    @Test
    void generateHelpOffersOnlyWhatItTakes() {
        CommandRun help = CommandRun.run("push", "generate", "--help");
        assertEquals(0, help.code());
        assertFalse(help.out().contains("--rows"), help.out());
        assertFalse(help.out().contains("--cols"), help.out());
        assertTrue(help.out().contains("--size=N"), help.out());
        // Equal rows and columns still make the square board they always made.
        CommandRun square = CommandRun.run("push", "generate", "--rows", "5", "--cols", "5", "--seed", "2");
        assertEquals(CommandRun.run("push", "generate", "--size", "5", "--seed", "2").out(), square.out());
        assertRefused(CommandRun.run("push", "generate", "--rows", "4", "--cols", "5"), "square", "--size N");
        assertRefused(CommandRun.run("push", "generate"), "missing board size: give --size N");
        assertRefused(CommandRun.run("push", "generate", "--size", "63"), "board size 63 outside 2..62");
        assertRefused(CommandRun.run("push", "generate", "--size", "5", "--density", "NaN"), "--density NaN");
    }

    @Test
    void theShippedExampleParsesAndSolves() {
        Path example = ProjectFiles.file("examples", "push", "example.asp");
        CommandRun all = CommandRun.run("push", "solve", example.toString(), "--all");
        assertEquals(0, all.code(), all.err());
        assertEquals("push(1,w,1). push(2,n,2).\npush(1,w,1). push(3,s,2).\n", all.out());
        CommandRun one = CommandRun.run("push", "solve", example.toString(), "--max-steps", "1");
        assertEquals(1, one.code());
        assertEquals("UNSATISFIABLE\n", one.out());
    }
}
