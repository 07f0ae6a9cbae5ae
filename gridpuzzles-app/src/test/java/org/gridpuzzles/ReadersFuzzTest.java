package org.gridpuzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.InputFiles;
import org.gridpuzzles.io.TextFiles;
import org.gridpuzzles.knight.KnightTours;
import org.gridpuzzles.knight.TourCheckOptions;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.CellMaze;
import org.gridpuzzles.maze.GridShape;
import org.gridpuzzles.maze.CellMaze;
import org.gridpuzzles.maze.MazeOptions;
import org.gridpuzzles.maze.Mazes;
import org.gridpuzzles.push.PushLabyrinths;
import org.gridpuzzles.push.PushPuzzle;
import org.gridpuzzles.push.PushStep;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.Rules;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every file reader of the library fed with files the program made, mutated (bits flipped, cut short, control
 * characters, invalid UTF-8 and huge numbers put in, keys repeated, ranges deleted or repeated, content after the
 * end), and with empty and random files: each case gives a result that the engine's checker agrees with, or an
 * {@link InvalidInputException} of one line; any other exception is a failure. Seeded ({@code -Dfuzz.seed},
 * {@code -Dfuzz.cases}); prints one line with the figures.
 */
@Tag("slow")
class ReadersFuzzTest {

    private static final long SEED = Long.getLong("fuzz.seed", 20_261_202L);
    private static final int CASES = Integer.getInteger("fuzz.cases", 4000);

    /** A reader: reads the file, checks what it read with the engine's checker, fails when they disagree. */
    interface Read {
        void read(Path file) throws Exception;
    }

    record Reader(String name, List<byte[]> valid, Read read) {
    }

    @Test
    void everyReaderGivesACheckedResultOrOneLine(@TempDir Path dir) throws Exception {
        List<Reader> readers = readers(dir);
        SplittableRandom rnd = new SplittableRandom(SEED);
        List<String> failures = new ArrayList<>();
        long refused = 0;
        long accepted = 0;
        long t0 = System.nanoTime();
        for (int i = 0; i < CASES; i++) {
            Reader reader = readers.get(i % readers.size());
            byte[] base = reader.valid().get(rnd.nextInt(reader.valid().size()));
            boolean untouched = rnd.nextInt(20) == 0;
            byte[] bytes = untouched ? base : Mutations.mutate(base, rnd);
            Path file = dir.resolve("case-" + reader.name());
            Files.write(file, bytes);
            String label = reader.name() + " case " + i + " (seed " + SEED + ")";
            try {
                reader.read().read(file);
                accepted++;
            } catch (InvalidInputException e) {
                refused++;
                String m = e.getMessage();
                if (untouched || m == null || m.isBlank() || m.contains("\n")) {
                    failures.add(label + (untouched ? " refused the valid file: " : " not one line: ") + m);
                }
            } catch (Throwable t) {
                failures.add(label + ": " + t + " for " + shown(bytes));
            }
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        System.out.printf("readers fuzz: %d cases over %d readers (seed %d): %d refused, %d accepted, %.1f s%n",
                CASES, readers.size(), SEED, refused, accepted, seconds);
        assertEquals(List.of(), failures.subList(0, Math.min(20, failures.size())), failures.size() + " failures");
    }

    private static String shown(byte[] bytes) {
        String s = new String(bytes, 0, Math.min(bytes.length, 200), StandardCharsets.UTF_8);
        return bytes.length + " bytes: " + s.replaceAll("\\p{Cntrl}", "?");
    }

    // ---- the readers, each with files the program wrote

    private static byte[] made(String... args) {
        CommandRun r = CommandRun.run(args);
        assertEquals(0, r.code(), String.join(" ", args) + ": " + r.err());
        return r.out().getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] file(Path f) throws IOException {
        return Files.readAllBytes(f);
    }

    private static List<Reader> readers(Path dir) throws IOException {
        List<Reader> readers = new ArrayList<>();
        List<byte[]> rectJson = new ArrayList<>();
        List<byte[]> rectAscii = new ArrayList<>();
        for (String a : new String[] {"inwinder", "kruskal", "eller", "recursive-division"}) {
            rectJson.add(made("maze", "generate", "-a", a, "--rows", "4", "--cols", "6", "--seed", "5", "--format",
                    "json"));
            rectAscii.add(made("maze", "generate", "-a", a, "--rows", "3", "--cols", "5", "--seed", "5"));
        }
        readers.add(new Reader("maze-json", rectJson, ReadersFuzzTest::rectMaze));
        readers.add(new Reader("maze-ascii", rectAscii, ReadersFuzzTest::rectMaze));

        List<byte[]> gridJson = new ArrayList<>();
        for (String g : new String[] {"hex", "triangle", "weave", "torus"}) {
            gridJson.add(made("maze", "generate", "--grid", g, "--size", "4", "--seed", "3", "--format", "json"));
        }
        gridJson.add(made("maze", "generate", "--grid", "polar", "--rings", "3", "--seed", "3", "--format", "json"));
        readers.add(new Reader("grid-maze-json", gridJson, ReadersFuzzTest::gridMaze));
        readers.add(new Reader("maze-mask", List.of(file(ProjectFiles.file("examples", "maze", "heart.txt")),
                "..X\n...\nX..\n".getBytes(StandardCharsets.UTF_8)), f -> mask(f, GridShape.RECT)));
        // a 7 x 5 mask with a dark wall down the middle but for its last row
        java.io.ByteArrayOutputStream png = new java.io.ByteArrayOutputStream();
        java.awt.image.BufferedImage picture = new java.awt.image.BufferedImage(7, 5,
                java.awt.image.BufferedImage.TYPE_BYTE_GRAY);
        for (int y = 0; y < 5; y++) {
            for (int x = 0; x < 7; x++) {
                picture.getRaster().setSample(x, y, 0, x == 3 && y < 4 ? 0 : 255);
            }
        }
        javax.imageio.ImageIO.write(picture, "png", png);
        readers.add(new Reader("maze-mask-png", List.of(file(ProjectFiles.file("examples", "maze", "ring.png")),
                png.toByteArray()), f -> mask(f.resolveSibling(f.getFileName() + ".png"), f, GridShape.HEX)));

        readers.add(new Reader("knight-json", List.of(made("knight", "tour", "--size", "5", "--format", "json"),
                made("knight", "tour", "--rows", "3", "--cols", "4", "--format", "json")), f -> knight(f, null)));
        readers.add(new Reader("knight-moves", List.of(made("knight", "tour", "--size", "5", "--format", "moves")),
                f -> knight(f, new Grid(5, 5))));

        byte[] list = made("squares", "list", "--rows", "2", "--cols", "3", "--format", "json");
        readers.add(new Reader("squares-boards", List.of(list, "xox/xxo/oox\nxo/ox\n".getBytes(StandardCharsets.UTF_8),
                "{\"board\": [\"xox\", \"xxo\", \"oox\"]}\n".getBytes(StandardCharsets.UTF_8)),
                ReadersFuzzTest::boards));
        Path proof = dir.resolve("proof.txt");
        made("squares", "solve", "--rows", "3", "--cols", "3", "--proof", proof.toString());
        Object value;
        try (InputStream in = Files.newInputStream(proof)) {
            value = AvoidTheSquare.checkProof(in, proof.toString()).details().get("value");
        }
        readers.add(new Reader("squares-certificate", List.of(file(proof)), f -> certificate(f, value)));

        Path example = ProjectFiles.file("examples", "push", "example.asp");
        List<byte[]> instances = new ArrayList<>(List.of(file(example)));
        for (String seed : new String[] {"1", "2"}) {
            instances.add(made("push", "generate", "--size", "4", "--seed", seed));
        }
        readers.add(new Reader("push-facts", instances, ReadersFuzzTest::pushFacts));
        PushPuzzle puzzle = PushLabyrinths.read(example);
        readers.add(new Reader("push-solution", List.of("push(1,w,1). push(2,n,2).\n".getBytes(StandardCharsets.UTF_8),
                made("push", "solve", example.toString())), f -> pushSolution(f, puzzle)));
        readers.add(new Reader("push-references", List.of(("file,min_pushes\nexample.asp,2\nb.asp,>=5\nc.asp,\n")
                .getBytes(StandardCharsets.UTF_8)), PushLabyrinths::readReferences));
        return readers;
    }

    /** A rectangle's maze: the checker of the file and that of the maze read agree. */
    private static void rectMaze(Path f) {
        Verdict raw = Mazes.check(f);
        CellMaze maze = Mazes.read(f);
        Verdict read = Mazes.check(maze);
        if (raw.valid()) {
            assertTrue(read.valid(), f + ": the file is valid, the maze read is not: " + read.problem());
            assertEquals(raw.details().get("fields"), read.details().get("fields"));
            assertEquals(raw.details().get("passages"), read.details().get("passages"));
        }
    }

    private static void gridMaze(Path f) {
        String text = TextFiles.read(f);
        Verdict raw = Mazes.check(text, f.toString());
        if (raw.valid()) {
            CellMaze maze = Mazes.readGrid(text, f.toString());
            Verdict read = Mazes.check(maze);
            assertTrue(read.valid(), f + ": the file is valid, the maze read is not: " + read.problem());
        }
    }

    /** A PNG mask is known by its name: the case's bytes under a name that ends in .png. */
    private static void mask(Path png, Path f, GridShape shape) throws IOException {
        Files.copy(f, png, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        mask(png, shape);
    }

    private static void mask(Path f, GridShape shape) {
        CellGrid grid = Mazes.readMask(f, shape);
        assertTrue(Mazes.check(Mazes.generate(grid, MazeOptions.defaults().seed(1)).maze()).valid());
    }

    private static void knight(Path f, Grid board) {
        TourCheckOptions o = board == null ? TourCheckOptions.of() : TourCheckOptions.of().board(board)
                .start(new Field(1, 1));
        Verdict v = KnightTours.check(f, o);
        if (v.valid()) {
            assertTrue(KnightTours.check(KnightTours.readTour(f, o)).valid(), f + ": valid, but not as a tour read");
        }
    }

    private static void boards(Path f) {
        for (Board b : AvoidTheSquare.readBoards(f)) {
            Rules rules = Rules.twoColours(b.rows(), b.cols());
            if (AvoidTheSquare.checkFinal(b, rules).valid()) {
                assertTrue(AvoidTheSquare.checkPosition(b, rules).valid(), b.compact() + ": final but no position");
            }
        }
    }

    /** A certificate said valid proves the value the game has: no mutation can prove another. */
    private static void certificate(Path f, Object value) throws IOException {
        try (InputStream in = InputFiles.open(f)) {
            Verdict v = AvoidTheSquare.checkProof(in, f.toString());
            if (v.valid()) {
                assertEquals(value, v.details().get("value"), f + ": a certificate of another value");
            }
        }
    }

    private static void pushFacts(Path f) {
        PushPuzzle p = PushLabyrinths.read(f);
        PushLabyrinths.check(p, List.of());
    }

    /** A solution said valid is no shorter than the minimum, 2 pushes. */
    private static void pushSolution(Path f, PushPuzzle puzzle) {
        List<PushStep> steps = PushLabyrinths.readSolution(f, puzzle);
        if (PushLabyrinths.checkSteps(puzzle, steps).valid()) {
            assertTrue(PushLabyrinths.inStepOrder(steps).size() >= 2, f + ": a solution shorter than the minimum");
        }
    }

    /** The mutations: each case applies one to three of them to a valid file. */
    static final class Mutations {

        private static final String[] NUMBERS = {"0", "-1", "2147483647", "2147483648", "-2147483648",
            "99999999999999999999", "1e400", "46341", "65536", "1073741824", "3.5", "NaN", "0x10", "\"8\"", "null"};
        private static final String[] TAILS = {"garbage", "{}", "\n[1]", "0", "\u001b[2J", "}", "\n\n%", ",",
            "push(9,n,9)."};
        private static final Pattern MEMBER = Pattern.compile("\"\\w+\"\\s*:\\s*(-?\\d+|\"[^\"]*\"|\\[[^\\[\\]]*\\])");
        private static final Pattern DIGITS = Pattern.compile("\\d+");

        private Mutations() {
        }

        static byte[] mutate(byte[] valid, SplittableRandom rnd) {
            byte[] b = valid;
            int times = 1 + rnd.nextInt(3);
            for (int t = 0; t < times; t++) {
                b = once(b, rnd);
            }
            return b;
        }

        private static byte[] once(byte[] b, SplittableRandom rnd) {
            int at = b.length == 0 ? 0 : rnd.nextInt(b.length + 1);
            switch (rnd.nextInt(12)) {
                case 0 -> { // bits flipped
                    byte[] c = b.clone();
                    for (int k = 0; k < 1 + rnd.nextInt(4) && c.length > 0; k++) {
                        c[rnd.nextInt(c.length)] ^= (byte) (1 << rnd.nextInt(8));
                    }
                    return c;
                }
                case 1 -> {
                    return java.util.Arrays.copyOf(b, at); // cut short
                }
                case 2 -> { // control characters
                    String[] controls = {"\u0000", "\u000b", "\u001b", "\r", "\u007f", "\u009b", "\t", "\f"};
                    return insert(b, at, controls[rnd.nextInt(controls.length)].getBytes(StandardCharsets.UTF_8));
                }
                case 3 -> { // invalid UTF-8
                    byte[][] bad = {{(byte) 0xc3, 0x28}, {(byte) 0xff}, {(byte) 0xe2, (byte) 0x82}, {(byte) 0xef,
                        (byte) 0xbb, (byte) 0xbf}};
                    return insert(b, at, bad[rnd.nextInt(bad.length)]);
                }
                case 4 -> { // a number made huge or not a number
                    return replace(b, DIGITS, NUMBERS[rnd.nextInt(NUMBERS.length)], rnd);
                }
                case 5 -> { // a key repeated with another value
                    String s = new String(b, StandardCharsets.UTF_8);
                    Matcher m = MEMBER.matcher(s);
                    List<int[]> found = new ArrayList<>();
                    while (m.find()) {
                        found.add(new int[] {m.start(), m.end(), m.start(1)});
                    }
                    if (found.isEmpty()) {
                        return insert(b, at, "\"rows\": 3, ".getBytes(StandardCharsets.UTF_8));
                    }
                    int[] f = found.get(rnd.nextInt(found.size()));
                    String key = s.substring(f[0], f[2]);
                    String copy = key + NUMBERS[rnd.nextInt(NUMBERS.length)] + ", ";
                    return (s.substring(0, f[0]) + copy + s.substring(f[0])).getBytes(StandardCharsets.UTF_8);
                }
                case 6 -> {
                    return concat(b, TAILS[rnd.nextInt(TAILS.length)].getBytes(StandardCharsets.UTF_8)); // after
                }
                case 7 -> {
                    return new byte[0]; // empty
                }
                case 8 -> { // random bytes
                    byte[] r = new byte[rnd.nextInt(300)];
                    rnd.nextBytes(r);
                    return r;
                }
                case 9 -> { // a range deleted
                    int to = Math.min(b.length, at + 1 + rnd.nextInt(20));
                    byte[] c = new byte[b.length - (to - at)];
                    System.arraycopy(b, 0, c, 0, at);
                    System.arraycopy(b, to, c, at, b.length - to);
                    return c;
                }
                case 10 -> { // a range repeated
                    int to = Math.min(b.length, at + 1 + rnd.nextInt(40));
                    return insert(b, at, java.util.Arrays.copyOfRange(b, at, to));
                }
                default -> { // a byte replaced by one the formats use
                    byte[] alphabet = "{}[]\",:0123456789.-+xo/|RDLUnesw()\n ".getBytes(StandardCharsets.UTF_8);
                    byte[] c = b.clone();
                    if (c.length > 0) {
                        c[rnd.nextInt(c.length)] = alphabet[rnd.nextInt(alphabet.length)];
                    }
                    return c;
                }
            }
        }

        private static byte[] insert(byte[] b, int at, byte[] what) {
            int i = Math.min(at, b.length);
            byte[] c = new byte[b.length + what.length];
            System.arraycopy(b, 0, c, 0, i);
            System.arraycopy(what, 0, c, i, what.length);
            System.arraycopy(b, i, c, i + what.length, b.length - i);
            return c;
        }

        private static byte[] concat(byte[] b, byte[] tail) {
            return insert(b, b.length, tail);
        }

        private static byte[] replace(byte[] b, Pattern p, String with, SplittableRandom rnd) {
            String s = new String(b, StandardCharsets.ISO_8859_1);
            Matcher m = p.matcher(s);
            List<int[]> found = new ArrayList<>();
            while (m.find()) {
                found.add(new int[] {m.start(), m.end()});
            }
            if (found.isEmpty()) {
                return b;
            }
            int[] f = found.get(rnd.nextInt(found.size()));
            return (s.substring(0, f[0]) + with + s.substring(f[1])).getBytes(StandardCharsets.ISO_8859_1);
        }
    }
}
