package org.gridpuzzles.api.maze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.JsonSchemas;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.cli.CommandRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** maze algorithms, grids, check and bench through the registry: the command line's answers, field by field. */
class MazeListingsTest {

    private static <Q extends Record, R extends Record> R run(String name, Class<Q> q, Class<R> r, String json) {
        return Operations.get(name, q, r).run(OperationJson.read(json, q, "request"), RunContext.plain());
    }

    @Test
    void algorithmsGiveTheCommandLinesListing() {
        for (String[] c : new String[][] {{"{}"}, {"{\"grid\":\"hex\",\"masked\":true}", "--grid", "hex", "--masked"},
            {"{\"grid\":\"weave\",\"whyNot\":true}", "--grid", "weave", "--why-not"}}) {
            List<String> args = new ArrayList<>(List.of("maze", "algorithms"));
            args.addAll(List.of(c).subList(1, c.length));
            MazeAlgorithmsResult r = run("maze algorithms", MazeAlgorithmsRequest.class, MazeAlgorithmsResult.class, c[0]);
            assertEquals(CommandRun.run(args.toArray(String[]::new)).out(), r.text());
            args.addAll(List.of("--format", "json"));
            String json = CommandRun.run(args.toArray(String[]::new)).out();
            assertEquals(json, OperationJson.write(r) + "\n");
            JsonSchemas.assertValidResult("maze algorithms", json);
        }
        InvalidRequestException e = assertThrows(InvalidRequestException.class, () -> run("maze algorithms",
                MazeAlgorithmsRequest.class, MazeAlgorithmsResult.class, "{\"grid\":\"polar\",\"masked\":true}"));
        assertEquals("masked", e.field());
        assertEquals("masked applies to rect, hex and triangle grids, not polar", e.getMessage());
    }

    @Test
    void gridsGiveTheCommandLinesListing() {
        MazeGridsResult r = run("maze grids", MazeGridsRequest.class, MazeGridsResult.class, "{}");
        assertEquals(CommandRun.run("maze", "grids").out(), r.text());
        assertEquals("rect", r.grids().get(0).name());
        JsonSchemas.assertValidResult("maze grids", OperationJson.write(r));
        for (MazeGridsResult.Grid g : r.grids()) {
            assertFalse(g.description().contains("--"), g.description());
        }
    }

    @Test
    void checkTakesTheMazesText(@TempDir Path dir) throws Exception {
        Path maze = dir.resolve("m.json");
        Files.writeString(maze, CommandRun.run("maze", "generate", "--grid", "torus", "--size", "5", "--braid", "1",
                "--seed", "3", "--format", "json").out());
        MazeCheckResult r = run("maze check", MazeCheckRequest.class, MazeCheckResult.class, "{\"maze\":"
                + org.gridpuzzles.io.Json.write(Files.readString(maze)) + ",\"mazeName\":" + org.gridpuzzles.io.Json
                        .write(maze.toString()) + "}");
        CommandRun cli = CommandRun.run("maze", "check", maze.toString());
        assertEquals(cli.out(), r.text() + "\n");
        assertTrue(r.valid() && r.loops() > 0, r.text());
        JsonSchemas.assertValidResult("maze check", OperationJson.write(r));
        MazeCheckResult cut = run("maze check", MazeCheckRequest.class, MazeCheckResult.class,
                "{\"maze\":\"{\\\"rows\\\":1,\\\"cols\\\":2,\\\"openings\\\":[\\\"00\\\"]}\"}");
        assertFalse(cut.valid());
        assertEquals("maze: " + cut.problem(), cut.text());
        assertEquals("maze", assertThrows(InvalidRequestException.class, () -> run("maze check", MazeCheckRequest.class,
                MazeCheckResult.class, "{}")).field());
    }

    @Test
    void benchTimesEveryAlgorithmAtEverySize() {
        String json = "{\"sizes\":[4,6],\"algorithms\":[\"wilson\",\"kruskal\"],\"repeat\":1,\"warmup\":0,"
                + "\"grid\":\"hex\"}";
        MazeBenchResult r = run("maze bench", MazeBenchRequest.class, MazeBenchResult.class, json);
        CommandRun cli = CommandRun.run("maze", "bench", "--sizes", "4,6", "--algorithms", "wilson,kruskal",
                "--repeat", "1", "--warmup", "0", "--grid", "hex");
        String[] lines = cli.out().split("\n");
        assertEquals(lines[0] + "\n" + lines[1] + "\n", r.header());
        assertEquals(List.of("wilson", "kruskal"), r.rows().stream().map(MazeBenchResult.Row::algorithm).toList());
        assertEquals(4, lines.length);
        assertTrue(r.rows().stream().allMatch(row -> row.times().size() == 2
                && row.times().stream().allMatch(t -> t.seconds() > 0 && t.cpuSeconds() != null)));
        JsonSchemas.assertValidResult("maze bench", OperationJson.write(r));
        JsonSchemas.assertValidRequest("maze bench", json);
        InvalidRequestException e = assertThrows(InvalidRequestException.class, () -> run("maze bench",
                MazeBenchRequest.class, MazeBenchResult.class, "{\"repeat\":0}"));
        assertEquals("repeat", e.field());
        assertEquals("sizes", assertThrows(InvalidRequestException.class, () -> run("maze bench",
                MazeBenchRequest.class, MazeBenchResult.class, "{\"sizes\":[0]}")).field());
    }

    @Test
    void benchOnTheRectangleKeepsItsColumns() {
        String json = "{\"sizes\":[4],\"algorithms\":[\"inwinder\",\"eller\"],\"repeat\":1,\"warmup\":0}";
        MazeBenchResult r = run("maze bench", MazeBenchRequest.class, MazeBenchResult.class, json);
        // timed on the one maze model as every grid, but written as the rectangle's table always was
        assertEquals("| algorithm | 4 x 4 fields/s | seconds |\n|---|---:|---:|\n", r.header());
        assertEquals(List.of(new MazeBenchResult.Size("4 x 4", 16)), r.sizes());
        assertTrue(r.rows().stream().allMatch(row -> row.times().get(0).cpuSeconds() == null));
        assertTrue(!OperationJson.write(r).contains("cpuSeconds"), OperationJson.write(r));
        JsonSchemas.assertValidResult("maze bench", OperationJson.write(r));
        InvalidRequestException e = assertThrows(InvalidRequestException.class, () -> run("maze bench",
                MazeBenchRequest.class, MazeBenchResult.class, "{\"sizes\":[40000]}"));
        assertEquals("sizes", e.field());
        assertTrue(e.getMessage().contains("grid size 40000 x 40000 has more than"), e.getMessage());
    }
}
