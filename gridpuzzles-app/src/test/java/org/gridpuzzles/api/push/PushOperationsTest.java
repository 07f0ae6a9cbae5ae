package org.gridpuzzles.api.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.ProjectFiles;
import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.JsonSchemas;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RequestTypes;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The push operations through the registry give the command line's answers; instances go as text. */
class PushOperationsTest {

    @TempDir
    Path dir;

    private static String example() throws IOException {
        return Files.readString(ProjectFiles.file("examples", "push", "example.asp"));
    }

    private static String file() {
        return ProjectFiles.file("examples", "push", "example.asp").toString();
    }

    private static <Q extends Record, R extends Record> R run(String name, Class<Q> request, Class<R> result,
            String json) {
        return Operations.get(name, request, result).run(OperationJson.read(json, request, "request"),
                RunContext.plain().withThreads(1));
    }

    private static PushSolveResult solve(String json) {
        return run("push solve", PushSolveRequest.class, PushSolveResult.class, json);
    }

    private static PushCheckResult check(String json) {
        return run("push check", PushCheckRequest.class, PushCheckResult.class, json);
    }

    private static PushShowResult show(String json) {
        return run("push show", PushShowRequest.class, PushShowResult.class, json);
    }

    private static PushBenchResult bench(String json) {
        return run("push bench", PushBenchRequest.class, PushBenchResult.class, json);
    }

    private static String quoted(String s) {
        return Json.write(s);
    }

    @Test
    void solveFromTheFactsGivesTheCommandLinesAnswer() throws IOException {
        String facts = example();
        for (String optimal : new String[] {"false", "true"}) {
            PushSolveResult r = solve("{\"facts\":" + quoted(facts) + ",\"optimal\":"
                    + optimal + "}");
            String[] args = optimal.equals("true") ? new String[] {"push", "solve", file(), "--optimal", "--threads",
                "1", "--format", "json"} : new String[] {"push", "solve", file(), "--threads", "1", "--format", "json"};
            CommandRun cli = CommandRun.run(args);
            assertEquals(cli.out(), OperationJson.write(r) + "\n");
            JsonSchemas.assertValidResult("push solve", cli.out());
        }
        CommandRun none = CommandRun.run("push", "solve", file(), "--max-steps", "1", "--format", "json");
        assertEquals(1, none.code());
        JsonSchemas.assertValidResult("push solve", none.out());
        JsonSchemas.assertValidRequest("push solve", "{\"facts\":\"max_steps(1).\",\"all\":true,\"maxSteps\":3}");
    }

    @Test
    void everySolutionComesInOrder() throws IOException {
        PushSolveResult all = solve("{\"facts\":" + quoted(example())
                + ",\"all\":true,\"optimal\":true}");
        CommandRun cli = CommandRun.run("push", "solve", file(), "--all", "--optimal");
        assertEquals(cli.out(), String.join("\n", all.solutions()) + "\n");
        assertEquals(PushSolveResult.Status.SOLVED, all.status());
        JsonSchemas.assertValidResult("push solve", OperationJson.write(all));
    }

    @Test
    void theTimeLimitHasTwoSpellings() {
        for (String spelling : new String[] {"--time-limit", "--timeout"}) {
            CommandRun ok = CommandRun.run("push", "solve", file(), spelling, "30", "--optimal");
            assertEquals(0, ok.code(), ok.err());
            assertEquals("push(1,w,1). push(2,n,2).\n", ok.out());
            CommandRun zero = CommandRun.run("push", "solve", file(), spelling, "0");
            assertEquals(2, zero.code());
            assertEquals("gridpuzzles push solve: " + spelling + " 0.0 is out of range: give a number of seconds "
                    + "above 0 (leave it out for no time limit)\n", zero.err());
        }
    }

    @Test
    void aCheckpointIsKeptOnlyOutsideTheRegistry() throws IOException {
        // the studio may run push solve: its request names no file
        assertFalse(RequestTypes.namesFiles(PushSolveRequest.class));
        Path ck = dir.resolve("ck");
        PushSolveResult r = PushSolveCheckpoint.solve(new PushSolveRequest(example(), "example", true, false, null), ck,
                RunContext.plain().withThreads(1));
        assertTrue(r.proved());
        assertTrue(Files.isDirectory(ck));
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> PushSolveCheckpoint.solve(PushSolveRequest.of("x"), ck, RunContext.plain()));
        assertEquals("checkpoint", e.field());
    }

    @Test
    void checkFromTheTextsGivesTheCommandLinesAnswer() throws IOException {
        Path sol = Files.writeString(dir.resolve("a.sol"), "push(1,w,1). push(2,n,2).");
        for (String pushes : new String[] {"push(1,w,1). push(2,n,2).", "push(1,w,1).", "push(1,w,1). push(1,w,1)."}) {
            Files.writeString(sol, pushes);
            PushCheckResult r = check("{\"facts\":"
                    + quoted(example()) + ",\"pushes\":" + quoted(pushes) + ",\"pushesSource\":"
                    + quoted(sol.toString()) + "}");
            CommandRun cli = CommandRun.run("push", "check", file(), sol.toString(), "--format", "json");
            assertEquals(cli.out(), OperationJson.write(r) + "\n");
            assertEquals(r.valid() ? 0 : 1, cli.code());
            JsonSchemas.assertValidResult("push check", cli.out());
            assertEquals(CommandRun.run("push", "check", file(), sol.toString()).out(), r.text() + "\n");
        }
    }

    @Test
    void messagesNameTheSourceAndLine() throws IOException {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> check(
                "{\"facts\":" + quoted(example()) + ",\"pushes\":\"push(1,w,1).\\npush(9,w,2).\","
                        + "\"pushesSource\":\"a.sol\"}"));
        assertTrue(e.getMessage().startsWith("a.sol:2:"), e.getMessage());
        Path bad = Files.writeString(dir.resolve("bad.lp"), example().replace("init_on(3,2).", "init_on(3,2)"));
        CommandRun cli = CommandRun.run("push", "show", bad.toString(), "--format", "json");
        assertEquals(2, cli.code());
        assertTrue(cli.err().startsWith("gridpuzzles push show: " + bad + ":9:"), cli.err());
        InvalidRequestException missing = assertThrows(InvalidRequestException.class,
                () -> check("{\"facts\":\"max_steps(1).\"}"));
        assertEquals("pushes must be given", missing.getMessage());
        InvalidRequestException negative = assertThrows(InvalidRequestException.class,
                () -> solve("{\"facts\":\"x\",\"maxSteps\":-1}"));
        assertEquals("maxSteps must be at least 0, got -1", negative.getMessage());
    }

    @Test
    void showFromTheTextsGivesTheCommandLinesAnswer() throws IOException {
        for (String pushes : new String[] {null, "push(1,w,1).", "push(2,n,2). push(1,w,1)."}) {
            PushShowResult r = show("{\"facts\":" + quoted(example())
                    + (pushes == null ? "" : ",\"pushes\":" + quoted(pushes)) + "}");
            CommandRun cli = pushes == null ? CommandRun.run("push", "show", file(), "--format", "json")
                    : CommandRun.run("push", "show", file(), "--pushes", pushes, "--format", "json");
            assertEquals(cli.out(), OperationJson.write(r) + "\n");
            JsonSchemas.assertValidResult("push show", cli.out());
            CommandRun svg = pushes == null ? CommandRun.run("push", "show", file(), "--format", "svg")
                    : CommandRun.run("push", "show", file(), "--pushes", pushes, "--format", "svg");
            assertEquals(svg.out(), org.gridpuzzles.render.Renderer.svg(r.picture()));
        }
        assertFalse(RequestTypes.namesFiles(PushShowRequest.class));
        assertFalse(RequestTypes.namesFiles(PushCheckRequest.class));
    }

    @Test
    void generateGivesTheCommandLinesAnswer() {
        for (String[] extra : new String[][] {{}, {"--pushes", "2"}, {"--pushes", "3", "--at-most"}}) {
            List<String> args = new ArrayList<>(List.of("push", "generate", "--size", "6", "--seed", "7"));
            args.addAll(List.of(extra));
            args.addAll(List.of("--format", "json"));
            CommandRun cli = CommandRun.run(args.toArray(String[]::new));
            String json = "{\"size\":6,\"seed\":7" + (extra.length == 0 ? "" : ",\"pushes\":" + extra[1])
                    + (extra.length == 3 ? ",\"atMost\":true" : "") + "}";
            PushGenerateResult r = run("push generate", PushGenerateRequest.class, PushGenerateResult.class, json);
            assertEquals(cli.out(), OperationJson.write(r) + "\n");
            JsonSchemas.assertValidResult("push generate", cli.out());
            JsonSchemas.assertValidRequest("push generate", json);
        }
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> PushGenerateRequest.of(63, 1));
        assertEquals("size must be 2..62, got 63", e.getMessage());
        InvalidRequestException lone = assertThrows(InvalidRequestException.class,
                () -> run("push generate", PushGenerateRequest.class, PushGenerateResult.class,
                        "{\"size\":5,\"atMost\":true}"));
        assertEquals("atMost needs pushes", lone.getMessage());
    }

    @Test
    void benchGivesTheCommandLinesRowsWithEitherSpellingOfItsTimeLimit() throws IOException {
        Path pool = Files.createDirectories(dir.resolve("pool"));
        Files.writeString(pool.resolve("a.lp"), example());
        Files.writeString(pool.resolve("b.lp"), example().replace("max_steps(2)", "max_steps(1)"));
        Files.writeString(pool.resolve("c.txt"), "field(1,1).");
        PushBenchResult r = bench("{\"dir\":" + quoted(pool.toString())
                + ",\"optimal\":true,\"jobs\":1,\"timeLimit\":30}");
        assertEquals(List.of("a.lp", "b.lp", "c.txt"), r.rows().stream().map(PushBenchResult.Row::instance).toList());
        assertFalse(r.failed());
        for (String spelling : new String[] {"--time-limit", "--timeout"}) {
            CommandRun cli = CommandRun.run("push", "bench", pool.toString(), "--optimal", "--jobs", "1", spelling,
                    "30");
            assertEquals(0, cli.code(), cli.err());
            // the seconds column differs from run to run
            assertEquals(withoutSeconds(r.csv()), withoutSeconds(cli.out()));
            assertEquals(String.join("\n", r.summary()).replaceAll("[0-9.]+ s", "s"),
                    cli.err().strip().replaceAll("[0-9.]+ s", "s"));
            CommandRun zero = CommandRun.run("push", "bench", pool.toString(), spelling, "0");
            assertEquals("gridpuzzles push bench: " + spelling + " 0.0 must be positive\n", zero.err());
        }
        JsonSchemas.assertValidResult("push bench", OperationJson.write(r));
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> bench("{\"dir\":\"x\",\"threads\":2}"));
        assertEquals("threads", e.field());
        assertTrue(RequestTypes.namesFiles(PushBenchRequest.class));
    }

    private static String withoutSeconds(String csv) {
        return csv.replaceAll(",[0-9]+\\.[0-9]{3},", ",S,");
    }
}
