package org.gridpuzzles.push;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Progress;

/**
 * Solves every instance of a folder with a time limit each, several at once, and checks every solution with the
 * independent {@link Checker}.
 */
public final class Bench {

    /** One CSV row. {@code result}: SOLVED, UNSATISFIABLE, TIMEOUT or INVALID (a solution the checker rejected). */
    public record Row(String instance, int n, String result, int pushes, double seconds, boolean optimal,
            String check) {

        public static final String HEADER = "instance,N,result,pushes,seconds,optimal,check";

        public String csv() {
            return instance + "," + n + "," + result + "," + (pushes < 0 ? "" : pushes) + ","
                    + String.format(java.util.Locale.ROOT, "%.3f", seconds) + "," + optimal + ",\"" + check + "\"";
        }
    }

    private Bench() {
    }

    /** The instance files of a folder (*.asp, *.lp, *.txt), sorted by name. */
    public static List<Path> instances(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new InvalidInputException(dir + ": not a folder");
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> {
                String f = p.getFileName().toString();
                return f.endsWith(".asp") || f.endsWith(".lp") || f.endsWith(".txt");
            }).sorted().toList();
        } catch (IOException e) {
            throw new InvalidInputException(dir + ": cannot list: " + e.getMessage(), e);
        }
    }

    /**
     * Runs {@code jobs} instances at a time; {@code rowDone} is called (from worker threads, one at a time) as each
     * finishes. Returns the rows in file order.
     */
    public static List<Row> run(List<Path> files, double seconds, boolean optimal, int jobs, int tableBits,
            Progress progress, Consumer<Row> rowDone) {
        progress.start("push bench", files.size());
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, jobs), r -> {
            Thread t = new Thread(r, "push-bench");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Row>> futures = new ArrayList<>();
            for (Path f : files) {
                futures.add(pool.submit(() -> {
                    Row row = one(f, seconds, optimal, tableBits);
                    synchronized (Bench.class) {
                        rowDone.accept(row);
                        progress.advance(1);
                    }
                    return row;
                }));
            }
            List<Row> rows = new ArrayList<>();
            for (Future<Row> f : futures) {
                rows.add(f.get());
            }
            return rows;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InvalidInputException("interrupted");
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
            progress.close();
        }
    }

    static Row one(Path file, double seconds, boolean optimal, int tableBits) {
        String name = file.getFileName().toString();
        Labyrinth lab;
        try {
            lab = LabyrinthReader.read(file.toString());
        } catch (InvalidInputException e) {
            return new Row(name, 0, "BAD_INPUT", -1, 0, false, e.getMessage().replace('"', '\''));
        }
        long t0 = System.nanoTime();
        Control control = Control.of(seconds, 1);
        PushSearch search = optimal ? new ExhaustiveSearch(tableBits) : new PortfolioSearch(tableBits);
        Outcome o = search.solve(lab, control);
        double s = (System.nanoTime() - t0) / 1e9;
        return switch (o.status()) {
            case SOLVED -> {
                Checker.Verdict v = Checker.check(lab, o.pushes());
                yield new Row(name, lab.n(), v.valid() ? "SOLVED" : "INVALID", o.pushes().size(), s, o.optimal(),
                        v.toString() + ": " + Push.facts(o.pushes()));
            }
            case UNSATISFIABLE -> new Row(name, lab.n(), "UNSATISFIABLE", -1, s, false, "");
            default -> new Row(name, lab.n(), "TIMEOUT", -1, s, false, "");
        };
    }

    /** Median and maximum of the times, for the summary. */
    public static double[] medianAndMax(List<Row> rows) {
        double[] t = rows.stream().mapToDouble(Row::seconds).sorted().toArray();
        if (t.length == 0) {
            return new double[] {0, 0};
        }
        double median = t.length % 2 == 1 ? t[t.length / 2] : (t[t.length / 2 - 1] + t[t.length / 2]) / 2;
        return new double[] {median, Arrays.stream(t).max().orElse(0)};
    }
}
