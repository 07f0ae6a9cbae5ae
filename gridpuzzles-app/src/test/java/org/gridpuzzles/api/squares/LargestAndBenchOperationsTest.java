package org.gridpuzzles.api.squares;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.JsonSchemas;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.cli.CommandRun;
import org.junit.jupiter.api.Test;

class LargestAndBenchOperationsTest {

    private static String timeless(String text) {
        return text.replaceAll("\\d+\\.\\d{3}", "T");
    }

    @Test
    void largestGivesTheCommandLinesSizes() {
        SquaresLargestResult r = Operations.get("squares largest", SquaresLargestRequest.class, SquaresLargestResult.class).run(
                OperationJson.read("{\"anyBalance\":true,\"axisParallel\":true,\"from\":3,\"maxSize\":3}",
                        SquaresLargestRequest.class, "request"), RunContext.plain());
        assertEquals(3, r.largest());
        String cli = CommandRun.run("squares", "largest", "--axis-parallel", "--any-balance", "--from", "3",
                "--max-size", "3").out();
        StringBuilder lines = new StringBuilder();
        r.steps().forEach(s -> lines.append(s.line()));
        assertTrue(timeless(cli).contains(timeless(lines.toString())), cli);
        assertTrue(cli.contains("witness 3x3 (checked): " + r.witnessCompact()), cli);
        JsonSchemas.assertValidResult("squares largest", OperationJson.write(r));
    }

    @Test
    void largestRefusesInTheRequestsWords() {
        for (String[] bad : new String[][] {{"{\"cases\":5}", "cases must be 0..4, got 5"},
            {"{\"cases\":3,\"method\":\"search\"}", "cases split SAT formulas; they do not go with method search"},
            {"{\"cases\":3,\"colours\":3}", "cases work with two colours, not 3"},
            {"{\"from\":5}", "from 5 needs anyBalance: only then does a board at one size stand for all smaller ones"},
            {"{\"timeLimit\":0}", "timeLimit must be 1..3153600000, got 0"}}) {
            assertEquals(bad[1], assertThrows(InvalidRequestException.class,
                    () -> OperationJson.read(bad[0], SquaresLargestRequest.class, "request")).getMessage());
        }
    }

    @Test
    void benchSaysItsRulesInATypedRecord() {
        SquaresBenchResult r = Operations.get("squares bench", SquaresBenchRequest.class, SquaresBenchResult.class).run(
                OperationJson.read("{\"max\":3,\"rounds\":1,\"solve\":2,\"colours\":3,\"anyBalance\":true,"
                        + "\"axisParallel\":true}", SquaresBenchRequest.class, "request"), RunContext.plain().withThreads(1));
        assertTrue(r.table().line().startsWith("table n=1..3 (3 colours, axis-parallel squares, any balance), "
                + "1 threads: best "), r.table().line());
        assertEquals(List.of(SquaresBenchResult.Method.ALPHA_BETA, SquaresBenchResult.Method.DF_PN),
                r.solves().stream().map(SquaresBenchResult.Solve::method).toList());
        assertEquals("draw", r.solves().get(0).value());
        CommandRun cli = CommandRun.run("squares", "bench", "--max", "3", "--rounds", "1", "--solve", "2",
                "--colours", "3", "--any-balance", "--axis-parallel", "--threads", "1");
        assertEquals(0, cli.code(), cli.err());
        assertEquals(timeless(r.text()).replaceAll("\\d+ positions", "N positions"),
                timeless(cli.out()).replaceAll("\\d+ positions", "N positions"));
        JsonSchemas.assertValidResult("squares bench", OperationJson.write(r));
        assertEquals("rounds must be at least 1, got 0", assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rounds\":0}", SquaresBenchRequest.class, "request")).getMessage());
    }
}
