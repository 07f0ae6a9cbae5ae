package org.gridpuzzles.api.knight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.JsonSchemas;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.grid.Field;
import org.junit.jupiter.api.Test;

class TourOperationTest {

    private static TourResult run(String json) {
        return Operations.get("knight tour", TourRequest.class, TourResult.class)
                .run(OperationJson.read(json, TourRequest.class, "request"), RunContext.plain());
    }

    @Test
    void aRequestInJsonGivesTheCommandLinesAnswer() {
        TourResult r = run("{\"rows\":5,\"cols\":5,\"start\":\"1,1\",\"method\":\"warnsdorff\"}");
        assertTrue(r.complete());
        CommandRun cli = CommandRun.run("knight", "tour", "--size", "5", "--format", "json");
        assertEquals(cli.out(), OperationJson.write(r) + "\n");
    }

    @Test
    void theStartIsAFieldOrItsText() {
        assertEquals(new Field(2, 3), OperationJson.read("{\"rows\":5,\"cols\":5,\"start\":{\"row\":2,\"col\":3}}",
                TourRequest.class, "request").start());
        assertEquals(new Field(2, 3), OperationJson.read("{\"rows\":5,\"cols\":5,\"start\":\"2,3\"}",
                TourRequest.class, "request").start());
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rows\":5,\"cols\":5,\"start\":\"6,1\"}", TourRequest.class, "request"));
        assertEquals("start.row must be 1..5, got 6", e.getMessage());
    }

    @Test
    void everyJsonOutputKeepsToItsSchema() {
        for (String[] args : new String[][] {{"--size", "5"}, {"--size", "8", "--mark-ties", "--tiebreak", "random",
            "--seed", "4"}, {"--size", "6", "--closed"}, {"--rows", "3", "--cols", "4",
                "--method", "construct"}}) {
            String[] all = new String[args.length + 4];
            all[0] = "knight";
            all[1] = "tour";
            System.arraycopy(args, 0, all, 2, args.length);
            all[all.length - 2] = "--format";
            all[all.length - 1] = "json";
            CommandRun run = CommandRun.run(all);
            JsonSchemas.assertValidResult("knight tour", run.out());
        }
        JsonSchemas.assertValidRequest("knight tour", "{\"rows\":5,\"cols\":5,\"method\":\"squirrel\"}");
    }
}
