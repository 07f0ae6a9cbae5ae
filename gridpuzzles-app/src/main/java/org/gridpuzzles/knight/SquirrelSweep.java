package org.gridpuzzles.knight;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.io.Progress;

/**
 * Runs the raw Table 1 of Squirrel's algorithm on every m x m board of a range, in parallel, and reports the sizes
 * where the walk does not cover the board. Each walk is checked by {@link TourChecker}, not trusted. Stopped by its
 * limits, it reports the sizes finished so far.
 */
final class SquirrelSweep {

    private SquirrelSweep() {
    }

    static SquirrelReport run(SquareBoardSizes sizes, Limits limits, Progress progress) {
        long total = 0;
        for (int m = sizes.from(); m <= sizes.to(); m++) {
            total += (long) m * m;
        }
        progress.start("verify-squirrel", total);
        AtomicLong done = new AtomicLong();
        // sizes checked so far; an absent failure means the size passed
        Map<Integer, SquirrelFailure> failures = new ConcurrentSkipListMap<>();
        Map<Integer, Boolean> checked = new ConcurrentSkipListMap<>();
        // largest boards first, so that the parallel workers finish together
        IntStream.rangeClosed(sizes.from(), sizes.to()).map(i -> sizes.to() + sizes.from() - i).parallel()
                .forEach(m -> {
                    if (limits.stopped()) {
                        return;
                    }
                    SquirrelFailure f = check(m);
                    if (f != null) {
                        failures.put(m, f);
                    }
                    checked.put(m, Boolean.TRUE);
                    progress.done(done.addAndGet((long) m * m));
                });
        List<SquareBoardSizes> unchecked = new ArrayList<>();
        int m = sizes.from();
        while (m <= sizes.to()) {
            if (checked.containsKey(m)) {
                m++;
                continue;
            }
            int a = m;
            while (m <= sizes.to() && !checked.containsKey(m)) {
                m++;
            }
            unchecked.add(new SquareBoardSizes(a, m - 1));
        }
        return new SquirrelReport(sizes, new ArrayList<>(failures.values()), checked.size(), unchecked);
    }

    /** The failure on an m x m board, or null when the raw table gives a valid tour there. */
    static SquirrelFailure check(int m) {
        if (m < 5) {
            return new SquirrelFailure(m, 0);
        }
        // checked while it is walked, one bit a square: the tour itself is never stored
        TourChecker.Walk checked = new TourChecker.Walk(m, m);
        Squirrel.rawTable().walk(m, m, 1, 1, checked);
        Verdict v = checked.verdict(true);
        return v.valid() ? null : new SquirrelFailure(m, checked.squares());
    }
}
