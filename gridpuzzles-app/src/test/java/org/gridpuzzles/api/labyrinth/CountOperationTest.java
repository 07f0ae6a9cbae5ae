package org.gridpuzzles.api.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.JsonSchemas;
import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RequestTypes;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.core.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CountOperationTest {

    static LabyrinthCountResult run(String json) {
        return Operations.get("labyrinth count", LabyrinthCountRequest.class, LabyrinthCountResult.class)
                .run(OperationJson.read(json, LabyrinthCountRequest.class, "request"), RunContext.plain());
    }

    private static CommandRun cli(String... args) {
        String[] all = new String[args.length + 2];
        all[0] = "labyrinth";
        all[1] = "count";
        System.arraycopy(args, 0, all, 2, args.length);
        return CommandRun.run(all);
    }

    @Test
    void aRequestInJsonGivesTheCommandLinesAnswer() {
        String[][] cases = {
            {"{\"rows\":5,\"cols\":5,\"byFirstMove\":true}", "--size=5 --by-first-move"},
            {"{\"rows\":4,\"cols\":4}", "--size=4"},
            {"{\"rows\":5,\"cols\":5,\"moves\":\" DR \"}", "--size=5 --moves=DR"},
            {"{\"rows\":6,\"cols\":7,\"engine\":\"frontier\",\"sweep\":\"mirrored\",\"firstPrime\":3,"
                + "\"start\":\"1,2\",\"end\":{\"row\":6,\"col\":6}}",
                "--rows=6 --cols=7 --engine=frontier --sweep=mirrored --first-prime=3 --start=1,2 --end=6,6"},
            {"{\"rows\":7,\"cols\":7,\"moves\":\"DDDRU\",\"byFirstMove\":true,\"exact\":true}",
                "--size=7 --moves=DDDRU --by-first-move --exact"},
        };
        for (String[] c : cases) {
            LabyrinthCountResult r = run(c[0]);
            CommandRun text = cli(c[1].split(" "));
            assertEquals(0, text.code(), c[1]);
            assertEquals(text.out(), r.text(), c[0]);
            CommandRun json = cli((c[1] + " --format=json").split(" "));
            assertEquals(json.out(), OperationJson.write(r) + "\n", c[0]);
            JsonSchemas.assertValidResult("labyrinth count", json.out());
        }
    }

    @Test
    void aConfirmationIsWrittenBesideTheQuestionAsBefore() {
        for (String claim : new String[] {"4266", "4267"}) {
            LabyrinthCountResult r = run("{\"rows\":7,\"cols\":7,\"moves\":\"DDDRU\",\"confirm\":\"" + claim + "\"}");
            CommandRun json = cli("--size=7", "--moves=DDDRU", "--confirm=" + claim, "--format=json");
            assertEquals(json.out(), OperationJson.write(r) + "\n");
            assertTrue(json.out().startsWith("{\"rows\":7,\"cols\":7,\"moves\":\"DDDRU\",\"claimed\":\"" + claim
                    + "\",\"agrees\":"), json.out());
            assertEquals(claim.equals("4266") ? 0 : 1, json.code());
            assertEquals(claim.equals("4266"), r.agreed());
            JsonSchemas.assertValidResult("labyrinth count", json.out());
            assertEquals(cli("--size=7", "--moves=DDDRU", "--confirm=" + claim).out(), r.text());
        }
        JsonSchemas.assertValidResult("labyrinth count", cli("--size=6", "--confirm=0", "--format=json").out());
        JsonSchemas.assertValidRequest("labyrinth count", "{\"rows\":7,\"cols\":7,\"confirm\":4266,\"primes\":2}");
    }

    @Test
    void badValuesAreNamedByTheirField() {
        InvalidRequestException primes = assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rows\":5,\"cols\":5,\"primes\":40}", LabyrinthCountRequest.class, "r"));
        assertEquals("primes must be 0..32, got 40", primes.getMessage());
        assertEquals("primes", primes.field());
        assertEquals("firstPrime must be 0..31, got -1", assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rows\":5,\"cols\":5,\"firstPrime\":-1}", LabyrinthCountRequest.class,
                        "r")).getMessage());
        assertEquals("byFirstMove", assertThrows(InvalidRequestException.class, () -> OperationJson.read(
                "{\"rows\":5,\"cols\":5,\"confirm\":\"104\",\"byFirstMove\":true}", LabyrinthCountRequest.class,
                "r")).field());
        assertEquals("confirm must be at least 0, got -5", assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rows\":5,\"cols\":5,\"confirm\":-5}", LabyrinthCountRequest.class,
                        "r")).getMessage());
        assertEquals("exact", assertThrows(InvalidRequestException.class, () -> OperationJson.read(
                "{\"rows\":5,\"cols\":5,\"exact\":true,\"primes\":2}", LabyrinthCountRequest.class, "r")).field());
    }

    /** The count the studio may run names no folder; the one that keeps its frontier on disk is not registered. */
    @Test
    void foldersAreNeverPartOfTheRegisteredCount(@TempDir Path dir) {
        assertFalse(RequestTypes.namesFiles(LabyrinthCountRequest.class));
        assertTrue(RequestTypes.namesFiles(LabyrinthCountOnDisk.Folders.class));
        for (Operation<?, ?> op : Operations.all()) {
            assertFalse(op.requestType() == LabyrinthCountOnDisk.Folders.class, op.name());
        }
        // a folder named in a JSON request is an unknown key: refused before any work, nothing created
        Path spill = dir.resolve("spill");
        assertThrows(InvalidInputException.class, () -> OperationJson.read("{\"rows\":5,\"cols\":5,\"spill\":\""
                + spill + "\"}", LabyrinthCountRequest.class, "request"));
        assertFalse(Files.exists(spill));
    }

    @Test
    void aCountKeptOnDiskCountsTheSame(@TempDir Path dir) {
        LabyrinthCountRequest q = new LabyrinthCountRequest(7, 7, null, null, null, false, null, null, null, false, 1,
                4);
        LabyrinthCountResult plain = Operations.get("labyrinth count", LabyrinthCountRequest.class,
                LabyrinthCountResult.class).run(q, RunContext.plain());
        LabyrinthCountOnDisk.Folders folders = new LabyrinthCountOnDisk.Folders(dir.resolve("ck"), 0,
                dir.resolve("spill"));
        assertEquals(plain, LabyrinthCountOnDisk.run(q, folders, null, RunContext.plain()));
        assertTrue(Files.isDirectory(dir.resolve("ck")));
        // the finished checkpoint answers a confirmation of the same pass
        LabyrinthCountRequest confirm = new LabyrinthCountRequest(7, 7, null, null, null, false, null, null,
                new BigInteger("111712"), false, 1, 4);
        assertTrue(LabyrinthCountOnDisk.run(confirm, folders, null, RunContext.plain()).agreed());
        InvalidRequestException exact = assertThrows(InvalidRequestException.class, () -> LabyrinthCountOnDisk.run(
                new LabyrinthCountRequest(5, 5, null, null, null, false, null, null, null, true, 0, 0), folders,
                null, RunContext.plain()));
        assertEquals("exact", exact.field());
    }
}
