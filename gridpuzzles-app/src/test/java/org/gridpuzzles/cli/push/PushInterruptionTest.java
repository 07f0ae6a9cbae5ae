package org.gridpuzzles.cli.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.gridpuzzles.cli.ChildJvm;
import org.gridpuzzles.push.PushGenerateOptions;
import org.gridpuzzles.push.PushLabyrinths;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code push bench --out} in a child JVM, stopped with SIGINT or SIGTERM while it works: the file holds the rows of
 * the instances finished so far (header first, whole rows), or the old content when none had finished; no part file
 * is left; the exit code is 130 or 143 (0 when the run finished first).
 */
@Tag("slow")
class PushInterruptionTest {

    @ParameterizedTest(name = "SIG{0} after {1} ms")
    @CsvSource({"INT, 2500", "TERM, 2500"})
    void aStoppedBenchKeepsTheRowsItFinished(String signal, long delayMillis, @TempDir Path dir) throws Exception {
        Path pool = Files.createDirectories(dir.resolve("pool"));
        for (int k = 0; k < 12; k++) {
            Files.writeString(pool.resolve(String.format("%02d.lp", k)), PushLabyrinths.generate(
                    PushGenerateOptions.of(12, k).withMaxSteps(8).withDensity(0.3)).toFacts());
        }
        Path out = dir.resolve("results.csv");
        Files.writeString(out, "old\n");
        int code = ChildJvm.runAndStop(ChildJvm.command("512m", List.of("push", "bench", pool.toString(),
                "--optimal", "--jobs", "1", "--timeout", "1", "--out", out.toString())), signal, delayMillis, 120);
        String now = Files.readString(out);
        if (code != 0) {
            assertEquals(signal.equals("INT") ? 130 : 143, code, "the exit code of SIG" + signal);
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
}
