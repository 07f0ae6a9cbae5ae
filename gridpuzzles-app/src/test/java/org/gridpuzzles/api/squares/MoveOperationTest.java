package org.gridpuzzles.api.squares;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.JsonSchemas;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RequestTypes;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.cli.CommandRun;
import org.junit.jupiter.api.Test;

class MoveOperationTest {

    static SquaresMoveResult run(String json) {
        return Operations.get("squares move", SquaresMoveRequest.class, SquaresMoveResult.class)
                .run(OperationJson.read(json, SquaresMoveRequest.class, "request"), RunContext.plain());
    }

    @Test
    void aRequestInJsonGivesTheCommandLinesAnswer() {
        SquaresMoveResult r = run("{\"position\":\"xox/..o/.ox\"}");
        assertEquals(CommandRun.run("squares", "move", "--position", "xox/..o/.ox", "--format", "json").out(),
                OperationJson.write(r) + "\n");
        assertEquals(CommandRun.run("squares", "move", "--position", "xox/..o/.ox").out(), r.text());
        SquaresMoveResult achieve = run("{\"position\":\"xx./x.o/oo.\",\"rules\":\"achieve\",\"axisParallel\":true}");
        assertEquals(CommandRun.run("squares", "move", "--position", "xx./x.o/oo.", "--rules", "achieve",
                "--axis-parallel").out(), achieve.text());
        SquaresMoveResult empty = run("{\"rows\":3,\"cols\":4}");
        assertEquals(CommandRun.run("squares", "move", "--rows", "3", "--cols", "4", "--format", "json").out(),
                OperationJson.write(empty) + "\n");
    }

    @Test
    void everyJsonOutputKeepsToItsSchema() {
        for (String[] args : new String[][] {{"--position", "xox/..o/.ox"}, {"--position", "xx./xxo/oo."},
            {"--position", "xox/xxo/oox"}, {"--size", "7", "--seed", "1", "--time-limit", "1"},
            {"--position", "xx./x.o/oo.", "--rules", "achieve"}}) {
            String[] all = new String[args.length + 4];
            all[0] = "squares";
            all[1] = "move";
            System.arraycopy(args, 0, all, 2, args.length);
            all[all.length - 2] = "--format";
            all[all.length - 1] = "json";
            CommandRun r = CommandRun.run(all);
            assertEquals(0, r.code(), r.err());
            JsonSchemas.assertValidResult("squares move", r.out());
        }
        JsonSchemas.assertValidRequest("squares move", "{\"position\":\"xox/..o/.ox\",\"timeLimit\":3}");
    }

    @Test
    void badValuesAreNamedByTheirField() {
        InvalidRequestException big = assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rows\":9,\"cols\":9}", SquaresMoveRequest.class, "request"));
        assertEquals("rows", big.field());
        assertEquals("the game works on boards of at most 64 fields; 9 x 9 has 81", big.getMessage());
        InvalidRequestException size = assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"position\":\"xo/ox\",\"rows\":3}", SquaresMoveRequest.class, "request"));
        assertEquals("position is 2 x 2, not 3 x 2 as rows and cols say", size.getMessage());
        InvalidRequestException time = assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rows\":3,\"cols\":3,\"timeLimit\":0}", SquaresMoveRequest.class, "request"));
        assertEquals("timeLimit must be 1..3153600000, got 0", time.getMessage());
        InvalidRequestException letter = assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"position\":\"xz/..\"}", SquaresMoveRequest.class, "request"));
        assertEquals("position", letter.field());
        assertFalse(letter.getMessage().contains("--"), letter.getMessage());
        assertEquals("rows", assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{}", SquaresMoveRequest.class, "request")).field());
    }

    @Test
    void theStudioMayAskIt() {
        assertFalse(RequestTypes.namesFiles(SquaresMoveRequest.class));
    }
}
