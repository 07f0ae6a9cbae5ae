package org.gridpuzzles.cli.knight;

import static org.gridpuzzles.cli.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.cli.CommandRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KnightCliTest {

    @TempDir
    Path dir;


    @Test
    void tourThenCheck() throws Exception {
        Path json = dir.resolve("t.json");
        assertEquals(0, run("knight", "tour", "--size", "8", "--tiebreak", "12345678", "--format", "json", "--out",
                json.toString()).code());
        assertTrue(Files.readString(json).startsWith("{\"rows\":8,\"cols\":8,\"start\":[1,1],\"complete\":true,"));
        CommandRun check = run("knight", "check", json.toString());
        assertEquals(0, check.code(), check.out() + check.err());
        assertEquals("valid: open tour on 8 x 8\n", check.out());
        Path moves = dir.resolve("t.txt");
        assertEquals(0, run("knight", "tour", "--size", "21", "--method", "squirrel", "--format", "moves", "--out",
                moves.toString()).code());
        assertEquals(0, run("knight", "check", "--size", "21", moves.toString()).code());
        assertEquals(1, run("knight", "check", "--size", "22", moves.toString()).code());
    }

    @Test
    void markTiesAddsTheTiesToTheJsonOnlyWhenAskedFor() {
        CommandRun plain = run("knight", "tour", "--size", "5", "--format", "json");
        CommandRun ties = run("knight", "tour", "--size", "5", "--format", "json", "--mark-ties");
        assertEquals(0, ties.code(), ties.err());
        assertTrue(!plain.out().contains("ties"), plain.out());
        assertEquals(plain.out().replace("]]}\n", "]],\"ties\":[0,7,8,21]}\n"), ties.out());
        // a constructed tour breaks no ties
        assertTrue(run("knight", "tour", "--size", "6", "--closed", "--format", "json", "--mark-ties").out()
                .endsWith("\"ties\":[]}\n"));
    }

    @Test
    void closedTourIsChecked() throws Exception {
        Path json = dir.resolve("c.json");
        assertEquals(0, run("knight", "tour", "--rows", "6", "--cols", "8", "--closed", "--start", "3,4",
                "--format", "json", "--out", json.toString()).code());
        assertTrue(Files.readString(json).contains("\"closed\":true"));
        assertEquals(0, run("knight", "check", "--closed", json.toString()).code());
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        String[][] bad = {
            {"knight", "tour", "--size", "0"},
            {"knight", "tour", "--size", "8", "--tiebreak", "12345677"},
            {"knight", "tour", "--size", "8", "--start", "9,9"},
            {"knight", "tour", "--size", "4"},
            {"knight", "tour", "--size", "5", "--closed"},
            {"knight", "tour", "--rows", "4", "--cols", "4", "--method", "squirrel"},
            {"knight", "verify-squirrel", "--from", "3", "--to", "10"},
            {"knight", "study", "--sizes", "9..5"},
        };
        for (String[] args : bad) {
            CommandRun r = run(args);
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
        }
    }

    @Test
    void countEndsWithTheBareNumber() {
        CommandRun r = run("knight", "count", "--size", "5", "--start", "1,1");
        assertEquals(0, r.code());
        String[] lines = r.out().strip().split("\n");
        assertEquals("304", lines[lines.length - 1]);
    }

    @Test
    void countsByBothMethodsAgreeAndACheckpointedCountResumes() {
        CommandRun search = run("knight", "count", "--rows", "5", "--cols", "6", "--method", "search");
        CommandRun frontier = run("knight", "count", "--rows", "5", "--cols", "6");
        assertEquals(0, frontier.code(), frontier.err());
        String n = search.out().strip().lines().reduce((a, b) -> b).orElseThrow();
        assertEquals(n, frontier.out().strip().lines().reduce((a, b) -> b).orElseThrow());
        Path ck = dir.resolve("ck");
        CommandRun first = run("knight", "count", "--rows", "5", "--cols", "6", "--checkpoint", ck.toString(),
                "--checkpoint-every", "0", "--steps");
        assertEquals(0, first.code(), first.err());
        assertTrue(first.err().contains("room for"), first.err());
        assertTrue(Files.exists(ck.resolve("pass-0.done")));
        CommandRun again = run("knight", "count", "--rows", "5", "--cols", "6", "--checkpoint", ck.toString());
        assertTrue(again.out().endsWith("\n" + n + "\n"), again.out());
    }

    @Test
    void frontierOptionsAreCheckedAsBadInput() throws Exception {
        Path file = java.nio.file.Files.writeString(dir.resolve("not-a-folder"), "x");
        String[][] bad = {
            {"knight", "count", "--size", "5", "--checkpoint", file.toString()},
            {"knight", "count", "--size", "5", "--method", "search", "--exact"},
            {"knight", "count", "--size", "9", "--closed"},
            {"knight", "count", "--size", "5", "--primes", "0"},
            {"knight", "count", "--size", "5", "--exact", "--primes", "2"},
            {"knight", "count", "--size", "5", "--checkpoint-every", "5"},
            {"knight", "count", "--size", "5", "--spill", file.toString()},
            {"knight", "count", "--size", "5", "--exact", "--spill", dir.toString()},
            {"knight", "count", "--size", "5", "--method", "search", "--spill", dir.toString()},
        };
        for (String[] args : bad) {
            CommandRun r = run(args);
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
        }
    }

    @Test
    void verifySquirrelJson() {
        CommandRun r = run("knight", "verify-squirrel", "--from", "70", "--to", "76", "--format", "json");
        assertEquals("{\"from\":70,\"to\":76,\"failures\":[74]}\n", r.out());
        CommandRun text = run("knight", "verify-squirrel", "--from", "70", "--to", "76");
        assertEquals("m = 74: the walk ended after 5432 of 5476 squares\n1 failure on 7 sizes from 70 to 76\n",
                text.out());
    }

    @Test
    void studyCsvAndPlot() throws Exception {
        Path plot = dir.resolve("rate.svg");
        CommandRun r = run("knight", "study", "--sizes", "5..8", "--trials", "10", "--seed", "1", "--plot",
                plot.toString());
        assertEquals(0, r.code(), r.err());
        // the numbers of the build before the study was moved into the engine
        assertEquals("size,trials,successes,rate\n5,10,10,1.0000\n6,10,10,1.0000\n7,10,7,0.7000\n8,10,10,1.0000\n",
                r.out());
        String svg = Files.readString(plot);
        assertTrue(svg.contains("<svg") && svg.contains("<polyline") && svg.contains(">100%</text>"), svg);
    }
}
