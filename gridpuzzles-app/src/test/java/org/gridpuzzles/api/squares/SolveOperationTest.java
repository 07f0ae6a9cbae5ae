package org.gridpuzzles.api.squares;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.JsonSchemas;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RequestTypes;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.core.Limits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SolveOperationTest {

    private static final RunContext ONE_THREAD = RunContext.plain().withThreads(1);

    static SquaresSolveResult run(String json, RunContext context) {
        return Operations.get("squares solve", SquaresSolveRequest.class, SquaresSolveResult.class)
                .run(OperationJson.read(json, SquaresSolveRequest.class, "request"), context);
    }

    /** The time a run took is its own. */
    static String timeless(String text) {
        return text.replaceAll("\\d+\\.\\d{3} s", "T s").replaceAll("\\(\\d+ per second\\)", "(N per second)");
    }

    @Test
    void aRequestInJsonGivesTheCommandLinesAnswer() {
        SquaresSolveResult r = run("{\"position\":\"xox/..o/.ox\"}", ONE_THREAD);
        assertEquals("draw", r.value());
        assertEquals(timeless(CommandRun.run("squares", "solve", "--position", "xox/..o/.ox", "--threads", "1").out()),
                timeless(r.text()));
        SquaresSolveResult achieve = run("{\"rows\":3,\"cols\":3,\"rules\":\"achieve\",\"axisParallel\":true,"
                + "\"method\":\"proof-number\",\"tableBits\":16}", ONE_THREAD);
        assertEquals(timeless(CommandRun.run("squares", "solve", "--size", "3", "--rules", "achieve",
                "--axis-parallel", "--method", "proof-number", "--table-bits", "16", "--threads", "1").out()),
                timeless(achieve.text()));
        JsonSchemas.assertValidResult("squares solve", OperationJson.write(r));
        JsonSchemas.assertValidResult("squares solve", OperationJson.write(achieve));
        JsonSchemas.assertValidRequest("squares solve", "{\"rows\":4,\"cols\":4,\"method\":\"proof-number\"}");
    }

    @Test
    void aSearchStoppedByItsLimitsIsNotSolved() {
        SquaresSolveResult r = run("{\"rows\":4,\"cols\":4}", ONE_THREAD.withLimits(Limits.none().withSteps(1)));
        assertNull(r.value());
        assertTrue(r.text().endsWith("\nunknown\n"), r.text());
        JsonSchemas.assertValidResult("squares solve", OperationJson.write(r));
    }

    @Test
    void theCertificateIsWrittenBesideTheOperation(@TempDir Path dir) throws IOException {
        Path proof = dir.resolve("3x3.txt");
        SquaresSolveResult r = SolveProof.write(SquaresSolveRequest.of(3, 3), proof, ONE_THREAD);
        assertTrue(r.proofPositions() > 0);
        assertTrue(Files.readString(proof).startsWith("avoid-the-square strategies"));
        assertTrue(r.text().contains("positions of strategy written to " + proof), r.text());
        JsonSchemas.assertValidResult("squares solve", OperationJson.write(r));
    }

    @Test
    void badValuesAreNamedByTheirField() {
        InvalidRequestException bits = assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rows\":3,\"cols\":3,\"tableBits\":5}", SquaresSolveRequest.class, "request"));
        assertEquals("tableBits must be 10..28, got 5", bits.getMessage());
        InvalidRequestException endgames = assertThrows(InvalidRequestException.class, () -> OperationJson.read(
                "{\"rows\":3,\"cols\":4,\"proofEndgames\":13}", SquaresSolveRequest.class, "request"));
        assertEquals("proofEndgames must be -1..12, got 13", endgames.getMessage());
    }

    @Test
    void theStudioMayAskIt() {
        assertFalse(RequestTypes.namesFiles(SquaresSolveRequest.class));
    }
}
