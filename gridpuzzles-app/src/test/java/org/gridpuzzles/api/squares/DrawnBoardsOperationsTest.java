package org.gridpuzzles.api.squares;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.JsonSchemas;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RequestTypes;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.cli.CommandRun;
import org.junit.jupiter.api.Test;

/** count, table, list and check through the registry: the command line's answers, in the request's words. */
class DrawnBoardsOperationsTest {

    private static <Q extends Record, R extends Record> R run(String name, Class<Q> q, Class<R> r, String json) {
        return Operations.get(name, q, r).run(OperationJson.read(json, q, "request"), RunContext.plain());
    }

    private static String timeless(String text) {
        return text.replaceAll("\\d+\\.\\d{3}", "T");
    }

    @Test
    void countGivesTheCommandLinesAnswer() {
        SquaresCountResult n = run("squares count", SquaresCountRequest.class, SquaresCountResult.class, "{\"rows\":5,\"cols\":5}");
        assertEquals("2704", n.count());
        String cli = CommandRun.run("squares", "count", "--size", "5", "--format", "json").out();
        assertEquals(cli, OperationJson.write(n) + "\n");
        JsonSchemas.assertValidResult("squares count", cli);
        SquaresCountResult classes = run("squares count", SquaresCountRequest.class, SquaresCountResult.class,
                "{\"rows\":4,\"cols\":4,\"upToSymmetry\":true}");
        assertEquals(timeless(CommandRun.run("squares", "count", "--size", "4", "--up-to-symmetry").out()),
                timeless(classes.text()));
        JsonSchemas.assertValidResult("squares count", CommandRun.run("squares", "count", "--rows", "3", "--cols",
                "4", "--colours", "3", "--any-balance", "--axis-parallel", "--up-to-symmetry", "--format", "json")
                .out());
    }

    @Test
    void tableGivesTheCommandLinesRows() {
        SquaresTableResult t = run("squares table", SquaresTableRequest.class, SquaresTableResult.class, "{\"max\":5}");
        assertEquals(List.of(1L, 6L, 92L, 2094L, 2704L), t.rows().stream().map(SquaresTableResult.Row::count).toList());
        assertEquals(timeless(CommandRun.run("squares", "table", "--max", "5").out()), timeless(t.text()));
        SquaresTableResult sym = run("squares table", SquaresTableRequest.class, SquaresTableResult.class,
                "{\"max\":4,\"upToSymmetry\":true,\"anyBalance\":true}");
        assertEquals(timeless(CommandRun.run("squares", "table", "--max", "4", "--up-to-symmetry", "--any-balance")
                .out()), timeless(sym.text()));
        JsonSchemas.assertValidResult("squares table", OperationJson.write(t));
        JsonSchemas.assertValidResult("squares table", OperationJson.write(sym));
    }

    @Test
    void listGivesTheCommandLinesBoards() {
        SquaresListResult l = run("squares list", SquaresListRequest.class, SquaresListResult.class, "{\"rows\":4,\"cols\":4,\"limit\":3}");
        String cli = CommandRun.run("squares", "list", "--size", "4", "--limit", "3", "--format", "json").out();
        assertEquals(cli, OperationJson.write(l) + "\n");
        JsonSchemas.assertValidResult("squares list", cli);
        JsonSchemas.assertValidResult("squares list", CommandRun.run("squares", "list", "--size", "2", "--colours",
                "3", "--any-balance", "--format", "json").out());
    }

    @Test
    void checkGivesTheCommandLinesVerdicts() {
        String boards = "xox/xxo/oox\nxxx/xxx/ooo\nxo./.../...\n";
        SquaresCheckResult c = run("squares check", SquaresCheckRequest.class, SquaresCheckResult.class,
                OperationJson.write(new SquaresCheckRequest(boards, "b.json", null, false, null, false, false)));
        assertFalse(c.valid());
        assertEquals(3, c.boards());
        assertEquals(List.of(2, 3), c.problems().stream().map(SquaresCheckResult.Checked::index).toList());
        JsonSchemas.assertValidResult("squares check", OperationJson.write(c));
        SquaresCheckResult one = run("squares check", SquaresCheckRequest.class, SquaresCheckResult.class, "{\"board\":\"xxx/xxx/ooo\"}");
        CommandRun cli = CommandRun.run("squares", "check", "--board", "xxx/xxx/ooo");
        assertEquals(cli.out(), one.text());
        assertEquals(1, cli.code());
        JsonSchemas.assertValidResult("squares check", OperationJson.write(one));
        assertTrue(run("squares check", SquaresCheckRequest.class, SquaresCheckResult.class,
                "{\"board\":\"xox/..o/.ox\",\"partial\":true}").valid());
    }

    @Test
    void badValuesAreNamedByTheirField() {
        InvalidRequestException colours = assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rows\":3,\"cols\":3,\"colours\":11}", SquaresCountRequest.class, "request"));
        assertEquals("colours must be 1..10, got 11", colours.getMessage());
        InvalidRequestException big = assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rows\":9,\"cols\":8}", SquaresListRequest.class, "request"));
        assertEquals("list works on boards of at most 64 fields; 9 x 8 has 72", big.getMessage());
        assertEquals("max must be 1..8, got 9", assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"max\":9}", SquaresTableRequest.class, "request")).getMessage());
        assertEquals("limit must be at least 0, got -1", assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rows\":3,\"cols\":3,\"limit\":-1}", SquaresListRequest.class, "request"))
                .getMessage());
        assertEquals("boards", assertThrows(InvalidRequestException.class, () -> OperationJson.read(
                "{\"board\":\"xo/ox\",\"boards\":\"xo/ox\"}", SquaresCheckRequest.class, "request")).field());
        // the engine's own check of the rules speaks of the field too
        assertEquals("colours must be 1..10, got 0", assertThrows(org.gridpuzzles.core.InvalidInputException.class,
                () -> DrawRules.rules(3, 3, 0, false, false)).getMessage());
    }

    @Test
    void theStudioMayAskThem() {
        for (Class<?> type : List.of(SquaresCountRequest.class, SquaresTableRequest.class, SquaresListRequest.class, SquaresCheckRequest.class)) {
            assertFalse(RequestTypes.namesFiles(type), type.getSimpleName());
        }
    }
}
