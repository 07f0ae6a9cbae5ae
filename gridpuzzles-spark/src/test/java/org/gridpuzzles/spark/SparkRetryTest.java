package org.gridpuzzles.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;

import org.apache.spark.Success$;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The first attempt of the first task of every job fails (a setting read by {@link Tasks}); Spark runs it again
 * and the output is still the in-process output.
 */
class SparkRetryTest {

    private static JavaSparkContext sc;
    private static final AtomicInteger FAILED = new AtomicInteger();

    @BeforeAll
    static void start() {
        sc = new JavaSparkContext(SparkRun.configuration().set(Tasks.FAIL_FIRST_ATTEMPT, "true"));
        sc.sc().addSparkListener(new SparkListener() {
            @Override
            public void onTaskEnd(SparkListenerTaskEnd end) {
                if (end.reason() != Success$.MODULE$) {
                    FAILED.incrementAndGet();
                }
            }
        });
    }

    @AfterAll
    static void stop() {
        sc.stop();
    }

    private static void sameAfterAFailure(String... args) throws Exception {
        int before = FAILED.get();
        SparkRun here = SparkRun.inProcess(args);
        SparkRun spark = SparkRun.spark(sc, args);
        assertEquals(0, spark.code(), spark.err());
        assertEquals(here.out(), spark.out(), String.join(" ", args));
        sc.sc().listenerBus().waitUntilEmpty(10_000);
        assertTrue(FAILED.get() > before, "a task failed and was run again");
    }

    @Test
    void aStudyIsTheSameWhenATaskIsRunAgain() throws Exception {
        sameAfterAFailure("knight", "study", "--sizes", "5..30", "--trials", "6", "--tiebreak", "random", "--seed",
                "11");
    }

    @Test
    void aSquirrelSweepIsTheSameWhenATaskIsRunAgain() throws Exception {
        sameAfterAFailure("knight", "verify-squirrel", "--from", "5", "--to", "80");
    }

    @Test
    void aCountIsTheSameWhenATaskIsRunAgain() throws Exception {
        sameAfterAFailure("labyrinth", "count", "--size", "7", "--engine", "frontier", "--primes", "2");
    }

    /** A shuffle-map task of a partitioned pass that fails is run again; its states are then sent once. */
    @Test
    void aPartitionedCountIsTheSameWhenATaskIsRunAgain() throws Exception {
        int before = FAILED.get();
        SparkRun spark = SparkRun.spark(sc, "labyrinth", "count", "--size", "7", "--partitioned");
        assertEquals(0, spark.code(), spark.err());
        assertEquals(SparkRun.inProcess("labyrinth", "count", "--size", "7").out(), spark.out());
        sc.sc().listenerBus().waitUntilEmpty(10_000);
        assertTrue(FAILED.get() > before, "a task failed and was run again");
    }
}
