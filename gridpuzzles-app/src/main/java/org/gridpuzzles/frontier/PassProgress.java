package org.gridpuzzles.frontier;

import org.gridpuzzles.io.Progress;

/**
 * What a modular pass tells while it runs: the pass and its room at the start, then each step's states, time and the
 * time left. Apart from the pass so that its wording and the estimate of the time left stay out of the step loop.
 */
final class PassProgress {

    private final Progress progress;
    private final int steps;
    private final TimeLeft left;
    private final StatesLeft work;

    /**
     * Starts pass {@code index} (from 0) of {@code steps} steps at step {@code start}; the time left follows from the
     * states foreseen for the steps to come ({@code foreseen}, null: none) and the time a state took so far, else from
     * the times of the steps made.
     */
    PassProgress(Progress progress, int index, int primes, boolean estimate, long maxStates, int steps, int start,
            long[] foreseen, double nanosPerState) {
        this.progress = progress;
        this.steps = steps;
        this.left = new TimeLeft(steps);
        this.work = foreseen == null || foreseen.length != steps ? null : new StatesLeft(foreseen, nanosPerState);
        String task = String.format("count, pass %d (%d prime%s%s; room for %,d states a step)", index + 1, primes,
                primes == 1 ? "" : "s", estimate ? " and the estimate" : "", maxStates);
        progress.start(task, steps);
        progress.done(start);
    }

    /** Step {@code v} made {@code size} states in {@code nanos}, on disk in {@code ranges} ranges (0: in memory). */
    void stepMade(int v, long size, long nanos, int ranges) {
        progress.done(v + 1);
        left.stepTook(nanos / 1e9);
        double seconds;
        if (work != null) {
            work.stepMade(v, size, nanos);
            seconds = work.seconds(v);
        } else {
            seconds = left.seconds(steps - 1 - v);
        }
        progress.note(String.format("step %d/%d, %,d states%s, %.2f s, %s left", v + 1, steps, size,
                ranges > 0 ? " (on disk, " + ranges + " ranges)" : "", nanos / 1e9, duration(seconds)));
    }

    static String duration(double seconds) {
        if (seconds < 90) {
            return String.format("%.0f s", seconds);
        }
        if (seconds < 5400) {
            return String.format("%.0f min", seconds / 60);
        }
        return String.format("%.1f h", seconds / 3600);
    }
}
