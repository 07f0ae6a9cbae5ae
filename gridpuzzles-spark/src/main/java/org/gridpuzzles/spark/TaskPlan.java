package org.gridpuzzles.spark;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.knight.SquareBoardSizes;
import org.gridpuzzles.knight.WarnsdorffStudyOptions;

/**
 * How the sweeps are cut into tasks. A walk on an m x m board costs about m^2 (a Squirrel walk or a Warnsdorff trial
 * covers some 20 to 30 million squares a second on one core), so a task gets a budget of squares of walks: small
 * sizes are grouped, the trials of a large size are split; one walk is never split, so a task of one size larger
 * than the budget is as large as its walk. The budget is {@code squaresPerTask} (default 2^26, about 3 s of work:
 * long enough that Spark's cost per task, some milliseconds, is lost in it, short enough that a task run again after
 * a failure costs little), but smaller for a small sweep, so that every task slot gets at least
 * {@value #TASKS_PER_SLOT} tasks and the last tasks of a job finish close together.
 *
 * @param squaresPerTask the most squares of walks a task gets (but for a single walk larger than that)
 * @param slots the task slots of the cluster (Spark's default parallelism)
 */
record TaskPlan(long squaresPerTask, int slots) {

    /** About 3 s of walks on one core. */
    static final long DEFAULT_SQUARES = 1L << 26;

    /** The fewest tasks per task slot a sweep is cut into (when it has the walks for them). */
    static final int TASKS_PER_SLOT = 4;

    TaskPlan {
        if (squaresPerTask < 1) {
            throw new IllegalArgumentException("squares per task " + squaresPerTask + " is not positive");
        }
        slots = Math.max(1, slots);
    }

    /** The budget of a task for a sweep of {@code total} squares of walks. */
    long budget(long total) {
        return Math.max(1, Math.min(squaresPerTask, total / ((long) TASKS_PER_SLOT * slots)));
    }

    /** Trials {@code first} to {@code first + count - 1} on the m x m board. */
    record Trials(int m, int first, int count) implements java.io.Serializable {
    }

    /** Runs of consecutive sizes, the largest sizes first (so that the long tasks start first). */
    List<SquareBoardSizes> squirrelTasks(SquareBoardSizes sizes) {
        long total = 0;
        for (int m = sizes.from(); m <= sizes.to(); m++) {
            total += (long) m * m;
        }
        long budget = budget(total);
        List<SquareBoardSizes> tasks = new ArrayList<>();
        int hi = sizes.to();
        while (hi >= sizes.from()) {
            long squares = (long) hi * hi;
            int lo = hi;
            while (lo > sizes.from() && squares + (long) (lo - 1) * (lo - 1) <= budget) {
                lo--;
                squares += (long) lo * lo;
            }
            tasks.add(new SquareBoardSizes(lo, hi));
            hi = lo - 1;
        }
        return tasks;
    }

    /** Pieces of trials packed into tasks of about the budget, the largest sizes first. */
    List<List<Trials>> studyTasks(WarnsdorffStudyOptions o) {
        SquareBoardSizes sizes = o.sizes();
        long total = 0;
        for (int m = sizes.from(); m <= sizes.to(); m++) {
            total += (long) m * m * o.trials();
        }
        long budget = budget(total);
        List<List<Trials>> tasks = new ArrayList<>();
        List<Trials> current = new ArrayList<>();
        long filled = 0;
        for (int m = sizes.to(); m >= sizes.from(); m--) {
            long perTrial = (long) m * m;
            int perTask = (int) Math.max(1, Math.min(o.trials(), budget / perTrial));
            for (int first = 0; first < o.trials(); first += perTask) {
                int count = Math.min(perTask, o.trials() - first);
                long squares = perTrial * count;
                if (!current.isEmpty() && filled + squares > budget) {
                    tasks.add(current);
                    current = new ArrayList<>();
                    filled = 0;
                }
                current.add(new Trials(m, first, count));
                filled += squares;
            }
        }
        if (!current.isEmpty()) {
            tasks.add(current);
        }
        return tasks;
    }
}
