package org.gridpuzzles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Long commands that write {@code --out} are started in a child JVM and stopped with SIGTERM (and SIGINT, where the
 * test run does not ignore it: {@link ChildJvm#stopSignals()}) at several moments: the old file is left untouched, or
 * the complete new file (or the documented partial result) is there, no {@code .part} file is left, and the exit code
 * is 143 or 130 (0 when the run finished before the signal).
 */
@Tag("slow")
class InterruptionTest {

    /** A long command, and what a finished or partial output must look like. */
    record Case(String name, List<String> args, Predicate<String> complete) {
        @Override
        public String toString() {
            return name;
        }
    }

    static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("labyrinth count", List.of("labyrinth", "count", "--size", "15", "--format", "json"),
                s -> s.startsWith("{\"rows\":15,\"cols\":15,\"count\":\"") && s.endsWith("}\n")));
        cases.add(new Case("labyrinth enumerate", List.of("labyrinth", "enumerate", "--size", "9"),
                s -> s.endsWith("\n")));
        cases.add(new Case("labyrinth draw", List.of("labyrinth", "draw", "--size", "31", "--runs", "10", "--seed",
                "1", "--format", "moves"), s -> s.matches("([UDLR]{960}\n){10}")));
        cases.add(new Case("maze generate", List.of("maze", "generate", "--size", "5000", "--seed", "1", "--format",
                "json"), s -> s.startsWith("{\"grid\":\"rect\",\"cells\":25000000,\"rows\":5000,\"cols\":5000,")
                        && s.endsWith("}}\n")));
        cases.add(new Case("maze stats", List.of("maze", "stats", "--compare", "--size", "1500", "--seed", "1"),
                s -> s.startsWith("algorithm ") && s.lines().count() == 15 && s.endsWith("\n")));
        cases.add(new Case("knight tour", List.of("knight", "tour", "--size", "6000", "--method", "squirrel",
                "--format", "moves"), s -> s.length() == 36_000_000 && s.endsWith("\n")
                        && s.chars().limit(35_999_999).allMatch(c -> c >= '1' && c <= '8')));
        // these two write what they finished when stopped: a whole document either way
        cases.add(new Case("knight verify-squirrel", List.of("knight", "verify-squirrel", "--from", "5", "--to",
                "3000", "--format", "json"), s -> s.startsWith("{\"from\":5,\"to\":3000,\"failures\":[")
                        && s.strip().endsWith("}")));
        cases.add(new Case("knight study", List.of("knight", "study", "--sizes", "5..1500", "--trials", "3",
                "--seed", "1"), s -> s.matches("size,trials,successes,rate\n(\\d+,3,[0-3],[01]\\.\\d{4}\n)*")));
        return cases;
    }

    static Stream<Arguments> runs() {
        List<Arguments> out = new ArrayList<>();
        for (Case c : cases()) {
            for (String signal : ChildJvm.stopSignals()) {
                for (long delay : new long[] {200, 1500}) {
                    out.add(Arguments.of(c, signal, delay));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}, SIG{1} after {2} ms")
    @MethodSource("runs")
    void aStoppedRunLeavesTheOldFileOrAWholeOne(Case c, String signal, long delayMillis, @TempDir Path dir)
            throws Exception {
        Path out = dir.resolve("result.txt");
        Files.writeString(out, "old\n");
        int code = runAndStop(c.args(), out, signal, delayMillis);
        String now = Files.readString(out);
        if (code == 0) {
            assertTrue(c.complete().test(now), "a finished run wrote the whole result: " + head(now));
        } else {
            assertEquals(ChildJvm.exitCode(signal), code, "the exit code of SIG" + signal);
            assertTrue(now.equals("old\n") || c.complete().test(now), "old file or a whole new one: " + head(now));
        }
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of("result.txt"), left.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no part file is left");
        }
    }

    /**
     * SIGTERM always; SIGINT (Ctrl-C) too when the test run has it at its default, since a build started in the
     * background ignores SIGINT and so do the children it starts.
     */
    @ParameterizedTest(name = "SIG{0}")
    @MethodSource("org.gridpuzzles.cli.ChildJvm#stopSignals")
    void aStoppedRunSaysSoInOneLine(String signal) throws Exception {
        List<String> cmd = ChildJvm.command("1g", List.of("labyrinth", "count", "--size", "15", "--steps"));
        Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try (var err = new java.io.BufferedReader(new java.io.InputStreamReader(p.getErrorStream(),
                java.nio.charset.StandardCharsets.UTF_8))) {
            // Signalled once the count has begun (a step was reported), not after a fixed time: on a loaded machine
            // the JVM may still be starting then, before the program can answer a signal.
            String line;
            while ((line = err.readLine()) != null && !line.contains(": step ")) {
                // the lines before the first step
            }
            assertTrue(line != null, "the count reported no step");
            ChildJvm.signal(p.pid(), signal);
            List<String> after = new ArrayList<>();
            while ((line = err.readLine()) != null) {
                after.add(line);
            }
            assertEquals(ChildJvm.exitCode(signal), ChildJvm.awaitEnd(p, signal, 300));
            // the steps finished before the signal, then the one line that says so
            List<String> others = after.stream().filter(l -> !l.contains(": step ")).toList();
            assertEquals(1, others.size(), "one line: " + others);
            assertTrue(others.get(0).matches("gridpuzzles labyrinth count: interrupted.*"), others.get(0));
            assertTrue(after.get(after.size() - 1).equals(others.get(0)), "the last line: " + after);
        } finally {
            p.destroyForcibly();
        }
    }

    /** Output streamed to standard output, stopped by SIGTERM: every line written is whole, none is cut. */
    @Test
    void aStreamStoppedBySigtermEndsWithAWholeLine() throws Exception {
        Process p = new ProcessBuilder(ChildJvm.command("1g", List.of("labyrinth", "draw", "--size", "31", "--runs",
                "100000", "--seed", "1", "--format", "moves"))).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out;
        try (var in = p.getInputStream()) {
            byte[] first = in.readNBytes(3 * 961);
            ChildJvm.signal(p.pid(), "TERM");
            out = new String(first, java.nio.charset.StandardCharsets.US_ASCII)
                    + new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII);
            assertEquals(143, ChildJvm.awaitEnd(p, "TERM", 300));
        } finally {
            p.destroyForcibly();
        }
        String end = "..." + out.substring(Math.max(0, out.length() - 80));
        assertTrue(out.endsWith("\n") && out.lines().count() >= 3, end);
        assertTrue(out.lines().allMatch(line -> line.matches("[UDLR]{960}")), "whole lines only: " + end);
    }

    static Stream<Arguments> counts() {
        return Stream.of(Arguments.of(List.of("labyrinth", "count", "--rows", "13", "--cols", "15")),
                Arguments.of(List.of("knight", "count", "--rows", "6", "--cols", "8", "--closed")));
    }

    /**
     * A count with {@code --checkpoint} stopped by SIGTERM a third of the way saves its checkpoint at the step it had reached
     * (no timed save falls within the run: every 300 s), and the same command goes on from the next step to the count
     * a run without a checkpoint gives.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("counts")
    void aCountStoppedBySigtermSavesItsCheckpointAndGoesOnFromThere(List<String> count, @TempDir Path dir)
            throws Exception {
        List<String> args = new ArrayList<>(count);
        args.addAll(List.of("--checkpoint", dir.resolve("ck").toString(), "--steps"));
        Process p = new ProcessBuilder(ChildJvm.command("1g", args)).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        List<String> after = new ArrayList<>();
        try (var err = new java.io.BufferedReader(new java.io.InputStreamReader(p.getErrorStream(),
                java.nio.charset.StandardCharsets.UTF_8))) {
            String line;
            while ((line = err.readLine()) != null) {
                Matcher step = STEP.matcher(line);
                if (step.find() && 3 * Integer.parseInt(step.group(1)) >= Integer.parseInt(step.group(2))) {
                    break;
                }
            }
            assertTrue(line != null, "the count ended before a third of its steps");
            ChildJvm.signal(p.pid(), "TERM");
            while ((line = err.readLine()) != null) {
                after.add(line);
            }
            assertEquals(143, ChildJvm.awaitEnd(p, "TERM", 300), String.join("\n", after));
        } finally {
            p.destroyForcibly();
        }
        Matcher stopped = Pattern.compile("count: interrupted after (\\d+) steps$").matcher(lastLine(
                String.join("\n", after)));
        assertTrue(stopped.find(), after.toString());
        int done = Integer.parseInt(stopped.group(1));

        CommandRun resumed = CommandRun.run(args.toArray(String[]::new));
        assertEquals(0, resumed.code(), resumed.err());
        Matcher first = STEP.matcher(resumed.err());
        assertTrue(first.find(), resumed.err());
        assertEquals(done + 1, Integer.parseInt(first.group(1)), "goes on from the step saved at SIGTERM");
        CommandRun whole = CommandRun.run(count.toArray(String[]::new));
        assertEquals(lastLine(whole.out()), lastLine(resumed.out()));
    }

    private static final Pattern STEP = Pattern.compile(": step (\\d+)/(\\d+),");

    private static String lastLine(String s) {
        List<String> lines = s.lines().toList();
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    }

    private static String head(String s) {
        return s.length() > 80 ? s.substring(0, 80) + "..." : s;
    }

    /** Runs gridpuzzles in a child JVM, sends the signal after the delay, and returns the exit code. */
    static int runAndStop(List<String> args, Path out, String signal, long delayMillis) throws Exception {
        List<String> cmd = new ArrayList<>(ChildJvm.command("1g", args));
        cmd.add("--out");
        cmd.add(out.toString());
        return ChildJvm.runAndStop(cmd, signal, delayMillis, 300);
    }
}
