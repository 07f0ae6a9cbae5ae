package org.gridpuzzles.api.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.JsonSchemas;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RequestTypes;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.render.Renderer;
import org.junit.jupiter.api.Test;

class DrawOperationTest {

    static LabyrinthDrawResult run(String json) {
        return Operations.get("labyrinth draw", LabyrinthDrawRequest.class, LabyrinthDrawResult.class)
                .run(OperationJson.read(json, LabyrinthDrawRequest.class, "request"), RunContext.plain());
    }

    @Test
    void aRequestInJsonGivesTheCommandLinesAnswer() {
        LabyrinthDrawResult r = run("{\"rows\":7,\"cols\":7,\"start\":\"2,2\",\"end\":\"7,7\",\"seed\":4,\"runs\":3,"
                + "\"oracle\":\"fast\",\"budget\":100}");
        CommandRun cli = CommandRun.run("labyrinth", "draw", "--size", "7", "--start", "2,2", "--end", "7,7",
                "--seed", "4", "--runs", "3", "--oracle", "fast", "--budget", "100", "--format", "json");
        assertEquals(0, cli.code());
        assertEquals(cli.out(), OperationJson.write(r) + "\n");
        assertEquals(CommandRun.run("labyrinth", "draw", "--size", "7", "--start", "2,2", "--end", "7,7", "--seed",
                "4", "--runs", "3", "--oracle", "fast", "--budget", "100").out(), r.ascii());
        assertEquals(CommandRun.run("labyrinth", "draw", "--size", "7", "--start", "2,2", "--end", "7,7", "--seed",
                "4", "--runs", "3", "--oracle", "fast", "--budget", "100", "--format", "moves").out(), r.moves());
    }

    @Test
    void theResultDrawsItsFirstLineAsTheCommandLineDoes() {
        LabyrinthDrawResult r = run("{\"rows\":6,\"cols\":5,\"seed\":9,\"runs\":2,\"uniformPaths\":true}");
        CommandRun svg = CommandRun.run("labyrinth", "draw", "--rows", "6", "--cols", "5", "--seed", "9", "--runs",
                "2", "--uniform-paths", "--format", "svg");
        assertEquals(svg.out(), Renderer.svg(r.picture()));
    }

    @Test
    void theStreamGivesTheSameLinesAndStopsWhenAsked() {
        LabyrinthDrawRequest q = new LabyrinthDrawRequest(9, 9, null, null, 5, 20, false, null, null);
        List<String> all = new ArrayList<>();
        LabyrinthLines.draw(q, RunContext.plain(), all::add);
        assertEquals(run(OperationJson.write(q)).moves(), String.join("\n", all) + "\n");
        List<String> two = new ArrayList<>();
        LabyrinthLines.draw(q, RunContext.plain(), line -> two.add(line) && two.size() < 2);
        assertEquals(all.subList(0, 2), two);
    }

    @Test
    void everyJsonOutputKeepsToItsSchema() {
        for (String[] args : new String[][] {{"--size", "5", "--seed", "1"}, {"--size", "9", "--runs", "3",
            "--oracle", "exact"}, {"--size", "1"}, {"--rows", "3", "--cols", "5", "--uniform-paths", "--end", "1,5"}}) {
            String[] all = new String[args.length + 4];
            all[0] = "labyrinth";
            all[1] = "draw";
            System.arraycopy(args, 0, all, 2, args.length);
            all[all.length - 2] = "--format";
            all[all.length - 1] = "json";
            JsonSchemas.assertValidResult("labyrinth draw", CommandRun.run(all).out());
        }
        JsonSchemas.assertValidRequest("labyrinth draw", "{\"rows\":5,\"cols\":5,\"oracle\":\"fast\",\"start\":"
                + "{\"row\":1,\"col\":1}}");
    }

    @Test
    void badValuesAreNamedByTheirField() {
        InvalidRequestException runs = assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rows\":5,\"cols\":5,\"runs\":0}", LabyrinthDrawRequest.class, "request"));
        assertEquals("runs must be at least 1, got 0", runs.getMessage());
        assertEquals("runs", runs.field());
        InvalidRequestException budget = assertThrows(InvalidRequestException.class,
                () -> new LabyrinthDrawRequest(5, 5, null, null, 1, 1, false, null, -5L));
        assertEquals("budget must be at least 0, got -5", budget.getMessage());
        InvalidRequestException uniform = assertThrows(InvalidRequestException.class,
                () -> new LabyrinthDrawRequest(12, 12, null, null, 1, 1, true, null, null));
        assertEquals("uniformPaths", uniform.field());
        assertEquals("uniformPaths counts the completions at every step, feasible up to 121 fields (11 x 11), "
                + "not 12 x 12", uniform.getMessage());
        InvalidRequestException end = assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rows\":5,\"cols\":5,\"end\":\"5,6\"}", LabyrinthDrawRequest.class, "r"));
        assertEquals("end.col must be 1..5, got 6", end.getMessage());
        assertEquals("rows must be 1..1001, got 1002", assertThrows(InvalidRequestException.class,
                () -> LabyrinthDrawRequest.of(1002, 5, 1)).getMessage());
        // the colours rule every walkthrough out: bad input, with the reason
        InvalidInputException none = assertThrows(InvalidInputException.class, () -> run("{\"rows\":4,\"cols\":4}"));
        assertEquals("no walkthrough exists on 4 x 4: start 1,1 and end 4,4 have the same chessboard colour but a "
                + "line through an even number of fields (16) ends on the other colour", none.getMessage());
    }

    @Test
    void theRequestNamesNoFile() {
        assertFalse(RequestTypes.namesFiles(LabyrinthDrawRequest.class));
    }
}
