package org.gridpuzzles.cli.maze;

import static org.gridpuzzles.cli.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.FieldLabel;
import org.gridpuzzles.maze.GridShape;
import org.gridpuzzles.maze.MazeAlgorithm;
import org.gridpuzzles.maze.MazeOptions;
import org.gridpuzzles.maze.MazeResult;
import org.gridpuzzles.maze.Mazes;

/**
 * Hostile maze files for both readers (JSON and ASCII pictures), through {@code maze check FILE} and
 * {@code --maze FILE}: valid files, and valid files mutated (truncated, bytes flipped, ranges deleted or repeated,
 * invalid UTF-8 inserted, numbers made huge, arrays nested deeply), and random bytes. Every run ends in exit 0 or 1
 * with a consistent answer, or exit 2 with one line; never an internal error (70), never a stack trace.
 */
class MazeReadersFuzzProperties {

    /** Inputs tried per property; two properties per reader. */
    private static final int TRIES = 200;


    /** A hostile input and whether it is the valid file unchanged. */
    record Input(byte[] bytes, boolean untouched, int fields) {
        @Override
        public String toString() {
            String text = new String(bytes, 0, Math.min(bytes.length, 300), StandardCharsets.UTF_8);
            return (untouched ? "valid " : "mutated ") + bytes.length + " bytes: " + text;
        }
    }

    @Provide
    Arbitrary<Input> json() {
        return Arbitraries.longs().map(seed -> mutate(seed, true));
    }

    @Provide
    Arbitrary<Input> ascii() {
        return Arbitraries.longs().map(seed -> mutate(seed, false));
    }

    @Property(tries = TRIES)
    void checkReadsAnyJsonOrSaysWhyNot(@ForAll("json") Input input) throws IOException {
        checkContract(input);
    }

    @Property(tries = TRIES)
    void checkReadsAnyAsciiOrSaysWhyNot(@ForAll("ascii") Input input) throws IOException {
        checkContract(input);
    }

    @Property(tries = TRIES)
    void mazeOptionReadsAnyJsonOrSaysWhyNot(@ForAll("json") Input input) throws IOException {
        mazeOptionContract(input);
    }

    @Property(tries = TRIES)
    void mazeOptionReadsAnyAsciiOrSaysWhyNot(@ForAll("ascii") Input input) throws IOException {
        mazeOptionContract(input);
    }

    private static void checkContract(Input input) throws IOException {
        Path file = Files.createTempFile("fuzz", ".maze");
        try {
            Files.write(file, input.bytes());
            CommandRun r = run("maze", "check", file.toString());
            net.jqwik.api.statistics.Statistics.label("exit").collect(r.code());
            if (input.untouched()) {
                assertEquals(0, r.code(), r.err());
                assertEquals(file + ": perfect: " + input.fields() + " fields, " + (input.fields() - 1)
                        + " passages, connected, no loop\n", r.out());
            }
            switch (r.code()) {
                case 0 -> {
                    // a "perfect" answer agrees with the maze the other commands read: fields - 1 passages; a
                    // "connected, with loops" one gives the passages
                    String[] words = r.out().substring(file.toString().length()).split(" ");
                    boolean loops = r.out().contains(": connected, with loops: ");
                    long fields = Long.parseLong(words[loops ? 4 : 2]);
                    long passages = loops ? Long.parseLong(words[6]) : fields - 1;
                    CommandRun stats = run("maze", "stats", "--maze", file.toString());
                    assertEquals(0, stats.code(), stats.err());
                    assertTrue(stats.out().startsWith("fields " + fields + "\npassages " + passages + "\n"),
                            stats.out());
                    assertTrue(stats.out().endsWith("loops " + (passages - fields + 1) + "\n"), stats.out());
                    String text = new String(input.bytes(), StandardCharsets.UTF_8);
                    // a byte order mark, which the readers skip, is no whitespace to stripLeading
                    if (!text.replaceFirst("^\uFEFF", "").stripLeading().startsWith("{")) {
                        // a picture said perfect (or connected) is whole: its walls are those of the maze drawn again
                        CommandRun redrawn = run("maze", "generate", "--maze", file.toString());
                        assertEquals(skeleton(redrawn.out()), skeleton(text));
                    }
                }
                case 1 -> {
                    assertTrue(r.out().startsWith(file + ": "), r.out());
                    assertFalse(r.out().startsWith(file + ": perfect:"), r.out());
                    assertEquals("", r.err());
                }
                case 2 -> oneLine(r);
                default -> throw new AssertionError("exit " + r.code() + ": " + r.err());
            }
        } finally {
            Files.deleteIfExists(file);
        }
    }

    private static void mazeOptionContract(Input input) throws IOException {
        Path file = Files.createTempFile("fuzz", ".maze");
        Path again = Files.createTempFile("fuzz", ".txt");
        try {
            Files.write(file, input.bytes());
            CommandRun r = run("maze", "generate", "--maze", file.toString());
            net.jqwik.api.statistics.Statistics.label("exit").collect(r.code());
            if (input.untouched()) {
                assertEquals(0, r.code(), r.err());
            }
            if (r.code() == 2) {
                oneLine(r);
                return;
            }
            assertEquals(0, r.code(), r.err());
            // what was read is drawn so that it reads back to the same picture
            Files.writeString(again, r.out());
            CommandRun redrawn = run("maze", "generate", "--maze", again.toString());
            assertEquals(0, redrawn.code(), redrawn.err());
            assertEquals(r.out(), redrawn.out());
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(again);
        }
    }

    /**
     * The walls of an ASCII picture without its labels, whatever its cell width: for each line from the top wall on,
     * the corners and sides, with every wall between two corners written W and every gap G.
     */
    static java.util.List<String> skeleton(String picture) {
        // a byte order mark, which the reader skips, is no part of the first line
        String text = picture.startsWith("\uFEFF") ? picture.substring(1) : picture;
        java.util.List<String> lines = text.lines().map(String::stripTrailing).dropWhile(l -> !l.startsWith("+"))
                .filter(l -> !l.isBlank()).toList();
        int width = lines.get(0).indexOf('+', 1) - 1;
        java.util.List<String> out = new java.util.ArrayList<>();
        for (String line : lines) {
            StringBuilder sb = new StringBuilder();
            for (int x = 0; x < line.length(); x += width + 1) {
                sb.append(line.charAt(x));
                if (line.startsWith("+") && x + 1 < line.length()) {
                    String between = line.substring(x + 1, Math.min(line.length(), x + 1 + width));
                    sb.append(between.equals("-".repeat(width)) ? 'W' : between.equals(" ".repeat(width)) ? 'G' : '?');
                }
            }
            out.add(sb.toString());
        }
        return out;
    }

    private static void oneLine(CommandRun r) {
        assertEquals(1, r.err().lines().count(), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertFalse(r.err().contains("internal error"), r.err());
        assertFalse(r.err().contains("\tat "), r.err());
    }

    private static final String[] NUMBERS = {"0", "-1", "2147483647", "2147483648", "-2147483648", "99999999999999999999",
        "1e400", "32768", "65536", "1073741824", "46341", "3.5", "NaN", "0x10", "\"8\"", "null"};

    /** A valid maze file of a few fields, changed (or not) by a few mutations chosen by {@code seed}. */
    static Input mutate(long seed, boolean json) {
        SplittableRandom r = new SplittableRandom(seed);
        int rows = 1 + r.nextInt(7);
        int cols = 1 + r.nextInt(7);
        MazeAlgorithm algorithm = MazeAlgorithm.values()[r.nextInt(MazeAlgorithm.values().length)];
        MazeResult made = Mazes.generate(CellGrid.of(GridShape.RECT, rows, cols),
                MazeOptions.defaults().algorithm(algorithm)
                .seed(r.nextLong()));
        byte[] valid;
        if (json) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try {
                Mazes.writeJson(made, out);
            } catch (IOException e) {
                throw new AssertionError(e);
            }
            valid = out.toByteArray();
        } else {
            FieldLabel labels = FieldLabel.values()[r.nextInt(FieldLabel.values().length)];
            valid = Mazes.ascii(made.maze(), labels, 0, null, -1, -1, false)
                    .getBytes(StandardCharsets.UTF_8);
        }
        if (r.nextInt(8) == 0) {
            return new Input(valid, true, rows * cols);
        }
        byte[] b = valid;
        int mutations = 1 + r.nextInt(3);
        for (int m = 0; m < mutations; m++) {
            b = mutateOnce(b, r, json);
        }
        return new Input(b, false, rows * cols);
    }

    private static byte[] mutateOnce(byte[] b, SplittableRandom r, boolean json) {
        int n = b.length;
        switch (r.nextInt(12)) {
            case 10:
            case 11: // a wall opened or closed: still a well-formed file, seldom a perfect maze
                return toggleWall(b, r, json);
            case 0: // truncated
                return java.util.Arrays.copyOf(b, r.nextInt(n + 1));
            case 1: { // bytes flipped
                byte[] c = b.clone();
                for (int k = 0; k < 1 + r.nextInt(4) && n > 0; k++) {
                    c[r.nextInt(n)] = (byte) r.nextInt(256);
                }
                return c;
            }
            case 2: { // a range deleted
                int from = r.nextInt(n + 1);
                int to = from + r.nextInt(n - from + 1);
                return concat(slice(b, 0, from), slice(b, to, n));
            }
            case 3: { // a range repeated
                int from = r.nextInt(n + 1);
                int to = from + r.nextInt(Math.min(n - from, 80) + 1);
                return concat(slice(b, 0, to), slice(b, from, n));
            }
            case 4: { // invalid UTF-8 and control bytes inserted
                byte[][] bad = {{(byte) 0xC3, 0x28}, {(byte) 0xFF}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {0},
                    {(byte) 0xE2, (byte) 0x82}, {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, {'\r'}, {'\t'}};
                int at = r.nextInt(n + 1);
                return concat(slice(b, 0, at), concat(bad[r.nextInt(bad.length)], slice(b, at, n)));
            }
            case 5: { // a number made huge, negative or not a number
                String text = new String(b, StandardCharsets.ISO_8859_1);
                java.util.regex.Matcher digits = java.util.regex.Pattern.compile("\\d+").matcher(text);
                java.util.List<int[]> runs = new java.util.ArrayList<>();
                while (digits.find()) {
                    runs.add(new int[] {digits.start(), digits.end()});
                }
                if (runs.isEmpty()) {
                    return b;
                }
                int[] run = runs.get(r.nextInt(runs.size()));
                return (text.substring(0, run[0]) + NUMBERS[r.nextInt(NUMBERS.length)] + text.substring(run[1]))
                        .getBytes(StandardCharsets.ISO_8859_1);
            }
            case 6: { // deep nesting (JSON) or a huge line (ASCII)
                int depth = 1 + r.nextInt(r.nextBoolean() ? 50 : 20_000);
                String text = new String(b, StandardCharsets.UTF_8);
                String deep = json ? "[".repeat(depth) + "]".repeat(r.nextBoolean() ? depth : 0)
                        : "+" + "---+".repeat(depth);
                if (json && r.nextBoolean()) {
                    return deep.getBytes(StandardCharsets.UTF_8);
                }
                int at = json ? Math.max(0, text.indexOf('[') + 1) : r.nextInt(text.length() + 1);
                return (text.substring(0, at) + deep + (json ? "," : "\n") + text.substring(at))
                        .getBytes(StandardCharsets.UTF_8);
            }
            case 7: { // random bytes
                byte[] c = new byte[r.nextInt(200)];
                for (int k = 0; k < c.length; k++) {
                    c[k] = (byte) r.nextInt(256);
                }
                return c;
            }
            case 8: { // lines swapped
                String[] lines = new String(b, StandardCharsets.UTF_8).split("\n", -1);
                if (lines.length > 1) {
                    int i = r.nextInt(lines.length);
                    int j = r.nextInt(lines.length);
                    String t = lines[i];
                    lines[i] = lines[j];
                    lines[j] = t;
                }
                return String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
            }
            default: { // a character of the format put somewhere
                String chars = "+-| *\n{}[]\":,0123456789abcdefABCDEFxyz";
                if (n == 0) {
                    return b;
                }
                byte[] c = b.clone();
                c[r.nextInt(n)] = (byte) chars.charAt(r.nextInt(chars.length()));
                return c;
            }
        }
    }

    private static byte[] toggleWall(byte[] b, SplittableRandom r, boolean json) {
        String text = new String(b, StandardCharsets.UTF_8);
        if (json) {
            int from = text.indexOf("\"openings\":[");
            int to = from < 0 ? -1 : text.indexOf(']', from);
            java.util.List<Integer> digits = new java.util.ArrayList<>();
            for (int i = from + 1; i < to; i++) {
                if (Character.digit(text.charAt(i), 16) >= 0 && text.charAt(i) <= 'f') {
                    digits.add(i);
                }
            }
            if (digits.isEmpty()) {
                return b;
            }
            int at = digits.get(r.nextInt(digits.size()));
            return (text.substring(0, at) + Character.forDigit(r.nextInt(16), 16) + text.substring(at + 1))
                    .getBytes(StandardCharsets.UTF_8);
        }
        String[] lines = text.split("\n", -1);
        int width = lines[0].indexOf('+', 1) - 1;
        if (width < 1 || lines.length < 4) {
            return b;
        }
        int line = 1 + r.nextInt(lines.length - 3);
        String l = lines[line];
        int segments = (l.length() - 1) / (width + 1);
        if (segments < 1) {
            return b;
        }
        if (l.startsWith("+")) {
            int x = 1 + r.nextInt(segments) * (width + 1);
            String between = l.substring(x, Math.min(l.length(), x + width));
            String other = between.startsWith("-") ? " ".repeat(width) : "-".repeat(width);
            lines[line] = l.substring(0, x) + other + l.substring(Math.min(l.length(), x + width));
        } else if (segments > 1) {
            int x = (1 + r.nextInt(segments - 1)) * (width + 1);
            lines[line] = l.substring(0, x) + (l.charAt(x) == '|' ? ' ' : '|') + l.substring(x + 1);
        }
        return String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] slice(byte[] b, int from, int to) {
        return java.util.Arrays.copyOfRange(b, from, to);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
