package org.gridpuzzles.cli.knight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.gridpuzzles.cli.ChildJvm;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A study and a sweep of Squirrel's table stopped by SIGTERM in a child JVM, as {@code kill PID} stops a job started in
 * the background (where SIGINT is ignored): the sizes finished are written to --out (and --plot) atomically, standard
 * error says so in one line and shows no stack trace, and the exit code is 143. Ctrl-C takes the same path (one
 * shutdown for both signals), covered with SIGINT in InterruptionTest where the test run lets SIGINT through.
 */
@Tag("slow")
class KnightSignalTest {

    @TempDir
    Path dir;

    @Test
    void aSweepStoppedBySigtermWritesTheSizesChecked() throws Exception {
        Path out = dir.resolve("v.json");
        String err = runAndStop(false, List.of("knight", "verify-squirrel", "--from", "5", "--to", "3000", "--format",
                "json", "--out", out.toString()));
        String v = Files.readString(out);
        assertTrue(v.startsWith("{\"from\":5,\"to\":3000,\"failures\":[") && v.contains("\"partial\":true")
                && v.endsWith("]]}\n"), v);
        assertTrue(err.startsWith("interrupted: ") && err.endsWith(" sizes checked; writing those\n"), err);
        assertOnlyFiles("v.json");
    }

    @Test
    void aStudyStoppedBySigtermWritesTheSizesFinishedAndThePlot() throws Exception {
        assertStudyStopped(false);
    }

    /** The job ignores SIGINT, as one started with {@code &} or nohup from a script does: SIGTERM still stops it. */
    @Test
    void aStudyInTheBackgroundStopsWithSigtermAsWithCtrlC() throws Exception {
        assertStudyStopped(true);
    }

    private void assertStudyStopped(boolean background) throws Exception {
        Path out = dir.resolve("s.csv");
        Path plot = dir.resolve("p.svg");
        String err = runAndStop(background, List.of("knight", "study", "--sizes", "5..1500", "--trials", "3",
                "--seed", "1", "--out", out.toString(), "--plot", plot.toString()));
        assertTrue(Files.readString(out).startsWith("size,trials,successes,rate\n"));
        assertTrue(Files.readString(plot).contains("(partial)</text>"));
        assertTrue(err.startsWith("interrupted: ") && err.endsWith(" sizes finished; writing those\n"), err);
        assertOnlyFiles("p.svg", "s.csv");
    }

    private void assertOnlyFiles(String... names) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(names), files.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    /**
     * Runs gridpuzzles in a child JVM (as a background job, SIGINT ignored, when asked), sends SIGTERM once it has
     * worked a while, and returns its standard error.
     */
    private static String runAndStop(boolean background, List<String> args) throws Exception {
        List<String> cmd = ChildJvm.command("512m", args);
        Process p = new ProcessBuilder(background ? ChildJvm.asBackgroundJob(cmd) : cmd)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            if (!ChildJvm.awaitWork(p, 3)) {
                fail("the run ended before it could be stopped: " + new String(p.getErrorStream().readAllBytes(),
                        StandardCharsets.UTF_8));
            }
            if (background) {
                assertTrue(ChildJvm.ignores(p.pid(), 2), "the job ignores SIGINT, as a background job does");
            }
            ChildJvm.signal(p.pid(), "TERM");
            int code = ChildJvm.awaitEnd(p, "TERM", 60);
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(143, code, err);
            assertFalse(err.contains("Exception") || err.contains("\tat "), err);
            return err;
        } finally {
            p.destroyForcibly();
        }
    }
}
