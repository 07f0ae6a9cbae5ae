package org.gridpuzzles.io;

/**
 * Progress of a long computation. Engines report to it; the command line shows a bar on a terminal and nothing
 * otherwise. Implementations must be cheap to call from hot loops (report every few thousand steps, not every step).
 */
public interface Progress extends AutoCloseable {

    /** Starts (or restarts) a task with a known number of steps; a total of -1 means unknown. */
    void start(String task, long total);

    /** Sets the number of steps done so far. */
    void done(long steps);

    /** Adds to the number of steps done. */
    void advance(long steps);

    /** A short line of detail beside the bar (states held, time left); nothing by default. */
    default void note(String text) {
    }

    /**
     * The task goes on from a checkpoint with {@code done} of its {@code total} steps made before (all of them: it
     * was finished); {@code task} names it in a few words ("pass 1"). Said once, before the task goes on; nothing by
     * default.
     */
    default void resumed(String task, long done, long total) {
    }

    @Override
    void close();

    /** A progress that shows nothing. */
    static Progress none() {
        return NONE;
    }

    Progress NONE = new Progress() {
        @Override
        public void start(String task, long total) {
        }

        @Override
        public void done(long steps) {
        }

        @Override
        public void advance(long steps) {
        }

        @Override
        public void close() {
        }
    };
}
