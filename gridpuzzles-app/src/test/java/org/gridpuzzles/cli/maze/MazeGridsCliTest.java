package org.gridpuzzles.cli.maze;

import static org.gridpuzzles.cli.CommandRun.run;
import static org.gridpuzzles.cli.maze.MazeCliTest.badInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;

import org.gridpuzzles.cli.CommandRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MazeGridsCliTest {

    @TempDir
    Path dir;

    @Test
    void gridsAreListedNameFirst() {
        CommandRun r = run("maze", "grids");
        assertEquals(0, r.code(), r.err());
        List<String> names = r.out().lines().map(l -> l.split("\\s+")[0]).toList();
        assertEquals(List.of("rect", "polar", "hex", "triangle", "weave", "cylinder", "torus", "moebius", "klein",
                "upsilon", "3d"),
                names);
    }

    @Test
    void algorithmsByGrid() {
        CommandRun polar = run("maze", "algorithms", "--grid", "polar");
        assertEquals(0, polar.code(), polar.err());
        assertTrue(polar.out().startsWith("inwinder "), polar.out());
        assertTrue(polar.out().contains("outwinder "));
        assertTrue(!polar.out().contains("binary-tree") && !polar.out().contains("eller"));
        CommandRun weave = run("maze", "algorithms", "--grid", "weave");
        assertTrue(weave.out().contains("kruskal") && weave.out().contains("recursive-backtracker"));
        assertEquals(7, weave.out().lines().count());
        assertTrue(weave.out().contains("wilson") && weave.out().contains("aldous-broder")
                && weave.out().contains("hunt-and-kill") && !weave.out().contains("prim-true"), weave.out());
        CommandRun weaveWhy = run("maze", "algorithms", "--grid", "weave", "--why-not");
        assertEquals(0, weaveWhy.code(), weaveWhy.err());
        assertTrue(weaveWhy.out().startsWith(weave.out()), weaveWhy.out());
        assertEquals(14, weaveWhy.out().lines().count(), weaveWhy.out());
        assertTrue(weaveWhy.out().lines().anyMatch(l -> l.startsWith("prim-true ")
                && l.contains("does not run here: prim-true grows along the cheapest of fixed random wall weights")),
                weaveWhy.out());
        assertTrue(weaveWhy.out().lines().anyMatch(l -> l.startsWith("inwinder ")
                && l.contains("a weave's bridges would cross")), weaveWhy.out());
        assertEquals(14, run("maze", "algorithms", "--grid", "rect").out().lines().count());
        assertEquals(10, run("maze", "algorithms", "--grid", "rect", "--masked").out().lines().count());
    }

    @Test
    void mazesAreCountedOnEveryGridButWeave() {
        CommandRun square = run("maze", "count", "--size", "5");
        assertEquals(0, square.code(), square.err());
        assertEquals("557568000", square.out().lines().reduce((a, b) -> b).orElseThrow());
        assertTrue(square.out().startsWith("rect grid: 25 fields, 40 walls; 9 digits"), square.out());
        CommandRun polar = run("maze", "count", "--grid", "polar", "--rings", "3", "--format", "json");
        assertEquals(0, polar.code(), polar.err());
        assertTrue(polar.out().startsWith("{\"grid\":\"polar\",\"fields\":"), polar.out());
        badInput(run("maze", "count", "--grid", "weave", "--size", "4"), "weave");
    }

    @Test
    void aBookletOfMazesWithTheirSolutions() throws Exception {
        Path book = dir.resolve("book.pdf");
        CommandRun r = run("maze", "print", "--size", "12", "--seed", "3", "--count", "5", "--per-page", "2",
                "--solutions", "--out", book.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("5 mazes on 6 pages, "), r.out());
        try (org.apache.pdfbox.pdmodel.PDDocument doc = org.apache.pdfbox.Loader.loadPDF(book.toFile())) {
            assertEquals(6, doc.getNumberOfPages());
            String text = new org.apache.pdfbox.text.PDFTextStripper().getText(doc);
            assertTrue(text.contains("inwinder, seed 7") && text.contains("solution: inwinder, seed 3"), text);
        }
        badInput(run("maze", "print", "--size", "12"), "--out FILE");
        badInput(run("maze", "print", "--size", "12", "--per-page", "40", "--out", dir.resolve("x.pdf").toString()),
                "perPage");
    }

    @Test
    void rowAlgorithmsSayWhyTheyDoNotApply() {
        for (String a : List.of("binary-tree", "sidewinder", "eller")) {
            badInput(run("maze", "generate", "--grid", "hex", "--size", "5", "-a", a),
                    a + " needs rows that end and a row above every row");
        }
        badInput(run("maze", "generate", "--grid", "torus", "--size", "5", "-a", "inwinder"),
                "a torus has no outside");
        badInput(run("maze", "generate", "--grid", "weave", "--size", "5", "-a", "prim-true"),
                "so they have no fixed weight: it does not run on a weave");
        for (String a : List.of("wilson", "aldous-broder", "hunt-and-kill")) {
            CommandRun weave = run("maze", "generate", "--grid", "weave", "--size", "7", "-a", a, "--seed", "4");
            assertEquals(0, weave.code(), a + ": " + weave.err());
        }
    }

    @Test
    void whichMustStayBelowTheLongestRun() {
        // the largest ring: polar's outermost (1, 6, 12 fields), the hex outline, the triangle's outer ring (two
        // rows of 9 and sides of 2 x 3), the cylinder's top and bottom rows
        String[][] grids = {{"--grid", "polar", "--rings", "3"}, {"--grid", "hex", "--size", "5"},
            {"--grid", "triangle", "--rows", "5", "--cols", "9"}, {"--grid", "cylinder", "--rows", "4", "--cols", "5"}};
        int[] longest = {12, 16, 30, 10};
        for (int i = 0; i < grids.length; i++) {
            for (String a : List.of("inwinder", "outwinder")) {
                for (int k : new int[] {longest[i] - 1, -longest[i]}) {
                    List<String> args = new java.util.ArrayList<>(List.of("maze", "generate", "-a", a, "--seed", "1",
                            "--format", "json", "--which", Integer.toString(k)));
                    args.addAll(List.of(grids[i]));
                    CommandRun ok = run(args.toArray(String[]::new));
                    assertEquals(0, ok.code(), args + ": " + ok.err());
                }
                for (int k : new int[] {longest[i], -longest[i] - 1}) {
                    List<String> args = new java.util.ArrayList<>(List.of("maze", "generate", "-a", a,
                            "--which", Integer.toString(k)));
                    args.addAll(List.of(grids[i]));
                    badInput(run(args.toArray(String[]::new)), "which " + k + " is out of range: runs on a ");
                }
            }
        }
    }

    @Test
    void everyGridGoesThroughJsonAndTheChecker() throws Exception {
        for (String[] g : List.of(new String[] {"--grid", "polar", "--rings", "6"},
                new String[] {"--grid", "hex", "--size", "7"}, new String[] {"--grid", "triangle", "--size", "7"},
                new String[] {"--grid", "weave", "--size", "9", "-a", "kruskal"},
                new String[] {"--grid", "cylinder", "--size", "6"}, new String[] {"--grid", "torus", "--size", "6"},
                new String[] {"--grid", "moebius", "--size", "6"}, new String[] {"--grid", "klein", "--size", "6"},
                new String[] {"--grid", "upsilon", "--size", "7"},
                new String[] {"--grid", "3d", "--levels", "3", "--size", "5"})) {
            Path json = dir.resolve(g[1] + ".json");
            String[] args = concat(new String[] {"maze", "generate", "--seed", "3", "--format", "json", "--out",
                json.toString()}, g);
            CommandRun made = run(args);
            assertEquals(0, made.code(), made.err());
            String text = Files.readString(json);
            assertTrue(text.startsWith("{\"grid\":\"" + g[1] + "\",\"cells\":"), text);
            assertTrue(text.contains("\"passages\":[["), text);
            CommandRun check = run("maze", "check", json.toString());
            assertEquals(0, check.code(), check.err());
            assertTrue(check.out().contains(": perfect: "), check.out());
            CommandRun solve = run("maze", "solve", "--maze", json.toString(), "--ends", "hardest", "--format", "json");
            assertEquals(0, solve.code(), solve.err());
            assertTrue(solve.out().startsWith("{\"grid\":\"" + g[1] + "\""), solve.out());
        }
        Path levels = dir.resolve("3d.txt");
        assertEquals(0, run("maze", "generate", "--grid", "3d", "--levels", "2", "--size", "3", "--out",
                levels.toString()).code());
        badInput(run("maze", "check", levels.toString()), "the ASCII picture of a 3d maze is not read back");
        String weave = Files.readString(dir.resolve("weave.json"));
        assertTrue(weave.contains("\"crossings\":[["), "a 9 x 9 weave of seed 3 has bridges");
    }

    @Test
    void backtrackedWeavesHaveBridges() throws Exception {
        Path json = dir.resolve("w.json");
        CommandRun made = run("maze", "generate", "--grid", "weave", "--size", "12", "--seed", "5", "-a",
                "recursive-backtracker", "--format", "json", "--out", json.toString());
        assertEquals(0, made.code(), made.err());
        assertTrue(Files.readString(json).contains("\"crossings\":[["), "a 12 x 12 backtracked weave has bridges");
        CommandRun check = run("maze", "check", json.toString());
        assertEquals(0, check.code(), check.out());
        assertTrue(check.out().contains(": perfect: 144 fields, 143 passages"), check.out());
    }

    @Test
    void weavePicturesReadBackAndMaskedOnesSayToUseJson() throws Exception {
        Path ascii = dir.resolve("w.txt");
        Path json = dir.resolve("w.json");
        for (String[] out : new String[][] {{"--out", ascii.toString()}, {"--format", "json", "--out", json.toString()}}) {
            List<String> args = new java.util.ArrayList<>(List.of("maze", "generate", "--grid", "weave", "--size",
                    "9", "--seed", "3"));
            args.addAll(List.of(out));
            assertEquals(0, run(args.toArray(String[]::new)).code());
        }
        assertTrue(Files.readString(ascii).contains("| |") || Files.readString(ascii).contains("==="));
        CommandRun check = run("maze", "check", ascii.toString());
        assertEquals(0, check.code(), check.err());
        assertTrue(check.out().contains(": perfect: 81 fields, 80 passages"), check.out());
        // the picture and the JSON are the same maze: the same solution from either
        CommandRun fromAscii = run("maze", "solve", "--maze", ascii.toString(), "--format", "json");
        CommandRun fromJson = run("maze", "solve", "--maze", json.toString(), "--format", "json");
        assertEquals(0, fromAscii.code(), fromAscii.err());
        assertEquals(fromJson.out(), fromAscii.out());

        Path mask = dir.resolve("mask.txt");
        Files.writeString(mask, "X...\n..X.\n...X\n");
        Path masked = dir.resolve("m.txt");
        assertEquals(0, run("maze", "generate", "--mask", mask.toString(), "--seed", "2", "-a", "kruskal", "--out",
                masked.toString()).code());
        badInput(run("maze", "check", masked.toString()), "the ASCII picture of a masked maze cannot be read back");
        badInput(run("maze", "solve", "--maze", masked.toString()), "use its JSON");
    }

    @Test
    void braidedMazesAreConnectedWithLoops() throws Exception {
        Path json = dir.resolve("b.json");
        CommandRun made = run("maze", "generate", "--grid", "hex", "--size", "8", "--braid", "1", "--seed", "2",
                "--format", "json", "--out", json.toString());
        assertEquals(0, made.code(), made.err());
        CommandRun check = run("maze", "check", json.toString());
        assertEquals(0, check.code());
        assertTrue(check.out().contains("connected, with loops"), check.out());
        CommandRun stats = run("maze", "stats", "--maze", json.toString());
        assertTrue(stats.out().contains("\ndead-ends 0\n"), stats.out());
        assertTrue(!stats.out().contains("\nloops 0\n"), stats.out());
    }

    @Test
    void theCheckerNamesABrokenPassage() throws Exception {
        Path json = dir.resolve("bad.json");
        Files.writeString(json, "{\"grid\":\"hex\",\"cells\":4,\"rows\":2,\"cols\":2,\"passages\":[[0,1],[1,2],[0,3]]}");
        CommandRun r = run("maze", "check", json.toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.out().contains("passage 3 [0, 3] joins fields 1,1 and 2,2 that are not neighbours"), r.out());
        Files.writeString(json, "{\"grid\":\"hex\",\"cells\":4,\"rows\":2,\"cols\":2,\"passages\":[[0,1]]}");
        CommandRun apart = run("maze", "check", json.toString());
        assertEquals(1, apart.code());
        assertTrue(apart.out().contains("not connected"), apart.out());
        Files.writeString(json, "{\"grid\":\"polar\",\"cells\":5,\"rings\":2,\"passages\":[]}");
        badInput(run("maze", "check", json.toString()), "\"cells\" is 5 but the 2-ring polar grid has 7 fields");
    }

    @Test
    void solveOnEveryMethodAndBorderEnds() {
        for (String m : List.of("bfs", "dijkstra", "astar", "wall-follower", "dead-end-filling", "tremaux")) {
            CommandRun r = run("maze", "solve", "--grid", "polar", "--rings", "5", "--seed", "1", "--method", m,
                    "--ends", "border", "--format", "svg", "--out", dir.resolve(m + ".svg").toString());
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().startsWith(m + ": entrance 5,"), r.out());
        }
        badInput(run("maze", "solve", "--grid", "polar", "--rings", "5", "--format", "ascii"),
                "a polar maze has no ASCII picture");
        CommandRun json = run("maze", "solve", "--grid", "hex", "--size", "6", "--seed", "1", "--from", "1,1",
                "--to", "6,6", "--method", "wall-follower", "--format", "json");
        assertEquals(0, json.code(), json.err());
        assertTrue(json.out().contains("\"from\":[1,1],\"to\":[6,6]"), json.out());
        badInput(run("maze", "solve", "--grid", "torus", "--size", "5", "--ends", "border"),
                "a torus has no outer wall to open");
    }

    @Test
    void picturesOnEveryGrid() throws Exception {
        for (String[] g : List.of(new String[] {"--grid", "polar", "--rings", "5"},
                new String[] {"--grid", "hex", "--size", "5"}, new String[] {"--grid", "triangle", "--size", "5"},
                new String[] {"--grid", "weave", "--size", "6", "-a", "kruskal"})) {
            Path svg = dir.resolve(g[1] + ".svg");
            Path png = dir.resolve(g[1] + ".png");
            Path solved = dir.resolve(g[1] + "-solved.png");
            CommandRun r = run(concat(new String[] {"maze", "solve", "--seed", "2", "--ends", "border", "--colour",
                "distance", "--format", "svg", "--out", svg.toString(), "--solution", solved.toString()}, g));
            assertEquals(0, r.code(), r.err());
            String text = Files.readString(svg);
            assertTrue(text.startsWith("<?xml") && text.contains("<polygon"), g[1]);
            assertTrue(text.contains("entrance "), g[1]);
            BufferedImage image = ImageIO.read(solved.toFile());
            assertTrue(image.getWidth() >= 600 || image.getHeight() >= 600, g[1]);
            CommandRun p = run(concat(new String[] {"maze", "generate", "--seed", "2", "--format", "png", "--out",
                png.toString()}, g));
            assertEquals(0, p.code(), p.err());
        }
        assertTrue(Files.readString(dir.resolve("polar.svg")).contains(" A "), "polar walls are arcs");
        CommandRun weave = run("maze", "generate", "--grid", "weave", "--size", "9", "--seed", "3", "-a", "kruskal");
        assertEquals(0, weave.code());
        assertTrue(weave.out().contains("===") || weave.out().contains("| |"), weave.out());
        badInput(run("maze", "generate", "--grid", "hex", "--size", "4", "--format", "ascii"),
                "a hex maze has no ASCII picture");
    }

    @Test
    void masksFromTextAndPng() throws Exception {
        Path text = dir.resolve("ring.txt");
        Files.writeString(text, "......\n.XX...\n.XX...\n......\n");
        CommandRun r = run("maze", "generate", "--mask", text.toString(), "--seed", "1");
        assertEquals(0, r.code(), r.err());
        assertEquals(9, r.out().lines().count(), r.out());
        Path json = dir.resolve("ring.json");
        CommandRun inwinder = run("maze", "generate", "--grid", "hex", "--mask", text.toString(), "-a", "inwinder",
                "--format", "json", "--out", json.toString());
        assertEquals(0, inwinder.code(), inwinder.err());
        assertTrue(Files.readString(json).contains("\"mask\":[\"......\",\".XX...\""));
        assertEquals(0, run("maze", "check", json.toString()).code());
        BufferedImage image = new BufferedImage(4, 3, BufferedImage.TYPE_INT_RGB);
        for (int x = 0; x < 4; x++) {
            for (int y = 0; y < 3; y++) {
                image.setRGB(x, y, x == 1 && y == 1 ? 0x000000 : 0xffffff);
            }
        }
        Path png = dir.resolve("m.png");
        ImageIO.write(image, "png", png.toFile());
        CommandRun fromPng = run("maze", "stats", "--grid", "triangle", "--mask", png.toString(), "-a",
                "outwinder");
        assertEquals(0, fromPng.code(), fromPng.err());
        assertTrue(fromPng.out().contains("\nfields 11\n"), fromPng.out());
        Files.writeString(text, "XXX\nXXX\n");
        badInput(run("maze", "generate", "--mask", text.toString()), "the mask has no field");
        Files.writeString(text, "..X..\n..X..\n");
        badInput(run("maze", "generate", "--mask", text.toString()),
                "ring.txt: the mask's fields are not connected on a rect grid: field at line 1 column 4 is not "
                        + "reached from field at line 1 column 1");
        badInput(run("maze", "generate", "--grid", "polar", "--mask", text.toString()), "--rings");
        badInput(run("maze", "generate", "--mask", text.toString(), "--size", "4"), "give either --mask or --size, not both");
    }

    @Test
    void sizesAreCheckedBeforeWork() {
        badInput(run("maze", "generate", "--grid", "polar"), "missing --rings R for the polar grid");
        badInput(run("maze", "generate", "--grid", "polar", "--rings", "0"), "rings must be at least 1, got 0");
        badInput(run("maze", "generate", "--rings", "4"), "--rings sizes a polar grid: add --grid polar");
        badInput(run("maze", "generate", "--grid", "cylinder", "--rows", "3", "--cols", "2"), "at least 3 columns");
        badInput(run("maze", "generate", "--grid", "pentagon", "--size", "3"), "unknown grid 'pentagon'");
        badInput(run("maze", "generate", "--grid", "hex", "--size", "4", "--root", "9,9", "--format", "svg"),
                "root 9,9 is outside the 4 x 4 grid");
    }

    @Test
    void optionsForRectMazesOnlyAreRefusedInTheCommandLinesWords() {
        badInput(run("maze", "generate", "--grid", "hex", "--size", "4", "--labels", "ring"),
                "--labels applies to rect mazes; on a hex grid use --colour distance");
        badInput(run("maze", "path", "--grid", "polar", "--rings", "3", "--labels", "distance"),
                "--labels applies to rect mazes; on a polar grid use --colour distance");
        badInput(run("maze", "generate", "--grid", "torus", "--size", "4", "--carving", "--format", "json"),
                "--carving is recorded on rect mazes only");
    }

    private static String[] concat(String[] a, String[] b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
