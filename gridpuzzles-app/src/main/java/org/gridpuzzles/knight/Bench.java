package org.gridpuzzles.knight;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Sink;

/** Times tours on large boards: best of several runs after a warm-up for the JIT, the walk only. */
final class Bench {

    private Bench() {
    }

    static void run(TourBenchOptions o, Limits limits, Sink<TourBenchRow> rows) {
        TourAlgorithm algorithm = o.method() == TourMethod.SQUIRREL ? Squirrel.tour()
                : new Warnsdorff(() -> o.tieBreak().create(1));
        String name = o.method() == TourMethod.SQUIRREL ? "squirrel" : "warnsdorff " + o.tieBreak().name();
        algorithm.walk(200, 200, 1, 1, TourSink.NONE);
        algorithm.walk(500, 500, 1, 1, TourSink.NONE);
        try {
            for (int m : o.sizes()) {
                double best = Double.MAX_VALUE;
                WalkSummary w = null;
                for (int i = 0; i < o.repeat(); i++) {
                    limits.check();
                    long t0 = System.nanoTime();
                    w = algorithm.walk(m, m, 1, 1, TourSink.NONE);
                    best = Math.min(best, (System.nanoTime() - t0) / 1e9);
                }
                if (!rows.accept(new TourBenchRow(name, m, (long) m * m, w.visited(), best))) {
                    return;
                }
            }
        } finally {
            rows.end();
        }
    }
}
