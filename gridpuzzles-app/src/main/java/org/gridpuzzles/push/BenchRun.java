package org.gridpuzzles.push;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.gridpuzzles.core.Failures;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Sink;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.io.TextFiles;

/**
 * Solves every instance of a folder with a time limit each, several at once, and checks every solution with the
 * independent {@link PushSolutionChecker}.
 */
final class BenchRun {

    private static final int TABLE_BITS = 20;

    private BenchRun() {
    }

    /** The instance files of a folder (*.asp, *.lp, *.txt), sorted by name. */
    static List<Path> instances(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new InvalidInputException(dir + ": not a folder");
        }
        List<Path> files;
        try (var s = Files.list(dir)) {
            files = s.filter(p -> {
                String f = p.getFileName().toString();
                return f.endsWith(".asp") || f.endsWith(".lp") || f.endsWith(".txt");
            }).sorted().toList();
        } catch (IOException e) {
            throw new InvalidInputException(dir + ": cannot list: " + e.getMessage(), e);
        }
        if (files.isEmpty()) {
            // a mistyped folder must not pass for a bench with nothing to report
            throw new InvalidInputException(dir + ": no instances (files named *.asp, *.lp or *.txt)");
        }
        return files;
    }

    /**
     * Runs {@code jobs} instances at a time; {@code rowDone} gets each row (from worker threads, one at a time) as its
     * instance finishes. Returns the rows in file order. When {@code limits} are cancelled the instances cut short
     * give no row, and the rows so far are returned.
     */
    static List<PushBenchRow> run(List<Path> files, PushBenchOptions options, Limits limits, Progress progress,
            Sink<PushBenchRow> rowDone) {
        progress.start("push bench", files.size());
        ExecutorService pool = Executors.newFixedThreadPool(options.jobs(), r -> {
            Thread t = new Thread(r, "push-bench");
            t.setDaemon(true);
            return t;
        });
        Object lock = new Object();
        try {
            List<Future<PushBenchRow>> futures = new ArrayList<>();
            for (Path f : files) {
                futures.add(pool.submit(() -> {
                    if (limits.cancelled()) {
                        return null;
                    }
                    PushBenchRow row = one(f, options, limits);
                    if (limits.cancelled()) {
                        return null;
                    }
                    synchronized (lock) {
                        rowDone.accept(row);
                        progress.advance(1);
                    }
                    return row;
                }));
            }
            List<PushBenchRow> rows = new ArrayList<>();
            for (Future<PushBenchRow> f : futures) {
                PushBenchRow row = f.get();
                if (row != null) {
                    rows.add(row);
                }
            }
            return rows;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            limits.cancel();
            return List.of();
        } catch (ExecutionException e) {
            throw Failures.rethrow(e);
        } finally {
            pool.shutdownNow();
            progress.close();
        }
    }

    static PushBenchRow one(Path file, PushBenchOptions options, Limits limits) {
        return one(read(file), options, limits);
    }

    /** The file's name and text, or why it cannot be read. */
    static PushBenchInstance read(Path file) {
        String name = file.getFileName().toString();
        try {
            return new PushBenchInstance(name, file.toString(), TextFiles.read(file), null);
        } catch (InvalidInputException e) {
            return new PushBenchInstance(name, file.toString(), null, e.getMessage());
        }
    }

    static PushBenchRow one(PushBenchInstance instance, PushBenchOptions options, Limits limits) {
        return one(instance, options, limits, null);
    }

    /** One instance, the optimal search's first pushes searched {@code elsewhere} (null: here). */
    static PushBenchRow one(PushBenchInstance instance, PushBenchOptions options, Limits limits,
            FirstPushes elsewhere) {
        String name = instance.name();
        PushPuzzle puzzle;
        try {
            if (instance.unreadable() != null) {
                throw new InvalidInputException(instance.unreadable());
            }
            puzzle = PuzzleReader.parse(instance.source(), instance.text());
        } catch (InvalidInputException e) {
            return new PushBenchRow(name, 0, "BAD_INPUT", -1, 0, false, e.getMessage().replace('"', '\''));
        }
        OptimalCheckpoint cp = null;
        if (options.checkpoint() != null) {
            try {
                cp = OptimalCheckpoint.open(Path.of(options.checkpoint(), name), puzzle);
            } catch (InvalidInputException e) {
                return new PushBenchRow(name, puzzle.n(), "BAD_INPUT", -1, 0, false,
                        e.getMessage().replace('"', '\''));
            }
        }
        long t0 = System.nanoTime();
        // the decision mode's portfolio is two searches already; threads share out minimum-push searches
        int threads = options.mode() == PushSolveMode.OPTIMAL ? options.threads() : 1;
        Control control = Control.of(limits.withTimeout(Control.seconds(options.secondsPerInstance())), threads);
        PushSearch search = options.mode() == PushSolveMode.OPTIMAL
                ? new ExhaustiveSearch(TABLE_BITS).withBeamShare(ExhaustiveSearch.BEAM_SHARE).withCheckpoint(cp)
                        .withFirstPushesElsewhere(elsewhere)
                : new PortfolioSearch(TABLE_BITS);
        PushOutcome o = search.solve(puzzle, control);
        double s = (System.nanoTime() - t0) / 1e9;
        PushBenchRow row = row(name, puzzle, o, s);
        if (cp != null && cp.unsaved() != null) {
            // the row's answer stands; that the next round starts over is said with it
            return new PushBenchRow(row.instance(), row.n(), row.result(), row.pushes(), row.seconds(), row.optimal(),
                    row.check() + "; checkpoint not saved: " + cp.unsaved().replace('"', '\''), row.lowerBound(),
                    row.upperBound());
        }
        return row;
    }

    private static PushBenchRow row(String name, PushPuzzle puzzle, PushOutcome o, double s) {
        return switch (o.status()) {
            case SOLVED -> {
                var v = PushSolutionChecker.check(puzzle, o.pushes());
                yield new PushBenchRow(name, puzzle.n(), v.valid() ? "SOLVED" : "INVALID", o.pushes().size(), s,
                        o.optimal(), PushSolutionChecker.line(v) + ": " + Push.facts(o.pushes()), o.lowerBound(),
                        v.valid() ? o.pushes().size() : -1);
            }
            case UNSATISFIABLE -> new PushBenchRow(name, puzzle.n(), "UNSATISFIABLE", -1, s, false, "",
                    o.lowerBound());
            default -> {
                if (o.best() == null) {
                    yield new PushBenchRow(name, puzzle.n(), "TIMEOUT", -1, s, false, "", o.lowerBound());
                }
                // the best solution found is checked too; one the checker rejects gives no upper bound
                var v = PushSolutionChecker.check(puzzle, o.best());
                yield new PushBenchRow(name, puzzle.n(), "TIMEOUT", -1, s, false,
                        PushSolutionChecker.line(v) + ": " + Push.facts(o.best()), o.lowerBound(),
                        v.valid() ? o.best().size() : -1);
            }
        };
    }
}
