package org.gridpuzzles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.gridpuzzles.ProjectFiles;
import org.gridpuzzles.cli.common.Formats;
import org.gridpuzzles.cli.common.StandardOutput;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * A full disk (/dev/full: written straight through, it answers "no space left on device") under every output of
 * every command, in every format: one line naming what could not be written and why, exit 2. The mazes of 100 x 100
 * are larger than the writers' buffers, so that they fail in the middle of the picture, not only when the file is
 * closed.
 */
class FullDiskTest {

    private static final String FULL = "/dev/full";
    /** The options that name a file a command writes. */
    private static final List<String> FILE_OPTIONS = List.of("--out", "--svg", "--png", "--plot", "--solution",
            "--proof");
    /** Options that name a file to read, although their name is one of the above. */
    private static final List<String> READ_OPTIONS = List.of("push show --solution");
    /** Runs refused before any work, whatever the output: the game's dialogue is never a file, its picture is. */
    /** A PDF booklet goes to a file only (--out), so its line on standard output needs one. */
    private static final List<String> REFUSED = List.of("squares play text --out", "squares play svg >",
            "squares play png >", "maze print text >", "maze print json >", "maze generate pdf >");

    private static final String PUSH = ProjectFiles.file("examples", "push", "example.asp").toString();

    /** Arguments that make each command that writes a file do a small but real piece of work. */
    private static final Map<String, List<String>> RUNS = new LinkedHashMap<>();

    static {
        RUNS.put("maze generate", List.of("--size", "100", "--seed", "1"));
        RUNS.put("maze path", List.of("--size", "30", "--seed", "1"));
        RUNS.put("maze solve", List.of("--size", "30", "--seed", "1"));
        RUNS.put("maze stats", List.of("--size", "20", "--seed", "1"));
        RUNS.put("maze algorithms", List.of());
        RUNS.put("maze count", List.of("--size", "6"));
        RUNS.put("maze print", List.of("--size", "8", "--seed", "1", "--count", "2"));
        RUNS.put("maze animate", List.of("--size", "30", "--seed", "1"));
        RUNS.put("labyrinth draw", List.of("--size", "15", "--seed", "1"));
        RUNS.put("labyrinth enumerate", List.of("--rows", "3", "--cols", "4"));
        RUNS.put("labyrinth count", List.of("--size", "5"));
        RUNS.put("labyrinth stats", List.of("--size", "5", "--runs", "3", "--seed", "1"));
        RUNS.put("labyrinth explain", List.of("--size", "5"));
        RUNS.put("knight tour", List.of("--size", "60", "--seed", "1"));
        RUNS.put("knight study", List.of("--sizes", "5..8", "--trials", "3", "--seed", "1"));
        RUNS.put("knight verify-squirrel", List.of("--from", "5", "--to", "8"));
        RUNS.put("knight count", List.of("--size", "4"));
        RUNS.put("squares list", List.of("--size", "4", "--limit", "20"));
        RUNS.put("squares check", List.of("--board", "xox/..o/.ox", "--partial"));
        RUNS.put("squares solve", List.of("--size", "3"));
        RUNS.put("squares move", List.of("--size", "4", "--seed", "1"));
        RUNS.put("squares count", List.of("--size", "3"));
        RUNS.put("squares play", List.of("--size", "2", "--seed", "1"));
        RUNS.put("push generate", List.of("--size", "8", "--seed", "1"));
        RUNS.put("push show", List.of(PUSH));
        RUNS.put("push solve", List.of(PUSH));
        RUNS.put("push check", List.of(PUSH));
        RUNS.put("push bench", List.of(ProjectFiles.file("examples", "push").toString(), "--timeout", "5"));
    }

    @BeforeAll
    static void linux() {
        assumeTrue(Files.isWritable(Path.of(FULL)), "a Linux /dev/full");
    }

    /** Every leaf command and the options of it that name a file it writes. */
    private static Map<String, List<String>> writers() {
        Map<String, List<String>> writers = new LinkedHashMap<>();
        for (CommandLine engine : GridPuzzles.commandLine().getSubcommands().values()) {
            for (CommandLine command : engine.getSubcommands().values()) {
                String name = engine.getCommandName() + " " + command.getCommandName();
                List<String> options = new ArrayList<>();
                for (String o : FILE_OPTIONS) {
                    if (command.getCommandSpec().findOption(o) != null && !READ_OPTIONS.contains(name + " " + o)) {
                        options.add(o);
                    }
                }
                if (!options.isEmpty()) {
                    writers.put(name, options);
                }
            }
        }
        return writers;
    }

    private static List<String> formats(String command) {
        String[] words = command.split(" ");
        CommandSpec spec = GridPuzzles.commandLine().getSubcommands().get(words[0]).getSubcommands().get(words[1])
                .getCommandSpec();
        Formats f = spec.userObject().getClass().getAnnotation(Formats.class);
        return f == null ? List.of("") : List.of(f.value());
    }

    @Test
    void everyCommandThatWritesAFileIsTried() {
        TreeSet<String> missing = new TreeSet<>(writers().keySet());
        missing.removeAll(RUNS.keySet());
        assertTrue(missing.isEmpty(), "give these commands arguments in RUNS: " + missing);
    }

    /** (command, format, option): the option names /dev/full. */
    static Stream<Arguments> files() {
        List<Arguments> cases = new ArrayList<>();
        writers().forEach((command, options) -> {
            for (String option : options) {
                // --out follows --format; the other files have a format of their own
                for (String format : option.equals("--out") ? formats(command) : List.of("")) {
                    if (!REFUSED.contains(command + " " + format + " " + option)) {
                        cases.add(Arguments.of(command, format, option));
                    }
                }
            }
        });
        return cases.stream();
    }

    /** (command, format): standard output is /dev/full. */
    static Stream<Arguments> standardOutput() {
        List<Arguments> cases = new ArrayList<>();
        for (String command : writers().keySet()) {
            for (String format : formats(command)) {
                if (!REFUSED.contains(command + " " + format + " >")) {
                    cases.add(Arguments.of(command, format));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} --format {1} {2} /dev/full")
    @MethodSource("files")
    void aFullDiskUnderAFileIsOneLineAndExitTwo(String command, String format, String option, @TempDir Path dir)
            throws Exception {
        // --svg, --png and --plot take their format from the name: a link so named leads to the full device
        String target = switch (option) {
            case "--svg", "--plot" -> Files.createSymbolicLink(dir.resolve("full.svg"), Path.of(FULL)).toString();
            case "--png" -> Files.createSymbolicLink(dir.resolve("full.png"), Path.of(FULL)).toString();
            default -> FULL;
        };
        List<String> args = args(command, format);
        args.add(option);
        args.add(target);
        Result r = run(args, new PrintWriter(new StringWriter()));
        assertEquals(2, r.code(), args + ": " + r.err());
        oneLine(r, "cannot write " + target + ": no space left on device");
        assertFalse(Files.isRegularFile(Path.of(FULL)));
    }

    @ParameterizedTest(name = "{0} --format {1} > /dev/full")
    @MethodSource("standardOutput")
    void aFullDiskUnderStandardOutputIsOneLineAndExitTwo(String command, String format) throws Exception {
        PrintStream saved = System.out;
        try (FileOutputStream full = new FileOutputStream(FULL)) {
            StandardOutput.install(full);
            PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
            Result r = run(args(command, format), out);
            assertEquals(2, r.code(), args(command, format) + ": " + r.err());
            oneLine(r, "cannot write standard output: no space left on device");
        } finally {
            StandardOutput.uninstall();
            System.setOut(saved);
        }
    }

    @Test
    void oneCommandsFailureIsNotTheNextOnes() {
        // the studio runs many commands in one process, over one standard output
        boolean[] full = {true};
        PrintStream saved = System.out;
        try {
            StandardOutput.install(new java.io.OutputStream() {
                @Override
                public void write(int b) throws java.io.IOException {
                    if (full[0]) {
                        throw new java.io.IOException("No space left on device");
                    }
                }
            });
            PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
            assertEquals(2, run(List.of("maze", "generate", "--size", "5"), out).code());
            full[0] = false;
            Result next = run(List.of("maze", "generate", "--size", "5"), out);
            assertEquals(0, next.code(), next.err());
        } finally {
            StandardOutput.uninstall();
            System.setOut(saved);
        }
    }

    private static List<String> args(String command, String format) {
        List<String> args = new ArrayList<>(List.of(command.split(" ")));
        args.addAll(RUNS.get(command));
        if (!format.isEmpty()) {
            args.add("--format");
            args.add(format);
        }
        return args;
    }

    private record Result(int code, String err) {
    }

    /** Runs in this process; the game gets moves on its standard input, every field in turn. */
    private static Result run(List<String> args, PrintWriter out) {
        StringWriter err = new StringWriter();
        InputStream savedIn = System.in;
        System.setIn(new ByteArrayInputStream("1,1\n1,2\n2,1\n2,2\n".repeat(2).getBytes(StandardCharsets.UTF_8)));
        try {
            int code = GridPuzzles.run(args.toArray(String[]::new), out, new PrintWriter(err, true));
            return new Result(code, err.toString());
        } finally {
            System.setIn(savedIn);
        }
    }

    /** The failure's line is the last one on standard error (a summary may come before it), and there is one. */
    private static void oneLine(Result r, String expected) {
        List<String> lines = r.err().lines().filter(l -> l.contains("cannot write")).toList();
        assertEquals(1, lines.size(), r.err());
        assertTrue(lines.get(0).endsWith(": " + expected), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertFalse(r.err().contains("internal error"), r.err());
    }
}
