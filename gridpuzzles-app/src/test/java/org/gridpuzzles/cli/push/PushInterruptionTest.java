package org.gridpuzzles.cli.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.gridpuzzles.cli.ChildJvm;
import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.push.PushGenerateOptions;
import org.gridpuzzles.push.PushLabyrinths;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code push bench --out} in a child JVM, stopped with SIGTERM (and SIGINT where the test run does not ignore it) while
 * it works: the file holds the rows of the instances finished so far (header first, whole rows), or the old content
 * when none had finished; no part file is left; the exit code is 143 or 130 (0 when the run finished first).
 * {@code push solve --optimal --checkpoint} stopped with SIGTERM, as a background job is, keeps the depths it refuted,
 * and the same command goes on from there.
 */
@Tag("slow")
class PushInterruptionTest {

    @ParameterizedTest(name = "SIG{0}")
    @MethodSource("org.gridpuzzles.cli.ChildJvm#stopSignals")
    void aStoppedBenchKeepsTheRowsItFinished(String signal, @TempDir Path dir) throws Exception {
        Path pool = Files.createDirectories(dir.resolve("pool"));
        for (int k = 0; k < 12; k++) {
            Files.writeString(pool.resolve(String.format("%02d.lp", k)), PushLabyrinths.generate(
                    PushGenerateOptions.of(12, k).withMaxSteps(8).withDensity(0.3)).toFacts());
        }
        Path out = dir.resolve("results.csv");
        Files.writeString(out, "old\n");
        int code = ChildJvm.runAndStop(ChildJvm.command("512m", List.of("push", "bench", pool.toString(),
                "--optimal", "--jobs", "1", "--timeout", "1", "--out", out.toString())), signal, 2500, 120);
        String now = Files.readString(out);
        if (code != 0) {
            assertEquals(ChildJvm.exitCode(signal), code, "the exit code of SIG" + signal);
        }
        if (!now.equals("old\n")) {
            List<String> lines = now.lines().toList();
            assertTrue(now.endsWith("\n"), now);
            assertEquals("instance,N,result,pushes,seconds,optimal,check", lines.get(0));
            for (String row : lines.subList(1, lines.size())) {
                assertTrue(row.matches("\\d\\d\\.lp,12,(SOLVED|UNSATISFIABLE|TIMEOUT),\\d*,\\d+\\.\\d{3},"
                        + "(true|false),\".*\""), row);
            }
            if (code == 0) {
                assertEquals(13, lines.size(), now);
            }
        }
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of("pool", "results.csv"), left.map(p -> p.getFileName().toString()).sorted()
                    .toList(), "no part file is left");
        }
    }

    @Test
    void aStoppedOptimalSearchKeepsWhatItProvedInItsCheckpoint(@TempDir Path dir) throws Exception {
        // max_steps 8 and no solution within 8 pushes: the proof takes far longer than the signal's delay
        Path board = dir.resolve("board.lp");
        Files.writeString(board, PushLabyrinths.generate(PushGenerateOptions.of(12, 2).withMaxSteps(8)
                .withDensity(0.3)).toFacts());
        Path ck = dir.resolve("proof");
        Process search = new ProcessBuilder(ChildJvm.asBackgroundJob(ChildJvm.command("512m", List.of("push", "solve",
                board.toString(), "--optimal", "--threads", "1", "--checkpoint", ck.toString()))))
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            // by processor time, not the clock: the depths searched are asserted below
            assertTrue(ChildJvm.awaitWork(search, 4), "the search ended before the signal");
            ChildJvm.signal(search.pid(), "TERM");
            assertEquals(143, ChildJvm.awaitEnd(search, "TERM", 60), "the exit code of SIGTERM");
        } finally {
            search.destroyForcibly();
        }
        String kept = Files.readString(ck.resolve("optimal.txt"));
        Matcher refuted = Pattern.compile("(?m)^refuted (\\d+)$").matcher(kept);
        assertTrue(refuted.find(), kept);
        int depths = Integer.parseInt(refuted.group(1));
        assertTrue(depths >= 3, "the depths searched before the signal are kept: " + kept);
        try (Stream<Path> left = Files.list(ck)) {
            assertEquals(List.of("optimal.txt"), left.map(p -> p.getFileName().toString()).toList(),
                    "no part file is left");
        }
        // The same command goes on from there: what it reports proved includes what was kept.
        CommandRun again = CommandRun.run("push", "solve", board.toString(), "--optimal", "--threads", "1",
                "--checkpoint", ck.toString(), "--timeout", "1", "--format", "json");
        assertEquals(3, again.code(), again.err());
        Matcher bound = Pattern.compile("\"lowerBound\":(\\d+)").matcher(again.out());
        assertTrue(bound.find(), again.out());
        assertTrue(Integer.parseInt(bound.group(1)) > depths, again.out() + " after " + kept);
        assertTrue(again.err().contains("kept in " + ck), again.err());
    }
}
