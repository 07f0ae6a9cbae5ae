package org.gridpuzzles.api.knight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gridpuzzles.api.Drawable;
import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.JsonSchemas;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.render.Renderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The knight operations besides tour, through the registry: the command line's answers. */
class KnightOperationsTest {

    @TempDir
    Path dir;

    private static <Q extends Record, R extends Record> R run(String name, Class<Q> request, Class<R> result,
            String json) {
        return Operations.get(name, request, result).run(OperationJson.read(json, request, "request"),
                RunContext.plain().withThreads(1));
    }

    /** The command run with the options of a case: {request JSON, option, ...}. */
    private static CommandRun cli(String command, String[] c) {
        List<String> args = new ArrayList<>(List.of("knight", command));
        args.addAll(List.of(c).subList(1, c.length));
        return CommandRun.run(args.toArray(String[]::new));
    }

    private static <Q extends Record> String refused(Class<Q> request, String json) {
        return assertThrows(InvalidRequestException.class, () -> OperationJson.read(json, request, "request"))
                .getMessage();
    }

    @Test
    void checkGivesTheCommandLinesVerdict() throws IOException {
        Path tour = dir.resolve("t.json");
        Files.writeString(tour, CommandRun.run("knight", "tour", "--size", "6", "--closed", "--format", "json").out());
        Path moves = dir.resolve("t.txt");
        Files.writeString(moves, CommandRun.run("knight", "tour", "--size", "5", "--format", "moves").out());
        String[][] cases = {
            {"{\"file\":" + Json.write(tour.toString()) + "}", tour.toString()},
            {"{\"file\":" + Json.write(tour.toString()) + ",\"closed\":true}", "--closed", tour.toString()},
            {"{\"file\":" + Json.write(moves.toString()) + ",\"rows\":5,\"cols\":5}", "--size", "5",
                moves.toString()},
            {"{\"file\":" + Json.write(moves.toString()) + ",\"rows\":5,\"cols\":5,\"closed\":true}", "--size", "5",
                "--closed", moves.toString()},
        };
        for (String[] c : cases) {
            KnightCheckResult r = run("knight check", KnightCheckRequest.class, KnightCheckResult.class, c[0]);
            CommandRun cli = cli("check", c);
            assertEquals(cli.out(), r.text() + "\n");
            assertEquals(r.valid() ? 0 : 1, cli.code());
            JsonSchemas.assertValidResult("knight check", OperationJson.write(r));
        }
        assertEquals("rows and cols are given together or not at all",
                refused(KnightCheckRequest.class, "{\"file\":\"t.txt\",\"rows\":5}"));
    }

    @Test
    void verifySquirrelGivesTheCommandLinesJsonAndText() {
        VerifySquirrelResult r = run("knight verify-squirrel", VerifySquirrelRequest.class,
                VerifySquirrelResult.class, "{\"from\":70,\"to\":76}");
        CommandRun json = CommandRun.run("knight", "verify-squirrel", "--from", "70", "--to", "76", "--format", "json");
        assertEquals(json.out(), OperationJson.write(r) + "\n");
        JsonSchemas.assertValidResult("knight verify-squirrel", json.out());
        assertEquals(CommandRun.run("knight", "verify-squirrel", "--from", "70", "--to", "76").out(), r.text());
        assertEquals("from must be at least 5, got 3", refused(VerifySquirrelRequest.class, "{\"from\":3,\"to\":9}"));
        assertEquals("to must be at least 9, got 8", refused(VerifySquirrelRequest.class, "{\"from\":9,\"to\":8}"));
    }

    @Test
    void studyGivesTheCommandLinesJsonAndCsv() {
        StudyResult r = run("knight study", StudyRequest.class, StudyResult.class,
                "{\"sizes\":\"5..9\",\"trials\":6,\"seed\":3}");
        CommandRun json = CommandRun.run("knight", "study", "--sizes", "5..9", "--trials", "6", "--seed", "3",
                "--format", "json");
        assertEquals(json.out(), OperationJson.write(r) + "\n");
        JsonSchemas.assertValidResult("knight study", json.out());
        assertEquals(CommandRun.run("knight", "study", "--sizes", "5..9", "--trials", "6", "--seed", "3").out(),
                r.csv());
        JsonSchemas.assertValidResult("knight study", CommandRun.run("knight", "study", "--sizes", "5..6",
                "--tiebreak", "pohl", "--trials", "2", "--format", "json").out());
        assertEquals("trials must be at least 1, got 0",
                refused(StudyRequest.class, "{\"sizes\":\"5..9\",\"trials\":0}"));
        assertEquals("sizes must be given", refused(StudyRequest.class, "{\"trials\":3}"));
    }

    @Test
    void countGivesTheCommandLinesNumberAndVerdict() {
        String[][] cases = {
            {"{\"rows\":5,\"cols\":5,\"start\":\"1,1\"}", "--size", "5", "--start", "1,1"},
            {"{\"rows\":5,\"cols\":6,\"method\":\"search\"}", "--rows", "5", "--cols", "6", "--method", "search"},
            {"{\"rows\":5,\"cols\":6,\"noMirror\":true,\"primes\":2}", "--rows", "5", "--cols", "6", "--no-mirror",
                "--primes", "2"},
            {"{\"rows\":5,\"cols\":5,\"confirm\":1728}", "--size", "5", "--confirm", "1728"},
            {"{\"rows\":5,\"cols\":5,\"confirm\":1729}", "--size", "5", "--confirm", "1729"},
        };
        for (String[] c : cases) {
            KnightCountResult r = run("knight count", KnightCountRequest.class, KnightCountResult.class, c[0]);
            CommandRun cli = cli("count", c);
            String out = cli.out();
            // the first line says what was counted and how long it took
            assertEquals(out.substring(out.indexOf('\n') + 1), r.text());
            assertTrue(out.startsWith(r.tours() + " ("), out);
            assertEquals(!r.confirmed() || r.confirmation().agrees() ? 0 : 1, cli.code());
            JsonSchemas.assertValidResult("knight count", OperationJson.write(r));
        }
        assertEquals("closed tours are counted as cycles: start is not given",
                refused(KnightCountRequest.class, "{\"rows\":6,\"cols\":6,\"closed\":true,\"start\":\"1,1\"}"));
        assertEquals("primes must be 1..32, got 0",
                refused(KnightCountRequest.class, "{\"rows\":5,\"cols\":5,\"primes\":0}"));
        assertEquals("method", assertThrows(InvalidRequestException.class, () -> OperationJson.read(
                "{\"rows\":5,\"cols\":5,\"method\":\"search\",\"confirm\":3}", KnightCountRequest.class, "r")).field());
    }

    @Test
    void benchGivesTheCommandLinesRows() {
        KnightBenchResult r = run("knight bench", KnightBenchRequest.class, KnightBenchResult.class,
                "{\"sizes\":[5,8],\"method\":\"warnsdorff\",\"repeat\":1}");
        CommandRun cli = CommandRun.run("knight", "bench", "--sizes", "5,8", "--method", "warnsdorff", "--repeat",
                "1");
        List<String> lines = cli.out().lines().toList();
        assertEquals(KnightBenchResult.CSV_HEADER, lines.get(0));
        assertEquals(r.rows().size() + 1, lines.size());
        for (int i = 0; i < r.rows().size(); i++) {
            // the times differ from run to run; what was walked does not
            assertEquals(untimed(r.rows().get(i).csv()), untimed(lines.get(i + 1)));
        }
        JsonSchemas.assertValidResult("knight bench", OperationJson.write(r));
        assertEquals("method must be squirrel or warnsdorff, got construct",
                refused(KnightBenchRequest.class, "{\"method\":\"construct\"}"));
        assertEquals("sizes must be 5..1000000, got 4", refused(KnightBenchRequest.class, "{\"sizes\":[4]}"));
        assertFalse(r.rows().isEmpty());
    }

    private static String untimed(String csvLine) {
        return csvLine.substring(0, csvLine.lastIndexOf(',', csvLine.lastIndexOf(',') - 1));
    }

    @Test
    void aTourDrawsItselfUnderTheRequestsTitle() {
        String[][] cases = {
            {"{\"rows\":6,\"cols\":6,\"closed\":true}", "--size", "6", "--closed"},
            {"{\"rows\":8,\"cols\":8,\"tiebreak\":\"random\",\"seed\":4,\"markTies\":true}", "--size", "8",
                "--tiebreak", "random", "--seed", "4", "--mark-ties"},
            {"{\"rows\":8,\"cols\":8,\"method\":\"squirrel\"}", "--size", "8", "--method", "squirrel"},
            {"{\"rows\":5,\"cols\":7,\"method\":\"construct\"}", "--rows", "5", "--cols", "7", "--method",
                "construct"},
        };
        for (String[] c : cases) {
            TourResult r = run("knight tour", TourRequest.class, TourResult.class, c[0]);
            String[] svg = Arrays.copyOf(c, c.length + 2);
            svg[c.length] = "--format";
            svg[c.length + 1] = "svg";
            assertEquals(cli("tour", svg).out(), Renderer.svg(((Drawable) r).picture()));
            assertTrue(Renderer.svg(r.picture()).contains(r.title()), r.title());
        }
        assertFalse(OperationJson.write(run("knight tour", TourRequest.class, TourResult.class,
                "{\"rows\":5,\"cols\":5}")).contains("title"));
    }
}
