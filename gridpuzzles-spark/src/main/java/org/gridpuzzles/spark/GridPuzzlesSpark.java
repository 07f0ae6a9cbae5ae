package org.gridpuzzles.spark;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

import org.gridpuzzles.cli.GridPuzzles;
import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.SweepEngine;
import org.gridpuzzles.io.Interruptions;

/**
 * {@code spark-submit gridpuzzles-spark.jar <engine> <command> [options]}: the sweeps and counts of the command line
 * on a Spark cluster. The commands are the command line's own (same options, same checks, same output); only their
 * per-item work is shared out as Spark tasks, see {@link SparkSweeps}. Options that mean nothing on a cluster are
 * refused in one line with exit code 2.
 */
public final class GridPuzzlesSpark {

    /** The commands that run here, and the options of each that are refused, with why. */
    private static final Map<String, Map<String, String>> COMMANDS = Map.of(
            "knight verify-squirrel", Map.of(),
            "knight study", Map.of(),
            "push bench", Map.of("--jobs", "on Spark the instances run as many at a time as the cluster has task "
                    + "slots: drop --jobs",
                    "--checkpoint", "the executors share no folder, and a Spark task that fails is run again from its "
                    + "start: prove a pool in rounds with gridpuzzles (drop --checkpoint)"),
            "labyrinth count", frontierRefusals(Map.of()),
            "knight count", frontierRefusals(Map.of(
                    "--method search", "a depth-first search runs in one process: run it with gridpuzzles")));

    /** The Spark configuration key of the squares of walks a task gets (see {@link TaskPlan}). */
    static final String SQUARES_PER_TASK = "spark.gridpuzzles.squaresPerTask";

    private GridPuzzlesSpark() {
    }

    private static Map<String, String> frontierRefusals(Map<String, String> own) {
        Map<String, String> m = new java.util.HashMap<>(own);
        m.put("--exact", "an exact count is one pass with big integers in one process: run it with gridpuzzles");
        m.put("--checkpoint", "a Spark task that fails is run again from its start: drop --checkpoint");
        m.put("--checkpoint-every", "a Spark task that fails is run again from its start: drop --checkpoint-every");
        m.put("--spill", "a Spark task keeps its states in its executor's memory: drop --spill");
        m.put("--steps", "the steps of each pass run on the executors (see the Spark UI): drop --steps");
        return Map.copyOf(m);
    }

    public static void main(String[] args) {
        Interruptions.install();
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        System.exit(run(args, out, err, null));
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
            return args.length == 0 ? Errors.BAD_INPUT : Errors.OK;
        }
        String command = args.length > 1 ? args[0] + " " + args[1] : args[0];
        Map<String, String> refused = COMMANDS.get(command);
        if (refused == null) {
            err.println("gridpuzzles-spark: '" + command + "' does not run on Spark: the commands here are "
                    + String.join(", ", COMMANDS.keySet().stream().sorted().toList()) + " (the rest run with "
                    + "gridpuzzles)");
            err.flush();
            return Errors.BAD_INPUT;
        }
        List<String> rest = Arrays.asList(args).subList(2, args.length);
        boolean help = rest.contains("--help") || rest.contains("-h");
        for (Map.Entry<String, String> r : refused.entrySet()) {
            if (!help && given(rest, r.getKey())) {
                err.println("gridpuzzles-spark " + command + ": " + r.getKey() + ": " + r.getValue());
                err.flush();
                return Errors.BAD_INPUT;
            }
        }
        List<String> line = new ArrayList<>(Arrays.asList(args));
        // --partitioned is the driver's own option (the counts), not the command line's
        boolean partitioned = command.endsWith(" count") && line.remove("--partitioned");
        String[] argv = line.toArray(String[]::new);
        if (help) {
            return GridPuzzles.run(argv, out, err);
        }
        JavaSparkContext sc = given != null ? given : new JavaSparkContext(configuration());
        SweepEngine before = SweepEngine.current();
        try {
            long squares = sc.getConf().getLong(SQUARES_PER_TASK, TaskPlan.DEFAULT_SQUARES);
            SweepEngine.install(new SparkSweeps(sc, new TaskPlan(squares, sc.defaultParallelism()), partitioned));
            return GridPuzzles.run(argv, out, err);
        } finally {
            SweepEngine.install(before);
            if (given == null) {
                sc.stop();
            }
        }
    }

    /** True when the option (or, for "--option value", that value) is among the arguments. */
    private static boolean given(List<String> args, String option) {
        String[] parts = option.split(" ", 2);
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (parts.length == 1) {
                if (a.equals(option) || a.startsWith(option + "=")) {
                    return true;
                }
            } else if ((a.equals(parts[0]) && i + 1 < args.size() && args.get(i + 1).equals(parts[1]))
                    || a.equals(parts[0] + "=" + parts[1])) {
                return true;
            }
        }
        return false;
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
                With --partitioned (the counts) the states of a pass are spread over the cluster between steps,
                for a pass too large for one executor (far slower: the fallback).
                Help of a command: gridpuzzles-spark <engine> <command> --help.
                Without --master (spark-submit) the work runs in this JVM on all cores (local[*]).
                Squares of walks per task, at most: --conf spark.gridpuzzles.squaresPerTask=N (default 2^26, about 3 s).
                """;
    }
}
