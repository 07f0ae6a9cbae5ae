package org.gridpuzzles.cli.labyrinth;

import static org.gridpuzzles.cli.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.cli.CommandRun;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Every reader of the labyrinth commands (move strings, board sizes, start and end fields) fed valid inputs, mutated
 * ones, truncations, random characters (controls, lone surrogates, replacement characters), huge numbers and long
 * strings: the answer is exit 0 or 1 with the right answer, or exit 2 with one line on standard error; never another
 * code, never a stack trace. The expected answers come from a walk of the moves written here, independent of the
 * engine.
 */
class LabyrinthReaderProperties {

    /** Characters mutations insert: moves, their lower case, white space, controls, a lone surrogate, non-ASCII. */
    private static final String NOISE = "UDLRudlrXZ0- \t\n\r\u0000\u0007\uD800\uDFFF\uFFFD\u00e9\u20ac@=,;\"'\\";


    /** Exit 2 means exactly one line on standard error, named after the command, and nothing on standard output. */
    private static void assertOneLineRefusal(CommandRun r, String command) {
        assertEquals(2, r.code(), r.toString());
        assertEquals("", r.out(), r.toString());
        assertTrue(r.err().startsWith("gridpuzzles labyrinth " + command + ": "), r.toString());
        assertTrue(r.err().endsWith("\n") && r.err().indexOf('\n') == r.err().length() - 1, r.toString());
        assertTrue(r.err().length() < 400, r.toString());
    }

    /** Where a move string leads on a rows x cols grid from 1,1: the fields, or null when it is not a line there. */
    private static int[] walk(int rows, int cols, String moves) {
        boolean[] seen = new boolean[rows * cols];
        int r = 0;
        int c = 0;
        seen[0] = true;
        int visited = 1;
        for (char m : moves.toCharArray()) {
            r += m == 'D' ? 1 : m == 'U' ? -1 : 0;
            c += m == 'R' ? 1 : m == 'L' ? -1 : 0;
            if (r < 0 || c < 0 || r >= rows || c >= cols || seen[r * cols + c]) {
                return null;
            }
            seen[r * cols + c] = true;
            visited++;
        }
        return new int[] {r, c, visited};
    }

    private static boolean onlyMoves(String s) {
        return s.chars().allMatch(ch -> "UDLR".indexOf(ch) >= 0);
    }

    /** A walkthrough of a rows x cols grid from 1,1 row by row (ends in the lower-right corner when rows is odd). */
    private static String snake(int rows, int cols) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            sb.append(String.valueOf(r % 2 == 0 ? 'R' : 'L').repeat(cols - 1));
            if (r < rows - 1) {
                sb.append('D');
            }
        }
        return sb.toString();
    }

    /** The same, column by column (ends in the lower-right corner when cols is odd). */
    private static String columnSnake(int rows, int cols) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < cols; c++) {
            sb.append(String.valueOf(c % 2 == 0 ? 'D' : 'U').repeat(rows - 1));
            if (c < cols - 1) {
                sb.append('R');
            }
        }
        return sb.toString();
    }

    /** One mutation of a string: a changed, inserted or deleted character, a cut, a doubled piece or padding. */
    private static Arbitrary<String> mutated(String s) {
        Arbitrary<Integer> at = Arbitraries.integers().between(0, s.length());
        Arbitrary<Character> noise = Arbitraries.of(NOISE.chars().mapToObj(ch -> (char) ch).toList());
        return Arbitraries.oneOf(
                Combinators.combine(at, noise).as((i, ch) -> s.substring(0, i) + ch + s.substring(i)),
                Combinators.combine(at, noise).as((i, ch) -> i < s.length()
                        ? s.substring(0, i) + ch + s.substring(i + 1) : s + ch),
                at.map(i -> i < s.length() ? s.substring(0, i) + s.substring(i + 1) : s),
                at.map(i -> s.substring(0, i)),
                at.map(i -> s.substring(0, i) + s.substring(i / 2)),
                Arbitraries.of(" ", "\n", "\t", "\u00a0", "\u2003").map(p -> p + s + p),
                Arbitraries.just(s.toLowerCase()));
    }

    private record Board(int rows, int cols) {
    }

    @Provide
    Arbitrary<Board> boards() {
        return Combinators.combine(Arbitraries.integers().between(1, 7), Arbitraries.integers().between(1, 7))
                .as(Board::new);
    }

    /** Move strings for a board: walkthroughs, mutated walkthroughs, random move letters, random text, long runs. */
    private static Arbitrary<String> moveStrings(Board b) {
        String rowWise = snake(b.rows(), b.cols());
        String colWise = columnSnake(b.rows(), b.cols());
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(2, Arbitraries.of(rowWise, colWise)),
                net.jqwik.api.Tuple.of(5, Arbitraries.of(rowWise, colWise).flatMap(LabyrinthReaderProperties::mutated)),
                net.jqwik.api.Tuple.of(3, Arbitraries.strings().withChars("UDLR").ofMaxLength(60)),
                net.jqwik.api.Tuple.of(2, Arbitraries.strings().all().ofMaxLength(40)),
                net.jqwik.api.Tuple.of(1, Arbitraries.strings().withChars(NOISE).ofMaxLength(20)),
                net.jqwik.api.Tuple.of(1, Arbitraries.of("R", "D", "UDLR", "x").flatMap(p ->
                        Arbitraries.integers().between(1, 50_000).map(p::repeat))));
    }

    @Provide
    Arbitrary<List<Object>> boardAndMoves() {
        return boards().flatMap(b -> moveStrings(b).map(m -> List.<Object>of(b, m)));
    }

    /**
     * {@code check --moves}: characters other than U, D, L, R are bad input (2); a line that leaves the grid, revisits,
     * misses fields or ends elsewhere is a "no" (1); a walkthrough is valid (0).
     */
    @Property(tries = 400)
    void checkReadsEveryMoveString(@ForAll("boardAndMoves") List<Object> input) {
        Board b = (Board) input.get(0);
        String moves = (String) input.get(1);
        CommandRun r = run("labyrinth", "check", "--rows", "" + b.rows(), "--cols", "" + b.cols(), "--moves", moves);
        String m = moves.strip();
        if (!onlyMoves(m)) {
            assertOneLineRefusal(r, "check");
            return;
        }
        int[] end = walk(b.rows(), b.cols(), m);
        boolean valid = end != null && end[2] == b.rows() * b.cols() && end[0] == b.rows() - 1
                && end[1] == b.cols() - 1;
        assertEquals("", r.err(), r.toString());
        if (valid) {
            assertEquals(0, r.code(), r.toString());
            assertEquals("valid walkthrough of " + b.rows() + " x " + b.cols() + " from 1,1 to " + b.rows() + ","
                    + b.cols() + "\n", r.out());
        } else {
            assertEquals(1, r.code(), r.toString());
            assertTrue(r.out().startsWith("not a walkthrough: ") && r.out().indexOf('\n') == r.out().length() - 1,
                    r.toString());
        }
    }

    /** {@code explain --moves}: a position on the grid is explained (0); anything else is bad input (2). */
    @Property(tries = 200)
    void explainReadsEveryMoveString(@ForAll("boardAndMoves") List<Object> input) {
        Board b = (Board) input.get(0);
        String moves = (String) input.get(1);
        CommandRun r = run("labyrinth", "explain", "--rows", "" + b.rows(), "--cols", "" + b.cols(), "--moves", moves);
        String m = moves.strip();
        int[] end = onlyMoves(m) ? walk(b.rows(), b.cols(), m) : null;
        if (end == null) {
            assertOneLineRefusal(r, "explain");
            return;
        }
        assertEquals(0, r.code(), r.toString());
        assertEquals("", r.err(), r.toString());
        assertTrue(r.out().startsWith("live end " + (end[0] + 1) + "," + (end[1] + 1) + " after " + m.length()
                + " moves"), r.toString());
    }

    /** Numbers as a user might type them, and as they should never be: huge, negative, signed, spaced, empty. */
    @Provide
    Arbitrary<String> numbers() {
        return Arbitraries.oneOf(
                Arbitraries.integers().between(-3, 12).map(String::valueOf),
                Arbitraries.integers().between(990, 1010).map(String::valueOf),
                Arbitraries.of("", " 5", "5 ", "+5", "05", "0x10", "1e3", "5.0", "99999999999", "-99999999999",
                        "2147483647", "-2147483648", "2147483648", "99999999999999999999999999", "\u0665", "\uD800",
                        "NaN", "five"),
                Arbitraries.strings().all().ofMaxLength(8));
    }

    @Provide
    Arbitrary<String> fields() {
        return Arbitraries.oneOf(
                Combinators.combine(numbers(), numbers()).as((r, c) -> r + "," + c),
                Arbitraries.of("1,1", "3,3").flatMap(LabyrinthReaderProperties::mutated),
                Arbitraries.strings().all().ofMaxLength(10));
    }

    /**
     * {@code --size}, {@code --rows}/{@code --cols}, {@code --start}, {@code --end} with any values, read by
     * {@code check}: a board and an answer, or one line and exit 2. Plain sizes from 1 to 1001 without start and
     * end are always boards.
     */
    @Property(tries = 400)
    void boardOptionsAreReadOrRefused(@ForAll("numbers") String size, @ForAll("numbers") String rows,
            @ForAll("numbers") String cols, @ForAll("fields") String start, @ForAll("fields") String end,
            @ForAll @IntRange(min = 0, max = 5) int shape) {
        List<String> args = new ArrayList<>(List.of("labyrinth", "check", "--moves", ""));
        switch (shape) {
            case 0 -> args.addAll(List.of("--size", size));
            case 1 -> args.addAll(List.of("--rows", rows, "--cols", cols));
            case 2 -> args.addAll(List.of("--size", size, "--start", start));
            case 3 -> args.addAll(List.of("--rows", rows, "--cols", cols, "--start", start, "--end", end));
            case 4 -> args.addAll(List.of("--size", size, "--rows", rows));
            default -> args.addAll(List.of("--cols", cols, "--end", end));
        }
        CommandRun r = run(args.toArray(String[]::new));
        if (r.code() == 2) {
            assertOneLineRefusal(r, "check");
            return;
        }
        assertEquals("", r.err(), r.toString());
        assertTrue(r.code() == 0 && r.out().startsWith("valid walkthrough of 1 x 1 ")
                || r.code() == 1 && r.out().startsWith("not a walkthrough: the line visits 1 of "), r.toString());
        if (shape == 0 && size.matches("[0-9]+") && size.length() < 6) {
            int n = Integer.parseInt(size);
            if (n >= 1 && n <= 1001) {
                assertEquals(n == 1 ? 0 : 1, r.code(), r.toString());
            }
        }
    }

    /** The converse of the last check: a plain size in range is never refused. */
    @Property(tries = 30)
    void plainSizesInRangeAreBoards(@ForAll @IntRange(min = 1, max = 1001) int n) {
        CommandRun r = run("labyrinth", "check", "--size", "" + n, "--moves", "");
        assertEquals(n == 1 ? 0 : 1, r.code(), r.toString());
    }
}
