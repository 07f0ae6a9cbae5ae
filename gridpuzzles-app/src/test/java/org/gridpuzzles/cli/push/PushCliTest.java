package org.gridpuzzles.cli.push;

import static org.gridpuzzles.cli.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gridpuzzles.cli.CheckpointCliTest;
import org.gridpuzzles.cli.CommandRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PushCliTest {

    static final String EXAMPLE = """
            field(1,1). field(1,2). field(1,3). field(1,4). field(2,1). field(2,2). field(2,3). field(2,4).
            field(3,1). field(3,2). field(3,3). field(3,4). field(4,1). field(4,2). field(4,3). field(4,4).
            init_on(3,2). goal_on(1,4).
            connect(1,1,s). connect(1,1,w). connect(1,2,n). connect(1,2,e). connect(1,2,w). connect(1,3,e).
            connect(1,4,n). connect(1,4,w). connect(2,1,n). connect(2,1,w). connect(2,2,n). connect(2,2,w).
            connect(2,3,n). connect(2,3,s). connect(2,4,n). connect(2,4,e). connect(2,4,w). connect(3,1,n).
            connect(3,1,s). connect(3,2,n). connect(3,2,w). connect(3,3,e). connect(3,4,n). connect(3,4,s).
            connect(3,4,w). connect(4,1,n). connect(4,1,w). connect(4,2,n). connect(4,2,s). connect(4,2,e).
            connect(4,2,w). connect(4,3,n). connect(4,3,e). connect(4,4,w).
            max_steps(2).
            """;

    @TempDir
    Path dir;


    private String example() throws IOException {
        Path f = dir.resolve("example.lp");
        Files.writeString(f, EXAMPLE);
        return f.toString();
    }

    @Test
    void aFinishedCheckpointAnswersAtOnce() throws IOException {
        String ck = dir.resolve("proof").toString();
        CommandRun first = run("push", "solve", example(), "--optimal", "--checkpoint", ck, "--format", "json");
        assertEquals(0, first.code(), first.err());
        assertTrue(first.out().contains("\"proved\":true"), first.out());
        String kept = Files.readString(dir.resolve("proof").resolve("optimal.txt"));
        assertTrue(kept.contains("\nrefuted 1\n"), kept);
        assertTrue(kept.contains("\nbest push(1,w,1). push("), kept);
        CommandRun again = run("push", "solve", example(), "--optimal", "--checkpoint", ck, "--format", "json");
        assertEquals(0, again.code(), again.err());
        assertTrue(again.out().contains("\"nodes\":0,") && again.out().contains("\"proved\":true"), again.out());
        // with a smaller max_steps the kept depth proves there is no solution
        CommandRun capped = run("push", "solve", example(), "--optimal", "--checkpoint", ck, "--max-steps", "1");
        assertEquals(1, capped.code(), capped.err());
        assertEquals("UNSATISFIABLE\n", capped.out());
    }

    @Test
    void aBenchKeepsEachInstancesCheckpoint() throws IOException {
        Path bench = Files.createDirectories(dir.resolve("pool"));
        Files.writeString(bench.resolve("a.lp"), EXAMPLE);
        Files.writeString(bench.resolve("b.lp"), EXAMPLE.replace("max_steps(2)", "max_steps(1)"));
        String ck = dir.resolve("proofs").toString();
        CommandRun first = run("push", "bench", bench.toString(), "--optimal", "--checkpoint", ck, "--jobs", "1");
        assertEquals(0, first.code(), first.err());
        assertTrue(Files.readString(dir.resolve("proofs/a.lp/optimal.txt")).contains("\nrefuted 1\n"));
        assertTrue(Files.readString(dir.resolve("proofs/b.lp/optimal.txt")).contains("\nrefuted 1\n"));
        CommandRun again = run("push", "bench", bench.toString(), "--optimal", "--checkpoint", ck, "--jobs", "1");
        assertEquals(0, again.code(), again.err());
        assertTrue(again.out().lines().anyMatch(l -> l.startsWith("a.lp,4,SOLVED,2,") && l.contains(",true,")),
                again.out());
        assertTrue(again.out().lines().anyMatch(l -> l.startsWith("b.lp,4,UNSATISFIABLE,")), again.out());
        // a folder kept for another board gives that instance a BAD_INPUT row, the others go on
        Files.writeString(bench.resolve("a.lp"), EXAMPLE.replace("init_on(3,2)", "init_on(3,3)"));
        CommandRun other = run("push", "bench", bench.toString(), "--optimal", "--checkpoint", ck, "--jobs", "1");
        assertTrue(other.out().lines().anyMatch(l -> l.startsWith("a.lp,4,BAD_INPUT,")
                && l.contains("this checkpoint is for another instance")), other.out());
        assertTrue(other.out().lines().anyMatch(l -> l.startsWith("b.lp,4,UNSATISFIABLE,")), other.out());
    }

    @Test
    void allListsExactlyTheTwoSolutions() throws IOException {
        CommandRun r = run("push", "solve", example(), "--all");
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("push(1,w,1). push(2,n,2).", "push(1,w,1). push(3,s,2)."),
                r.out().lines().sorted().toList());
    }

    @Test
    void allWithOptimalListsOnlyTheMinimumSolutions() throws IOException {
        CommandRun every = run("push", "solve", example(), "--all", "--max-steps", "3");
        assertEquals(0, every.code(), every.err());
        assertTrue(every.out().lines().anyMatch(l -> l.contains(",3).")), every.out());
        CommandRun r = run("push", "solve", example(), "--all", "--optimal", "--max-steps", "3");
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("push(1,w,1). push(2,n,2).", "push(1,w,1). push(3,s,2)."),
                r.out().lines().sorted().toList());
        CommandRun none = run("push", "solve", example(), "--all", "--optimal", "--max-steps", "1");
        assertEquals(1, none.code(), none.err());
        assertEquals("UNSATISFIABLE\n", none.out());
    }

    @Test
    void generateWithPushesGivesThatMinimumAgainAndAgain() throws IOException {
        Path f = dir.resolve("two.lp");
        CommandRun g = run("push", "generate", "--size", "7", "--seed", "5", "--pushes", "3", "-o", f.toString());
        assertEquals(0, g.code(), g.err());
        String first = Files.readString(f);
        assertTrue(first.startsWith("% push labyrinth 7 x 7, seed 5, minimum 3 pushes (proved)\n"), first);
        assertEquals(first, run("push", "generate", "--size", "7", "--seed", "5", "--pushes", "3").out());
        CommandRun s = run("push", "solve", f.toString(), "--optimal");
        assertEquals(0, s.code(), s.err());
        assertEquals(3, s.out().strip().split(" ").length, s.out());
        assertEquals(2, run("push", "generate", "--size", "7", "--seed", "5", "--pushes", "0").code());
        CommandRun lone = run("push", "generate", "--size", "7", "--seed", "5", "--at-most");
        assertEquals(2, lone.code());
        assertEquals("gridpuzzles push generate: --at-most needs --pushes K\n", lone.err());
        assertEquals(2, run("push", "generate", "--size", "7", "--seed", "5", "--pushes", "3", "--max-steps", "2")
                .code());
        CommandRun none = run("push", "generate", "--size", "7", "--seed", "5", "--max-steps", "0");
        assertEquals(2, none.code());
        assertEquals("gridpuzzles push generate: --max-steps 0 allows no push: give 1 or more (default: the side N)\n",
                none.err());
    }

    @Test
    void solveCheckAndUnsatisfiable() throws IOException {
        String f = example();
        // The two solutions of the problem description; the exhaustive search tries column 2 before column 3.
        CommandRun r = run("push", "solve", f, "--optimal");
        assertEquals(0, r.code(), r.err());
        assertEquals("push(1,w,1). push(2,n,2).\n", r.out());
        Path sol = dir.resolve("sol.lp");
        Files.writeString(sol, "push(3,s,2). push(1,w,1).");
        CommandRun c = run("push", "check", f, sol.toString());
        assertEquals(0, c.code(), c.out());
        assertEquals("VALID: goal reached after push 2\n", c.out());
        CommandRun u = run("push", "solve", f, "--max-steps", "1");
        assertEquals(1, u.code());
        assertEquals("UNSATISFIABLE", u.out().trim());
        Files.writeString(sol, "push(1,w,1).");
        CommandRun bad = run("push", "check", f, sol.toString());
        assertEquals(1, bad.code());
        assertEquals("INVALID: goal not reached after the last push (1)\n", bad.out());
    }

    @Test
    void badInputIsOneLineAndExitTwo() throws IOException {
        Path f = dir.resolve("bad.lp");
        Files.writeString(f, EXAMPLE.replace("connect(3,3,e)", "connect(3,3,x)"));
        CommandRun r = run("push", "solve", f.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("bad.lp:7:"), r.err());
        assertTrue(r.err().contains("unknown direction 'x'"), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        Path sol = dir.resolve("sol.lp");
        Files.writeString(sol, "push(1,w,1).\npush(9,s,2).");
        CommandRun s = run("push", "check", example(), sol.toString());
        assertEquals(2, s.code());
        assertTrue(s.err().contains("sol.lp:2:6") && s.err().contains("out of range"), s.err());
        assertEquals(2, run("push", "solve", dir.resolve("missing.lp").toString()).code());
    }

    @Test
    void generatedInstancesAreReproducibleAndSolvable() throws IOException {
        CommandRun a = run("push", "generate", "--size", "7", "--seed", "42", "--max-steps", "3");
        CommandRun b = run("push", "generate", "--size", "7", "--seed", "42", "--max-steps", "3");
        assertEquals(0, a.code(), a.err());
        assertEquals(a.out(), b.out());
        assertTrue(a.out().startsWith("% push labyrinth 7 x 7, seed 42\nfield(1,1).\n"), a.out());
        assertTrue(a.out().contains("\ninit_on(1,6).\ngoal_on(5,1).\n"), a.out());
        assertTrue(a.out().endsWith("\nmax_steps(3).\n"), a.out());
        assertEquals(86, a.out().lines().filter(l -> l.startsWith("connect(")).count());
        Path f = dir.resolve("g.lp");
        Files.writeString(f, a.out());
        // Known from the brute force of the engine's tests: 8 solutions of 3 pushes, none shorter.
        CommandRun all = run("push", "solve", f.toString(), "--all");
        assertEquals(0, all.code(), all.err());
        assertEquals(8, all.out().lines().count(), all.out());
        assertEquals("push(5,w,1). push(6,n,2). push(6,n,3).", all.out().lines().findFirst().orElseThrow());
        CommandRun s = run("push", "solve", f.toString(), "--threads", "2");
        assertEquals(0, s.code(), s.err());
        assertTrue(all.out().lines().toList().contains(s.out().trim()), s.out());
    }

    @Test
    void showDrawsFramesAndBenchChecks() throws IOException {
        String f = example();
        Path sol = dir.resolve("sol.lp");
        Files.writeString(sol, "push(1,w,1). push(3,s,2).");
        CommandRun r = run("push", "show", f, "--solution", sol.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("push(3,s,2). goal"), r.out());
        assertEquals(3, r.out().lines().filter(l -> l.startsWith("start") || l.startsWith("push(")).count());
        CommandRun svg = run("push", "show", f, "--solution", sol.toString(), "--svg", dir.resolve("ex.svg").toString());
        assertEquals(0, svg.code(), svg.err());
        assertTrue(Files.readString(dir.resolve("ex-2.svg")).contains("<svg"));
        Path bench = dir.resolve("pool");
        Files.createDirectories(bench);
        Files.writeString(bench.resolve("a.lp"), EXAMPLE);
        Files.writeString(bench.resolve("b.lp"), EXAMPLE.replace("max_steps(2)", "max_steps(1)"));
        CommandRun bb = run("push", "bench", bench.toString(), "--timeout", "30", "--jobs", "2");
        assertEquals(0, bb.code(), bb.err());
        List<String> lines = bb.out().lines().sorted().toList();
        assertEquals("a.lp,4,SOLVED,2", lines.get(0).substring(0, 15));
        assertEquals("b.lp,4,UNSATISFIABLE,", lines.get(1).substring(0, 21));
        Path index = dir.resolve("index.csv");
        Files.writeString(index, "file,min_pushes\npool/a.lp,2\npool/b.lp,>=1\n");
        CommandRun ix = run("push", "bench", bench.toString(), "--optimal", "--index", index.toString(), "--jobs", "1",
                "--threads", "2");
        assertEquals(0, ix.code(), ix.err());
        assertEquals(List.of(
                "instance,N,result,pushes,seconds,optimal,check,lowerBound,reference,comparison,upperBound"),
                ix.out().lines().limit(1).toList());
        assertTrue(ix.out().lines().anyMatch(l -> l.startsWith("a.lp,4,SOLVED,2,") && l.endsWith(",2,2,equal,2")),
                ix.out());
        assertTrue(ix.out().lines().anyMatch(l -> l.startsWith("b.lp,4,UNSATISFIABLE,") && l.endsWith(",2,>=1,open,")),
                ix.out());
        assertTrue(ix.err().contains("1 equal (exact minimum proved)"), ix.err());
        Files.writeString(index, "file,min_pushes\npool/a.lp,3\n");
        CommandRun wrong = run("push", "bench", bench.toString(), "--optimal", "--index", index.toString());
        assertEquals(1, wrong.code(), wrong.err());
        assertTrue(wrong.out().contains(",2,3,DISAGREES,2"), wrong.out());
    }

    @Test
    void aHugeMaxStepsIsSearchedNotAnInternalError() throws IOException {
        // Before, the search sized its stacks by max_steps up front: exit 70 (NegativeArraySizeException).
        Path f = dir.resolve("huge.lp");
        Files.writeString(f, EXAMPLE.replace("max_steps(2)", "max_steps(2147483647)"));
        CommandRun r = run("push", "solve", f.toString(), "--optimal");
        assertEquals(0, r.code(), r.err());
        assertEquals("push(1,w,1). push(2,n,2).\n", r.out());
        // Every solution up to 2^31 - 1 pushes cannot be listed: a limit with its line, not an internal error.
        CommandRun all = run("push", "solve", f.toString(), "--all", "--threads", "2");
        assertEquals(3, all.code(), all.err());
        assertTrue(all.err().startsWith("gridpuzzles push solve: the problem is too deep for this run's stack"),
                all.err());
        assertEquals(1, all.err().lines().count(), all.err());
        CommandRun d = run("push", "solve", f.toString(), "--threads", "2");
        assertEquals(0, d.code(), d.err());
        assertTrue(d.out().equals("push(1,w,1). push(2,n,2).\n") || d.out().equals("push(1,w,1). push(3,s,2).\n"),
                d.out());
    }

    @Test
    void invalidUtf8IsNamedWithItsLine() throws IOException {
        Path f = dir.resolve("latin1.lp");
        byte[] text = (EXAMPLE.substring(0, 20) + "\n% caf\u00e9\n")
                .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        Files.write(f, text);
        CommandRun r = run("push", "solve", f.toString());
        assertEquals(2, r.code(), r.err());
        assertEquals("gridpuzzles push solve: " + f + ":2: not UTF-8 text (byte " + (text.length - 1) + ")\n",
                r.err());
    }

    private Path pushExample(int maxSteps) throws IOException {
        Path f = dir.resolve("example.lp");
        Files.writeString(f, EXAMPLE.replace("max_steps(2)", "max_steps(" + maxSteps + ")"));
        return f;
    }

    /** The defect this guards against: 'refuted 2' edited to 'refuted 3' once made a 4-push solution "optimal". */
    @Test
    void anEditedPushCheckpointIsRefused() throws IOException {
        Path lp = pushExample(6);
        Path ck = dir.resolve("proof");
        CommandRun first = run("push", "solve", lp.toString(), "--optimal", "--checkpoint", ck.toString());
        assertEquals(0, first.code(), first.err());
        Path file = ck.resolve("optimal.txt");
        String kept = Files.readString(file);
        assertTrue(kept.matches("(?s).*\nrefuted 1\n.*\ncrc32c [0-9a-f]{8}\n"), kept);
        Files.writeString(file, kept.replace("\nrefuted 1\n", "\nrefuted 2\n"));
        CheckpointCliTest.assertRefused(run("push", "solve", lp.toString(), "--optimal", "--checkpoint",
                ck.toString()), file, ck);
        Files.writeString(file, kept.substring(0, kept.lastIndexOf("crc32c ")));
        CheckpointCliTest.assertRefused(run("push", "solve", lp.toString(), "--optimal", "--checkpoint",
                ck.toString()), file, ck);
        Files.writeString(file, kept);
        CommandRun again = run("push", "solve", lp.toString(), "--optimal", "--checkpoint", ck.toString());
        assertEquals(first.out(), again.out(), again.err());
    }

    /**
     * A checkpoint that cannot be saved (here its file leads to a folder that is not there, as a disk that fills
     * or a folder taken away) leaves the answer printed, says so in one line, and the exit code is 2.
     */
    @Test
    void aPushCheckpointThatCannotBeSavedIsSaid() throws IOException {
        Path lp = pushExample(6);
        Path ck = Files.createDirectories(dir.resolve("proof"));
        Files.createSymbolicLink(ck.resolve("optimal.txt"), Path.of("gone", "optimal.txt"));
        CommandRun plain = run("push", "solve", lp.toString(), "--optimal");
        CommandRun r = run("push", "solve", lp.toString(), "--optimal", "--checkpoint", ck.toString());
        assertEquals(2, r.code(), r.err());
        assertEquals(plain.out(), r.out());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("checkpoint not saved: cannot write " + ck.resolve("optimal.txt")), r.err());
        // a bench says it in the instance's row, and goes on
        Path bench = Files.createDirectories(dir.resolve("pool"));
        Files.writeString(bench.resolve("a.lp"), EXAMPLE);
        Path proofs = Files.createDirectories(dir.resolve("proofs").resolve("a.lp"));
        Files.createSymbolicLink(proofs.resolve("optimal.txt"), Path.of("gone", "optimal.txt"));
        CommandRun b = run("push", "bench", bench.toString(), "--optimal", "--checkpoint",
                dir.resolve("proofs").toString(), "--jobs", "1");
        assertTrue(b.out().lines().anyMatch(l -> l.startsWith("a.lp,4,SOLVED,2,")
                && l.contains("; checkpoint not saved: cannot write ")), b.out());
    }
}
