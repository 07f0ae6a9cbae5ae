package org.gridpuzzles.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Test;

/** A task that fails on every attempt Spark allows ends the command with one line, not a stack trace. */
class SparkFailureTest {

    @Test
    void aJobThatFailsEndsInOneLine() {
        // local[2]: no second attempt, so the failing first attempt fails the job
        JavaSparkContext sc = new JavaSparkContext(SparkRun.configuration().setMaster("local[2]")
                .set(Tasks.FAIL_FIRST_ATTEMPT, "true"));
        try {
            SparkRun r = SparkRun.spark(sc, "knight", "study", "--sizes", "5..12", "--trials", "3", "--seed", "1");
            assertEquals(70, r.code(), r.err());
            assertEquals("", r.out());
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().contains("the Spark job of knight study failed"), r.err());
        } finally {
            sc.stop();
        }
    }
}
