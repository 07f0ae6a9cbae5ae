package org.gridpuzzles.cli.knight;

import static org.gridpuzzles.cli.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.gridpuzzles.cli.CommandRun;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

/**
 * Every reader of the knight commands, fed mutated valid files, truncations, random bytes, huge numbers, deep nesting
 * and bytes that are not UTF-8: the answer is exit 0 or 1 and right (an oracle written here, apart from the engine,
 * says which), or exit 2 with one line; never another code. The tour files, the {@code --start} square and the size
 * options are each fuzzed.
 */
class KnightReaderProperties {

    private static final int TRIES = 120;
    private static final long MAX_FIELDS = 1L << 30;
    private static final int[] DR = {-2, -1, 1, 2, 2, 1, -1, -2};
    private static final int[] DC = {1, 2, 2, 1, -1, -2, -2, -1};
    /** The oracle's reading: nothing may follow the tour's object. */
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private static final Path DIR;

    static {
        try {
            DIR = Files.createTempDirectory("knight-fuzz");
            DIR.toFile().deleteOnExit();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }


    private static Path file(String name, byte[] bytes) {
        try {
            Path p = DIR.resolve(name);
            Files.write(p, bytes);
            p.toFile().deleteOnExit();
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void assertOneLine(CommandRun r) {
        assertEquals(2, r.code(), r.toString());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("gridpuzzles knight "), r.err());
        assertEquals("", r.out());
    }

    // ---- valid files and their mutations

    /** Valid tours of small boards (Warnsdorff's rule, some walks die early), as JSON or as moves. */
    private static final List<String> JSON_TOURS = new ArrayList<>();
    private static final List<String> MOVES_5 = List.of("325476113568134671245783\n",
            "32547611356813467124578\n", "3254\n", "\n", "");

    static {
        for (String[] a : new String[][] {{"5", "5"}, {"6", "6"}, {"5", "7"}, {"3", "4"}, {"8", "8"}}) {
            CommandRun r = run("knight", "tour", "--rows", a[0], "--cols", a[1], "--format", "json");
            JSON_TOURS.add(r.out());
        }
        JSON_TOURS.add(run("knight", "tour", "--rows", "6", "--cols", "6", "--closed", "--format", "json").out());
    }

    @Provide
    Arbitrary<byte[]> jsonFiles() {
        return mutated(Arbitraries.of(JSON_TOURS));
    }

    @Provide
    Arbitrary<byte[]> movesFiles() {
        return mutated(Arbitraries.of(MOVES_5));
    }

    /** A valid file, changed by one of the usual corruptions (or left alone), or random bytes. */
    private static Arbitrary<byte[]> mutated(Arbitrary<String> valid) {
        Arbitrary<byte[]> bytes = valid.map(s -> s.getBytes(StandardCharsets.UTF_8));
        Arbitrary<Integer> where = Arbitraries.integers().between(0, 1 << 16);
        Arbitrary<byte[]> junk = Arbitraries.bytes().array(byte[].class).ofMaxSize(12);
        Arbitrary<String> numbers = Arbitraries.of("0", "-1", "2147483647", "2147483648", "99999999999999999999999",
                "1e9", "1.5", "-0", "\"5\"", "null", "true", "[]", "{}");
        return Arbitraries.oneOf(
                bytes,
                Combinators.combine(bytes, where).as((b, i) -> cut(b, i % (b.length + 1))),
                Combinators.combine(bytes, where, junk).as(KnightReaderProperties::insert),
                Combinators.combine(bytes, where, junk).as(KnightReaderProperties::overwrite),
                Combinators.combine(bytes, where, numbers).as(KnightReaderProperties::replaceNumber),
                Combinators.combine(bytes, where, Arbitraries.integers().between(0, 9))
                        .as(KnightReaderProperties::changeDigit),
                Combinators.combine(bytes, where, Arbitraries.integers().between(1, 5000))
                        .as((b, i, depth) -> insert(b, i, ("[".repeat(depth) + "1" + "]".repeat(depth))
                                .getBytes(StandardCharsets.US_ASCII))),
                Combinators.combine(bytes, where, Arbitraries.of(new byte[] {(byte) 0xc3, 0x28},
                        new byte[] {(byte) 0xff}, new byte[] {(byte) 0xed, (byte) 0xa0, (byte) 0x80},
                        new byte[] {0}, new byte[] {(byte) 0xef, (byte) 0xbb, (byte) 0xbf}))
                        .as(KnightReaderProperties::insert),
                Arbitraries.bytes().array(byte[].class).ofMaxSize(200));
    }

    private static byte[] cut(byte[] b, int n) {
        return java.util.Arrays.copyOf(b, n);
    }

    private static byte[] insert(byte[] b, int at, byte[] x) {
        int i = at % (b.length + 1);
        byte[] out = new byte[b.length + x.length];
        System.arraycopy(b, 0, out, 0, i);
        System.arraycopy(x, 0, out, i, x.length);
        System.arraycopy(b, i, out, i + x.length, b.length - i);
        return out;
    }

    private static byte[] overwrite(byte[] b, int at, byte[] x) {
        byte[] out = b.clone();
        for (int k = 0; k < x.length && out.length > 0; k++) {
            out[(at + k) % out.length] = x[k];
        }
        return out;
    }

    /** Changes the digit at or after a position to another digit: still JSON, usually no longer a tour. */
    private static byte[] changeDigit(byte[] b, int at, int digit) {
        byte[] out = b.clone();
        for (int k = 0; k < out.length; k++) {
            int i = (at + k) % out.length;
            if (out[i] >= '0' && out[i] <= '9') {
                out[i] = (byte) ('0' + digit);
                break;
            }
        }
        return out;
    }

    /** Replaces the number at or after a position by another token. */
    private static byte[] replaceNumber(byte[] b, int at, String token) {
        String s = new String(b, StandardCharsets.UTF_8);
        int i = s.isEmpty() ? 0 : at % s.length();
        while (i < s.length() && !Character.isDigit(s.charAt(i))) {
            i++;
        }
        int j = i;
        while (j < s.length() && Character.isDigit(s.charAt(j))) {
            j++;
        }
        return (s.substring(0, i) + token + s.substring(j)).getBytes(StandardCharsets.UTF_8);
    }

    // ---- the properties

    @Property(tries = TRIES)
    void jsonToursAreJudgedRightOrRefusedInOneLine(@ForAll("jsonFiles") byte[] bytes) {
        Path f = file("t.json", bytes);
        CommandRun r = run("knight", "check", f.toString());
        Integer expected = jsonOracle(bytes);
        if (expected == null) {
            assertTrue(r.code() == 2 || r.code() == 0 || r.code() == 1, r.toString());
        } else {
            assertEquals(expected.intValue(), r.code(), new String(bytes, StandardCharsets.UTF_8) + " -> " + r);
        }
        if (r.code() == 2) {
            assertOneLine(r);
        } else {
            assertTrue(r.out().startsWith(r.code() == 0 ? "valid: " : "invalid: "), r.toString());
        }
    }

    @Property(tries = TRIES)
    void movesFilesAreJudgedRightOrRefusedInOneLine(@ForAll("movesFiles") byte[] bytes) {
        Path f = file("t.txt", bytes);
        CommandRun r = run("knight", "check", "--size", "5", f.toString());
        if (startsWithBrace(bytes)) {
            assertTrue(r.code() <= 2, r.toString()); // read as JSON: the other property's business
            return;
        }
        assertEquals(movesOracle(bytes, 5, 5, 1, 1), r.code(), r.toString());
        if (r.code() == 2) {
            assertOneLine(r);
        }
    }

    @Provide
    Arbitrary<String> squares() {
        Arbitrary<String> number = Arbitraries.oneOf(Arbitraries.integers().between(-3, 9).map(String::valueOf),
                Arbitraries.integers().between(1, 6).map(String::valueOf),
                Arbitraries.of("2147483647", "2147483648", "-2147483649", "99999999999999999999", " 2", "2 ", "",
                        "x", "1.0", "+1", "٣"));
        return Arbitraries.oneOf(Combinators.combine(number, number).as((a, b) -> a + "," + b),
                Combinators.combine(number, number, number).as((a, b, c) -> a + "," + b + "," + c),
                number, Arbitraries.strings().ofMaxLength(8));
    }

    @Property(tries = TRIES)
    void startSquaresAreTakenOrRefusedInOneLine(@ForAll("squares") String start) {
        Path f = file("s.txt", MOVES_5.get(0).getBytes(StandardCharsets.US_ASCII));
        int[] rc = field(start);
        CommandRun check = run("knight", "check", "--size", "5", "--start", start, f.toString());
        CommandRun tour = run("knight", "tour", "--size", "6", "--start", start, "--format", "moves");
        if (rc == null || rc[0] < 1 || rc[0] > 5 || rc[1] < 1 || rc[1] > 5) {
            assertOneLine(check);
        } else {
            assertEquals(movesOracle(MOVES_5.get(0).getBytes(StandardCharsets.US_ASCII), 5, 5, rc[0], rc[1]),
                    check.code(), check.toString());
        }
        if (rc == null || rc[0] < 1 || rc[0] > 6 || rc[1] < 1 || rc[1] > 6) {
            assertOneLine(tour);
        } else {
            assertEquals(movesOracle(tour.out().getBytes(StandardCharsets.US_ASCII), 6, 6, rc[0], rc[1]),
                    tour.code(), tour.toString());
        }
    }

    @Provide
    Arbitrary<String> sides() {
        return Arbitraries.oneOf(Arbitraries.integers().between(-2, 12).map(String::valueOf),
                Arbitraries.integers().between((int) MAX_FIELDS + 1, Integer.MAX_VALUE).map(String::valueOf),
                Arbitraries.of("2147483648", "99999999999999999999", "", "x", "5x", "1e3", "-0", "٥"));
    }

    @Property(tries = TRIES)
    void sizesAreTakenOrRefusedInOneLine(@ForAll("sides") String rows, @ForAll("sides") String cols,
            @ForAll boolean square) {
        String[] board = square ? new String[] {"--size", rows} : new String[] {"--rows", rows, "--cols", cols};
        Integer r = integer(rows);
        Integer c = square ? r : integer(cols);
        boolean valid = r != null && c != null && r >= 1 && c >= 1 && (long) r * c <= MAX_FIELDS;
        List<String> tourArgs = new ArrayList<>(List.of("knight", "tour", "--format", "moves"));
        tourArgs.addAll(List.of(board));
        CommandRun tour = run(tourArgs.toArray(String[]::new));
        if (!valid || !hasOpenTour(r, c)) {
            assertOneLine(tour);
        } else {
            assertEquals(movesOracle(tour.out().getBytes(StandardCharsets.US_ASCII), r, c, 1, 1), tour.code(),
                    tour.toString());
        }
        Path f = file("z.txt", MOVES_5.get(0).getBytes(StandardCharsets.US_ASCII));
        List<String> checkArgs = new ArrayList<>(List.of("knight", "check"));
        checkArgs.addAll(List.of(board));
        checkArgs.add(f.toString());
        CommandRun check = run(checkArgs.toArray(String[]::new));
        if (!valid) {
            assertOneLine(check);
        } else {
            assertEquals(movesOracle(MOVES_5.get(0).getBytes(StandardCharsets.US_ASCII), r, c, 1, 1), check.code(),
                    check.toString());
        }
    }

    @Property(tries = TRIES)
    void randomBytesAreJudgedOrRefusedInOneLine(@ForAll @Size(max = 300) byte[] bytes) {
        CommandRun r = run("knight", "check", "--rows", "3", "--cols", "4", file("r.bin", bytes).toString());
        if (!startsWithBrace(bytes)) {
            assertEquals(movesOracle(bytes, 3, 4, 1, 1), r.code(), r.toString());
        }
        assertTrue(r.code() <= 2, r.toString());
        if (r.code() == 2) {
            assertOneLine(r);
        }
    }

    // ---- the oracles, written from the README's rules, not from the engine

    /** Knight's tours exist on every board except 1 x n and 2 x n (beyond 1 x 1), 3 x 3, 3 x 5, 3 x 6 and 4 x 4. */
    private static boolean hasOpenTour(int rows, int cols) {
        int m = Math.min(rows, cols);
        int n = Math.max(rows, cols);
        if (m == 1 && n == 1) {
            return true;
        }
        return !(m <= 2 || m == 3 && (n == 3 || n == 5 || n == 6) || m == 4 && n == 4);
    }

    private static boolean startsWithBrace(byte[] bytes) {
        for (byte b : bytes) {
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
                return b == '{';
            }
        }
        return false;
    }

    /** The exit code of checking move digits: 2 at a byte that is not a move, 1 at a bad move or when incomplete. */
    private static int movesOracle(byte[] bytes, int rows, int cols, int r, int c) {
        Set<Long> seen = new HashSet<>();
        seen.add((long) r * (cols + 1L) + c);
        for (byte b : bytes) {
            if (b == ' ' || b == '\n' || b == '\r' || b == '\t') {
                continue;
            }
            if (b < '1' || b > '8') {
                return 2;
            }
            r += DR[b - '1'];
            c += DC[b - '1'];
            if (r < 1 || r > rows || c < 1 || c > cols || !seen.add((long) r * (cols + 1L) + c)) {
                return 1;
            }
        }
        return seen.size() == (long) rows * cols ? 0 : 1;
    }

    /** The exit code of checking a JSON tour, or null when the file is not JSON at all (any one-line refusal). */
    private static Integer jsonOracle(byte[] bytes) {
        if (!startsWithBrace(bytes)) {
            return null;
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            return 2;
        }
        if (text.indexOf('\0') >= 0) {
            return 2;
        }
        JsonNode root;
        try {
            root = JSON.readTree(text.startsWith("\uFEFF") ? text.substring(1) : text);
        } catch (IOException e) {
            return 2;
        }
        if (root == null || !root.isObject() || !root.path("rows").isInt() || !root.path("cols").isInt()) {
            return 2;
        }
        int rows = root.get("rows").intValue();
        int cols = root.get("cols").intValue();
        JsonNode sq = root.get("squares");
        if (rows < 1 || cols < 1 || (long) rows * cols > MAX_FIELDS || sq == null || !sq.isArray()) {
            return 2;
        }
        int n = sq.size();
        int[] r = new int[n];
        int[] c = new int[n];
        for (int i = 0; i < n; i++) {
            JsonNode s = sq.get(i);
            if (!s.isArray() || s.size() != 2 || !s.get(0).isInt() || !s.get(1).isInt() || s.get(0).intValue() < 1
                    || s.get(1).intValue() < 1) {
                return 2;
            }
            r[i] = s.get(0).intValue();
            c[i] = s.get(1).intValue();
        }
        JsonNode st = root.get("start");
        if (st != null && n > 0 && !(st.isArray() && st.size() == 2 && st.get(0).asInt() == r[0]
                && st.get(1).asInt() == c[0])) {
            return 2;
        }
        if (n == 0) {
            return 1;
        }
        Set<Long> seen = new HashSet<>();
        for (int i = 0; i < n; i++) {
            if (r[i] > rows || c[i] > cols || !seen.add((long) r[i] * (cols + 1L) + c[i])
                    || i > 0 && Math.abs(r[i] - r[i - 1]) * Math.abs(c[i] - c[i - 1]) != 2) {
                return 1;
            }
        }
        boolean complete = n == (long) rows * cols;
        boolean closed = complete && n > 2 && Math.abs(r[n - 1] - r[0]) * Math.abs(c[n - 1] - c[0]) == 2;
        if (root.has("complete") && root.get("complete").asBoolean() != complete
                || root.has("closed") && root.get("closed").asBoolean() != closed) {
            return 1;
        }
        return complete ? 0 : 1;
    }

    /** A square "r,c" as the command line takes it, or null. */
    private static int[] field(String text) {
        String[] parts = text.split(",");
        if (parts.length != 2) {
            return null;
        }
        Integer r = integer(parts[0].trim());
        Integer c = integer(parts[1].trim());
        return r == null || c == null ? null : new int[] {r, c};
    }

    private static Integer integer(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
