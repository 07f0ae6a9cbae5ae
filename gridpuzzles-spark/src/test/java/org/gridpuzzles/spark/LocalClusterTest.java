package org.gridpuzzles.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The commands of docs/spark.md's cluster on one machine, run as written: submitted through Spark's SparkSubmit with
 * the shaded jar to a standalone master and two workers, each its own JVM, so that the tasks, their results and the
 * shuffled states cross process boundaries (serialisation, classes the executors get only from the jar, files only
 * the driver reads). Each output must be the in-process output. Runs after {@code package} (it needs the shaded jar);
 * under CI=true a cluster that does not start fails the test, elsewhere it skips it.
 */
class LocalClusterTest {

    static final String AFTER_PACKAGE = "gridpuzzles.test.afterPackage";

    private static final String SUBMIT = "bench/spark/local-cluster.sh submit ";

    private static LocalCluster cluster;

    @BeforeAll
    static void start() throws Exception {
        // set by the module's build for the run after package, where the shaded jar is new
        Assumptions.assumeTrue(Boolean.getBoolean(AFTER_PACKAGE), "runs after package (mvn verify)");
        boolean ci = "true".equals(System.getenv("CI"));
        if (!ci) {
            Assumptions.assumeTrue(LocalCluster.built(), "the shaded jar is built by mvn package (mvn verify runs "
                    + "this test after it)");
        }
        try {
            cluster = LocalCluster.start();
        } catch (IllegalStateException e) {
            if (ci) {
                throw e;
            }
            Assumptions.abort(e.getMessage());
        }
    }

    @AfterAll
    static void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    /** The submit lines of docs/spark.md, the words after {@code submit}. */
    static List<List<String>> documented() throws Exception {
        List<List<String>> out = new ArrayList<>();
        for (String line : Files.readAllLines(LocalCluster.root().resolve("docs/spark.md"))) {
            if (line.startsWith(SUBMIT)) {
                out.add(Arrays.asList(line.substring(SUBMIT.length()).strip().split("\\s+")));
            }
        }
        return out;
    }

    @Test
    void theDocumentedCommandsGiveTheInProcessOutput() throws Exception {
        List<List<String>> commands = documented();
        List<String> lines = commands.stream().map(c -> String.join(" ", c)).toList();
        // the sweeps that cross process boundaries: tasks and results, files only the driver reads, shuffled states
        // (the count with its states spread over the executors, shuffled between them)
        assertTrue(lines.contains("labyrinth count --size 9 --partitioned"), lines.toString());
        assertTrue(lines.contains("knight verify-squirrel --from 5 --to 300"), lines.toString());
        // (proved minima: the rows of a bench that only decides depend on how fast each instance ran)
        // each proof split by its first pushes over the executors, every depth of it
        assertTrue(lines.stream().anyMatch(l -> l.contains(GridPuzzlesSpark.PUSH_HERE_BELOW + "=0 push bench ")
                && l.contains("--optimal")), lines.toString());
        for (List<String> args : commands) {
            SparkRun spark = cluster.submit(args);
            SparkRun here = SparkRun.inProcess(inProcess(args));
            String what = String.join(" ", args);
            assertEquals(0, here.code(), here.err());
            assertEquals(0, spark.code(), what + ": " + tail(spark.err()));
            assertFalse(here.out().isEmpty(), what);
            // the executors were other JVMs, registered with this application's driver
            assertTrue(spark.err().contains("Registered executor"), what + ": " + tail(spark.err()));
            if (engine(args).startsWith("push ")) {
                assertEquals(SparkRun.withoutSeconds(here.out()), SparkRun.withoutSeconds(spark.out()), what);
            } else {
                assertEquals(here.out(), spark.out(), what);
            }
        }
    }

    /** The engine and command of a submit line, after the spark-submit options ({@code --conf KEY=VALUE}). */
    private static String engine(List<String> args) {
        List<String> command = command(args);
        return command.get(0) + " " + command.get(1);
    }

    private static List<String> command(List<String> args) {
        int i = 0;
        while (args.get(i).equals("--conf")) {
            i += 2;
        }
        return args.subList(i, args.size());
    }

    /**
     * The command as the command line runs it: without the driver's own options and spark-submit's, the
     * repository's files named from its top folder (the documented commands run there), and push bench one instance
     * at a time (its rows then come in file order, as the driver gives them).
     */
    private static String[] inProcess(List<String> args) {
        Path root = LocalCluster.root();
        List<String> out = new ArrayList<>();
        for (String a : command(args)) {
            if (a.equals(GridPuzzlesSpark.PARTITIONED) || a.startsWith("-")) {
                if (!a.equals(GridPuzzlesSpark.PARTITIONED)) {
                    out.add(a);
                }
                continue;
            }
            out.add(a.contains("/") && Files.exists(root.resolve(a)) ? root.resolve(a).toString() : a);
        }
        if (engine(args).equals("push bench")) {
            out.addAll(List.of("--jobs", "1"));
        }
        return out.toArray(String[]::new);
    }

    private static String tail(String err) {
        List<String> lines = err.lines().filter(l -> !l.startsWith("\tat ")).toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 15), lines.size()));
    }
}
