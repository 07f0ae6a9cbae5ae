package org.gridpuzzles.cli.maze;

import static org.gridpuzzles.cli.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.gridpuzzles.ProjectFiles;
import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.cli.GridPuzzles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import picocli.CommandLine;

class MazeCliTest {


    /** Exit 2 and exactly one line on standard error, without a stack trace, that contains {@code expected}. */
    static void badInput(CommandRun r, String expected) {
        assertEquals(2, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertTrue(r.err().contains(expected), r.err());
    }

    /** The 2 x 3 kruskal maze of seed 4, as the program printed it before its engine was given an entry point. */
    static final String SMALL_ASCII = """
            +---+---+---+
            |       |   |
            +   +   +   +
            |   |       |
            +---+---+---+
            """;

    @Test
    void statsBlockHasTheInwinderArticlesNamesAndTheCountsOfSeedOne() {
        CommandRun r = run("maze", "generate", "--algorithm", "inwinder", "--rows", "8", "--cols", "13", "--seed", "1",
                "--stats");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(List.of("      Inwinder Tree (statistics)",
                "                        visits        5",
                "                         cells      104",
                "                      passages      103",
                "                         tiers        4",
                "                        onward       56",
                "                        inward       47",
                "                      backward        0"), lines.subList(0, 8));
        assertEquals("+---+---+---+---+---+---+---+---+---+---+---+---+---+", lines.get(8));
        assertEquals(8 + 17, lines.size());
    }

    @Test
    void smallMazeInAsciiAndJson() {
        CommandRun ascii = run("maze", "generate", "-a", "kruskal", "--rows", "2", "--cols", "3", "--seed", "4");
        assertEquals(0, ascii.code(), ascii.err());
        assertEquals(SMALL_ASCII, ascii.out());
        CommandRun json = run("maze", "generate", "-a", "kruskal", "--rows", "2", "--cols", "3", "--seed", "4",
                "--format", "json");
        assertEquals(0, json.code(), json.err());
        assertEquals("{\"grid\":\"rect\",\"cells\":6,\"rows\":2,\"cols\":3,\"algorithm\":\"kruskal\",\"seed\":4,\"openings\":[\"6c4\",\"139\"],"
                + "\"statistics\":{\"cells\":6,\"passages\":5}}\n", json.out());
    }

    @Test
    void theReadmesJsonExampleIsWhatItsCommandPrints() throws Exception {
        String readme = Files.readString(ProjectFiles.file("docs", "mazes.md"));
        String section = readme.substring(readme.indexOf("<!-- section: maze -->"),
                readme.indexOf("<!-- end section: maze -->"));
        String intro = "Maze JSON (`gridpuzzles ";
        int at = section.indexOf(intro);
        assertTrue(at >= 0, "the maze section names the command of its JSON example");
        String command = section.substring(at + intro.length(), section.indexOf('`', at + intro.length()));
        int block = section.indexOf("```json", at) + "```json".length();
        String shown = section.substring(block, section.indexOf("```", block)).replaceAll("\\s+", "");
        CommandRun r = run(command.split(" "));
        assertEquals(0, r.code(), r.err());
        assertEquals(shown, r.out().strip());
    }

    @Test
    void generatedJsonPassesCheck(@TempDir Path dir) {
        Path f = dir.resolve("m.json");
        assertEquals(0, run("maze", "generate", "-a", "wilson", "--size", "12", "--format", "json", "--out",
                f.toString()).code());
        CommandRun check = run("maze", "check", f.toString());
        assertEquals(0, check.code(), check.out());
        assertEquals(f + ": perfect: 144 fields, 143 passages, connected, no loop\n", check.out());
    }

    @Test
    void asciiPictureWithLabelsPassesCheck(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("m.txt");
        Files.writeString(f, "      Maze (statistics)\n" + SMALL_ASCII.replace("|       |   |", "| 1   2 | 3 |"));
        CommandRun check = run("maze", "check", f.toString());
        assertEquals(0, check.code(), check.err());
        assertEquals(f + ": perfect: 6 fields, 5 passages, connected, no loop\n", check.out());
    }

    @Test
    void checkSaysWhyAMazeIsNotPerfect(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("bad.json");
        // a loop of four fields, two fields cut off
        Files.writeString(f, "{\"rows\":2,\"cols\":3,\"openings\":[\"6c0\",\"390\"]}");
        CommandRun check = run("maze", "check", f.toString());
        assertEquals(1, check.code());
        assertEquals(f + ": not connected: 3 separate parts; field 1,3 is not reached from 1,1\n", check.out());
    }

    @Test
    void checkSaysConnectedWithLoopsForAFieldOfFourOpenFields(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("loop.json");
        Files.writeString(f, "{\"rows\":2,\"cols\":2,\"openings\":[\"6c\",\"39\"]}");
        CommandRun check = run("maze", "check", f.toString());
        assertEquals(0, check.code(), check.err());
        assertEquals(f + ": connected, with loops: 4 fields, 4 passages, 1 loops\n", check.out());
    }

    @Test
    void anAsciiMazeCutShortIsMalformed(@TempDir Path dir) throws Exception {
        CommandRun made = run("maze", "generate", "--rows", "8", "--cols", "13", "--seed", "1");
        byte[] bytes = made.out().getBytes(StandardCharsets.UTF_8);
        Path f = dir.resolve("cut.txt");
        Files.write(f, java.util.Arrays.copyOf(bytes, bytes.length - 40));
        badInput(run("maze", "check", f.toString()), f.toString());
        // cut at a line end too: the last wall line is then an inner one, with its gaps
        Path lines = dir.resolve("lines.txt");
        Files.writeString(lines, String.join("\n", made.out().lines().limit(15).toList()) + "\n");
        badInput(run("maze", "check", lines.toString()), "border is open");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', quoteCharacter = '`', value = {
        "`+---+---+\\n|       |\\n`;cut short",
        "`+---+---+\\n|       \\n+---+---+\\n`;right side missing",
        "`+---+---+\\n        |\\n+---+---+\\n`;where a border '|' belongs",
        "`+---+   +\\n|       |\\n+---+---+\\n`;top border is open",
        "`+---+---+\\n|       |\\n+---+   +\\n`;bottom border is open",
        "`+---+-x-+\\n|       |\\n+---+---+\\n`;neither a wall nor a gap",
        "`+---+---+\\n|       |\\n+---+---\\n`;a wall line 8 characters wide",
        "`no maze here\\n`;not a maze picture"})
    void aOneByTwoPictureMissingABorderIsMalformed(String picture, String reason, @TempDir Path dir)
            throws Exception {
        Path f = dir.resolve("p.txt");
        Files.writeString(f, picture.replace("\\n", "\n"));
        badInput(run("maze", "check", f.toString()), reason);
        badInput(run("maze", "path", "--maze", f.toString()), reason);
    }

    @Test
    void pathIsMarkedWithStars() {
        CommandRun r = run("maze", "path", "--rows", "8", "--cols", "13", "--seed", "1", "--from", "8,1", "--to", "1,13");
        assertEquals(0, r.code(), r.err());
        assertEquals("path 8,1 -> 1,13: 19 passages", r.out().lines().findFirst().orElseThrow());
        assertEquals(20, r.out().chars().filter(c -> c == '*').count());
        assertEquals("| * |           |       |   |               |       |", r.out().lines().toList().get(16));
    }

    @Test
    void pathThroughAMazeFile(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("m.txt");
        Files.writeString(f, SMALL_ASCII);
        CommandRun r = run("maze", "path", "--maze", f.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("path 2,1 -> 1,3: 5 passages\n" + """
                +---+---+---+
                | *   * | * |
                +   +   +   +
                | * | *   * |
                +---+---+---+
                """, r.out());
    }

    @Test
    void textureOfAKnownMaze() {
        CommandRun r = run("maze", "stats", "-a", "kruskal", "--size", "6", "--seed", "3");
        assertEquals(0, r.code(), r.err());
        assertEquals("fields 36\npassages 35\ndead-ends 10\nstraight 7\nturning 12\njunctions 6\ncrossings 1\n"
                + "longest-path 16\nlongest-path-from 1,6\nlongest-path-to 2,1\nloops 0\n", r.out());
    }

    @Test
    void algorithmsAreListedByName() {
        CommandRun r = run("maze", "algorithms");
        List<String> names = r.out().lines().map(l -> l.split(" ")[0]).toList();
        assertEquals(List.of("inwinder", "outwinder", "binary-tree", "sidewinder", "aldous-broder", "wilson",
                "hunt-and-kill", "recursive-backtracker", "kruskal", "prim-simplified", "prim-true", "growing-tree",
                "eller", "recursive-division"), names);
    }

    @Test
    void algorithmNamesAreCompletionCandidates() {
        for (String command : new String[] {"generate", "path", "stats"}) {
            CommandLine cl = GridPuzzles.commandLine(new String[] {"maze", command}).getSubcommands().get("maze")
                    .getSubcommands().get(command);
            List<String> candidates = new ArrayList<>();
            cl.getCommandSpec().findOption("-a").completionCandidates().forEach(candidates::add);
            assertEquals(14, candidates.size(), command);
            assertTrue(candidates.contains("prim-simplified"), candidates.toString());
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '#', quoteCharacter = '`', value = {
        "--size 0#--size 0 is not a positive size",
        "--rows -2 --cols 5#--rows -2 is not a positive size",
        "--size 5 --algorithm nope#unknown algorithm 'nope'; known: inwinder, outwinder, binary-tree",
        "--size 5 --which 500#which 500 is out of range",
        "--size 5 --which middle#which 'middle' is not random, first, last or an integer",
        "--size 5 --bias 1.5#bias 1.5 is not a probability between 0 and 1",
        "--size 50000#has more than 1073741824 fields",
        "--size 4 --rows 5#give either --size or --rows, not both",
        "--size 5 --format webp#expected one of ascii, svg, png, json, gif, svg-animated, pdf but was 'webp'",
        "--size 5 --labels colour#expected one of none, ring, distance but was 'colour'",
        "--size 5 --root 9,9#root 9,9 is off the 5 x 5 grid",
        "--size 5 --cell-choice mix:2#'mix:2' is not one of newest, oldest, random, mix:P (0 <= P <= 1)",
        "--size 5 -a growing-tree --cell-choice mix:2#(0 <= P <= 1)",
        "--rows 5#--rows 5 needs --cols too (or --size N)",
        "--cols 5#--cols 5 needs --rows too (or --size N)",
        "--seed 1#missing board size: give --size N or --rows R --cols C",
        "--size 5 --out /proc/m.txt#cannot write /proc/m.txt: "})
    void badInputIsOneLineAndExitTwo(String args, String message) {
        badInput(run(("maze generate " + args).split(" ")), message);
    }

    @Test
    void benchChecksEverySizeBeforeItTimesAnything() {
        CommandRun r = run("maze", "bench", "--sizes", "5,30000", "--algorithms", "growing-tree", "--warmup", "0");
        badInput(r, "a 30000 x 30000 maze with growing-tree needs about");
        assertEquals("", r.out());
        badInput(run("maze", "bench", "--sizes", "5", "--repeat", "0"), "repeat 0 must be at least 1");
        badInput(run("maze", "bench", "--sizes", "5", "--algorithms", "nope"), "unknown algorithm 'nope'");
    }

    @Test
    void anEmptyOutPathIsNamed() {
        badInput(run("maze", "generate", "--size", "5", "--out", ""), "cannot write '': the file name is empty");
    }

    @Test
    void aMissingSizeIsFineWithAMazeFile(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("m.txt");
        Files.writeString(f, SMALL_ASCII);
        CommandRun r = run("maze", "generate", "--maze", f.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(SMALL_ASCII, r.out());
        badInput(run("maze", "path", "--seed", "1"), "missing board size");
        badInput(run("maze", "stats", "--compare"), "missing board size");
    }

    @Test
    void carvingIsTheOrderOfThePassagesInTheJson() {
        CommandRun r = run("maze", "generate", "-a", "inwinder", "--size", "3", "--seed", "1", "--format", "json",
                "--carving");
        assertEquals(0, r.code(), r.err());
        assertEquals("{\"grid\":\"rect\",\"cells\":9,\"rows\":3,\"cols\":3,\"algorithm\":\"inwinder\",\"seed\":1,\"openings\":[\"2c4\",\"6fd\",\"111\"],"
                + "\"statistics\":{\"visits\":3,\"cells\":9,\"passages\":8,\"tiers\":2,\"onward\":4,\"inward\":4,"
                + "\"backward\":0},\"carving\":[[2,2,\"D\"],[2,1,\"D\"],[2,1,\"R\"],[1,1,\"R\"],[1,2,\"D\"],[1,3,\"D\"],"
                + "[2,3,\"D\"],[2,2,\"R\"]]}\n", r.out());
        // without --carving the JSON is what it always was
        CommandRun plain = run("maze", "generate", "-a", "inwinder", "--size", "3", "--seed", "1", "--format", "json");
        assertEquals(r.out().substring(0, r.out().indexOf(",\"carving\"")) + "}\n", plain.out());
        CommandRun division = run("maze", "generate", "-a", "recursive-division", "--size", "3", "--seed", "1",
                "--format", "json", "--carving");
        assertTrue(division.out().endsWith("\"carving\":[[2,2,\"R\",1,3],[2,3,\"D\",3,3],[1,3,\"D\",3,3],"
                + "[1,1,\"D\",1,2],[2,2,\"D\",1,2],[3,1,\"R\",3,3],[2,1,\"R\",2,2],[1,1,\"R\",1,1]]}\n"), division.out());
        badInput(run("maze", "generate", "--size", "3", "--carving"), "--carving is written in the JSON output");
    }

    @Test
    void aMazeFileWithItsCarvingIsStillAMazeFile(@TempDir Path dir) {
        Path f = dir.resolve("m.json");
        assertEquals(0, run("maze", "generate", "-a", "hunt-and-kill", "--size", "9", "--format", "json", "--carving",
                "--out", f.toString()).code());
        CommandRun check = run("maze", "check", f.toString());
        assertEquals(f + ": perfect: 81 fields, 80 passages, connected, no loop\n", check.out());
    }

    @Test
    void carvingNeedsAGeneratedMaze(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("m.txt");
        Files.writeString(f, SMALL_ASCII);
        badInput(run("maze", "generate", "--maze", f.toString(), "--format", "json", "--carving"),
                "a maze file has no carving order");
    }

    @Test
    void pathAsJsonGivesTheFieldsInOrder() {
        CommandRun r = run("maze", "path", "--size", "4", "--seed", "1", "--from", "1,1", "--to", "4,4", "--format",
                "json");
        assertEquals(0, r.code(), r.err());
        assertEquals("{\"grid\":\"rect\",\"cells\":16,\"rows\":4,\"cols\":4,\"from\":[1,1],\"to\":[4,4],\"found\":true,\"length\":6,"
                + "\"path\":[[1,1],[1,2],[2,2],[3,2],[3,3],[4,3],[4,4]],\"pathCells\":[0,1,5,9,10,14,15]}\n", r.out());
        // the same length as the text output says
        CommandRun text = run("maze", "path", "--size", "4", "--seed", "1", "--from", "1,1", "--to", "4,4");
        assertEquals("path 1,1 -> 4,4: 6 passages", text.out().lines().findFirst().orElseThrow());
    }

    @Test
    void pathAsJsonSaysWhenTheMazeDoesNotConnectTheFields(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("split.txt");
        Files.writeString(f, "+---+---+\n|   |   |\n+---+---+\n");
        CommandRun r = run("maze", "path", "--maze", f.toString(), "--from", "1,1", "--to", "1,2", "--format", "json");
        assertEquals(1, r.code(), r.err());
        assertEquals("{\"grid\":\"rect\",\"cells\":2,\"rows\":1,\"cols\":2,\"from\":[1,1],\"to\":[1,2],\"found\":false,\"length\":null,"
                + "\"path\":[],\"pathCells\":[]}\n", r.out());
    }

    @Test
    void pathOffTheGridIsBadInput() {
        badInput(run("maze", "path", "--size", "5", "--from", "0,1"), "from 0,1 is off the 5 x 5 grid");
        badInput(run("maze", "path", "--size", "5", "--format", "text"), "expected one of ascii, svg, png, json");
    }

    @Test
    void aFullDeviceIsExitTwoAndStaysADevice() {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.exists(full) && Files.isWritable(full), "a Linux /dev/full");
        CommandRun r = run("maze", "generate", "--size", "5", "--seed", "1", "--format", "png", "--out", "/dev/full");
        badInput(r, "cannot write /dev/full: no space left on device");
        assertFalse(Files.isRegularFile(full));
    }

    @Test
    void aSymlinkIsKeptAndItsTargetWritten(@TempDir Path dir) throws Exception {
        Path real = dir.resolve("real.txt");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.txt"), real.getFileName());
        CommandRun r = run("maze", "generate", "-a", "kruskal", "--rows", "2", "--cols", "3", "--seed", "4", "--out",
                link.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.isSymbolicLink(link));
        assertEquals(SMALL_ASCII, Files.readString(real));
        Path png = Files.createSymbolicLink(dir.resolve("link.png"), dir.resolve("real.png").getFileName());
        assertEquals(0, run("maze", "generate", "--size", "5", "--seed", "1", "--format", "png", "--out",
                png.toString()).code());
        assertTrue(Files.isSymbolicLink(png));
        byte[] head = Files.readAllBytes(dir.resolve("real.png"));
        assertEquals((byte) 0x89, head[0]);
        assertEquals('P', head[1]);
    }

    @Test
    void aFifoIsWrittenThrough(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("maze.fifo");
        Process mkfifo;
        try {
            mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        } catch (java.io.IOException e) {
            assumeTrue(false, "mkfifo is not available");
            return;
        }
        assumeTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "mkfifo works here");
        var reader = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(fifo);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        CommandRun r = run("maze", "generate", "-a", "kruskal", "--rows", "2", "--cols", "3", "--seed", "4", "--out",
                fifo.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(SMALL_ASCII, reader.get(30, TimeUnit.SECONDS));
        assertFalse(Files.isRegularFile(fifo));
    }

    @Test
    void helpUsesOneVerbStyle() {
        for (String command : new String[] {"algorithms", "generate", "path", "stats", "check", "bench"}) {
            CommandRun help = run("maze", command, "--help");
            assertEquals(0, help.code());
            String first = help.out().lines().dropWhile(l -> l.startsWith("Usage") || l.startsWith(" ")).findFirst()
                    .orElseThrow();
            assertTrue(first.split(" ")[0].endsWith("s"), command + ": " + first);
        }
        CommandRun main = run("maze", "--help");
        assertTrue(main.out().contains("maze bench --sizes 300,1000"), main.out());
        assertFalse(main.out().contains("--sizes 1000,10000"), main.out());
    }

    @Test
    void helpAndVersion() {
        assertEquals(0, run("--version").code());
        CommandRun help = run("maze", "generate", "--help");
        assertEquals(0, help.code());
        assertTrue(help.out().contains("Examples"));
        assertEquals(2, run("maze").code());
    }
}
