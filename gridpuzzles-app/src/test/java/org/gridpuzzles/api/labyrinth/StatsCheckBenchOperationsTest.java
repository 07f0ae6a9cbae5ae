package org.gridpuzzles.api.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.JsonSchemas;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.core.InvalidInputException;
import org.junit.jupiter.api.Test;

class StatsCheckBenchOperationsTest {

    private static <Q extends Record, R extends Record> R run(String name, Class<Q> q, Class<R> r, String json) {
        return Operations.get(name, q, r).run(OperationJson.read(json, q, "request"), RunContext.plain());
    }

    /** The figures of a stats answer but its times, which vary from run to run. */
    private static String withoutTimes(String json) {
        return json.substring(0, json.indexOf(",\"seconds\""));
    }

    @Test
    void statsGivesTheCommandLinesFigures() {
        LabyrinthStatsResult r = run("labyrinth stats", LabyrinthStatsRequest.class, LabyrinthStatsResult.class,
                "{\"rows\":7,\"cols\":7,\"seed\":1,\"runs\":5,\"oracle\":\"fast\",\"budget\":10}");
        CommandRun cli = CommandRun.run("labyrinth", "stats", "--size", "7", "--seed", "1", "--runs", "5", "--oracle",
                "fast", "--budget", "10", "--format", "json");
        assertEquals(0, cli.code());
        assertEquals(withoutTimes(cli.out()), withoutTimes(OperationJson.write(r)));
        assertTrue(r.allCompleted());
        JsonSchemas.assertValidResult("labyrinth stats", cli.out());
        String text = r.text();
        assertTrue(text.startsWith("7 x 7, 5 drawings, seed 1\ncompleted  5\nstuck      0\nundecided  "), text);
        assertEquals("runs must be at least 1, got 0", assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rows\":7,\"cols\":7,\"runs\":0}", LabyrinthStatsRequest.class, "r"))
                .getMessage());
        assertEquals(100, OperationJson.read("{\"rows\":7,\"cols\":7}", LabyrinthStatsRequest.class, "r").runs());
    }

    @Test
    void checkSaysYesOrNoAsTheCommandLine() {
        for (String[] c : new String[][] {{"RRDLLDRR", "1,1", "3,3"}, {"RRDLLD", "1,1", "3,3"},
            {"DDRUURDD", "1,1", "1,3"}, {"RRRR", "1,1", "3,3"}, {"RRDDLULD", "1,3", "3,1"}}) {
            LabyrinthCheckResult r = run("labyrinth check", LabyrinthCheckRequest.class, LabyrinthCheckResult.class,
                    "{\"rows\":3,\"cols\":3,\"moves\":\"" + c[0] + "\",\"start\":\"" + c[1] + "\",\"end\":\"" + c[2]
                            + "\"}");
            CommandRun cli = CommandRun.run("labyrinth", "check", "--size", "3", "--moves", c[0], "--start", c[1],
                    "--end", c[2]);
            assertEquals(cli.out(), r.text(), c[0]);
            assertEquals(cli.code() == 0, r.valid(), c[0]);
            JsonSchemas.assertValidResult("labyrinth check", OperationJson.write(r));
        }
        assertEquals("moves must be given", assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rows\":3,\"cols\":3}", LabyrinthCheckRequest.class, "r")).getMessage());
        assertEquals("moves: character 3 'X' is not one of U, D, L, R", assertThrows(InvalidInputException.class,
                () -> run("labyrinth check", LabyrinthCheckRequest.class, LabyrinthCheckResult.class,
                        "{\"rows\":3,\"cols\":3,\"moves\":\"RRX\"}")).getMessage());
    }

    @Test
    void benchTimesWhatItIsAskedFor() {
        LabyrinthBenchResult count = run("labyrinth bench", LabyrinthBenchRequest.class, LabyrinthBenchResult.class,
                "{\"what\":\"count\",\"rows\":5,\"cols\":5}");
        assertEquals("104", count.count());
        assertTrue(count.text().matches("count 5 x 5: 104 in \\d+\\.\\d{3} s \\(\\d+\\.\\d{3} s CPU\\), at most \\d+ "
                + "frontier states\n"), count.text());
        LabyrinthBenchResult enumerate = Operations.get("labyrinth bench", LabyrinthBenchRequest.class,
                LabyrinthBenchResult.class).run(new LabyrinthBenchRequest(LabyrinthBenchRequest.What.ENUMERATE, 5, 5,
                        null, null, 0, 50L, null), RunContext.plain().withThreads(3));
        assertEquals(2, enumerate.runs().size());
        assertEquals(1, enumerate.runs().get(0).threads());
        assertEquals(3, enumerate.runs().get(1).threads());
        assertTrue(enumerate.runs().stream().allMatch(r -> r.items() == 50));
        assertTrue(enumerate.text().contains("enumerate 5 x 5, 3 threads: 50 walkthroughs in "), enumerate.text());
        LabyrinthBenchResult draw = run("labyrinth bench", LabyrinthBenchRequest.class, LabyrinthBenchResult.class,
                "{\"what\":\"draw\",\"rows\":7,\"cols\":7,\"runs\":3,\"seed\":2}");
        assertTrue(draw.text().startsWith("draw 7 x 7: 3 lines in "), draw.text());
        assertTrue(draw.text().endsWith(", 0 stuck, 0 undecided candidates, seed 2\n"), draw.text());
        for (LabyrinthBenchResult r : new LabyrinthBenchResult[] {count, enumerate, draw}) {
            JsonSchemas.assertValidResult("labyrinth bench", OperationJson.write(r));
        }
        assertEquals("what must be given", assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rows\":5,\"cols\":5}", LabyrinthBenchRequest.class, "r")).getMessage());
        assertFalse(CommandRun.run("labyrinth", "bench", "count", "--size", "5").out().isEmpty());
    }
}
