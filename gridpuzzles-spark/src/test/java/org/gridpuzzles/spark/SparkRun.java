package org.gridpuzzles.spark;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

import org.gridpuzzles.cli.GridPuzzles;

/** One run of a command, on Spark or in process: its exit code and what it printed. */
record SparkRun(int code, String out, String err) {

    /**
     * A local Spark with two worker threads that retries a failed task once (local[2,2]), no web UI, and small tasks
     * (1,000 squares of walks), so that even small sweeps are cut into many tasks.
     */
    static JavaSparkContext context() {
        return new JavaSparkContext(configuration());
    }

    static SparkConf configuration() {
        return new SparkConf().setMaster("local[2,2]").setAppName("gridpuzzles-test")
                .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1")
                .set("spark.driver.bindAddress", "127.0.0.1").set("spark.serializer.extraDebugInfo", "false")
                .set(GridPuzzlesSpark.SQUARES_PER_TASK, "1000")
                // every depth of an optimal push proof split over the tasks, however quick
                .set(GridPuzzlesSpark.PUSH_HERE_BELOW, "0");
    }

    static SparkRun spark(JavaSparkContext sc, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = GridPuzzlesSpark.run(args, new PrintWriter(out, true), new PrintWriter(err, true), sc);
        return new SparkRun(code, out.toString(), err.toString());
    }

    static SparkRun inProcess(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = GridPuzzles.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new SparkRun(code, out.toString(), err.toString());
    }

    /** The CSV of push bench with its fifth column (seconds of wall-clock time) blanked. */
    static String withoutSeconds(String csv) {
        StringBuilder sb = new StringBuilder();
        for (String line : csv.lines().toList()) {
            String[] f = line.split(",", 6);
            if (f.length == 6 && !f[0].equals("instance")) {
                f[4] = "_";
            }
            sb.append(String.join(",", f)).append('\n');
        }
        return sb.toString();
    }
}
