package org.gridpuzzles.knight;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.gridpuzzles.io.Progress;

/**
 * The success rate of Warnsdorff's rule from (1,1) with a given tie-break, per board size, over many trials. Sizes
 * run in parallel; trial {@code k} on size {@code m} uses its own seed derived from the study seed, so a study is
 * reproducible whatever the number of cores.
 */
public final class Study {

    /** Successes out of trials on an m x m board. */
    public record Row(int size, int trials, int successes) {
        public double rate() {
            return trials == 0 ? 0 : (double) successes / trials;
        }
    }

    private Study() {
    }

    public static List<Row> run(SizeRange sizes, int trials, String tiebreak, long seed, Progress progress) {
        return run(sizes, trials, tiebreak, seed, progress, row -> { });
    }

    /** As above; {@code finished} hears of each size as soon as its trials are done (from worker threads). */
    public static List<Row> run(SizeRange sizes, int trials, String tiebreak, long seed, Progress progress,
            java.util.function.Consumer<Row> finished) {
        TieBreaks.parse(tiebreak, seed); // bad input before any work
        progress.start("study", (long) sizes.count() * trials);
        AtomicLong done = new AtomicLong();
        Row[] rows = new Row[sizes.count()];
        IntStream.rangeClosed(sizes.from(), sizes.to()).map(i -> sizes.to() + sizes.from() - i).parallel()
                .forEach(m -> {
                    Row row = size(m, trials, tiebreak, seed);
                    rows[m - sizes.from()] = row;
                    finished.accept(row);
                    progress.done(done.addAndGet(trials));
                });
        return Arrays.stream(rows).collect(Collectors.toList());
    }

    /** The trials on one size; a walk counts as a success only when the checker accepts it as a complete tour. */
    public static Row size(int m, int trials, String tiebreak, long seed) {
        int ok = 0;
        for (int k = 0; k < trials; k++) {
            long s = mix(seed, m, k);
            Tour t = Tour.of(new Warnsdorff(() -> TieBreaks.parse(tiebreak, s)), m, m, 1, 1);
            if (t.complete() && TourChecker.check(m, m, t.rowsVisited(), t.colsVisited(), t.length(), null, null,
                    true).ok()) {
                ok++;
            }
        }
        return new Row(m, trials, ok);
    }

    static long mix(long seed, int m, int k) {
        long z = seed + 0x9E3779B97F4A7C15L * (((long) m << 32) + k + 1);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    public static String csv(List<Row> rows) {
        StringBuilder sb = new StringBuilder("size,trials,successes,rate\n");
        for (Row r : rows) {
            sb.append(r.size()).append(',').append(r.trials()).append(',').append(r.successes()).append(',')
                    .append(String.format(java.util.Locale.ROOT, "%.4f", r.rate())).append('\n');
        }
        return sb.toString();
    }

    public static String json(String tiebreak, long seed, List<Row> rows) {
        StringBuilder sb = new StringBuilder("{\"tiebreak\":\"" + tiebreak + "\",\"seed\":" + seed + ",\"rows\":[");
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            sb.append(i > 0 ? "," : "").append("{\"size\":").append(r.size()).append(",\"trials\":")
                    .append(r.trials()).append(",\"successes\":").append(r.successes()).append(",\"rate\":")
                    .append(String.format(java.util.Locale.ROOT, "%.4f", r.rate())).append('}');
        }
        return sb.append("]}\n").toString();
    }
}
