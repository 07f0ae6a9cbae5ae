package org.gridpuzzles.spark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The standalone cluster of {@code bench/spark/local-cluster.sh} (a master and two workers, each its own JVM on
 * 127.0.0.1), started and stopped through the script, with its state in a folder of its own under target/, and
 * commands submitted through Spark's SparkSubmit with the shaded jar, as the script does.
 */
final class LocalCluster implements AutoCloseable {

    /** Longest wait for one script run: a guard against a cluster that hangs, not a measure of speed. */
    private static final long HANG_MINUTES = 5;

    private final Path root;
    private final Path state;
    private final Thread stopAtExit;

    private LocalCluster(Path root, Path state) {
        this.root = root;
        this.state = state;
        // the JVMs are stopped even when the test JVM ends without running the test's own stop
        this.stopAtExit = new Thread(this::stop, "stop the local Spark cluster");
        Runtime.getRuntime().addShutdownHook(stopAtExit);
    }

    /** The repository's top folder (the tests run in the module's folder). */
    static Path root() {
        Path here = Path.of("").toAbsolutePath();
        return Files.exists(here.resolve("bench/spark/local-cluster.sh")) ? here : here.getParent();
    }

    static Path script() {
        return root().resolve("bench/spark/local-cluster.sh");
    }

    /** Whether the shaded jar and the Spark home are built (by {@code mvn package} of the module). */
    static boolean built() {
        Path target = root().resolve("gridpuzzles-spark/target");
        return Files.isRegularFile(target.resolve("gridpuzzles-spark.jar"))
                && Files.isDirectory(target.resolve("spark-home/jars"));
    }

    /** Starts the cluster; throws with the script's output when it did not start (the script then stopped it). */
    static LocalCluster start() throws IOException, InterruptedException {
        Path root = root();
        Path state = root.resolve("gridpuzzles-spark/target/local-cluster-test");
        LocalCluster c = new LocalCluster(root, state);
        // a cluster left by a test JVM that was killed
        c.stop();
        SparkRun r = c.script("start");
        if (r.code() != 0) {
            c.close();
            throw new IllegalStateException("the local cluster did not start (exit code " + r.code() + "): "
                    + r.err());
        }
        return c;
    }

    /** {@code local-cluster.sh submit <args>}, run in the repository's top folder. */
    SparkRun submit(List<String> args) throws IOException, InterruptedException {
        List<String> words = new ArrayList<>(List.of("submit"));
        words.addAll(args);
        return script(words.toArray(String[]::new));
    }

    /** The master's URL. */
    String master() throws IOException {
        return Files.readString(state.resolve("master.url")).strip();
    }

    private SparkRun script(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("bash", script().toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).directory(root.toFile());
        pb.environment().put("GRIDPUZZLES_CLUSTER_DIR", state.toString());
        Process p = pb.start();
        p.getOutputStream().close();
        CompletableFuture<String> out = read(p.getInputStream());
        CompletableFuture<String> err = read(p.getErrorStream());
        if (!p.waitFor(HANG_MINUTES, TimeUnit.MINUTES)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new IllegalStateException("local-cluster.sh " + String.join(" ", args) + " still ran after "
                    + HANG_MINUTES + " minutes");
        }
        return new SparkRun(p.exitValue(), out.join(), err.join());
    }

    private static CompletableFuture<String> read(java.io.InputStream in) {
        return CompletableFuture.supplyAsync(() -> {
            try (in) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    private void stop() {
        try {
            script("stop");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        stop();
        try {
            Runtime.getRuntime().removeShutdownHook(stopAtExit);
        } catch (IllegalStateException e) {
            // the JVM is ending: the hook runs anyway
        }
    }
}
