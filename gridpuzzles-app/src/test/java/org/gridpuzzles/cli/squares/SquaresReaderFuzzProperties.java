package org.gridpuzzles.cli.squares;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.squares.BoardFuzzInputs;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Every reader of Avoid the square against hostile input: board files ({@code squares check FILE}), boards given
 * inline ({@code check --board}) and positions to solve ({@code solve --position}). Mutated valid files, truncations,
 * random bytes, huge numbers, deep nesting and invalid UTF-8 all end in exit 0 or 1 with a correct answer, or in exit
 * 2 with one line on standard error; never an internal error.
 */
class SquaresReaderFuzzProperties {

    private static Path dir;

    @BeforeContainer
    static void makeDir() throws IOException {
        dir = Files.createTempDirectory("squares-fuzz");
    }

    @AfterContainer
    static void removeDir() throws IOException {
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                Files.deleteIfExists(p);
            }
        }
        Files.deleteIfExists(dir);
    }

    @Property(tries = 200)
    void boardFilesAreReadOrRefusedInOneLine(@ForAll("files") byte[] content) throws IOException {
        Path file = Files.createTempFile(dir, "b", ".txt");
        Files.write(file, content);
        SquaresCliTest.Run r = SquaresCliTest.run("squares", "check", file.toString());
        Files.deleteIfExists(file);
        assertAnswerOrOneLine(r);
        if (r.code() == 0) {
            assertTrue(r.lastLine().matches("ok: [0-9]+ boards? checked"), r.out());
        } else if (r.code() == 1) {
            assertTrue(r.lastLine().matches("not ok: [0-9]+ of [0-9]+ boards fail"), r.out());
        } else {
            assertTrue(r.err().contains(file.toString()), "the line names the file: " + r.err());
        }
    }

    @Property(tries = 250)
    void inlineBoardsAreJudgedCorrectlyOrRefused(@ForAll("boardStrings") String board) {
        SquaresCliTest.Run r = SquaresCliTest.run("squares", "check", "--board", board);
        assertAnswerOrOneLine(r);
        List<String> rows = rowsOf(board);
        if (r.code() == 2) {
            assertTrue(rows == null, "a well-formed board was refused: " + board + " -> " + r.err());
        } else {
            assertTrue(rows != null, "a malformed board was judged: " + board + " -> " + r.out());
            assertEquals(drawnFinal(rows) ? 0 : 1, r.code(), board + " -> " + r.out());
        }
    }

    @Property(tries = 100)
    void positionsAreSolvedCorrectlyOrRefused(@ForAll("positions") String position) {
        SquaresCliTest.Run r = SquaresCliTest.run("squares", "solve", "--position", position);
        assertAnswerOrOneLine(r);
        assertTrue(r.code() == 0 || r.code() == 2, r.out() + r.err());
        List<String> rows = rowsOf(position);
        if (r.code() == 0) {
            assertTrue(rows != null, position);
            assertEquals(value(rows), r.lastLine(), position);
        } else if (rows != null && position.chars().noneMatch(ch -> "abcdefgh".indexOf(ch) >= 0)) {
            long x = position.chars().filter(ch -> ch == 'x').count();
            long o = position.chars().filter(ch -> ch == 'o').count();
            assertTrue(hasSquare(rows) || (x != o && x != o + 1), "a possible position was refused: " + position
                    + " -> " + r.err());
        }
    }

    @Property(tries = 100)
    void typedMovesNeverEndTheGameBadly(@ForAll("typedLines") byte[] typed) {
        java.io.InputStream saved = System.in;
        try {
            System.setIn(new java.io.ByteArrayInputStream(typed));
            SquaresCliTest.Run r = SquaresCliTest.run("squares", "play", "--size", "3", "--first", "computer");
            assertEquals(0, r.code(), r.err());
            assertEquals("", r.err());
            String last = r.lastLine();
            assertTrue(last.equals("Game abandoned.") || last.endsWith("draw.") || last.endsWith("win."), last);
        } finally {
            System.setIn(saved);
        }
    }

    @Provide
    Arbitrary<byte[]> typedLines() {
        Arbitrary<String> line = Arbitraries.oneOf(Arbitraries.strings().withChars("0123456789,- q\t").ofMaxLength(12),
                Arbitraries.of("99999999999999999999,1", "1,1", "2,2", "3,3", "0,0", "-1,2", "q", "", "1 2", "2;2"));
        Arbitrary<byte[]> text = line.list().ofMaxSize(12).map(l -> (String.join("\n", l) + "\n")
                .getBytes(StandardCharsets.UTF_8));
        Arbitrary<byte[]> bytes = Arbitraries.bytes().array(byte[].class).ofMaxSize(60);
        return Arbitraries.oneOf(text, bytes);
    }

    /** Exit 0 or 1 with nothing on standard error, or exit 2 with one line; never anything else. */
    private static void assertAnswerOrOneLine(SquaresCliTest.Run r) {
        assertTrue(r.code() == 0 || r.code() == 1 || r.code() == 2, "exit " + r.code() + ": " + r.err());
        if (r.code() == 2) {
            assertEquals(1, r.err().strip().split("\\R").length, r.err());
            assertTrue(!r.err().contains("internal error") && !r.err().contains("Exception"), r.err());
        } else {
            assertEquals("", r.err());
        }
    }

    // ---- generators ----

    @Provide
    Arbitrary<byte[]> files() {
        return BoardFuzzInputs.files();
    }

    @Provide
    Arbitrary<String> boardStrings() {
        return Arbitraries.strings().withChars("xoxoxo..a/ |z,;\n").ofMaxLength(30);
    }

    @Provide
    Arbitrary<String> positions() {
        // boards of at most 12 fields with at most 7 empty, so that the independent minimax below stays quick
        Arbitrary<String> boards = Combinators.combine(Arbitraries.integers().between(1, 3),
                Arbitraries.integers().between(1, 4), Arbitraries.strings().withChars("xo.").ofLength(12))
                .as((rows, cols, cells) -> {
                    StringBuilder sb = new StringBuilder();
                    for (int r = 0; r < rows; r++) {
                        sb.append(r == 0 ? "" : "/").append(cells, r * cols, r * cols + cols);
                    }
                    return sb.toString();
                });
        Arbitrary<String> noise = Arbitraries.strings().withChars("xo./ ,a\n").ofMaxLength(9);
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(4, boards), net.jqwik.api.Tuple.of(1, noise))
                .filter(s -> s.chars().filter(ch -> ch == '.').count() <= 7);
    }

    // ---- independent oracles ----

    /** The rows of a board string as the documentation describes it, or null when it is not one. */
    private static List<String> rowsOf(String text) {
        List<String> rows = new ArrayList<>();
        for (String part : text.split("[/,;\\n\\r]+")) {
            String row = part.replaceAll("[\\s|]", "");
            if (!row.isEmpty()) {
                rows.add(row);
            }
        }
        if (rows.isEmpty() || !rows.stream().allMatch(r -> r.length() == rows.get(0).length()
                && r.chars().allMatch(ch -> "xoabcdefgh._XOABCDEFGH".indexOf(ch) >= 0))) {
            return null;
        }
        return rows;
    }

    private static char at(List<String> rows, int r, int c) {
        return Character.toLowerCase(rows.get(r).charAt(c));
    }

    /** A square of four equal letters among the corners: brute force over all corner and side choices. */
    private static boolean hasSquare(List<String> rows) {
        int h = rows.size();
        int w = rows.get(0).length();
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                for (int dr = 0; dr <= Math.max(h, w); dr++) {
                    for (int dc = 1; dc <= Math.max(h, w); dc++) {
                        int[][] q = {{r, c}, {r + dr, c + dc}, {r + dr - dc, c + dc + dr}, {r - dc, c + dr}};
                        boolean inside = true;
                        for (int[] p : q) {
                            inside &= p[0] >= 0 && p[0] < h && p[1] >= 0 && p[1] < w;
                        }
                        if (!inside) {
                            continue;
                        }
                        char v = at(rows, r, c);
                        if (v != '.' && v != '_' && at(rows, q[1][0], q[1][1]) == v && at(rows, q[2][0], q[2][1]) == v
                                && at(rows, q[3][0], q[3][1]) == v) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    /** Full, x and o only with x holding ceil(n/2), and no one-coloured square. */
    private static boolean drawnFinal(List<String> rows) {
        int n = rows.size() * rows.get(0).length();
        int x = 0;
        int o = 0;
        for (String row : rows) {
            for (char ch : row.toLowerCase().toCharArray()) {
                x += ch == 'x' ? 1 : 0;
                o += ch == 'o' ? 1 : 0;
            }
        }
        return x + o == n && x == (n + 1) / 2 && !hasSquare(rows);
    }

    /** The game's value by plain minimax over the board letters. */
    private static String value(List<String> rows) {
        List<StringBuilder> b = new ArrayList<>();
        int x = 0;
        int o = 0;
        for (String row : rows) {
            b.add(new StringBuilder(row.toLowerCase()));
            x += (int) row.chars().filter(ch -> ch == 'x').count();
            o += (int) row.chars().filter(ch -> ch == 'o').count();
        }
        int mover = x == o ? 0 : 1;
        int v = minimax(b, mover);
        if (v == 0) {
            return "draw";
        }
        return (v > 0) == (mover == 0) ? "first player wins" : "second player wins";
    }

    private static int minimax(List<StringBuilder> b, int mover) {
        int best = Integer.MIN_VALUE;
        char me = mover == 0 ? 'x' : 'o';
        for (int r = 0; r < b.size(); r++) {
            for (int c = 0; c < b.get(0).length(); c++) {
                if (b.get(r).charAt(c) != '.' && b.get(r).charAt(c) != '_') {
                    continue;
                }
                b.get(r).setCharAt(c, me);
                List<String> rows = b.stream().map(StringBuilder::toString).toList();
                int v = hasSquare(rows) ? -1 : -minimax(b, 1 - mover);
                b.get(r).setCharAt(c, '.');
                best = Math.max(best, v);
            }
        }
        return best == Integer.MIN_VALUE ? 0 : best;
    }
}
