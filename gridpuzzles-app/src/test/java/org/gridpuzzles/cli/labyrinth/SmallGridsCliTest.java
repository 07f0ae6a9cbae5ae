package org.gridpuzzles.cli.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.gridpuzzles.cli.CommandRun;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every command on every grid up to 5 x 5, one-wide and one-high ones included: the answers agree with each other
 * (draw works exactly where count finds a walkthrough, enumerate lists count lines, check accepts them, explain
 * explains every position on them) and no run ends in an internal error.
 */
class SmallGridsCliTest {

    static Stream<Arguments> grids() {
        return IntStream.rangeClosed(1, 5).boxed()
                .flatMap(r -> IntStream.rangeClosed(1, 5).mapToObj(c -> Arguments.of(r, c)));
    }

    private final List<String> problems = new ArrayList<>();

    /** Runs a command, noting any internal error or a code other than those expected. */
    private CommandRun run(List<Integer> expected, String... args) {
        CommandRun r = CommandRun.run(args);
        if (r.code() == 70 || !expected.contains(r.code())) {
            problems.add(String.join(" ", args) + " -> " + r.code() + " " + r.err().strip());
        }
        return r;
    }

    @ParameterizedTest(name = "{0} x {1}")
    @MethodSource("grids")
    void everyCommandAgreesAndNoneFailsInternally(int rows, int cols, @TempDir Path dir) {
        String[] size = {"--rows", Integer.toString(rows), "--cols", Integer.toString(cols)};
        CommandRun count = run(List.of(0), cat(new String[] {"labyrinth", "count"}, size));
        List<String> counted = count.out().strip().lines().toList();
        long n = Long.parseLong(counted.get(counted.size() - 1)); // a count of 0 comes after the reason

        List<Integer> some = n > 0 ? List.of(0) : List.of(2); // none at all is bad input, said in one line
        CommandRun listed = run(some, cat(new String[] {"labyrinth", "enumerate", "--format", "moves"},
                size));
        List<String> lines = n > 0 ? listed.out().lines().toList() : List.of();
        assertEquals(n, lines.size(), rows + " x " + cols + ": enumerate against count\n" + listed.out());

        for (String moves : lines) {
            run(List.of(0), cat(new String[] {"labyrinth", "check", "--moves=" + moves}, size));
            for (int k = 0; k <= moves.length(); k++) {
                run(List.of(0), cat(new String[] {"labyrinth", "explain", "--moves=" + moves.substring(0, k)},
                        size));
            }
        }
        run(List.of(0), cat(new String[] {"labyrinth", "explain", "--format", "json"}, size));

        for (String format : new String[] {"ascii", "moves", "json", "svg"}) {
            CommandRun d = run(some, cat(new String[] {"labyrinth", "draw", "--seed", "7", "--runs", "3",
                "--format", format, "--out", dir.resolve("line." + format).toString()}, size));
            assertEquals(some.get(0), d.code(), rows + " x " + cols + " draw " + format + ": " + d.err());
        }
        CommandRun moves = run(some, cat(new String[] {"labyrinth", "draw", "--seed", "11", "--format", "moves"},
                size));
        if (n > 0) {
            String line = moves.out().strip();
            assertTrue(lines.contains(line), rows + " x " + cols + ": drawn " + line + " is not listed");
            run(List.of(0), cat(new String[] {"labyrinth", "draw", "--uniform-paths", "--seed", "3"}, size));
        }
        assertEquals(List.of(), problems);
    }

    private static String[] cat(String[] a, String[] b) {
        return Stream.concat(Stream.of(a), Stream.of(b)).toArray(String[]::new);
    }
}
