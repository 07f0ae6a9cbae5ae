package org.gridpuzzles.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerJobStart;
import org.gridpuzzles.push.PushLabyrinths;
import org.gridpuzzles.push.PushPuzzle;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command of the Spark driver against the command line in process, same options and seeds: the output must be
 * the same bytes (but for the columns that are wall-clock times). One local Spark for the class.
 */
class SparkCommandsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JavaSparkContext sc;
    /** Spark jobs started: a command that ran in process by mistake would start none. */
    private static final AtomicInteger JOBS = new AtomicInteger();

    @BeforeAll
    static void start() {
        sc = SparkRun.context();
        sc.sc().addSparkListener(new SparkListener() {
            @Override
            public void onJobStart(SparkListenerJobStart start) {
                JOBS.incrementAndGet();
            }
        });
    }

    /** The command on Spark, checked to have run Spark jobs. */
    private static SparkRun onSpark(String... args) {
        int before = JOBS.get();
        SparkRun r = SparkRun.spark(sc, args);
        try {
            sc.sc().listenerBus().waitUntilEmpty(10_000);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError(e);
        }
        assertTrue(JOBS.get() > before, "Spark jobs ran for " + String.join(" ", args));
        return r;
    }

    @AfterAll
    static void stop() {
        sc.stop();
    }

    private static void same(String... args) {
        SparkRun here = SparkRun.inProcess(args);
        SparkRun spark = onSpark(args);
        assertEquals(0, here.code(), here.err());
        assertEquals(0, spark.code(), spark.err());
        assertFalse(here.out().isEmpty());
        assertEquals(here.out(), spark.out(), String.join(" ", args));
    }

    @Test
    void verifySquirrelGivesTheSameReport() {
        same("knight", "verify-squirrel", "--from", "5", "--to", "90");
        same("knight", "verify-squirrel", "--from", "60", "--to", "80", "--format", "json");
        // the size where the raw table fails is among them, so the report is not an empty one
        assertTrue(SparkRun.spark(sc, "knight", "verify-squirrel", "--from", "70", "--to", "78").out()
                .startsWith("m = 74: "));
    }

    @Test
    void studyGivesTheSameRates() {
        // with 1,000 squares a task, the trials of the larger sizes are split over several tasks
        same("knight", "study", "--sizes", "5..40", "--trials", "9", "--tiebreak", "random", "--seed", "7");
        same("knight", "study", "--sizes", "20..30", "--trials", "5", "--tiebreak", "pohl", "--seed", "3",
                "--format", "json");
        same("knight", "study", "--sizes", "5..12", "--trials", "3", "--tiebreak", "12345678", "--seed", "1");
    }

    @Test
    void pushBenchGivesTheSameRowsButForTheTimes(@TempDir Path dir) throws Exception {
        Path pool = Files.createDirectory(dir.resolve("pool"));
        for (int seed = 1; seed <= 4; seed++) {
            // planted two-push boards: solved in milliseconds, far from the time limit
            SparkRun g = SparkRun.inProcess("push", "generate", "--size", "8", "--seed", "" + seed, "--pushes", "2",
                    "--at-most", "-o", pool.resolve("g8-" + seed + ".lp").toString());
            assertEquals(0, g.code(), g.err());
        }
        Files.writeString(pool.resolve("broken.lp"), "not an instance\n");
        // in process one instance at a time gives the rows in file order, as the driver does
        SparkRun here = SparkRun.inProcess("push", "bench", pool.toString(), "--optimal", "--timeout", "60",
                "--jobs", "1", "-o", dir.resolve("here.csv").toString());
        SparkRun spark = onSpark("push", "bench", pool.toString(), "--optimal", "--timeout", "60", "-o",
                dir.resolve("spark.csv").toString());
        assertEquals(here.code(), spark.code(), spark.err());
        assertEquals(6, here.out().lines().count(), here.out());
        assertEquals(SparkRun.withoutSeconds(here.out()), SparkRun.withoutSeconds(spark.out()));
        assertEquals(SparkRun.withoutSeconds(Files.readString(dir.resolve("here.csv"))),
                SparkRun.withoutSeconds(Files.readString(dir.resolve("spark.csv"))));
        assertTrue(spark.out().contains("broken.lp,0,BAD_INPUT"), spark.out());
        assertEquals(4, spark.out().lines().filter(l -> l.contains(",SOLVED,")).count(), spark.out());
    }

    /**
     * One proof split by its first pushes over Spark's tasks, every depth of it (the tests' Spark searches no depth
     * on the driver): the same proved minimum and lower bound as in process; the solution may be another.
     */
    @Test
    void pushSolveOptimalSplitGivesTheSameMinimum(@TempDir Path dir) throws Exception {
        for (int seed = 3; seed <= 4; seed++) {
            Path board = dir.resolve("g8-" + seed + ".lp");
            SparkRun g = SparkRun.inProcess("push", "generate", "--size", "8", "--seed", "" + seed, "--pushes", "4",
                    "-o", board.toString());
            assertEquals(0, g.code(), g.err());
            SparkRun here = SparkRun.inProcess("push", "solve", board.toString(), "--optimal", "--format", "json");
            SparkRun spark = onSpark("push", "solve", board.toString(), "--optimal", "--format", "json");
            assertEquals(0, here.code(), here.err());
            assertEquals(0, spark.code(), spark.err());
            JsonNode a = JSON.readTree(here.out());
            JsonNode b = JSON.readTree(spark.out());
            for (String field : List.of("status", "optimal", "proved", "lowerBound", "upperBound", "maxSteps")) {
                assertEquals(a.get(field), b.get(field), field + ": " + here.out() + " against " + spark.out());
            }
            assertEquals(4, b.get("pushes").size(), spark.out());
            List<String> facts = new java.util.ArrayList<>();
            b.get("pushes").forEach(f -> facts.add(f.asText()));
            PushPuzzle puzzle = PushLabyrinths.read(board);
            assertTrue(PushLabyrinths.checkSteps(puzzle, PushLabyrinths.parseSolution(String.join(" ", facts),
                    "the split proof's", puzzle)).valid(), spark.out());
        }
    }

    @Test
    void labyrinthCountByPrimesGivesTheSameNumbers() {
        same("labyrinth", "count", "--size", "7", "--engine", "frontier");
        same("labyrinth", "count", "--size", "7", "--engine", "frontier", "--primes", "3", "--first-prime", "5",
                "--format", "json");
        same("labyrinth", "count", "--rows", "5", "--cols", "6", "--engine", "frontier", "--by-first-move");
        same("labyrinth", "count", "--size", "9");
        same("labyrinth", "count", "--rows", "6", "--cols", "7", "--sweep", "columns", "--format", "json");
        // one pass a prime on the cluster, the residues judged by the driver
        same("labyrinth", "count", "--size", "9", "--confirm", "2688307514", "--primes", "2", "--first-prime", "3",
                "--sweep", "mirrored");
        SparkRun wrong = onSpark("labyrinth", "count", "--size", "9", "--confirm", "2688307515");
        assertEquals(1, wrong.code(), wrong.err());
        assertEquals(SparkRun.inProcess("labyrinth", "count", "--size", "9", "--confirm", "2688307515").out(),
                wrong.out());
    }

    @Test
    void knightCountByPrimesGivesTheSameNumbers() {
        sameCount("knight", "count", "--size", "5");
        sameCount("knight", "count", "--size", "5", "--start", "1,1");
        sameCount("knight", "count", "--size", "6", "--closed", "--primes", "2", "--first-prime", "7");
        sameCount("knight", "count", "--size", "5", "--confirm", "1728", "--first-prime", "4");
        sameCount("knight", "count", "--rows", "3", "--cols", "10");
    }

    /** knight count prints its time on the first line: the rest must agree. */
    private static void sameCount(String... args) {
        SparkRun here = SparkRun.inProcess(args);
        SparkRun spark = onSpark(args);
        assertEquals(0, here.code(), here.err());
        assertEquals(0, spark.code(), spark.err());
        assertEquals(withoutTime(here.out()), withoutTime(spark.out()), String.join(" ", args));
    }

    private static List<String> withoutTime(String out) {
        return out.lines().map(l -> l.replaceAll(" \\(\\d+\\.\\d s\\)$", " (_ s)")).toList();
    }

    /** The fallback for a pass too large for one executor: states spread over the tasks, step by step. */
    @Test
    void partitionedPassesGiveTheSameNumbers() {
        SparkRun here = SparkRun.inProcess("knight", "count", "--size", "5", "--primes", "2");
        SparkRun spark = onSpark("knight", "count", "--size", "5", "--primes", "2", "--partitioned");
        assertEquals(0, spark.code(), spark.err());
        assertEquals(withoutTime(here.out()), withoutTime(spark.out()));
        SparkRun planar = onSpark("labyrinth", "count", "--size", "7", "--partitioned");
        assertEquals(SparkRun.inProcess("labyrinth", "count", "--size", "7").out(), planar.out());
        SparkRun lab = onSpark("labyrinth", "count", "--size", "7", "--engine", "frontier", "--format", "json",
                "--partitioned");
        assertEquals(SparkRun.inProcess("labyrinth", "count", "--size", "7", "--engine", "frontier", "--format",
                "json").out(), lab.out());
        SparkRun cycles = onSpark("knight", "count", "--rows", "3", "--cols", "10", "--closed", "--partitioned");
        assertEquals(withoutTime(SparkRun.inProcess("knight", "count", "--rows", "3", "--cols", "10", "--closed")
                .out()), withoutTime(cycles.out()));
    }

    @Test
    void whatMakesNoSenseOnSparkIsRefusedInOneLine() {
        String[][] refused = {
            {"knight", "count", "--size", "5", "--method", "search"},
            {"knight", "count", "--size", "5", "--exact"},
            {"knight", "study", "--sizes", "5..9", "--partitioned"},
            {"labyrinth", "count", "--size", "5", "--checkpoint=ck"},
            {"push", "bench", "pool", "--jobs", "2"},
            {"push", "bench", "pool", "--optimal", "--checkpoint", "ck"},
            {"maze", "generate", "--size", "5"},
            {"knight", "count", "--size", "5", "--steps"},
            {"labyrinth", "count", "--size", "5", "--spill", "sp"},
        };
        for (String[] args : refused) {
            SparkRun r = SparkRun.spark(sc, args);
            assertEquals(2, r.code(), String.join(" ", args));
            assertEquals("", r.out());
            assertEquals(1, r.err().lines().count(), r.err());
        }
    }

    @Test
    void badInputIsTheCommandLinesOwnLine() {
        SparkRun here = SparkRun.inProcess("knight", "verify-squirrel", "--from", "3", "--to", "9");
        SparkRun spark = SparkRun.spark(sc, "knight", "verify-squirrel", "--from", "3", "--to", "9");
        assertEquals(2, spark.code());
        assertEquals(here.err(), spark.err());
    }
}
