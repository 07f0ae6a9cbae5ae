package org.gridpuzzles.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gridpuzzles.api.Sweeps;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Spark sweeps refuse by the request what means nothing on a cluster, through the command line's own error line,
 * before any work: Spark is not even started (its context would come from a supplier that fails here).
 */
class SparkRefusalsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '#', value = {
        "push bench pool --jobs 2#gridpuzzles push bench: on Spark the instances run as many at a time as the "
                + "cluster has task slots: drop --jobs",
        "knight count --size 5 --exact#gridpuzzles knight count: an exact count is one pass with big integers in one "
                + "process: run it with gridpuzzles",
        "push solve ../examples/push/example.asp#gridpuzzles push solve: on Spark push solve proves minimum pushes, "
                + "one proof split by first pushes: add --optimal (and drop --all), or run it with gridpuzzles",
        "push solve ../examples/push/example.asp --optimal --all#gridpuzzles push solve: on Spark push solve proves "
                + "minimum pushes, one proof split by first pushes: add --optimal (and drop --all), or run it with "
                + "gridpuzzles",
        "push solve ../examples/push/example.asp --optimal --checkpoint ck#gridpuzzles push solve: a proof split "
                + "into tasks keeps no checkpoint: each task starts afresh",
        "knight count --size 5 --method search#gridpuzzles knight count: a depth-first search runs in one process: "
                + "run it with gridpuzzles",
        "labyrinth count --size 5 --spill sp#gridpuzzles labyrinth count: a Spark task keeps its states in its "
                + "executor's memory: drop --spill",
        "knight count --size 5 --steps#gridpuzzles knight count: --steps writes the steps of passes run in this "
                + "process, and these run elsewhere: drop --steps",
    })
    void refusedBeforeSparkStarts(String line, String expected) {
        Sweeps before = Sweeps.install(new SparkSweeps(() -> {
            throw new AssertionError("Spark was started for " + line);
        }, false));
        try {
            SparkRun r = SparkRun.inProcess(line.split(" "));
            assertEquals(2, r.code(), r.err());
            assertEquals("", r.out());
            assertEquals(expected, r.err().strip());
        } finally {
            Sweeps.install(before);
        }
    }

    @Test
    void whatRunsHereIsAdmitted() {
        Sweeps before = Sweeps.install(new SparkSweeps(() -> {
            throw new AssertionError("Spark was started");
        }, false));
        try {
            // a tour is no sweep: it runs in this process whatever sweeps are installed
            SparkRun r = SparkRun.inProcess("knight", "tour", "--size", "5");
            assertEquals(0, r.code(), r.err());
        } finally {
            Sweeps.install(before);
        }
    }
}
