package org.gridpuzzles.knight;

import java.util.ArrayList;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Sink;
import org.gridpuzzles.io.Progress;

/**
 * The success rate of Warnsdorff's rule from (1,1) with a given tie-break, per board size, over many trials. Sizes
 * run in parallel; trial {@code k} on size {@code m} uses its own seed derived from the study seed, so a study is
 * reproducible whatever the number of cores. Stopped by its limits, it keeps the sizes finished.
 */
final class Study {

    private Study() {
    }

    /** Runs the study; {@code finished} hears of each size as soon as its trials are done (from worker threads). */
    static WarnsdorffStudyResult run(WarnsdorffStudyOptions o, Limits limits, Progress progress,
            Sink<WarnsdorffStudyRow> finished) {
        SquareBoardSizes sizes = o.sizes();
        progress.start("study", (long) sizes.count() * o.trials());
        AtomicLong done = new AtomicLong();
        AtomicBoolean enough = new AtomicBoolean();
        Map<Integer, WarnsdorffStudyRow> rows = new ConcurrentSkipListMap<>();
        IntStream.rangeClosed(sizes.from(), sizes.to()).map(i -> sizes.to() + sizes.from() - i).parallel()
                .forEach(m -> {
                    if (enough.get() || limits.stopped()) {
                        return;
                    }
                    WarnsdorffStudyRow row = size(m, o.trials(), o.tieBreak(), o.seed(), limits);
                    if (row == null) {
                        return;
                    }
                    rows.put(m, row);
                    if (!finished.accept(row)) {
                        enough.set(true);
                    }
                    progress.done(done.addAndGet(o.trials()));
                });
        finished.end();
        return new WarnsdorffStudyResult(o, new ArrayList<>(rows.values()), rows.size() < sizes.count());
    }

    /**
     * The trials on one size (null when the limits stopped them); a walk counts as a success only when the checker
     * accepts it as a complete tour.
     */
    static WarnsdorffStudyRow size(int m, int trials, TieBreakRule tieBreak, long seed, Limits limits) {
        int ok = successes(m, 0, trials, tieBreak, seed, limits);
        return ok < 0 ? null : new WarnsdorffStudyRow(m, trials, ok);
    }

    /**
     * The successes among trials {@code first} to {@code first + count - 1} on size m (-1 when the limits stopped
     * them): each trial has its own seed, so a size may be split into runs of trials anywhere.
     */
    static int successes(int m, int first, int count, TieBreakRule tieBreak, long seed, Limits limits) {
        int ok = 0;
        for (int k = first; k < first + count; k++) {
            if (limits.stopped()) {
                return -1;
            }
            long s = mix(seed, m, k);
            Tour t = Tour.of(new Warnsdorff(() -> tieBreak.create(s)), m, m, 1, 1);
            if (t.complete() && TourChecker.check(m, m, t.rowsVisited(), t.colsVisited(), t.length(), null, null,
                    true).valid()) {
                ok++;
            }
        }
        return ok;
    }

    static long mix(long seed, int m, int k) {
        long z = seed + 0x9E3779B97F4A7C15L * (((long) m << 32) + k + 1);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
