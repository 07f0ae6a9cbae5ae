package org.gridpuzzles.knight;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.gridpuzzles.io.Progress;

/**
 * Runs the raw Table 1 of Squirrel's algorithm on every m x m board of a range, in parallel, and reports the sizes
 * where the walk does not cover the board. Each walk is checked by {@link TourChecker}, not trusted.
 */
public final class SquirrelCheck {

    /** One failing size: how far the walk got. */
    public record Failure(int m, long visited) {
    }

    private SquirrelCheck() {
    }

    public static List<Failure> failures(SizeRange sizes, Progress progress) {
        return failures(sizes, progress, (m, f) -> { });
    }

    /** Hears of each size as soon as it is checked (from worker threads); the failure is null when it passed. */
    public interface Listener {
        void checked(int m, Failure failure);
    }

    /** As above, telling {@code listener} of each size when it is done. */
    public static List<Failure> failures(SizeRange sizes, Progress progress, Listener listener) {
        long total = 0;
        for (int m = sizes.from(); m <= sizes.to(); m++) {
            total += (long) m * m;
        }
        progress.start("verify-squirrel", total);
        AtomicLong done = new AtomicLong();
        // largest boards first, so that the parallel workers finish together
        List<Failure> out = IntStream.rangeClosed(sizes.from(), sizes.to()).map(i -> sizes.to() + sizes.from() - i)
                .parallel()
                .mapToObj(m -> {
                    Failure f = check(m);
                    listener.checked(m, f);
                    progress.done(done.addAndGet((long) m * m));
                    return f;
                })
                .filter(f -> f != null)
                .sorted((a, b) -> Integer.compare(a.m(), b.m()))
                .collect(Collectors.toList());
        return out;
    }

    /** The failure on an m x m board, or null when the raw table gives a valid tour there. */
    public static Failure check(int m) {
        if (m < 5) {
            return new Failure(m, 0);
        }
        Tour t = Tour.of(Squirrel.rawTable(), m, m, 1, 1);
        TourChecker.Verdict v = TourChecker.check(m, m, t.rowsVisited(), t.colsVisited(), t.length(), null, null,
                true);
        return v.ok() ? null : new Failure(m, t.length());
    }
}
