package org.gridpuzzles.cli.push;

import static org.gridpuzzles.cli.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.push.Push;
import org.gridpuzzles.push.PushGenerateOptions;
import org.gridpuzzles.push.PushLabyrinths;
import org.gridpuzzles.push.PushPuzzle;
import org.gridpuzzles.push.PushSolveOptions;
import org.gridpuzzles.push.PushStep;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Hostile input for the two readers of push labyrinths, the ASP facts of an instance ({@code push solve},
 * {@code push show}) and of a solution ({@code push check}): valid files mutated (truncated, cut, repeated, bytes
 * inserted, huge and negative numbers, deep nesting, invalid UTF-8, NUL bytes) and random bytes. The contract: exit 0
 * or 1 with an answer that an independent method confirms, or exit 2 with one line on standard error and nothing
 * on standard output; never another exit code, never a stack trace.
 */
class PushReaderFuzzProperties {

    private static Path dir;
    private static List<byte[]> puzzles;
    private static final List<byte[]> SOLUTIONS = List.of(
            bytes("push(1,w,1). push(3,s,2).\n"),
            bytes("% the other one\npush(2,n,2).\npush(1,w,1).\n"),
            bytes("push(1,w,1).push(3,s,2).push(3,n,3)."),
            bytes(""));
    private static final String[] TOKENS = {".", "(", ")", ",", "%", "\n", "-", "0", "-1", "99999999999999999999",
        "2147483647", "-2147483648", "x", "_", "\u00fc", "\u0000", "field(1,1).", "push(1,w,1).", "max_steps(",
        "init_on(9,9).", "connect(1,1,q).", "\"", "'", "\r\n", "\t", ":-", "#"};

    @BeforeContainer
    static void files() throws IOException {
        dir = Files.createTempDirectory("push-fuzz");
        puzzles = new ArrayList<>();
        puzzles.add(bytes(PushCliTest.EXAMPLE));
        for (int n = 2; n <= 5; n++) {
            puzzles.add(bytes(PushLabyrinths.generate(PushGenerateOptions.of(n, 7L * n).withMaxSteps(2)).toFacts()));
        }
    }

    @AfterContainer
    static void removeFiles() throws IOException {
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                Files.deleteIfExists(p);
            }
        }
        Files.deleteIfExists(dir);
    }

    @Property(tries = 200)
    void anyInstanceFileIsSolvedOrRefusedInOneLine(@ForAll long seed, @ForAll @IntRange(min = 0, max = 2) int k) {
        SplittableRandom r = new SplittableRandom(seed);
        Path file = write("facts", mutate(puzzles.get(r.nextInt(puzzles.size())), r));
        CommandRun run = run("push", "solve", file.toString(), "--max-steps", Integer.toString(k), "--threads", "1");
        switch (run.code()) {
            case 0 -> {
                PushPuzzle puzzle = PushLabyrinths.read(file).withMaxSteps(k);
                List<PushStep> steps = PushLabyrinths.parseSolution(run.out(), "out", puzzle);
                assertTrue(PushLabyrinths.checkSteps(puzzle, steps).valid(), run.out());
            }
            case 1 -> {
                assertEquals("UNSATISFIABLE\n", run.out());
                assertFalse(anySequenceChecks(PushLabyrinths.read(file).withMaxSteps(k)), "a solution exists");
            }
            case 2 -> assertOneLine(run);
            default -> fail("exit " + run.code() + ": " + run.err());
        }
        CommandRun show = run("push", "show", file.toString());
        assertTrue(show.code() == 0 || show.code() == 2, "exit " + show.code() + ": " + show.err());
        if (show.code() == 2) {
            assertOneLine(show);
            assertEquals(2, run.code(), "show refused what solve read: " + show.err());
        }
    }

    @Property(tries = 200)
    void anySolutionFileIsJudgedOrRefusedInOneLine(@ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int which = r.nextInt(puzzles.size());
        Path puzzleFile = write("puzzle", puzzles.get(which));
        Path solution = write("solution", mutate(SOLUTIONS.get(r.nextInt(SOLUTIONS.size())), r));
        CommandRun run = run("push", "check", puzzleFile.toString(), solution.toString());
        switch (run.code()) {
            case 0, 1 -> {
                assertTrue(run.out().startsWith(run.code() == 0 ? "VALID: " : "INVALID: "), run.out());
                assertEquals(1, run.out().lines().count(), run.out());
                PushPuzzle puzzle = PushLabyrinths.read(puzzleFile);
                List<PushStep> steps = PushLabyrinths.readSolution(solution, puzzle);
                // The search, not the checker, says what the solutions are.
                boolean numbered = steps.stream().mapToInt(PushStep::step).sorted().boxed().toList()
                        .equals(java.util.stream.IntStream.rangeClosed(1, steps.size()).boxed().toList());
                boolean isSolution = numbered && steps.size() <= puzzle.maxSteps()
                        && PushLabyrinths.allSolutions(puzzle, PushSolveOptions.defaults().withThreads(1),
                                Limits.none()).solutions().contains(PushLabyrinths.inStepOrder(steps));
                assertEquals(isSolution, run.code() == 0, run.out());
            }
            case 2 -> assertOneLine(run);
            default -> fail("exit " + run.code() + ": " + run.err());
        }
    }

    @Property(tries = 200)
    void showPlaysAnySolutionFileOrRefusesItInOneLine(@ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        Path puzzleFile = write("puzzle", mutate(puzzles.get(0), r, 1));
        Path solution = write("solution", mutate(SOLUTIONS.get(r.nextInt(SOLUTIONS.size())), r));
        CommandRun run = run("push", "show", puzzleFile.toString(), "--solution", solution.toString());
        switch (run.code()) {
            case 0 -> assertTrue(run.out().contains("start"), run.out());
            case 2 -> assertOneLine(run);
            default -> fail("exit " + run.code() + ": " + run.err());
        }
    }

    /** The independent oracle of the solver: some sequence of at most k pushes passes the checker. */
    private static boolean anySequenceChecks(PushPuzzle puzzle) {
        if (PushLabyrinths.check(puzzle, List.of()).valid()) {
            return true;
        }
        Push[] all = Push.all(puzzle.n());
        List<List<Push>> level = List.of(List.of());
        for (int t = 1; t <= puzzle.maxSteps(); t++) {
            List<List<Push>> next = new ArrayList<>();
            for (List<Push> s : level) {
                for (Push p : all) {
                    List<Push> longer = new ArrayList<>(s);
                    longer.add(p);
                    Verdict v = PushLabyrinths.check(puzzle, longer);
                    if (v.valid()) {
                        return true;
                    }
                    next.add(longer);
                }
            }
            level = next;
        }
        return false;
    }

    private static void assertOneLine(CommandRun run) {
        assertEquals("", run.out());
        assertEquals(1, run.err().lines().count(), run.err());
        assertFalse(run.err().contains("internal error"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
        assertFalse(run.err().contains("\tat "), run.err());
    }

    /** One to four mutations, or (now and then) random bytes. */
    static byte[] mutate(byte[] base, SplittableRandom r) {
        return mutate(base, r, 1 + r.nextInt(4));
    }

    static byte[] mutate(byte[] base, SplittableRandom r, int times) {
        if (r.nextInt(12) == 0) {
            byte[] noise = new byte[r.nextInt(2000)];
            r.nextBytes(noise);
            return noise;
        }
        byte[] b = base;
        for (int i = 0; i < times; i++) {
            int at = b.length == 0 ? 0 : r.nextInt(b.length + 1);
            b = switch (r.nextInt(9)) {
                case 0 -> Arrays.copyOf(b, at);
                case 1 -> cut(b, at, Math.min(b.length, at + 1 + r.nextInt(40)));
                case 2 -> {
                    byte[] noise = new byte[1 + r.nextInt(16)];
                    r.nextBytes(noise);
                    yield insert(b, at, noise);
                }
                case 3 -> insert(b, at, bytes(TOKENS[r.nextInt(TOKENS.length)]));
                case 4 -> insert(b, at, Arrays.copyOfRange(b, at, Math.min(b.length, at + r.nextInt(200))));
                case 5 -> insert(b, at, new byte[][] {{(byte) 0xC3, 0x28}, {(byte) 0xFF}, {(byte) 0xED, (byte) 0xA0,
                    (byte) 0x80}, {(byte) 0xE2, (byte) 0x82}}[r.nextInt(4)]);
                case 6 -> insert(b, at, bytes("f(".repeat(1 + r.nextInt(5000)) + ")".repeat(r.nextInt(5000))));
                case 7 -> hugeNumber(b, r);
                default -> cut(b, at, Math.min(b.length, at + 1));
            };
        }
        return b;
    }

    private static byte[] hugeNumber(byte[] b, SplittableRandom r) {
        String s = new String(b, StandardCharsets.ISO_8859_1);
        int from = r.nextInt(s.length() + 1);
        int d = from;
        while (d < s.length() && !Character.isDigit(s.charAt(d))) {
            d++;
        }
        if (d == s.length()) {
            return b;
        }
        String[] big = {"4294967297", "2147483648", "0", "62", "63", "1" + "0".repeat(400), "-7", "100000"};
        return (s.substring(0, d) + big[r.nextInt(big.length)] + s.substring(d + 1))
                .getBytes(StandardCharsets.ISO_8859_1);
    }

    private static byte[] cut(byte[] b, int from, int to) {
        byte[] out = new byte[b.length - (to - from)];
        System.arraycopy(b, 0, out, 0, from);
        System.arraycopy(b, to, out, from, b.length - to);
        return out;
    }

    private static byte[] insert(byte[] b, int at, byte[] piece) {
        byte[] out = new byte[b.length + piece.length];
        System.arraycopy(b, 0, out, 0, at);
        System.arraycopy(piece, 0, out, at, piece.length);
        System.arraycopy(b, at, out, at + piece.length, b.length - at);
        return out;
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static Path write(String name, byte[] content) {
        try {
            return Files.write(dir.resolve(name + ".lp"), content);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

}
