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
import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RequestTypes;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.cli.CommandRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The maze operations through the registry: a JSON request gives the command line's {@code --format json} answer
 * byte for byte, every kind of answer keeps to its schema, bad values are named by their field, and no maze request
 * can name a file (the maze and the mask come as content).
 */
class MazeOperationsTest {

    private static Record run(String name, String json) {
        Operation<?, ?> op = Operations.find(name).orElseThrow();
        return op.runJson(json, "request", RunContext.plain());
    }

    private static CommandRun cli(String... args) {
        List<String> all = new ArrayList<>(List.of("maze"));
        all.addAll(List.of(args));
        all.addAll(List.of("--format", "json"));
        return CommandRun.run(all.toArray(String[]::new));
    }

    private static void same(String name, String json, String... args) {
        CommandRun cli = cli(args);
        assertEquals(cli.out(), OperationJson.write(run(name, json)) + "\n", name + " " + json);
        JsonSchemas.assertValidResult(name, cli.out());
        JsonSchemas.assertValidRequest(name, json);
    }

    @Test
    void generateGivesTheCommandLinesMazeOnEveryGrid() {
        same("maze generate", "{\"rows\":6,\"cols\":9,\"seed\":3}", "generate", "--rows", "6", "--cols", "9",
                "--seed", "3");
        same("maze generate", "{\"rows\":5,\"cols\":5,\"seed\":2,\"algorithm\":\"recursive-division\","
                + "\"carving\":true}", "generate", "--size", "5", "--seed", "2", "-a", "recursive-division",
                "--carving");
        same("maze generate", "{\"rows\":5,\"cols\":5,\"seed\":2,\"algorithm\":\"wilson\",\"carving\":true,"
                + "\"braid\":0.5}", "generate", "--size", "5", "--seed", "2", "-a", "wilson", "--carving",
                "--braid", "0.5");
        same("maze generate", "{\"grid\":\"polar\",\"rings\":4,\"seed\":1}", "generate", "--grid", "polar",
                "--rings", "4", "--seed", "1");
        same("maze generate", "{\"grid\":\"weave\",\"rows\":5,\"cols\":5,\"seed\":1}", "generate", "--grid",
                "weave", "--size", "5", "--seed", "1");
        same("maze generate", "{\"grid\":\"hex\",\"rows\":4,\"cols\":6,\"seed\":9,\"algorithm\":\"wilson\"}",
                "generate", "--grid", "hex", "--rows", "4", "--cols", "6", "--seed", "9", "-a", "wilson");
    }

    @Test
    void aMaskAndAMazeComeAsContent(@TempDir Path dir) throws Exception {
        Path mask = dir.resolve("mask.txt");
        Files.writeString(mask, "..X..\n.....\nX...X\n");
        same("maze generate", "{\"mask\":{\"rows\":[\"..X..\",\".....\",\"X...X\"]},\"seed\":4}", "generate",
                "--mask", mask.toString(), "--seed", "4");
        Path rect = dir.resolve("rect.json");
        Files.writeString(rect, cli("generate", "--size", "6", "--seed", "5").out());
        String text = OperationJson.write(run("maze generate", "{\"rows\":6,\"cols\":6,\"seed\":5}"));
        same("maze generate", "{\"maze\":" + quoted(text) + "}", "generate", "--maze", rect.toString());
        same("maze solve", "{\"maze\":" + quoted(text) + ",\"method\":\"astar\"}", "solve", "--maze",
                rect.toString(), "--method", "astar");
        same("maze path", "{\"maze\":" + quoted(text) + ",\"from\":\"1,1\",\"to\":\"6,6\"}", "path", "--maze",
                rect.toString(), "--from", "1,1", "--to", "6,6");
        same("maze stats", "{\"maze\":" + quoted(text) + ",\"compare\":true}", "stats", "--maze", rect.toString(),
                "--compare");
        for (Operation<?, ?> op : Operations.all()) {
            if (op.engine().equals("maze") && !List.of("check", "bench").contains(op.command())) {
                assertFalse(RequestTypes.namesFiles(op.requestType()), op.name() + " can name a file: "
                        + RequestTypes.fileField(op.requestType()));
            }
        }
    }

    @Test
    void solveAndPathGiveTheCommandLinesAnswers() {
        same("maze solve", "{\"rows\":8,\"cols\":8,\"seed\":1,\"braid\":0.5,\"method\":\"dijkstra\"}", "solve",
                "--size", "8", "--seed", "1", "--braid", "0.5", "--method", "dijkstra");
        same("maze solve", "{\"rows\":8,\"cols\":8,\"seed\":1,\"ends\":\"border\",\"method\":\"wall-follower\"}",
                "solve", "--size", "8", "--seed", "1", "--ends", "border", "--method", "wall-follower");
        same("maze solve", "{\"grid\":\"polar\",\"rings\":5,\"seed\":2,\"ends\":\"border\"}", "solve", "--grid",
                "polar", "--rings", "5", "--seed", "2", "--ends", "border");
        same("maze solve", "{\"grid\":\"hex\",\"rows\":5,\"cols\":5,\"seed\":2,\"ends\":\"hardest\"}", "solve",
                "--grid", "hex", "--size", "5", "--seed", "2", "--ends", "hardest");
        same("maze path", "{\"rows\":7,\"cols\":4,\"seed\":3}", "path", "--rows", "7", "--cols", "4", "--seed", "3");
        same("maze path", "{\"grid\":\"triangle\",\"rows\":4,\"cols\":7,\"seed\":3,\"from\":\"1,1\"}", "path",
                "--grid", "triangle", "--rows", "4", "--cols", "7", "--seed", "3", "--from", "1,1");
    }

    @Test
    void statsGivesOneTextureOrEveryAlgorithms() {
        same("maze stats", "{\"rows\":9,\"cols\":9,\"seed\":7}", "stats", "--size", "9", "--seed", "7");
        same("maze stats", "{\"rows\":6,\"cols\":6,\"seed\":7,\"compare\":true}", "stats", "--size", "6", "--seed",
                "7", "--compare");
        same("maze stats", "{\"grid\":\"torus\",\"rows\":5,\"cols\":5,\"seed\":7}", "stats", "--grid", "torus",
                "--size", "5", "--seed", "7");
        same("maze stats", "{\"grid\":\"polar\",\"rings\":4,\"seed\":7,\"compare\":true}", "stats", "--grid",
                "polar", "--rings", "4", "--seed", "7", "--compare");
    }

    @Test
    void aBadValueIsNamedByItsField() {
        InvalidRequestException bias = assertThrows(InvalidRequestException.class, () -> run("maze generate",
                "{\"rows\":5,\"cols\":5,\"bias\":1.5}"));
        assertEquals("bias", bias.field());
        assertEquals("bias 1.5 is not a probability between 0 and 1", bias.getMessage());
        InvalidRequestException rows = assertThrows(InvalidRequestException.class, () -> run("maze solve",
                "{\"rows\":0,\"cols\":5}"));
        assertEquals("rows must be at least 1, got 0", rows.getMessage());
        InvalidRequestException from = assertThrows(InvalidRequestException.class, () -> run("maze path",
                "{\"rows\":5,\"cols\":5,\"from\":\"6,1\"}"));
        assertEquals("from", from.field());
        assertEquals("from 6,1 is off the 5 x 5 grid", from.getMessage());
        InvalidRequestException method = assertThrows(InvalidRequestException.class, () -> run("maze solve",
                "{\"rows\":5,\"cols\":5,\"method\":\"dfs\"}"));
        assertEquals("method", method.field());
        InvalidRequestException rings = assertThrows(InvalidRequestException.class, () -> run("maze stats",
                "{\"grid\":\"hex\",\"rings\":3}"));
        assertEquals("rings", rings.field());
        InvalidRequestException which = assertThrows(InvalidRequestException.class, () -> run("maze generate",
                "{\"rows\":5,\"cols\":5,\"which\":\"middle\"}"));
        assertEquals("which 'middle' is not random, first, last or an integer", which.getMessage());
        assertTrue(assertThrows(InvalidRequestException.class, () -> run("maze generate",
                "{\"grid\":\"polar\",\"rings\":3,\"labels\":\"ring\"}")).getMessage().startsWith("labels apply"));
    }

    private static String quoted(String text) {
        return org.gridpuzzles.io.Json.write(text);
    }
}
