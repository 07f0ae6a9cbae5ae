package org.gridpuzzles.spark;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

import org.gridpuzzles.api.CommandLineClient;
import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.Sweeps;
import org.gridpuzzles.core.ExitCode;
import org.gridpuzzles.io.Interruptions;

/**
 * {@code spark-submit gridpuzzles-spark.jar <engine> <command> [options]}: the sweeps and counts of the command line
 * on a Spark cluster. The command is found in the registry of operations ({@link Operations}) and runs here when its
 * request is one whose long work {@link SparkSweeps} shares out; the driver installs those sweeps and hands the
 * words to the command line ({@link CommandLineClient}), which reads its options, builds the typed request and runs
 * the operation, so options, checks and output are the command line's own. What a request asks that means nothing on
 * a cluster is refused by the sweeps, by the request's type and values, in one line with exit code 2.
 */
public final class GridPuzzlesSpark {

    /** The Spark configuration key of the squares of walks a task gets (see {@link TaskPlan}). */
    static final String SQUARES_PER_TASK = "spark.gridpuzzles.squaresPerTask";

    /**
     * The Spark configuration key of the seconds below which a depth of an optimal push proof is searched on the
     * driver rather than split over the cluster (default 1; 0 splits every depth).
     */
    static final String PUSH_HERE_BELOW = "spark.gridpuzzles.pushSearchHereBelowSeconds";

    /** The driver's own option (the counts): the states of a pass spread over the cluster. */
    static final String PARTITIONED = "--partitioned";

    private static final int OK = ExitCode.OK.code();
    private static final int BAD_INPUT = ExitCode.BAD_INPUT.code();

    private GridPuzzlesSpark() {
    }

    public static void main(String[] args) {
        Interruptions.install();
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        System.exit(run(args, out, err, null));
    }

    /** The operation the words name, when its long work runs on Spark. */
    static Optional<Operation<?, ?>> operation(String[] args) {
        if (args.length < 2) {
            return Optional.empty();
        }
        return Operations.find(args[0], args[1]).filter(op -> SparkSweeps.SHARED.contains(op.requestType()));
    }

    /** The names of the operations that run on Spark, in the registry's order. */
    static List<String> names() {
        return Operations.all().stream().filter(op -> SparkSweeps.SHARED.contains(op.requestType()))
                .map(Operation::name).toList();
    }

    /**
     * Runs one command and returns its exit code. With {@code given} null a Spark context is made from the
     * configuration spark-submit passes (master {@code local[*]} when none is set) and stopped at the end; tests
     * pass their own.
     */
    public static int run(String[] args, PrintWriter out, PrintWriter err, JavaSparkContext given) {
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h")) {
            out.print(usage());
            out.flush();
            return args.length == 0 ? BAD_INPUT : OK;
        }
        String command = args.length > 1 ? args[0] + " " + args[1] : args[0];
        Optional<Operation<?, ?>> op = operation(args);
        if (op.isEmpty()) {
            err.println("gridpuzzles-spark: '" + command + "' does not run on Spark: the commands here are "
                    + String.join(", ", names().stream().sorted().toList()) + " (the rest run with gridpuzzles)");
            err.flush();
            return BAD_INPUT;
        }
        List<String> line = new ArrayList<>(Arrays.asList(args));
        boolean partitioned = SparkSweeps.COUNTS.contains(op.get().requestType()) && line.remove(PARTITIONED);
        String[] argv = line.toArray(String[]::new);
        CommandLineClient commandLine = CommandLineClient.find();
        List<String> rest = line.subList(2, line.size());
        if (rest.contains("--help") || rest.contains("-h")) {
            return commandLine.run(argv, out, err);
        }
        // the context is made when the first work comes (a refused request makes none) and stopped at the end
        JavaSparkContext[] made = new JavaSparkContext[1];
        Sweeps before = Sweeps.install(new SparkSweeps(
                () -> given != null ? given : (made[0] = new JavaSparkContext(configuration())), partitioned));
        try {
            return commandLine.run(argv, out, err);
        } finally {
            Sweeps.install(before);
            if (made[0] != null) {
                made[0].stop();
            }
        }
    }

    private static SparkConf configuration() {
        SparkConf conf = new SparkConf().setAppName("gridpuzzles");
        // Spark's report of what in a task cannot be serialized needs reflection that Java 17 refuses, and the
        // scheduler then hangs instead of failing the job
        conf.setIfMissing("spark.serializer.extraDebugInfo", "false");
        if (!conf.contains("spark.master")) {
            conf.setMaster("local[*]");
        }
        return conf;
    }

    static String usage() {
        return """
                Usage: spark-submit [--master URL] gridpuzzles-spark.jar <engine> <command> [options]
                The sweeps and counts of gridpuzzles on Apache Spark, with the options and output of the command line:
                  knight verify-squirrel   Squirrel's raw Table 1 on every m x m board of a range
                  knight study             success rate of Warnsdorff's rule per board size
                  push bench               solve and check every instance of a folder
                  labyrinth count          walkthroughs counted modulo primes, one Spark task per prime
                  knight count             tours counted modulo primes, one Spark task per prime
                With --partitioned (the counts) the states of a pass are spread over the cluster, for a pass too
                large for one executor (some times slower than in process: docs/spark.md).
                Help of a command: gridpuzzles-spark <engine> <command> --help.
                Without --master (spark-submit) the work runs in this JVM on all cores (local[*]).
                Squares of walks per task, at most: --conf spark.gridpuzzles.squaresPerTask=N (default 2^26, about 3 s).
                """;
    }
}
