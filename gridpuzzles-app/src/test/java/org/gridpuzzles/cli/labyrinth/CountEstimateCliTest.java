package org.gridpuzzles.cli.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.gridpuzzles.api.JsonSchemas;
import org.gridpuzzles.cli.ChildJvm;
import org.gridpuzzles.cli.CommandRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code labyrinth count --estimate}, and a count foreseen not to fit its heap, refused before it starts. */
class CountEstimateCliTest {

    @TempDir
    Path dir;

    @Test
    void theEstimateSaysTheStatesTheMemoryAndTheTimeAndCountsNothing() throws Exception {
        CommandRun r = CommandRun.run("labyrinth", "count", "--size", "25", "--estimate");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(3, lines.size(), r.out());
        assertTrue(lines.get(0).startsWith("estimate: 625 steps, the largest about "), lines.get(0));
        assertTrue(lines.get(1).startsWith("memory: about ") && lines.get(1).contains("does not fit"), lines.get(1));
        assertTrue(lines.get(2).startsWith("time: about "), lines.get(2));
        CommandRun json = CommandRun.run("labyrinth", "count", "--size", "25", "--estimate", "--format", "json");
        assertEquals(0, json.code(), json.err());
        JsonSchemas.assertValidResult("labyrinth count", json.out());
        JsonNode e = new ObjectMapper().readTree(json.out()).get("estimate");
        assertEquals(625, e.get("steps").asInt());
        assertEquals("sorted", e.get("store").asText());
        assertTrue(e.get("peakStates").asLong() > e.get("statesThatFit").asLong(), json.out());
        // with a spill folder the hashed steps take the count, and the large ones go to disk
        CommandRun spill = CommandRun.run("labyrinth", "count", "--size", "25", "--estimate", "--format", "json",
                "--spill", dir.resolve("sp").toString());
        JsonNode s = new ObjectMapper().readTree(spill.out()).get("estimate");
        assertEquals("spilled", s.get("store").asText());
        assertTrue(s.get("diskBytes").asLong() > 0, spill.out());
        assertFalse(Files.exists(dir.resolve("sp")), "the estimate touches no folder");
    }

    @Test
    void theEstimateIsOfTheGridsOwnRule() {
        CommandRun other = CommandRun.run("labyrinth", "count", "--size", "6", "--closed", "--estimate", "--engine",
                "frontier");
        assertEquals(2, other.code());
        assertTrue(other.err().contains("not yet with --engine frontier"), other.err());
        CommandRun knight = CommandRun.run("knight", "count", "--size", "8", "--estimate");
        assertEquals(2, knight.code());
        assertTrue(knight.err().contains("--estimate is not there yet for knight count"), knight.err());
    }

    @Test
    void theClosedLinesEstimateSaysTheirTablesAndAClosedCountTooLargeIsRefusedBeforeItStarts() throws Exception {
        CommandRun r = CommandRun.run("labyrinth", "count", "--size", "16", "--closed", "--estimate", "--format",
                "json");
        assertEquals(0, r.code(), r.err());
        JsonSchemas.assertValidResult("labyrinth count", r.out());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertTrue(j.get("closed").asBoolean(), r.out());
        JsonNode e = j.get("estimate");
        assertEquals(256, e.get("steps").asInt());
        assertEquals("tabled", e.get("store").asText());
        assertTrue(e.get("peakBytes").asLong() > 100L << 20, r.out()); // the tables: about 10 million states
        CommandRun text = CommandRun.run("labyrinth", "count", "--size", "16", "--closed", "--estimate");
        assertTrue(text.out().startsWith("estimate: 256 steps, the largest about 677,"), text.out());
        assertTrue(text.out().contains("steps along tables made once"), text.out());
        // 24 x 24: neither the tables nor the sorted steps fit a small heap, refused before any of its work
        Path out = dir.resolve("closed.txt");
        Process p = new ProcessBuilder(ChildJvm.command("64m", List.of("labyrinth", "count", "--size", "24",
                "--closed", "--out", out.toString()))).start();
        try {
            assertTrue(p.waitFor(300, TimeUnit.SECONDS), "the count ended");
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(3, p.exitValue(), err);
            List<String> lines = err.lines().toList();
            assertEquals(1, lines.size(), err);
            assertTrue(lines.get(0).startsWith("gridpuzzles labyrinth count: the count needs about "), err);
            assertTrue(lines.get(0).contains("in sorted steps"), err);
            assertFalse(Files.exists(out), "nothing written");
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    void aCountThatWillNotFitItsHeapIsRefusedBeforeItStartsAndWritesNothing() throws Exception {
        Path out = dir.resolve("count.txt");
        Process p = new ProcessBuilder(ChildJvm.command("64m", List.of("labyrinth", "count", "--size", "17",
                "--out", out.toString()))).start();
        try {
            assertTrue(p.waitFor(300, TimeUnit.SECONDS), "the count ended");
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(3, p.exitValue(), err);
            List<String> lines = err.lines().toList();
            assertEquals(1, lines.size(), err);
            assertTrue(lines.get(0).matches("gridpuzzles labyrinth count: the count needs about 3,[0-9,]+ frontier "
                    + "states in its largest step \\(foreseen from measured sweeps\\), more than this [0-9,]+ MB heap "
                    + "holds .* --spill DIR; --estimate says more"), lines.get(0));
            assertFalse(Files.exists(out), "nothing written");
        } finally {
            p.destroyForcibly();
        }
    }
}
